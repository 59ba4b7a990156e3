// Push registration (spec 7.2 and 9): 5 s after the app mounts a service worker is registered and
// the device token (the PushSubscription JSON) goes to /do/Users update-token. Any error is
// swallowed silently (spec section 8). remove-token is sent by client.logout().

import { useEffect } from 'react';
import type { BoClient } from './client';
import { useBoClient } from './hooks';

export const PUSH_REGISTRATION_DELAY_MS = 5000;

/** The parts of ServiceWorkerContainer the registration uses. */
export interface ServiceWorkerContainerLike {
  register(url: string, options?: RegistrationOptions): Promise<ServiceWorkerRegistrationLike>;
  readonly ready: Promise<ServiceWorkerRegistrationLike>;
}

export interface ServiceWorkerRegistrationLike {
  readonly pushManager?: {
    getSubscription(): Promise<PushSubscriptionLike | null>;
    subscribe(options?: PushSubscriptionOptionsInit): Promise<PushSubscriptionLike>;
  };
}

export interface PushSubscriptionLike {
  readonly endpoint: string;
  toJSON(): unknown;
}

export interface PushRegistrationOptions {
  /** VAPID public key of the push service (base64url string or bytes). */
  applicationServerKey?: PushSubscriptionOptionsInit['applicationServerKey'];
  scope?: string;
  /** navigator.serviceWorker by default. */
  serviceWorker?: ServiceWorkerContainerLike;
}

function defaultContainer(): ServiceWorkerContainerLike | undefined {
  const nav = (globalThis as { navigator?: { serviceWorker?: ServiceWorkerContainerLike } })
    .navigator;
  return nav?.serviceWorker;
}

/**
 * Registers the service worker, subscribes to push and sends update-token.
 * Resolves true when the token was sent, false otherwise; never rejects.
 */
export async function registerPush(
  client: BoClient,
  serviceWorkerUrl: string,
  options: PushRegistrationOptions = {},
): Promise<boolean> {
  try {
    if (!client.token()) return false;
    const container = options.serviceWorker ?? defaultContainer();
    if (!container) return false;
    await container.register(serviceWorkerUrl, options.scope ? { scope: options.scope } : {});
    const registration = await container.ready;
    const pushManager = registration.pushManager;
    if (!pushManager) return false;
    const subscription =
      (await pushManager.getSubscription()) ??
      (await pushManager.subscribe({
        userVisibleOnly: true,
        ...(options.applicationServerKey !== undefined
          ? { applicationServerKey: options.applicationServerKey }
          : {}),
      }));
    await client.do('Users', 'update-token', { token: JSON.stringify(subscription.toJSON()) });
    return true;
  } catch {
    return false;
  }
}

/** Starts registerPush after 5 s; returns a cancel function. */
export function schedulePushRegistration(
  client: BoClient,
  serviceWorkerUrl: string,
  options: PushRegistrationOptions = {},
): () => void {
  const timer = setTimeout(() => {
    void registerPush(client, serviceWorkerUrl, options);
  }, PUSH_REGISTRATION_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * Registers push 5 s after the component mounts (pass null to skip, e.g. before login).
 * The options are read when the timer fires.
 */
export function usePushRegistration(
  serviceWorkerUrl: string | null,
  options: PushRegistrationOptions = {},
): void {
  const client = useBoClient();
  const { applicationServerKey, scope, serviceWorker } = options;
  useEffect(() => {
    if (!serviceWorkerUrl) return undefined;
    return schedulePushRegistration(client, serviceWorkerUrl, {
      ...(applicationServerKey !== undefined ? { applicationServerKey } : {}),
      ...(scope !== undefined ? { scope } : {}),
      ...(serviceWorker !== undefined ? { serviceWorker } : {}),
    });
  }, [client, serviceWorkerUrl, applicationServerKey, scope, serviceWorker]);
}
