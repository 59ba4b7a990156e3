/**
 * The sections of the Dashboard's summary (`GET /get/Dashboard`): what the caller may see, each
 * figure checked against its own menu with THE permission rule. A section builder returns null
 * when the caller may see none of its figures, so a section is never empty.
 *
 * The counts read other contexts' tables (master data, the queue) directly, one statement per
 * section: a read model of figures, never a write, so no other module's service is needed.
 */
import { labelOf, queueTicketStatus, toneOf, unitCategory } from '@simrs/domain';
import type { QueueUnitCategory } from '@simrs/domain/queue';
import { formatNumber } from '@simrs/validators';
import {
  CATEGORY_MENU,
  type DashboardFigure,
  type DashboardSection,
} from '@simrs/validators/contracts';
import { type AnyResource, findResource } from '@simrs/validators/resources';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/module';
import { COUNT_AHEAD, scopeFilter } from '../../resources/crud';

type Can = (menu: string, action: 'view') => boolean;

const fmt = (n: number) => formatNumber(n);
const bounded = (n: number, exact: boolean) => `${exact ? '' : 'lebih dari '}${fmt(n)}`;

// ---------------------------------------------------------------------------------------------
// Master data

/** The master totals the Dashboard shows, in order: resource key and the tile's label. */
export const MASTER_FIGURES: readonly { resource: string; label: string }[] = [
  { resource: 'Pasien', label: 'Pasien terdaftar' },
  { resource: 'Poli', label: 'Poliklinik' },
  { resource: 'Obat', label: 'Item obat' },
  { resource: 'Users', label: 'Pengguna' },
  { resource: 'RanapBangsal', label: 'Bangsal rawat inap' },
];

/** `count(*)` of at most `COUNT_AHEAD + 1` rows (docs/decisions.md 6). */
function boundedCount(resource: AnyResource, activeOnly: boolean): RawBuilder<number> {
  const active = activeOnly ? sql` and t.status = 'Y'` : sql``;
  return sql<number>`(select count(*)::int from (select 1 from ${sql.table(resource.table)} t
    where true${scopeFilter(resource, 't')}${active} limit ${COUNT_AHEAD + 1}) c)`;
}

