import { defineFeature } from '../types';

export default defineFeature({
  context: 'dashboard',
  routes: { dashboard: { load: () => import('./DashboardScreen') } },
});
