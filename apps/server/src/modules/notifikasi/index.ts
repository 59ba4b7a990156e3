/**
 * Context `notifikasi`: the sidebar's pending counts (spec 7.2): maintenance requests not done,
 * goods requests waiting or approved. Counted from the tables the logistics modules fill (zero
 * while those modules are empty).
 */
import { notificationContract } from '@simrs/validators/contracts';
import { sql } from 'kysely';
import { defineModule, implement } from '../../platform/module';

export const notifikasiModule = defineModule({
  context: 'notifikasi',
  implementations: () => [
    implement(notificationContract, {
      commands: {
        'get-notif-pending-pemeliharaan': {
          async run({ trx }) {
            const rows = await sql<{ kind: string; n: number }>`select kind, count(*)::int as n
              from maintenance_requests where status not in ('DONE', 'REJECT') group by kind`.execute(
              trx,
            );
            const count = (k: string) => rows.rows.find((r) => r.kind === k)?.n ?? 0;
            return {
              data: {
                notifInternalPending: count('INTERNAL'),
                notifEksternalPending: count('EKSTERNAL'),
              },
            };
          },
        },
        'get-notif-pending-barang': {
          async run({ trx }) {
            const rows = await sql<{ subtype: string; n: number }>`select subtype,
                count(*)::int as n from goods_requests
              where status in ('WAITING-FOR-APPROVAL', 'APPROVED') group by subtype`.execute(trx);
            const count = (k: string) => rows.rows.find((r) => r.subtype === k)?.n ?? 0;
            return {
              data: {
                notifFarmasiPending: count('FARMASI_OBAT'),
                notifAlkesPending: count('FARMASI_ALKES'),
                notifInfusPending: count('FARMASI_INFUS'),
                notifUmumPending: count('UMUM'),
                notifAsetPending: count('ASET'),
              },
            };
          },
        },
      },
    }),
  ],
});
