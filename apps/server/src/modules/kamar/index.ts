/**
 * Context `kamar`: inpatient bed occupancy as intervals (docs/kamar.md). Other modules admit,
 * book, transfer and discharge through the functions below in their own transaction (the
 * registrations module's RANAP admission calls `admit`); the ward desk does the same through
 * `PasienBangsal` (menu pasien-bangsal); a discharge there also ends the stay through
 * `onWardDischarge`, which the registrations module fills. The kiosk's bed board
 * (`bedAvailability`, served by the antrean module's display) and `KetersediaanKamarRanap` count
 * from the intervals; other contexts' lists of inpatients read where each lies now from
 * `inpatientPlaces`.
 */
import {
  BEDS_CHANGED_EVENT,
  BEDS_ROOM,
  BEDS_ROOM_MENUS,
  type BedOccupancyView,
  KAMAR_MESSAGES,
  kamarContract,
  ketersediaanKamarContract,
} from '@simrs/validators/contracts';
import { can } from '../../platform/access';
import type { Actor } from '../../platform/audit';
import {
  type Clock,
  type CommandContext,
  defineModule,
  implement,
  type Trx,
} from '../../platform/module';
import type { RoomRule } from '../../platform/realtime';

import { availability, bedAvailability, bedStates, inpatientPlaces } from './board';
import { migrations } from './migrations/index';
import { admit, book, discharge, ready, transfer } from './occupancy';
import { seedOccupancy } from './seed';

export type { InpatientPlace } from './board';
export type { PlaceInput } from './occupancy';
export {
  admit,
  availability,
  bedAvailability,
  bedStates,
  book,
  discharge,
  inpatientPlaces,
  ready,
  transfer,
};

/** What a discharge at the ward desk also does, in its transaction (a listener may refuse it). */
export type WardDischargeListener = (
  trx: Trx,
  event: { registrationId: number; at: Date; actor: Actor },
) => Promise<void>;

const wardDischargeListeners: WardDischargeListener[] = [];

/**
 * Adds what sending a patient home from the ward list also does: the registrations context ends
 * the stay (in care -> left inpatient care). Not called by `discharge` itself, which other
 * contexts use when the stay's own status already moves.
 */
export function onWardDischarge(listener: WardDischargeListener): void {
  wardDischargeListeners.push(listener);
}

/** The ward desk's discharge: the bed is left (and cleaned next), then the listeners. */
async function wardDischarge(
  trx: Trx,
  input: { registrationId: number; at: Date },
  actor: Actor,
): Promise<BedOccupancyView> {
  const cleaning = await discharge(trx, input);
  for (const listener of wardDischargeListeners) {
    await listener(trx, { registrationId: input.registrationId, at: input.at, actor });
  }
  return cleaning;
}

/**
 * One ward-desk command: the occupancy step at the clock's now, its audit row, and the live
 * room told once committed (the ward list, the availability and the bed board read again).
 */
function bedCommand<I, O extends BedOccupancyView | { bedId: number }>(
  clock: Clock,
  type: string,
  place: (trx: Trx, input: I & { at: Date }, actor: Actor) => Promise<O>,
  message: string,
) {
  return {
    async run({ trx, input, audit, emit, actor }: CommandContext<I>) {
      const data = await place(trx, { ...input, at: clock.now() }, actor);
      await audit({
        module: 'PasienBangsal',
        type,
        recordId: String('id' in data ? data.id : data.bedId),
        after: data,
      });
      emit(BEDS_ROOM, BEDS_CHANGED_EVENT, { type });
      return { message, data };
    },
  };
}

/** Who may be in the beds' live room: viewers of the ward list, availability or admission. */
const bedsRoomRule: RoomRule = (viewer, id) =>
  id === 'all' &&
  (viewer.kind === 'display' || BEDS_ROOM_MENUS.some((menu) => can(viewer.user, menu, 'view')));

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
        admit: bedCommand(clock, 'admit', admit, KAMAR_MESSAGES.admitted),
        book: bedCommand(clock, 'book', book, KAMAR_MESSAGES.booked),
        transfer: bedCommand(clock, 'transfer', transfer, KAMAR_MESSAGES.transferred),
        discharge: bedCommand(clock, 'discharge', wardDischarge, KAMAR_MESSAGES.discharged),
        ready: bedCommand(clock, 'ready', ready, KAMAR_MESSAGES.ready),
      },
    }),
    implement(ketersediaanKamarContract, {
      queries: {
        availability: async ({ db, input }) => ({ list: await availability(db, input) }),
      },
    }),
  ],
  // Not a route: the rule of the beds' live room `bangsal:all`.
  routes: (_api, deps) => deps.realtime.defineRoom('bangsal', bedsRoomRule),
});
