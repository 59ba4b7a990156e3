import { type PushRegistrationOptions, usePushRegistration } from '@simrs/api-client';

/** The staff app's push service worker (`public/sw.js`, served at the site root). */
export const PUSH_SERVICE_WORKER = '/sw.js';

/**
 * Push registration of the signed-in app (spec 7.2 and 9): 5 s after the main layout mounts, the
 * service worker is registered, the browser's push subscription taken and sent as the device
 * token (`POST /do/Users` `update-token`). Nothing happens without a signed-in user; any error
 * (no service worker, permission refused, no push service, a refused call) is swallowed (spec 8).
 * `options` lets a test hand in its own service worker container.
 */
export function usePushSetup(isSignedIn: boolean, options: PushRegistrationOptions = {}): void {
  usePushRegistration(isSignedIn ? PUSH_SERVICE_WORKER : null, options);
}
