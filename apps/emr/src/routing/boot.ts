/**
 * How the app starts, decided before anything else loads (this module is part of the first load:
 * it reads only the small list of public screens, not the screen catalogue). 'kiosk': a public
 * display or kiosk route (spec 2.2) is sent to the kiosk app at once. 'login': a visitor without
 * a session on a staff route gets the login form alone, without the router, the session layer
 * and the main layout. 'app': a session exists: the routed app. The route guards (`guards.ts`)
 * decide the same way once the routed app runs.
 */
import { isPublicScreenPath } from '@simrs/domain/public-screens';

export type BootMode = 'kiosk' | 'login' | 'app';

export function bootModeFor(pathname: string, _search: string, token: string | null): BootMode {
  if (isPublicScreenPath(pathname)) return 'kiosk';
  return token ? 'app' : 'login';
}
