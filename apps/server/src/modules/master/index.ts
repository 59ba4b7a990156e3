/**
 * Context `master`: master data and tariffs (spec 2.4), each a resource definition
 * (`@simrs/validators/resources`) served by the generic CRUD of the platform.
 */
import { masterContracts, masterResources } from '@simrs/validators/contracts';
import { defineModule } from '../../platform/module';
import { implementResources } from '../../platform/resources';
import { migrations } from './migrations/index';
import { seedMaster } from './seed';

export { demoBedPlan } from './seed-catalog-data';

export const masterModule = defineModule({
  context: 'master',
  migrations,
  seedDemo: (trx) => seedMaster(trx),
  implementations: () => implementResources(masterContracts, masterResources),
});
