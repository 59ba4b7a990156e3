/**
 * The session as the route guards last saw it, for code that runs outside React: the router's
 * loader decides whether a navigation may start a screen's data before the screen renders (the
 * same `resolveRoute` decision the route gate carries out). Written by `SessionProvider` and, at
 * start-up, from the session refresh's answer.
 */
import type { SessionState } from '../routing/guards';

let current: SessionState = { token: null, user: null };

export function currentSession(): SessionState {
  return current;
}

export function setCurrentSession(state: SessionState): void {
  current = state;
}
