import { resources } from '@simrs/validators/resources';
import { defineFeature, resourceRoutes } from '../types';

/** Every master-data and tariff screen: the generic list and form of its resource definition. */
export default defineFeature({
  context: 'master',
  routes: resourceRoutes(resources.filter((r) => r.context === 'master').map((r) => r.menu)),
});
