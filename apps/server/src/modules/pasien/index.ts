/**
 * Context `pasien`: the patient record (pasien), for now the generic CRUD of its resource
 * definition. Registrations, beds and the chart build on it.
 */
import { pasienContract, resourceOf } from '@simrs/validators/contracts';
import { defineModule } from '../../platform/module';
import { implementResource } from '../../platform/resources';

export const pasienModule = defineModule({
  context: 'pasien',
  implementations: () => [implementResource(pasienContract, resourceOf('Pasien'))],
});
