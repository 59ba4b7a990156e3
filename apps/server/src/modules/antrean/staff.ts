/**
 * Read calls of the EMR's staff queue screens beyond the counter's own (`index.ts`):
 * `GET /get/BelumDilayani` (today's tickets not yet served, across the units the user may see)
 * and `GET /get/AntreanTujuan` (every active unit, for transfers and the announcer's choice).
 */
import type { QueueTarget, QueueUnit, WaitingTicket } from '@simrs/domain/queue';
import {
  antreanTujuanContract,
  belumDilayaniContract,
  CATEGORY_MENU,
} from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { validationError } from '../../platform/errors';
import { type Clock, type Implementation, implement } from '../../platform/module';
import { wibDay } from './mask';
import { listTickets, listUnits } from './service';

/** Ticket statuses that count as "not yet served": waiting, called but not present, absent. */
export const NOT_SERVED_STATUSES = ['WAITING', 'CALLED', 'SKIPPED'] as const;

/** Units whose queue the caller may view (the menu of the unit's category, `view`). */
export function visibleUnits(
  can: (menu: string, action: 'view') => boolean,
  units: readonly QueueUnit[],
): QueueUnit[] {
  return units.filter((u) => can(CATEGORY_MENU[u.category], 'view'));
}

export function staffViews(clock: Clock): Implementation[] {
  return [
    /**
     * belum-dilayani: today's (WIB) tickets that are waiting, called but not yet present, or
     * absent, in every unit whose queue the user may view; oldest number taken first.
     */
    implement(belumDilayaniContract, {
      queries: {
        list: async ({ db, input, can }) => {
          const { category, unitId } = input;
          const now = clock.now();
          const day = wibDay(now);
          const units = visibleUnits(can, await listUnits(db));
          if (unitId !== null && !units.some((u) => u.id === unitId)) {
            throw validationError({ unitId: ['Unit Tujuan tidak ditemukan.'] });
          }
          const chosen = units.filter(
            (u) =>
              (category === null || u.category === category) &&
              (unitId === null || u.id === unitId),
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
          return {
            day,
            serverTime: now.toISOString(),
            units: units.map(({ id, code, name, category: c }) => ({
              id,
              code,
              name,
              category: c,
            })),
            list,
            total: list.length,
          };
        },
      },
    }),
    /**
     * Every active unit with its group: where a ticket can be transferred to, and what an
     * announcer can listen to. Unit names are public (the kiosk shows them).
     */
    implement(antreanTujuanContract, {
      queries: {
        list: async ({ db }) => {
          const r = await sql<QueueTarget>`select u.id, u.code, u.name, u.category, u.prefix,
              u.group_id as "groupId", g.name as "groupName"
            from q_units u join q_groups g on g.id = u.group_id
            where u.status = 'Y' order by g.name, u.name`.execute(db);
          return { list: r.rows };
        },
      },
    }),
  ];
}
