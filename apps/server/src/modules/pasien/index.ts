/**
 * Context `pasien`: the patient record (pasien), for now the generic CRUD of its resource
 * definition. Registrations, beds and the chart build on it.
 */
import { pasienContract } from '@simrs/validators/contracts';
import { pasienResource } from '@simrs/validators/resources';
import { defineModule } from '../../platform/module';
import { implementResource } from '../../platform/resources';
import { migrations } from './migrations/index';
import { seedPatients } from './seed';

export const pasienModule = defineModule({
  context: 'pasien',
  migrations,
  async seedDemo(trx, demo) {
    await seedPatients(trx, demo.patients);
  },
  implementations: () => [implementResource(pasienContract, pasienResource)],
});
