import { useLiveRoom } from '@simrs/api-client';
import {
  BEDS_CHANGED_EVENT,
  BEDS_ROOM,
  registrasiRanapContract,
} from '@simrs/validators/contracts';

const ADMISSION_MODULES = [registrasiRanapContract.module] as const;

/** The beds' live room: an admission, transfer or discharge anywhere reads the free beds again. */
export function useFreeBedsLive() {
  return useLiveRoom({ room: BEDS_ROOM, event: BEDS_CHANGED_EVENT, modules: ADMISSION_MODULES });
}
