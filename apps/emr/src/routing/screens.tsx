import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from './chunks';
import type { RouteEntry, ScreenKind } from './routeTable';

/** What every screen receives from the route gate. */
export interface ScreenProps {
  route: RouteEntry;
  params: Readonly<Record<string, string>>;
  mode: 'list' | 'add' | 'edit';
}

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

/** One lazy chunk per screen kind (all master-data screens share the generic resource chunk). */
const loaders: Readonly<Record<ScreenKind, Loader>> = {
  login: () => import('../screens/LoginScreen'),
  dashboard: () => import('../screens/DashboardScreen'),
  'account-setting': () => import('../screens/AccountSettingScreen'),
  notifikasi: () => import('../screens/NotifikasiScreen'),
  'audit-trail': () => import('../screens/AuditTrailScreen'),
  'static-settings': () => import('../screens/StaticSettingsScreen'),
  'simulasi-biaya': () => import('../screens/SimulasiBiayaScreen'),
  'queue-counter': () => import('../screens/queue/CounterScreen'),
  'queue-pending': () => import('../screens/queue/BelumDilayaniScreen'),
  'queue-task-id': () => import('../screens/queue/TaskIdHarianScreen'),
  'queue-audio': () => import('../screens/queue/AudioScreen'),
  'laporan-efektivitas-jadwal': () => import('../screens/LaporanEfektivitasJadwalScreen'),
  resource: () => import('../resources/ResourceScreen'),
  kiosk: () => import('../screens/KioskRedirectScreen'),
  'not-yet': () => import('../screens/NotYetScreen'),
};

const cache = new Map<ScreenKind, LazyExoticComponent<ComponentType<ScreenProps>>>();

export function screenFor(kind: ScreenKind): LazyExoticComponent<ComponentType<ScreenProps>> {
  let component = cache.get(kind);
  if (!component) {
    const load = loaders[kind];
    component = lazy(() => loadChunk(kind, load));
    cache.set(kind, component);
  }
  return component;
}
