/**
 * Context `notifikasi`: the sidebar's pending counts (spec 7.2): maintenance requests not done,
 * goods requests waiting or approved. Counted from the tables the logistics modules fill (zero
 * while those modules are empty).
 */
import { notificationContract } from '@simrs/validators/contracts';
import { defineModule, implement } from '../../platform/module';
import './tables';

export const notifikasiModule = defineModule({
  context: 'notifikasi',
  implementations: () => [
    implement(notificationContract, {
      commands: {
        'get-notif-pending-pemeliharaan': {
          async run({ trx }) {
            const rows = await trx
              .selectFrom('maintenance_requests')
              .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
              .where('status', 'not in', ['DONE', 'REJECT'])
              .groupBy('kind')
              .execute();
            const count = (k: string) => Number(rows.find((r) => r.kind === k)?.n ?? 0);
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
            const rows = await trx
              .selectFrom('goods_requests')
              .select(['subtype', (eb) => eb.fn.countAll<number>().as('n')])
              .where('status', 'in', ['WAITING-FOR-APPROVAL', 'APPROVED'])
              .groupBy('subtype')
              .execute();
            const count = (k: string) => Number(rows.find((r) => r.subtype === k)?.n ?? 0);
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
