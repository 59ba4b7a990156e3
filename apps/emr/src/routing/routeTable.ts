/**
 * The route table of the staff app, as data: every screen of spec section 2 (2.2 to 2.14) with
 * its path pattern, route name, menu key, title and flags, and whether this app implements it
 * yet. Built from the screen catalogue of `@simrs/domain/screens` (the one definition the server
 * reads too) and the resource definitions of `@simrs/validators/resources`.
 *
 * This module is pure and imports no schema: the login route's first load must not carry zod and
 * every resource definition. `appRoutes.ts` builds the full table with the definitions.
 */
import type { ScreenDef, ScreenGroup } from '@simrs/domain/screens';
import type { AnyResource } from '@simrs/validators/resources';
import { isCrudScreen } from './guards';

/**
 * How a route is rendered: a feature's screen (`features/<context>/routes.ts`), a public screen
 * sent to the kiosk app, or the 'belum tersedia' page of a route no feature implements yet.
 */
export type RouteKind = 'feature' | 'kiosk' | 'not-yet';

/** What the route table needs of the feature registry (kept abstract: this module stays pure). */
export type FeatureLookup = (
  key: string,
) => { load: () => Promise<unknown>; context: string; resource?: true } | undefined;

export interface RouteEntry {
  readonly key: string;
  /** react-router path pattern, e.g. '/poli/:pageSlug?/:pageId?'. */
  readonly path: string;
  readonly name: string;
  readonly menuKey: string | null;
  readonly title: string;
  readonly section: ScreenDef['section'];
  readonly group: ScreenGroup;
  readonly displayOnly: boolean;
  readonly redirectIfLoggedIn: boolean;
  /** Shows the header's call-to-action (Tambah) when the role may add. */
  readonly callToAction: boolean;
  readonly inpatientDetail: boolean;
  readonly kind: RouteKind;
  /** The bounded context of the feature that implements it (null: none yet, or public). */
  readonly context: string | null;
  /** The resource definition behind a generic list/form screen. */
  readonly resource: AnyResource | null;
  readonly implemented: boolean;
  /** Listed in the sidebar (implemented, has a menu key, not public). */
  readonly inMenu: boolean;
  readonly screen: ScreenDef;
}

export type ResourcesByMenu = ReadonlyMap<string, AnyResource>;

const none: ResourcesByMenu = new Map();

export function pathPattern(screen: ScreenDef): string {
  const params = screen.params.map((p) => `:${p.name}${p.optional ? '?' : ''}`);
  return `/${[screen.key, ...params].join('/')}`;
}

const noFeature: FeatureLookup = () => undefined;

export function toRouteEntry(
  screen: ScreenDef,
  resourceByMenu: ResourcesByMenu = none,
  featureOf: FeatureLookup = noFeature,
): RouteEntry {
  const feature = screen.displayOnly ? undefined : featureOf(screen.key);
  const resource = feature?.resource ? (resourceByMenu.get(screen.key) ?? null) : null;
  const kind: RouteKind = screen.displayOnly ? 'kiosk' : feature ? 'feature' : 'not-yet';
  // A kiosk route counts only once its kiosk screen is seen to work (routes:report checks it).
  const implemented = kind === 'feature';
  return {
    key: screen.key,
    path: pathPattern(screen),
    name: screen.name,
    menuKey: screen.menuKey,
    title: resource?.title ?? screen.title,
    section: screen.section,
    group: screen.group,
    displayOnly: screen.displayOnly,
    redirectIfLoggedIn: screen.redirectIfLoggedIn,
    callToAction: isCrudScreen(screen) || resource !== null,
    inpatientDetail: screen.inpatientDetail,
    kind,
    context: feature?.context ?? null,
    resource,
    implemented,
    inMenu: implemented && screen.menuKey !== null && !screen.redirectIfLoggedIn,
    screen,
  };
}

export function buildRouteTable(
  screens: readonly ScreenDef[],
  resourceByMenu: ResourcesByMenu,
  featureOf: FeatureLookup,
): readonly RouteEntry[] {
  return screens.map((s) => toRouteEntry(s, resourceByMenu, featureOf));
}

export interface SectionReport {
  section: string;
  routes: number;
  implemented: number;
}

/**
 * Routes registered and implemented per spec section (what `routes:report` prints). `reached`:
 * the kiosk routes seen to open a working kiosk screen, which count as implemented.
 */
export function routesReport(
  table: readonly RouteEntry[],
  reached: ReadonlySet<string> = new Set(),
): SectionReport[] {
  const sections = new Map<string, SectionReport>();
  for (const r of table) {
    const row = sections.get(r.section) ?? { section: r.section, routes: 0, implemented: 0 };
    row.routes += 1;
    if (r.implemented || (r.kind === 'kiosk' && reached.has(r.key))) row.implemented += 1;
    sections.set(r.section, row);
  }
  return [...sections.values()];
}
