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

/** Throws the 403 when the session still has a step to take. */
export function assertUnrestricted(session: SessionInfo | null): void {
  if (session?.restriction) throw new RestrictedSessionError(session.restriction);
}
