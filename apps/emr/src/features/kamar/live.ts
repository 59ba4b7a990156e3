import { useLiveRoom } from '@simrs/api-client';
import {
  BEDS_CHANGED_EVENT,
  BEDS_ROOM,
  kamarContract,
  ketersediaanKamarContract,
} from '@simrs/validators/contracts';

const BED_MODULES = [kamarContract.module, ketersediaanKamarContract.module] as const;

/** The beds' live room: every admission, transfer, discharge or cleaned bed reads the beds again. */
export function useBedsLive() {
  return useLiveRoom({ room: BEDS_ROOM, event: BEDS_CHANGED_EVENT, modules: BED_MODULES });
}
