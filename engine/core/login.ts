import type { SessionInfo } from '../stores/session';

/**
 * Why a login answer may not start a session on the member site, or null: a trial (guest)
 * account is not a member account (SPEC 6, 'Non-member account unable to login'); it gets its
 * session from the free trial instead. The server's member login accepts trial accounts (it
 * refuses only types that are not members of the site, with 403 E_NOT_MEMBER and this same
 * message), so this check is what keeps such a session out of the browser.
 */
export function loginRefusal(info: Pick<SessionInfo, 'type' | 'customerType'>, memberTypes: { trial: number }): string | null {
  return (info.customerType ?? info.type) === memberTypes.trial ? 'error.E_NOT_MEMBER' : null;
}