/** Total and active rows of each master the caller may view, and a chart of those counted exactly. */
export async function masterSection(db: Db, can: Can): Promise<DashboardSection | null> {
  const shown = MASTER_FIGURES.flatMap((m) => {
    const resource = findResource(m.resource);
    return resource && can(resource.menu, 'view') ? [{ ...m, def: resource }] : [];
  });
  if (shown.length === 0) return null;
  const columns = shown.flatMap((m, i) => [
    sql`${boundedCount(m.def, false)} as ${sql.id(`t${i}`)}`,
    ...(m.def.hasStatus ? [sql`${boundedCount(m.def, true)} as ${sql.id(`a${i}`)}`] : []),
  ]);
  const row =
    (await sql<Record<string, number>>`select ${sql.join(columns)}`.execute(db)).rows[0] ?? {};
  const counted = shown.map((m, i) => {
    const rawTotal = Number(row[`t${i}`] ?? 0);
    const rawActive = m.def.hasStatus ? Number(row[`a${i}`] ?? 0) : null;
    return {
      ...m,
      total: Math.min(rawTotal, COUNT_AHEAD),
      totalExact: rawTotal <= COUNT_AHEAD,
      active: rawActive === null ? null : Math.min(rawActive, COUNT_AHEAD),
      activeExact: rawActive === null || rawActive <= COUNT_AHEAD,
    };
  });
  const figures: DashboardFigure[] = counted.map((m) => {
    let hint: string | undefined;
    if (m.active !== null) {
      const share =
        m.totalExact && m.activeExact && m.total > 0
          ? ` (${Math.round((m.active / m.total) * 100)}%)`
          : '';
      hint = `${bounded(m.active, m.activeExact)} aktif${share}`;
    }
    return {
      key: m.resource,
      label: m.label,
      value: m.total,
      totalExact: m.totalExact,
      ...(hint ? { hint } : {}),
      href: `/${m.def.menu}`,
    };
  });
  // Only exact counts of masters with an active flag can be split into active and inactive; a
  // chart of one bar says no more than its tile.
  const charted = counted.filter((m) => m.active !== null && m.totalExact && m.activeExact);
  const left = counted
    .filter((m) => !charted.includes(m))
    .map(
      (m) =>
        `${m.label} (${m.active === null ? 'tanpa status aktif' : `lebih dari ${fmt(COUNT_AHEAD)} data`})`,
    );
  return {
    key: 'master',
    title: 'Data master',
    figures,
    ...(charted.length > 1
      ? {
          chart: {
            title: 'Data master aktif dan nonaktif',
            description: `Jumlah data per modul menurut status aktif.${
              left.length > 0 ? ` Tidak digambar: ${left.join(', ')}.` : ''
            }`,
            categoryLabel: 'Modul',
            categories: charted.map((m) => m.label),
            series: [
              { key: 'aktif', label: 'Aktif', values: charted.map((m) => m.active ?? 0) },
              {
                key: 'nonaktif',
                label: 'Nonaktif',
                values: charted.map((m) => m.total - (m.active ?? 0)),
              },
            ],
          },
        }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Today's queues

/** Categories served by an admission counter screen (the EMR's `/{CATEGORY_MENU}` route). */
const COUNTER_CATEGORIES: ReadonlySet<QueueUnitCategory> = new Set([
  'admisi',
  'ranap',
  'informasi',
  'admisi-ugd',
]);

/** A ticket's status as the Dashboard counts it: waiting, at a counter, finished. */
const QUEUE_BUCKETS = {
  waiting: ['WAITING'],
  called: ['CALLED', 'SERVING'],
  served: ['DONE', 'TRANSFERRED'],
  skipped: ['SKIPPED'],
} as const;

export interface QueueCounts {
  category: QueueUnitCategory;
  waiting: number;
  called: number;
  served: number;
  skipped: number;
}

/**
 * Today's tickets of every unit category whose queue the caller may view (the category's menu,
 * `view`), for the categories the hospital has units of, in the domain list's order.
 */
export async function queueCounts(db: Db, can: Can, day: string): Promise<QueueCounts[]> {
  const visible = unitCategory.entries
    .map((e) => e.code as QueueUnitCategory)
    .filter((c) => can(CATEGORY_MENU[c], 'view'));
  if (visible.length === 0) return [];
  const rows = await sql<{ category: QueueUnitCategory; status: string | null; n: number }>`
    select u.category, t.status, count(t.id)::int as n
    from q_units u left join q_tickets t on t.unit_id = u.id and t.day = ${day}::date
    where u.category in (${sql.join(visible)})
    group by u.category, t.status`.execute(db);
  const present = new Set(rows.rows.map((r) => r.category));
  return visible
    .filter((c) => present.has(c))
    .map((category) => {
      const sum = (statuses: readonly string[]) =>
        rows.rows
          .filter((r) => r.category === category && r.status && statuses.includes(r.status))
          .reduce((n, r) => n + r.n, 0);
      return {
        category,
        waiting: sum(QUEUE_BUCKETS.waiting),
        called: sum(QUEUE_BUCKETS.called),
        served: sum(QUEUE_BUCKETS.served),
        skipped: sum(QUEUE_BUCKETS.skipped),
      };
    });
}

const WORD = {
  waiting: labelOf(queueTicketStatus, 'WAITING'),
  called: labelOf(queueTicketStatus, 'CALLED'),
  served: labelOf(queueTicketStatus, 'DONE'),
  skipped: labelOf(queueTicketStatus, 'SKIPPED'),
};

/** One tile per visible category (waiting, with called and served in its hint), and a chart. */
export async function queueSection(
  db: Db,
  can: Can,
  day: string,
): Promise<DashboardSection | null> {
  const counts = await queueCounts(db, can, day);
  if (counts.length === 0) return null;
  const overview = can('belum-dilayani', 'view') ? '/belum-dilayani' : undefined;
  const figures: DashboardFigure[] = counts.map((c) => {
    const label = labelOf(unitCategory, c.category);
    const parts = [
      `${fmt(c.called)} ${WORD.called.toLowerCase()}`,
      `${fmt(c.served)} ${WORD.served.toLowerCase()}`,
      ...(c.skipped > 0 ? [`${fmt(c.skipped)} ${WORD.skipped.toLowerCase()}`] : []),
    ];
    const href = COUNTER_CATEGORIES.has(c.category) ? `/${CATEGORY_MENU[c.category]}` : overview;
    return {
      key: `antrean-${c.category}`,
      label: `${WORD.waiting} di ${label}`,
      value: c.waiting,
      totalExact: true,
      hint: parts.join(', '),
      ...(c.waiting > 0 ? { tone: toneOf(queueTicketStatus, 'WAITING') } : {}),
      ...(href ? { href } : {}),
    };
  });
  return {
    key: 'antrean',
    title: 'Antrean hari ini',
    description: `${WORD.waiting}, ${WORD.called.toLowerCase()} (termasuk sedang dilayani) dan ${WORD.served.toLowerCase()} (termasuk dipindahkan) per kategori unit yang dapat Anda lihat.`,
    figures,
    // A chart needs two categories and a ticket to draw.
    ...(counts.length > 1 && counts.some((c) => c.waiting + c.called + c.served > 0)
      ? {
          chart: {
            title: 'Antrean hari ini per kategori unit',
            categoryLabel: 'Kategori unit',
            categories: counts.map((c) => labelOf(unitCategory, c.category)),
            series: (['waiting', 'called', 'served'] as const).map((k) => ({
              key: k,
              label: WORD[k],
              values: counts.map((c) => c[k]),
            })),
          },
        }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Today's bookings

/** Menu of the bookings (reservations). */
export const RESERVATION_MENU = 'admisi-reservasi';

/** Today's bookings by their current status, for a caller who may view the bookings. */
export async function reservationSection(
  db: Db,
  can: Can,
  day: string,
): Promise<DashboardSection | null> {
  if (!can(RESERVATION_MENU, 'view')) return null;
  const rows = await sql<{ status: string; n: number }>`select status, count(*)::int as n
    from q_reservations where visit_date = ${day}::date group by status`.execute(db);
  const n = (status: string) => rows.rows.find((r) => r.status === status)?.n ?? 0;
  const booked = n('BOOKED');
  return {
    key: 'reservasi',
    title: 'Reservasi hari ini',
    description: 'Booking dengan tanggal kunjungan hari ini, menurut statusnya saat ini.',
    figures: [
      {
        key: 'reservasi-booked',
        label: 'Belum check-in',
        value: booked,
        totalExact: true,
        ...(booked > 0 ? { tone: 'warning' as const } : {}),
      },
      {
        key: 'reservasi-checked-in',
        label: 'Sudah check-in',
        value: n('CHECKED_IN'),
        totalExact: true,
        ...(n('CHECKED_IN') > 0 ? { tone: 'success' as const } : {}),
      },
      { key: 'reservasi-cancelled', label: 'Dibatalkan', value: n('CANCELLED'), totalExact: true },
    ],
  };
}
