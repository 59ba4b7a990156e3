/**
 * The routing rules of spec section 2.1 as one pure function, so every rule is unit-tested and the
 * router component only carries out the decision.
 */
import { type ScreenDef, screenCatalog } from '@simrs/domain/screens';
import { can } from '@simrs/validators/access';

export type MenuAction = 'view' | 'add' | 'edit' | 'delete' | 'status' | 'export';

export interface MenuRoleEntry {
  readonly menu: string;
  readonly actions: readonly string[];
}

export interface SessionUser {
  readonly id: number | string;
  readonly levelId: number;
  readonly canManageAll: 'Y' | 'N';
  readonly menuRole: readonly MenuRoleEntry[];
}

export interface SessionState {
  readonly token: string | null;
  readonly user: SessionUser | null;
}

export type FormMode = 'list' | 'add' | 'edit';

export type RouteDecision =
  | {
      readonly kind: 'render';
      readonly screen: ScreenDef;
      readonly params: Readonly<Record<string, string>>;
      readonly mode: FormMode;
    }
  | {
      /** A public display or kiosk screen: served by the kiosk app, the EMR sends it there. */
      readonly kind: 'kiosk';
      readonly screen: ScreenDef;
      /** Path and query to open on the kiosk app's origin. */
      readonly path: string;
    }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      readonly reason:
        | 'empty-path'
        | 'unknown-path'
        | 'logged-in'
        | 'unauthenticated'
        | 'missing-query'
        | 'no-menu'
        | 'no-action';
      /** Milliseconds to wait (showing a notice) before redirecting. */
      readonly delayMs: number;
    };

/** Screens every signed-in user may open whatever their menuRole holds. */
export const menuExemptKeys: readonly string[] = ['dashboard', 'account-setting', 'Notifikasi'];

/** Delay before a user lacking a menu is sent to the Dashboard ("about 2 seconds"). */
export const noMenuRedirectDelayMs = 2000;

const byKey = new Map(screenCatalog.map((s) => [s.key, s]));

export function isAuthenticated(session: SessionState): boolean {
  return Boolean(session.token) && session.user !== null && session.user.id !== '';
}

/**
 * Whether the user may open a menu: THE permission rule of the contracts (`can`, the one the
 * server enforces), so a menu the EMR shows is a menu the server serves.
 */
export function hasMenu(user: SessionUser, menuKey: string): boolean {
  return can(user, menuKey, 'view');
}

/** Whether the user may do `action` on a menu (THE permission rule). */
export function canDo(user: SessionUser, menuKey: string, action: MenuAction): boolean {
  return can(user, menuKey, action);
}

/** A screen following the list/add/edit convention: pageSlug then pageId. */
export function isCrudScreen(screen: ScreenDef): boolean {
  return screen.params[0]?.name === 'pageSlug' && screen.params[1]?.name === 'pageId';
}

/**
 * A screen whose spec route has no path parameter (pasien, jadwal-dokter, hari-libur, unit-tujuan,
 * group-antrean, display-layar, ...): its add and edit forms are addressed with the query
 * parameters `form` ('add' or 'edit') and `id` (decision 10 of docs/decisions.md). Screens that
 * need query parameters of their own (VerifikasiRM, Farmasi) keep them.
 */
export function takesFormQuery(screen: ScreenDef): boolean {
  return screen.params.length === 0 && screen.requiredQuery.length === 0;
}

/** The query parameters of a form on a screen without path parameters. */
export const FORM_QUERY = { mode: 'form', id: 'id' } as const;

/**
 * pageSlug and pageId of a screen without path parameters, read from `?form=add` or
 * `?form=edit&id=12` (nothing for any other value: the list).
 */
function formQueryParams(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const form = query.get(FORM_QUERY.mode);
  const id = query.get(FORM_QUERY.id);
  if (form === 'add') return { pageSlug: 'add' };
  if (form === 'edit' && id) return { pageSlug: 'edit', pageId: id };
  return {};
}

export function modeOf(screen: ScreenDef, params: Readonly<Record<string, string>>): FormMode {
  if (!isCrudScreen(screen) && !takesFormQuery(screen)) return 'list';
  const slug = params.pageSlug;
  if (!slug) return 'list';
  return slug === 'add' ? 'add' : 'edit';
}

/**
 * Where a screen's add form (`id` absent) or the edit form of record `id` is: `/poli/add` and
 * `/poli/edit/12` on a screen with pageSlug and pageId, `/pasien?form=add` and
 * `/pasien?form=edit&id=12` on a screen without path parameters.
 */
export function formHref(screen: ScreenDef, id?: number | string): string {
  if (takesFormQuery(screen)) {
    const query = new URLSearchParams(
      id === undefined
        ? { [FORM_QUERY.mode]: 'add' }
        : { [FORM_QUERY.mode]: 'edit', id: String(id) },
    );
    return `/${screen.key}?${query}`;
  }
  return id === undefined
    ? `/${screen.key}/add`
    : `/${screen.key}/edit/${encodeURIComponent(String(id))}`;
}

function redirect(
  to: string,
  reason: Extract<RouteDecision, { kind: 'redirect' }>['reason'],
  delayMs = 0,
): RouteDecision {
  return { kind: 'redirect', to, reason, delayMs };
}

/**
 * Decides what a navigation to `pathname?search` shows for `session`.
 * Order of the rules: empty path, unknown path, display-only (open to anyone: sent to the kiosk
 * app, which serves every public screen), redirect-if-logged-in, unauthenticated, required query,
 * menu, add/edit action.
 */
export function resolveRoute(
  pathname: string,
  search: string,
  session: SessionState,
): RouteDecision {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments.length === 0) return redirect('/login', 'empty-path');
  const [key, ...rest] = segments as [string, ...string[]];
  const screen = byKey.get(key);
  if (!screen || rest.length > screen.params.length) return redirect('/dashboard', 'unknown-path');
  const requiredParamMissing = screen.params.some((p, i) => !p.optional && rest[i] === undefined);
  if (requiredParamMissing) return redirect('/dashboard', 'unknown-path');

  const params: Record<string, string> = takesFormQuery(screen) ? formQueryParams(search) : {};
  screen.params.forEach((p, i) => {
    const value = rest[i];
    if (value !== undefined) params[p.name] = value;
  });
  const mode = modeOf(screen, params);
  const render: RouteDecision = { kind: 'render', screen, params, mode };

  if (screen.displayOnly) {
    const query = search && !search.startsWith('?') ? `?${search}` : search;
    return {
      kind: 'kiosk',
      screen,
      path: `/${segments.map(encodeURIComponent).join('/')}${query}`,
    };
  }
  const authed = isAuthenticated(session);
  if (screen.redirectIfLoggedIn) return authed ? redirect('/dashboard', 'logged-in') : render;
  if (!authed || !session.user) return redirect('/login', 'unauthenticated');

  if (screen.requiredQuery.length > 0) {
    const query = new URLSearchParams(search);
    if (screen.requiredQuery.some((name) => !query.get(name))) {
      return redirect('/dashboard', 'missing-query');
    }
  }

  const user = session.user;
  const menuKey = screen.menuKey;
  if (menuKey && !menuExemptKeys.includes(menuKey) && !hasMenu(user, menuKey)) {
    return redirect('/dashboard', 'no-menu', noMenuRedirectDelayMs);
  }

  if (menuKey && (mode === 'add' || mode === 'edit') && !canDo(user, menuKey, mode)) {
    return redirect(`/${screen.key}`, 'no-action');
  }
  return render;
}

export { type BootMode, bootModeFor } from './boot';
