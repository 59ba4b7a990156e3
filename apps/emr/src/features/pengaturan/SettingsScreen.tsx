/**
 * static-settings: the hospital's settings, or with `?bagian=terminal-layar` its display
 * terminals (the spec has no route of their own; they are managed under this menu).
 */
import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../types';
import StaticSettingsScreen from './StaticSettingsScreen';

const TerminalLayarScreen = lazy(() => import('./TerminalLayarScreen'));

export default function SettingsScreen(props: ScreenProps) {
  const [params] = useSearchParams();
  if (params.get('bagian') === 'terminal-layar') return <TerminalLayarScreen {...props} />;
  return <StaticSettingsScreen {...props} />;
}
