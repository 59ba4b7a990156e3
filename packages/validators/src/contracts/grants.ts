/**
 * Who may grant what (docs/security.md, "Level grants"). The server refuses, the EMR greys out:
 *
 * - nobody edits their own level, nor their own account's level, status or canManageAll;
 * - a user without canManageAll grants only what they hold themselves (the menu with `view`, and
 *   the action), and never a reserved grant: patient export (`pasien` `export`) or any action on
 *   a clinical menu (`CLINICAL_MENUS`);
 * - assigning a user to a level grants that level's menus, so the same rule applies to the level.
 */
import { type ScreenGroup, screenCatalog } from '@simrs/domain/screens';
import type { MenuAction, MenuRoleEntry } from '../resources/types';
import { ACTION_WORDS, can, type PermissionSubject } from './access';

/** Groups of the screen catalogue whose screens show clinical records. */
export const CLINICAL_GROUPS: readonly ScreenGroup[] = [
  'klinis',
  'ugd',
  'ranap',
  'penunjang',
  'operasi',
];

/** The records screens of the 'Dashboard & Daftar Klinis' group (the rest of it is not clinical). */
export const CLINICAL_DASHBOARD_MENUS: readonly string[] = [
  'dashboard-ugd',
  'dashboard-ranap',
  'hais',
  'keselamatan-pasien',
  'laporan-insiden',
  'dokter',
  'rekam-medis',
  'farmasi',
  'verifikasi-rekam-medis',
  'verifikasi-upla',
  'follow-up',
];

/** Screens of the clinical groups that show no clinical record: a queue and the bed board. */
const NOT_CLINICAL: ReadonlySet<string> = new Set([
  'ugd-admisi-antrean',
  'ketersediaan-kamar-ranap',
]);

/** Menus whose grant needs canManageAll (any action), from the screen catalogue. */
export const CLINICAL_MENUS: ReadonlySet<string> = /* @__PURE__ */ new Set(
  screenCatalog
    .filter(
      (s) =>
        s.menuKey !== null &&
        !NOT_CLINICAL.has(s.key) &&
        (CLINICAL_GROUPS.includes(s.group) || CLINICAL_DASHBOARD_MENUS.includes(s.key)),
    )
    .map((s) => s.key),
);

export const GRANT_MESSAGES = {
  ownLevel: 'Anda tidak dapat mengubah level Anda sendiri.',
  ownLevelDelete: 'Anda tidak dapat menghapus level Anda sendiri.',
  ownAccount: 'Anda tidak dapat mengubah level, status, atau hak Kelola Semua akun Anda sendiri.',
  ownAccountDelete: 'Anda tidak dapat menghapus akun Anda sendiri.',
  manageAllTarget:
    'Hanya pengguna dengan hak Kelola Semua yang dapat mengelola akun dengan hak Kelola Semua.',
  grantManageAll: 'Hanya pengguna dengan hak kelola semua yang dapat memberikan hak kelola semua.',
  superLevel: 'Level Super Admin hanya dapat dikelola oleh pengguna dengan hak Kelola Semua.',
  patientExport:
    'Hak akses mengekspor data pasien hanya dapat diberikan oleh pengguna dengan hak Kelola Semua.',
  clinical: (menu: string) =>
    `Hak akses menu klinis ${menu} hanya dapat diberikan oleh pengguna dengan hak Kelola Semua.`,
  notHeld: (menu: string, action: MenuAction) =>
    `Anda tidak dapat memberikan akses untuk ${ACTION_WORDS[action]} pada menu ${menu} karena Anda sendiri tidak memilikinya.`,
  level: (name: string, why: string) => `Anda tidak dapat menetapkan level ${name}. ${why}`,
} as const;

/** Whether granting `action` on `menu` needs canManageAll whatever the granter holds. */
export function isReservedGrant(menu: string, action: MenuAction): boolean {
  return CLINICAL_MENUS.has(menu) || (menu === 'pasien' && action === 'export');
}

/** Why `actor` may not grant `action` on `menu` (Indonesian), or null when they may. */
export function grantRefusal(
  actor: PermissionSubject,
  menu: string,
  action: MenuAction,
): string | null {
  if (actor.canManageAll === 'Y') return null;
  if (menu === 'pasien' && action === 'export') return GRANT_MESSAGES.patientExport;
  if (CLINICAL_MENUS.has(menu)) return GRANT_MESSAGES.clinical(menu);
  if (!can(actor, menu, action)) return GRANT_MESSAGES.notHeld(menu, action);
  return null;
}

export interface Grant {
  menu: string;
  action: MenuAction;
}

type MenuRoleLike = readonly { readonly menu: string; readonly actions: readonly string[] }[];

/** What saving `next` over `previous` grants: each (menu, action) of `next` not in `previous`. */
export function addedGrants(previous: MenuRoleLike, next: MenuRoleLike): Grant[] {
  const had = new Set(previous.flatMap((e) => e.actions.map((a) => `${e.menu}\u0000${a}`)));
  const out: Grant[] = [];
  for (const entry of next) {
    for (const action of entry.actions) {
      if (!had.has(`${entry.menu}\u0000${action}`)) {
        out.push({ menu: entry.menu, action: action as MenuAction });
      }
    }
  }
  return out;
}

/**
 * The first refusal of granting every grant of `grants` by `actor`, or null; a reserved grant
 * (patient export, a clinical menu) is named before a grant the actor merely lacks.
 */
export function grantsRefusal(actor: PermissionSubject, grants: readonly Grant[]): string | null {
  if (actor.canManageAll === 'Y') return null;
  const reserved = grants.find((g) => isReservedGrant(g.menu, g.action));
  const first = reserved ?? grants.find((g) => grantRefusal(actor, g.menu, g.action) !== null);
  return first ? grantRefusal(actor, first.menu, first.action) : null;
}

/** Every grant of a menuRole. */
export function grantsOf(menuRole: readonly MenuRoleEntry[] | MenuRoleLike): Grant[] {
  return addedGrants([], menuRole);
}
