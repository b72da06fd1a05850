/**
 * Where SMS codes go: a small provider interface with two providers, chosen at start.
 * - `console` (the default): the reference server has no SMS gateway, so the code and the masked
 *   number are written to the server log; whoever runs the server reads the code there.
 * - `http` (SMS_PROVIDER=http, SMS_HTTP_URL): each code is POSTed as JSON
 *   {tenantId, phone, purpose, code, expiresAt} to the operator's gateway bridge; any answer but
 *   2xx (or no answer within 10 s) is a failed delivery, 502 E_SMS_UNAVAILABLE to the member.
 * With the development helpers on, the last code per number is also kept in memory for
 * GET /api/dev/sms (tests read it there); without them nothing is kept.
 */
import { ApiError } from '../http/api-error.ts';

export interface SmsMessage {
  tenantId: string;
  /** the full number, digits with the dialing code first */
  phone: string;
  purpose: string;
  code: string;
  expiresAt: Date;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface SmsSinkOptions {
  log: (line: string) => void;
  /** SMS_PROVIDER: "console" (default) or "http" */
  provider?: string;
  /** SMS_HTTP_URL, required by the http provider */
  httpUrl?: string;
  /** keep the last code per number for GET /api/dev/sms (development helpers only) */
  keepCodes?: boolean;
}

class SmsConfigError extends Error {
  readonly code = 'E_SMS_CONFIG';
}

const HTTP_TIMEOUT_MS = 10_000;

/** The number with all but its first digits and last two hidden, for logs. */
function maskedNumber(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, -6)}****${phone.slice(-2)}` : '****';
}

function consoleProvider(log: (line: string) => void): SmsProvider {
  return {
    name: 'console',
    async send(message) {
      log(`SMS ${message.purpose} code for ${maskedNumber(message.phone)} (${message.tenantId}): ${message.code}`);
    },
  };
}

function httpProvider(url: string, log: (line: string) => void): SmsProvider {
  return {
    name: 'http',
    async send(message) {
      let status = 0;
      try {
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...message, expiresAt: message.expiresAt.toISOString() }),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
        status = answer.status;
        await answer.body?.cancel();
      } catch (error) {
        log(`SMS ${message.purpose} for ${maskedNumber(message.phone)} (${message.tenantId}): ${url} failed: ${(error as Error).message}`);
      }
      if (status >= 200 && status < 300) return;
      if (status !== 0) log(`SMS ${message.purpose} for ${maskedNumber(message.phone)} (${message.tenantId}): ${url} answered ${status}`);
      throw new ApiError(502, 'E_SMS_UNAVAILABLE', 'The SMS could not be sent, please try again later');
    },
  };
}

interface Kept {
  code: string;
  expiresAt: number;
}

let provider: SmsProvider = consoleProvider((line) => process.stderr.write(`${line}\n`));
let kept: Map<string, Kept> | undefined;

/** The server chooses the provider at start; throws SmsConfigError on an unknown or incomplete choice. */
export function configureSmsSink(options: SmsSinkOptions): SmsProvider {
  const name = options.provider || 'console';
  if (name === 'console') provider = consoleProvider(options.log);
  else if (name === 'http') {
    if (!options.httpUrl) throw new SmsConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL, the address codes are posted to');
    provider = httpProvider(options.httpUrl, options.log);
  } else throw new SmsConfigError(`SMS_PROVIDER must be "console" or "http", got "${name}"`);
  kept = options.keepCodes ? new Map() : undefined;
  return provider;
}

function key(tenantId: string, phone: string): string {
  return `${tenantId}|${phone}`;
}

/** Sends a code through the configured provider. */
export async function deliverSms(message: SmsMessage): Promise<void> {
  kept?.set(key(message.tenantId, message.phone), { code: message.code, expiresAt: message.expiresAt.getTime() });
  await provider.send(message);
}

/** The last code sent to a number while it is valid; only kept with the development helpers on. */
export function lastDeliveredCode(tenantId: string, phone: string, now: Date): string | undefined {
  const found = kept?.get(key(tenantId, phone));
  return found && found.expiresAt > now.getTime() ? found.code : undefined;
}
