import type { Engine } from '../../engine';

/** The local storage key of the remembered username (never the password: the browser's password manager keeps that). */
const REMEMBERED_USER_KEY = 'rememberedUsername';

/** The username the login kept for next time, or null; from the engine's injected storage. */
export const readRememberedUsername = (engine: Engine): string | null => engine.local.getItem(REMEMBERED_USER_KEY);

/** Keeps the username for next time when asked to, else forgets it. */
export function rememberUsername(engine: Engine, username: string | null) {
  if (username) engine.local.setItem(REMEMBERED_USER_KEY, username);
  else engine.local.removeItem(REMEMBERED_USER_KEY);
}

/** The registration method label of SPEC 9 for this device. */
export function registerMethod(devices: readonly string[]): 'APP' | 'PWA' | 'WEBCLIP' | 'H5' {
  if (devices.includes('app')) return 'APP';
  if (devices.includes('standalone')) return devices.includes('ios') ? 'WEBCLIP' : 'PWA';
  return 'H5';
}
