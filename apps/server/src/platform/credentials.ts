/**
 * The steps a session must take before anything else (docs/security.md, "Forced password change"
 * and "Second factor"): the second factor's code after the password, a password set by someone
 * else to change, a required second factor to set up. The dispatch refuses every other call of
 * such a session with 403 and the machine-readable `restriction` (and `mustChangePassword`); the
 * file routes and the realtime socket refuse it too.
 */
import {
  SECOND_FACTOR_MESSAGES,
  type SessionRestriction,
  twoFactorRequiredByRole,
} from '@simrs/validators';
import { SESSION_LOCK_MESSAGES, type SessionLockInfo } from '@simrs/validators/contracts';
import { type ErrorBody, HttpError, MESSAGES } from './errors';
import type { SessionInfo } from './sessions';

export type { SessionRestriction };

/** Who needs a second factor besides the levels flagged `requireTwoFactor`. */
export interface TwoFactorPolicy {
  /**
   * true (`SIMRS_TWO_FACTOR=required`, the production default): canManageAll users and the levels
   * that manage users, levels, the audit trail or export patients need one too.
   */
  sensitiveRolesRequired: boolean;
}

/** The strictest policy: what a caller that names none gets. */
export const STRICT_TWO_FACTOR: TwoFactorPolicy = { sensitiveRolesRequired: true };

/** The stored facts of a session's credentials (read with the session, one query). */
export interface CredentialFacts {
  mustChangePassword: boolean;
  twoFactorEnabled: boolean;
  levelRequiresTwoFactor: boolean;
  secondFactorPending: boolean;
}

export function twoFactorRequired(
  session: Pick<SessionInfo, 'user' | 'credentials'>,
  policy: TwoFactorPolicy,
): boolean {
  return (
    session.credentials.levelRequiresTwoFactor ||
    (policy.sensitiveRolesRequired && twoFactorRequiredByRole(session.user))
  );
}

/** The first step the session must take, or null when it may do what its level allows. */
export function restrictionOf(
  session: Pick<SessionInfo, 'user' | 'credentials'>,
  policy: TwoFactorPolicy,
): SessionRestriction | null {
  const c = session.credentials;
  if (c.secondFactorPending) return 'second-factor';
  if (c.mustChangePassword) return 'change-password';
  if (!c.twoFactorEnabled && twoFactorRequired(session, policy)) return 'two-factor-setup';
  return null;
}

/** 403 for a call a restricted session may not make yet; the body names the step. */
export class RestrictedSessionError extends HttpError {
  constructor(readonly restriction: SessionRestriction) {
    super(403, SECOND_FACTOR_MESSAGES.restricted[restriction], MESSAGES.accessDenied);
    this.name = 'RestrictedSessionError';
  }

  override toBody(): ErrorBody & {
    restriction: SessionRestriction;
    mustChangePassword: boolean;
  } {
    return {
      ...super.toBody(),
      restriction: this.restriction,
      mustChangePassword: this.restriction === 'change-password',
    };
  }
}

/**
 * 423 for a call of a locked session (docs/security.md, "Automatic lock"): `locked: true` and
 * whose session it is, so the app shows its lock screen (also in a tab that did not lock it).
 */
export class SessionLockedError extends HttpError {
  constructor(readonly lock: SessionLockInfo) {
    super(423, SESSION_LOCK_MESSAGES.locked, SESSION_LOCK_MESSAGES.title);
    this.name = 'SessionLockedError';
  }

  override toBody(): ErrorBody & { locked: true; lock: SessionLockInfo } {
    return { ...super.toBody(), locked: true, lock: this.lock };
  }
}

/** The lock screen's facts of a locked session. */
export function lockInfoOf(session: SessionInfo): SessionLockInfo {
  return {
    name: session.user.name,
    username: session.user.username,
    twoFactor: session.credentials.twoFactorEnabled,
    lockedAt: (session.lockedAt ?? new Date()).toISOString(),
  };
}

/** Throws the 423 when the session is locked. */
export function assertUnlocked(session: SessionInfo | null): void {
  if (session?.lockedAt) throw new SessionLockedError(lockInfoOf(session));
}

/**
 * Throws the 423 when the session is locked, the 403 when it still has a step to take: what
 * every call but the session's own account calls needs (the dispatch, the file routes).
 */
export function assertUnrestricted(session: SessionInfo | null): void {
  assertUnlocked(session);
  if (session?.restriction) throw new RestrictedSessionError(session.restriction);
}
