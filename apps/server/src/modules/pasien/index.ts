/**
 * Context `pasien`: the patient record (pasien), for now the generic CRUD of its resource
 * definition. Registrations, beds and the chart build on it.
 */
import { pasienContract } from '@simrs/validators/contracts';
import { pasienResource } from '@simrs/validators/resources';
import { defineModule } from '../../platform/module';
import { implementResource } from '../../platform/resources';

export const pasienModule = defineModule({
  context: 'pasien',
  implementations: () => [implementResource(pasienContract, pasienResource)],
});
