/**
 * Context `kamar`: inpatient bed occupancy as intervals (docs/kamar.md). Other modules admit,
 * book, transfer and discharge through the functions below in their own transaction (the
 * registrations module's RANAP admission calls `admit`); the ward desk does the same through
 * `PasienBangsal` (menu pasien-bangsal). The kiosk's bed board (`bedAvailability`, served by the
 * antrean module's display) and `KetersediaanKamarRanap` count from the intervals.
 */
import {
  KAMAR_MESSAGES,
  kamarContract,
  ketersediaanKamarContract,
} from '@simrs/validators/contracts';
import { defineModule, implement } from '../../platform/module';
import { availability, bedAvailability, bedStates } from './board';
import { migrations } from './migrations/index';
import { admit, book, discharge, ready, transfer } from './occupancy';
import { seedOccupancy } from './seed';

export type { PlaceInput } from './occupancy';
export { admit, availability, bedAvailability, bedStates, book, discharge, ready, transfer };

export const kamarModule = defineModule({
  context: 'kamar',
  migrations,
  seedDemo: (trx) => seedOccupancy(trx),
  implementations: ({ clock }) => [
    implement(kamarContract, {
      queries: {
        beds: async ({ db, input }) => ({ list: await bedStates(db, input.bangsalId) }),
      },
      commands: {
        admit: {
          async run({ trx, input, audit }) {
            const data = await admit(trx, { ...input, at: clock.now() });
            await audit({
              module: 'PasienBangsal',
              type: 'admit',
              recordId: String(data.id),
              after: data,
            });
            return { message: KAMAR_MESSAGES.admitted, data };
          },
        },
        book: {
          async run({ trx, input, audit }) {
            const data = await book(trx, { ...input, at: clock.now() });
            await audit({
              module: 'PasienBangsal',
              type: 'book',
              recordId: String(data.id),
              after: data,
            });
            return { message: KAMAR_MESSAGES.booked, data };
          },
        },
        transfer: {
          async run({ trx, input, audit }) {
            const data = await transfer(trx, { ...input, at: clock.now() });
            await audit({
              module: 'PasienBangsal',
              type: 'transfer',
              recordId: String(data.id),
              after: data,
            });
            return { message: KAMAR_MESSAGES.transferred, data };
          },
        },
        discharge: {
          async run({ trx, input, audit }) {
            const data = await discharge(trx, { ...input, at: clock.now() });
            await audit({
              module: 'PasienBangsal',
              type: 'discharge',
              recordId: String(data.id),
              after: data,
            });
            return { message: KAMAR_MESSAGES.discharged, data };
          },
        },
        ready: {
          async run({ trx, input, audit }) {
            const data = await ready(trx, { ...input, at: clock.now() });
            await audit({
              module: 'PasienBangsal',
              type: 'ready',
              recordId: String(data.bedId),
              after: data,
            });
            return { message: KAMAR_MESSAGES.ready, data };
          },
        },
      },
    }),
    implement(ketersediaanKamarContract, {
      queries: {
        availability: async ({ db, input }) => ({ list: await availability(db, input) }),
      },
    }),
  ],
});
