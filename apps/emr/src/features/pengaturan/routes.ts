import { defineFeature } from '../types';

export default defineFeature({
  context: 'pengaturan',
  routes: { 'static-settings': { load: () => import('./SettingsScreen') } },
});
