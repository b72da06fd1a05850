/**
 * Where SMS codes go: there is no SMS gateway, so a code is written to the server log and kept in
 * memory for GET /api/dev/sms. Both only outside production: with NODE_ENV=production the log
 * line leaves the code out and nothing is kept.
 */

export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}

interface Delivered {
  code: string;
  expiresAt: number;
}

const delivered = new Map<string, Delivered>();
let log: (line: string) => void = (line) => process.stderr.write(`${line}\n`);

/** The server passes its log function at start. */
export function configureSmsSink(options: { log: (line: string) => void }): void {
  log = options.log;
}

function key(tenantId: string, phone: string): string {
  return `${tenantId}|${phone}`;
}

function masked(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, -6)}****${phone.slice(-2)}` : '****';
}

/** Sends a code to the development sink. */
export function deliverSms(tenantId: string, phone: string, purpose: string, code: string, expiresAt: Date): void {
  if (isProduction()) {
    log(`SMS ${purpose} code for ${masked(phone)} (${tenantId}): no SMS gateway is configured, code not delivered`);
    return;
  }
  delivered.set(key(tenantId, phone), { code, expiresAt: expiresAt.getTime() });
  log(`SMS ${purpose} code for ${phone} (${tenantId}): ${code}`);
}

/** The last code sent to a number, while it is valid (development only). */
export function lastDeliveredCode(tenantId: string, phone: string, now: Date): string | undefined {
  if (isProduction()) return undefined;
  const found = delivered.get(key(tenantId, phone));
  return found && found.expiresAt > now.getTime() ? found.code : undefined;
}
