import { kamarContract, ketersediaanKamarContract } from '@simrs/validators/contracts';
import { defineRouteData } from '../types';

/** What the beds' screens read as they open (`routes.ts`). */
export default defineRouteData({
  'pasien-bangsal': () => [{ contract: kamarContract, name: 'beds', params: {} }],
  'ketersediaan-kamar-ranap': () => [
    { contract: ketersediaanKamarContract, name: 'availability', params: {} },
  ],
});
