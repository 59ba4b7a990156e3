import { defineFeature } from '../types';

export default defineFeature({
  context: 'audit',
  routes: { 'audit-trail': { load: () => import('./AuditTrailScreen') } },
});
