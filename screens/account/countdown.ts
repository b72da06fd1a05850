/**
 * The SMS code countdown (SPEC 4): after a send the get-code link shows the seconds left until
 * the server's expirationTime, re-checked every 500 ms, then returns to idle. Plain functions so
 * the timing is tested with an injected clock.
 */

/** How often the countdown re-reads the clock. */
export const COUNTDOWN_TICK_MS = 500;

/** Seconds left until `expirationTime` (epoch ms), rounded up; 0 once it has passed. */
export function secondsLeft(expirationTime: number, now: number): number {
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}

/**
 * The moment the countdown ends: the server's expirationTime when it is a usable future time,
 * else `defaultSeconds` (60) from now.
 */
export function countdownEnd(expirationTime: unknown, now: number, defaultSeconds: number): number {
  if (typeof expirationTime === 'number' && Number.isFinite(expirationTime) && expirationTime > now) return expirationTime;
  return now + defaultSeconds * 1000;
}
