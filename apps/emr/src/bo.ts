import { createBoClient } from '@simrs/api-client';

/** Called 1 s after a 401 ended the session (set by the router once it exists). */
let unauthorizedHandler: () => void = () => {
  window.location.assign('/login');
};

export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The app's one BO client (spec 7.1): same-origin `/api/bo`, key and passphrase from the build. */
export const bo = createBoClient({
  apiBase: '',
  apiKey: import.meta.env.VITE_BO_API_KEY,
  apiKeyHeader: import.meta.env.VITE_BO_API_KEY_HEADER,
  passphrase: import.meta.env.VITE_BO_PAYLOAD_PASSPHRASE,
  onUnauthorized: () => unauthorizedHandler(),
});
