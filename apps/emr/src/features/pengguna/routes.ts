import { userLevelResource, usersResource } from '@simrs/validators/resources';
import { defineFeature, resourceRoutes } from '../types';

export default defineFeature({
  context: 'pengguna',
  routes: {
    'account-setting': { load: () => import('./AccountSettingScreen') },
    ...resourceRoutes([usersResource.menu, userLevelResource.menu]),
  },
});
