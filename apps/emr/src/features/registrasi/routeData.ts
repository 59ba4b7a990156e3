import {
  poliKunjunganContract,
  registrasiContract,
  registrasiRanapContract,
} from '@simrs/validators/contracts';
import { defineRouteData } from '../types';
import { dayParams } from './dayParams';
import { readWorkplace } from './worklistModel';

/** What the registration screens read as they open (`routes.ts`). */
export default defineRouteData({
  'registrasi-pasien': ({ search }) => [
    { contract: registrasiContract, name: 'schedules', params: dayParams(search) },
  ],
  'pendaftaran-ranap': () => [{ contract: registrasiRanapContract, name: 'beds', params: {} }],
  // The clinic this browser last worked in, as the screen reads it.
  dokter: () => [
    {
      contract: poliKunjunganContract,
      name: 'list',
      params: { poliId: readWorkplace(window.localStorage).poliId || null },
    },
  ],
});
