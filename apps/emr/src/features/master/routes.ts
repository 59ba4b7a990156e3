import { masterResources } from '@simrs/validators/contracts';
import { defineFeature, resourceRoutes } from '../types';

/** Every master-data and tariff screen: the generic list and form of its resource definition. */
export default defineFeature({
  context: 'master',
  routes: resourceRoutes(masterResources.map((r) => r.menu)),
});
