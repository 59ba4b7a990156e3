/**
 * Who may be in a queue unit's live room `unit:{id}` (docs/protocol.md, "Realtime"): a staff
 * user who may view the unit's category menu (`CATEGORY_MENU`, the same rule as the unit's
 * reads), and a display terminal for an active unit (the lobby boards show every active unit;
 * the events carry masked names only). Asked at every join and again whenever a user's level
 * changes.
 */
import { CATEGORY_MENU } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { can } from '../../platform/access';
import type { Db } from '../../platform/module';
import type { RoomRule } from '../../platform/realtime';

/** How long a unit's category and status are kept per node (units rarely change). */
const UNIT_CACHE_MS = 10_000;

export function unitRoomRule(db: Db): RoomRule {
  const units = new Map<number, { category: string; active: boolean; at: number }>();
  const unitOf = async (id: number) => {
    const hit = units.get(id);
    if (hit && Date.now() - hit.at < UNIT_CACHE_MS) return hit;
    const row = (
      await sql<{ category: string; status: string }>`select category, status from q_units
        where id = ${id}`.execute(db)
    ).rows[0];
    if (!row) {
      units.delete(id);
      return null;
    }
    if (units.size > 5_000) units.clear();
    const unit = { category: row.category, active: row.status === 'Y', at: Date.now() };
    units.set(id, unit);
    return unit;
  };
  return async (viewer, rawId) => {
    if (!/^[1-9][0-9]{0,8}$/.test(rawId)) return false;
    const unit = await unitOf(Number(rawId));
    if (!unit) return false;
    if (viewer.kind === 'display') return unit.active;
    const menu = (CATEGORY_MENU as Readonly<Record<string, string>>)[unit.category];
    return menu !== undefined && can(viewer.user, menu, 'view');
  };
}
