/**
 * Authorisation on the server: THE permission rule of `@simrs/validators/contracts` (`can`), and
 * the 403 answer naming the menu and the action.
 */
import { can, type MenuAction, refusedMessage } from '@simrs/validators/contracts';
import { HttpError, MESSAGES } from './errors';
import type { SessionUser } from './sessions';

export { can };

/** Throws 403 with a message naming the menu and the action when the user lacks it. */
export function authorize(user: SessionUser, menu: string, action: MenuAction): void {
  if (can(user, menu, action)) return;
  throw new HttpError(403, refusedMessage(menu, action), MESSAGES.accessDenied);
}
