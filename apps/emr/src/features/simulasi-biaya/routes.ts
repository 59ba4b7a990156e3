import { defineFeature } from '../types';

export default defineFeature({
  context: 'simulasi-biaya',
  routes: { 'simulasi-biaya-penunjang': { load: () => import('./SimulasiBiayaScreen') } },
});
