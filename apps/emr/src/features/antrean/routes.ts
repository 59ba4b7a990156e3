import { resources } from '@simrs/validators/resources';
import { defineFeature, resourceRoutes } from '../types';
import { COUNTER_SCREENS } from './counterScreens';

const counter = { load: () => import('./CounterScreen') };

export default defineFeature({
  context: 'antrean',
  routes: {
    ...Object.fromEntries(Object.keys(COUNTER_SCREENS).map((key) => [key, counter])),
    'belum-dilayani': { load: () => import('./BelumDilayaniScreen') },
    'task-id-harian': { load: () => import('./TaskIdHarianScreen') },
    'audio-antrean': { load: () => import('./AudioScreen') },
    ...resourceRoutes(resources.filter((r) => r.context === 'antrean').map((r) => r.menu)),
  },
});
