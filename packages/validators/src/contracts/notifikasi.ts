/**
 * Context `notifikasi`: the sidebar's pending counts (spec 7.2, 2.15).
 */
import { command, defineContract, out } from './kit';
import { noInput } from './params';

export interface MaintenancePending {
  notifInternalPending: number;
  notifEksternalPending: number;
}

export interface GoodsPending {
  notifFarmasiPending: number;
  notifAlkesPending: number;
  notifInfusPending: number;
  notifUmumPending: number;
  notifAsetPending: number;
}

export const notificationContract = defineContract({
  module: 'Notification',
  context: 'notifikasi',
  menu: 'Notifikasi',
  commands: {
    'get-notif-pending-pemeliharaan': command({
      input: noInput,
      access: 'view',
      output: out<MaintenancePending>(),
    }),
    'get-notif-pending-barang': command({
      input: noInput,
      access: 'view',
      output: out<GoodsPending>(),
    }),
  },
});

export const notifikasiContracts = [notificationContract] as const;
