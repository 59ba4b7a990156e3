import { pasienResource } from '@simrs/validators/resources';
import { defineFeature, resourceRoutes } from '../types';

export default defineFeature({
  context: 'pasien',
  routes: resourceRoutes([pasienResource.menu]),
});
