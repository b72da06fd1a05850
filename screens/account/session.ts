import type { Engine } from '../../engine/core/engine';
import type { SignInAnswer } from '../../engine/stores/session';

/** Remembered username (never the password: the browser's password manager keeps that). */
export const REMEMBERED_USER_KEY = 'rememberedUsername';

/**
 * Starts a session from what login, SMS login, registration or trial login returned (the server
 * set the session cookie): stores the session info (in localStorage too when remembered), drops
 * cached calls and loads the account.
 */
export function startSession(engine: Engine, info: SignInAnswer, remember = false) {
  engine.api.invalidate();
  engine.session.signIn(info, remember);
  void engine.services.loadAccount();
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
