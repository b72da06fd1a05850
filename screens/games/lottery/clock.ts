/**
 * The lottery centre's countdowns, pure: they run on the server's clock (each answer carries its
 * `now`), so a phone whose clock is off still shows when betting really closes.
 */

/** What to add to the browser's clock to read the server's: the answer's `now` less the time it arrived. */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Whole seconds left until `closesAt` on the server's clock, rounded up; 0 once it has passed. */
export function secondsLeft(closesAt: string, offset: number, browserNow: number): number {
  const left = Date.parse(closesAt) - (browserNow + offset);
  return Number.isNaN(left) ? 0 : Math.max(0, Math.ceil(left / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown as a clock shows it: "04:09", or "5:04:09" from an hour up. */
export function countdownText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The same as an ISO 8601 duration, for <time dateTime>: "PT4M9S". */
export function countdownDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h > 0 ? `${h}H` : ''}${m > 0 ? `${m}M` : ''}${s}S`;
}
