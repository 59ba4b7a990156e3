import { defineFeature } from '../types';

export default defineFeature({
  context: 'auth',
  routes: { login: { load: () => import('./LoginScreen') } },
});
