/**
 * Read calls of the EMR's staff queue screens beyond the counter's own (`index.ts`):
 * `GET /get/BelumDilayani` (today's tickets not yet served, across the units the user may see)
 * and `GET /get/AntreanTujuan` (every active unit, for transfers and the announcer's choice).
 */

import type {
  BelumDilayaniData,
  QueueTarget,
  QueueUnit,
  QueueUnitCategory,
  WaitingTicket,
} from '@simrs/domain/queue';
import { QUEUE_UNIT_CATEGORIES } from '@simrs/validators/resources';
import { sql } from 'kysely';
import type { ModuleContext } from '../app';
import type { SessionUser } from '../auth/sessions';
import { validationError } from '../http/errors';
import { authorize, can } from '../permissions';
import { wibDay } from './mask';
import { listTickets, listUnits, type QueueClock } from './service';

/** Ticket statuses that count as "not yet served": waiting, called but not present, absent. */
export const NOT_SERVED_STATUSES = ['WAITING', 'CALLED', 'SKIPPED'] as const;

/** Units whose queue the user may view (the menu of the unit's category, `view`). */
export function visibleUnits(
  user: SessionUser,
  units: readonly QueueUnit[],
  categoryMenu: Readonly<Record<QueueUnitCategory, string>>,
): QueueUnit[] {
  return units.filter((u) => can(user, categoryMenu[u.category], 'view'));
}

function categoryOf(query: Record<string, unknown>): QueueUnitCategory | null {
  const c = query.category;
  if (c === undefined || c === '' || c === 'ALL') return null;
  if (typeof c !== 'string' || !(QUEUE_UNIT_CATEGORIES as readonly string[]).includes(c)) {
    throw validationError({ category: ['Kategori unit tidak valid.'] });
  }
  return c as QueueUnitCategory;
}

function unitIdOf(query: Record<string, unknown>): number | null {
  const v = query.unitId;
  if (v === undefined || v === '' || v === 'ALL') return null;
  if (typeof v !== 'string' || !/^\d{1,9}$/.test(v) || Number(v) < 1) {
    throw validationError({ unitId: ['Unit Tujuan tidak valid.'] });
  }
  return Number(v);
}

export function registerStaffViews(
  { db, customGet }: Pick<ModuleContext, 'db' | 'customGet'>,
  clock: QueueClock,
  categoryMenu: Readonly<Record<QueueUnitCategory, string>>,
): void {
  /**
   * belum-dilayani: today's (WIB) tickets that are waiting, called but not yet present, or
   * absent, in every unit whose queue the user may view; oldest number taken first.
   * Filters: `category`, `unitId` ('ALL' or empty = none).
   */
  customGet.BelumDilayani = {
    async run({ session, query }) {
      authorize(session.user, 'belum-dilayani', 'view');
      const category = categoryOf(query);
      const unitId = unitIdOf(query);
      const now = clock.now();
      const day = wibDay(now);
      const units = visibleUnits(session.user, await listUnits(db), categoryMenu);
      if (unitId !== null) {
        const unit = units.find((u) => u.id === unitId);
        if (!unit) throw validationError({ unitId: ['Unit Tujuan tidak ditemukan.'] });
      }
      const chosen = units.filter(
        (u) =>
          (category === null || u.category === category) && (unitId === null || u.id === unitId),
      );
      const tickets = await listTickets(db, {
        unitIds: chosen.map((u) => u.id),
        day,
        statuses: NOT_SERVED_STATUSES,
      });
      const byId = new Map(chosen.map((u) => [u.id, u]));
      const list: WaitingTicket[] = tickets
        .map((t) => {
          const u = byId.get(t.unitId);
          return {
            ...t,
            unitCode: u?.code ?? '',
            unitName: u?.name ?? '',
            category: u?.category ?? 'admisi',
            waitingSeconds: Math.max(
              0,
              Math.floor((now.getTime() - Date.parse(t.createdAt)) / 1000),
            ),
          };
        })
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
      const answer: BelumDilayaniData = {
        day,
        serverTime: now.toISOString(),
        units: units.map(({ id, code, name, category: c }) => ({ id, code, name, category: c })),
        list,
        total: list.length,
      };
      return answer;
    },
  };

  /**
   * Every active unit with its group: where a ticket can be transferred to, and what an announcer
   * can listen to. Unit names are public (the kiosk shows them), so any signed-in user may read it.
   */
  customGet.AntreanTujuan = {
    async run() {
      const r =
        await sql<QueueTarget>`select u.id, u.code, u.name, u.category, u.prefix, u.group_id as "groupId",
          g.name as "groupName"
        from q_units u join q_groups g on g.id = u.group_id
        where u.status = 'Y' order by g.name, u.name`.execute(db);
      return { list: r.rows };
    },
  };
}
