/**
 * The layering of the workspace (docs/architecture.md), checked in `npm test` by
 * `npm run lint:layers`:
 *
 *   domain <- validators <- api-client <- design-system <- apps;  server: domain, validators.
 *
 * Server modules import only the platform, the contracts and the domain (another module only
 * through its index); EMR features never reach into another feature; no import cycles.
 * Type-only imports count too (they are how layers leak).
 */
const ours = '^(packages|apps)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'An import cycle at load time: split the shared part out. (Type-only imports are erased by the compiler; a lazy import() is a code-splitting boundary, not a load-time cycle.)',
      from: { path: ours },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: ours, pathNot: '^packages/domain/' },
    },
    {
      name: 'validators-only-domain',
      severity: 'error',
      from: { path: '^packages/validators/' },
      to: { path: ours, pathNot: '^packages/(validators|domain)/' },
    },
    {
      name: 'api-client-only-validators-and-domain',
      severity: 'error',
      from: { path: '^packages/api-client/src/' },
      to: { path: ours, pathNot: '^packages/(api-client|validators|domain)/' },
    },
    {
      name: 'design-system-not-api-client-nor-apps',
      severity: 'error',
      comment: 'Page sizes and the like come from the list-query contract (validators).',
      from: { path: '^packages/design-system/' },
      to: { path: '^(packages/api-client|apps)/' },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-never-import-each-other',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'server-never-imports-react-packages',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^packages/(api-client|design-system)/' },
    },
    {
      name: 'server-modules-import-platform-contracts-domain',
      severity: 'error',
      comment:
        'A module uses the platform, the contracts and the domain; another module only through what its index exports.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'platform-never-imports-modules',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/(modules|seed|app|main)' },
    },
    {
      name: 'emr-features-never-reach-into-another',
      severity: 'error',
      comment: 'A feature uses another feature only through its index (or the shared app parts).',
      from: { path: '^apps/emr/src/features/([^/]+)/' },
      to: {
        path: '^apps/emr/src/features/([^/]+)/',
        pathNot: ['^apps/emr/src/features/$1/', '^apps/emr/src/features/[^/]+/index\\.tsx?$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|storybook-static|/dist/|\\.turbo)' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['types', 'module', 'main'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
