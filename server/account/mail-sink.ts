/**
 * Where feedback mails go (SPEC 7.34): a small provider interface with two providers, chosen at
 * start, as SMS codes have (server/account/sms-sink.ts).
 * - `console` (the default): the reference server has no mail gateway, so each mail is written
 *   to the server log, the sender's address masked and the texts quoted (a line break in the
 *   message cannot forge a log line); the whole mail is in feedback_mails.
 * - `http` (MAIL_PROVIDER=http, MAIL_HTTP_URL): each mail is POSTed as JSON {id, tenantId,
 *   replyTo, subject, content, memberId, sentAt} to the operator's mail bridge; any answer but 2xx
 *   (or no answer within 10 s) is a failed delivery, 502 E_MAIL_UNAVAILABLE to the visitor.
 * With the development helpers on, the last mail per tenant and sender is also kept in memory for
 * GET /api/dev/mail (tests read it there); without them nothing is kept.
 */
import { ApiError } from '../http/api-error.ts';

export interface FeedbackMail {
  /** its row in feedback_mails */
  id: number;
  tenantId: string;
  /** the visitor's e-mail address, where the operator answers */
  replyTo: string;
  subject: string;
  content: string;
  /** the signed-in member who wrote it; null for a guest */
  memberId: number | null;
  sentAt: Date;
}

export interface MailProvider {
  readonly name: string;
  send(mail: FeedbackMail): Promise<void>;
}

export interface MailSinkOptions {
  log: (line: string) => void;
  /** MAIL_PROVIDER: "console" (default) or "http" */
  provider?: string;
  /** MAIL_HTTP_URL, required by the http provider */
  httpUrl?: string;
  /** keep the last mail per tenant and sender for GET /api/dev/mail (development helpers only) */
  keepMails?: boolean;
}

class MailConfigError extends Error {
  readonly code = 'E_MAIL_CONFIG';
}

const HTTP_TIMEOUT_MS = 10_000;
/** Mails kept for the development helper: the newest, so a long local run does not grow without end. */
const KEPT_MAX = 200;

/** The address with all but its first character and its domain hidden, for logs. */
function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

function described(mail: FeedbackMail): string {
  return `Feedback mail #${mail.id} (${mail.tenantId}) from ${maskedAddress(mail.replyTo)}`;
}

function consoleProvider(log: (line: string) => void): MailProvider {
  return {
    name: 'console',
    async send(mail) {
      log(`${described(mail)}: ${JSON.stringify(mail.subject)} ${JSON.stringify(mail.content)}`);
    },
  };
}

function httpProvider(url: string, log: (line: string) => void): MailProvider {
  return {
    name: 'http',
    async send(mail) {
      let status = 0;
      try {
        const answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...mail, sentAt: mail.sentAt.toISOString() }),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        });
        status = answer.status;
        await answer.body?.cancel();
      } catch (error) {
        log(`${described(mail)}: ${url} failed: ${(error as Error).message}`);
      }
      if (status >= 200 && status < 300) return;
      if (status !== 0) log(`${described(mail)}: ${url} answered ${status}`);
      throw new ApiError(502, 'E_MAIL_UNAVAILABLE', 'The mail could not be sent, please try again later');
    },
  };
}

let provider: MailProvider = consoleProvider((line) => process.stderr.write(`${line}\n`));
let kept: Map<string, FeedbackMail> | undefined;

/** The server chooses the provider at start; throws MailConfigError on an unknown or incomplete choice. */
export function configureMailSink(options: MailSinkOptions): MailProvider {
  const name = options.provider || 'console';
  if (name === 'console') provider = consoleProvider(options.log);
  else if (name === 'http') {
    if (!options.httpUrl) throw new MailConfigError('MAIL_PROVIDER=http needs MAIL_HTTP_URL, the address mails are posted to');
    provider = httpProvider(options.httpUrl, options.log);
  } else throw new MailConfigError(`MAIL_PROVIDER must be "console" or "http", got "${name}"`);
  kept = options.keepMails ? new Map() : undefined;
  return provider;
}

function key(tenantId: string, email: string): string {
  return `${tenantId}|${email.toLowerCase()}`;
}

/** Sends a mail through the configured provider; rejects with ApiError 502 when it refuses it. */
export async function deliverMail(mail: FeedbackMail): Promise<void> {
  await provider.send(mail);
  if (!kept) return;
  const at = key(mail.tenantId, mail.replyTo);
  kept.delete(at);
  kept.set(at, mail);
  if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
}

/** The last mail delivered from this address to the tenant; only kept with the development helpers on. */
export function lastDeliveredMail(tenantId: string, email: string): FeedbackMail | undefined {
  return kept?.get(key(tenantId, email));
}
