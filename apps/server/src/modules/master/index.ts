/**
 * Context `master`: master data and tariffs (spec 2.4), each a resource definition
 * (`@simrs/validators/resources`) served by the generic CRUD of the platform.
 */
import { masterContracts, masterResources } from '@simrs/validators/contracts';
import { defineModule } from '../../platform/module';
import { implementResource } from '../../platform/resources';

export const masterModule = defineModule({
  context: 'master',
  implementations: () =>
    masterContracts.map((contract, i) => {
      const resource = masterResources[i];
      if (resource?.key !== contract.module) throw new Error('master contracts out of order');
      return implementResource(contract, resource);
    }),
});
