import type { Engine } from '../../engine/core/engine';
import type { SessionInfo } from '../../engine/stores/session';

/** Remembered username (never the password: the browser's password manager keeps that). */
export const REMEMBERED_USER_KEY = 'rememberedUsername';

/**
 * Starts a session from what login, SMS login, registration or trial login returned: stores it
 * (in localStorage too when remembered), drops cached calls and loads the account.
 */
export function startSession(engine: Engine, info: SessionInfo, remember = false) {
  engine.api.invalidate();
  engine.session.signIn(info, remember);
  void engine.services.loadAccount();
}

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

/** The remembered username, or null (storage may be unavailable in private modes). */
export function readRememberedUsername(): string | null {
  try {
    return localStorage.getItem(REMEMBERED_USER_KEY);
  } catch {
    return null;
  }
}

/** Keeps the username for next time when asked to, else forgets it. */
export function rememberUsername(username: string | null) {
  try {
    if (username) localStorage.setItem(REMEMBERED_USER_KEY, username);
    else localStorage.removeItem(REMEMBERED_USER_KEY);
  } catch {
    // Without storage the member types the name again; nothing else depends on it.
  }
}

/** The registration method label of SPEC 9 for this device. */
export function registerMethod(devices: readonly string[]): 'APP' | 'PWA' | 'WEBCLIP' | 'H5' {
  if (devices.includes('app')) return 'APP';
  if (devices.includes('standalone')) return devices.includes('ios') ? 'WEBCLIP' : 'PWA';
  return 'H5';
}
