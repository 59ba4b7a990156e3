/**
 * Prints how many routes of spec section 2 the EMR registers and implements, by section.
 * `npm run routes:report -w @simrs/emr`
 */
import { screenCatalog } from '@simrs/domain/screens';
import { routeTable } from '../src/routing/appRoutes';
import { routesReport } from '../src/routing/routeTable';

const rows = routesReport(routeTable);
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log('section  routes  implemented  not yet');
for (const r of rows) {
  console.log(
    `${r.section.padEnd(7)}  ${pad(r.routes, 6)}  ${pad(r.implemented, 11)}  ${pad(r.routes - r.implemented, 7)}`,
  );
}
const routes = rows.reduce((a, r) => a + r.routes, 0);
const implemented = rows.reduce((a, r) => a + r.implemented, 0);
console.log(`total    ${pad(routes, 6)}  ${pad(implemented, 11)}  ${pad(routes - implemented, 7)}`);
const missing = screenCatalog.filter((s) => !routeTable.some((r) => r.key === s.key));
console.log(
  `registered ${routeTable.length} of ${screenCatalog.length} spec routes` +
    (missing.length > 0 ? `; missing: ${missing.map((s) => s.key).join(', ')}` : ' (all)'),
);
console.log(
  `implemented: ${routeTable
    .filter((r) => r.implemented)
    .map((r) => r.key)
    .join(', ')}`,
);
if (missing.length > 0) process.exitCode = 1;
