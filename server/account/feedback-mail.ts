/**
 * Feedback mails (SPEC 7.34): the help centre's "E-mail us" form, from a guest or a member. Each
 * field is trimmed and checked by the rules the form shares (engine/account/feedback-mail.ts), the
 * message by SPEC 5's feedback rule; then 5 per client address an hour (429 E_RATE_LIMITED with
 * Retry-After), the mail is kept in feedback_mails and handed to the mail provider (mail-sink.ts).
 * A mail the provider refuses is neither kept nor counted: the visitor is told to try again.
 */
import { CONTACT_RULES } from '../../engine/account/contact-rules.ts';
import { characters, FEEDBACK_MAIL_SUBJECT, subjectProblem } from '../../engine/account/feedback-mail.ts';
import type { FeedbackMailRequest as FeedbackMailFields } from '../../engine/config/types.gen.ts';
import type { Db } from '../db/types.ts';
import { badCharacter } from '../http/validate.ts';
import { fieldError } from './errors.ts';
import { deliverMail } from './mail-sink.ts';
import { returnRate, takeRate } from './rate-limit.ts';
import { checkRule } from './register-config.ts';

const FEEDBACK_MAIL_LIMIT = { windowMs: 60 * 60_000, max: 5 } as const;

/** SPEC 5's feedback rule, which the message follows (the feedback table's bounds too). */
const CONTENT = { min: 20, max: 200 } as const;

/**
 * Line and paragraph separators: not control characters (the request's character check refuses
 * those, line breaks included, everywhere but the message), but a mail header must not hold them either.
 */
const LINE_SEPARATOR = /[\u2028\u2029]/;

/** The fields trimmed, or 400 naming the first that breaks its rule. */
function checkFeedbackMail(body: FeedbackMailFields): FeedbackMailFields {
  for (const field of ['email', 'subject'] as const)
    if (LINE_SEPARATOR.test(body[field])) throw badCharacter(`body.${field}`, 'line separators');
  const email = body.email.trim();
  const subject = body.subject.trim();
  const content = body.content.trim();
  if (!checkRule(CONTACT_RULES.email, email).ok) throw fieldError('email', 'The e-mail address is not valid', CONTACT_RULES.email.message);
  if (subjectProblem(subject)) throw fieldError('subject', 'The subject must be 1 to 80 characters', FEEDBACK_MAIL_SUBJECT.message);
  if (characters(content) < CONTENT.min || characters(content) > CONTENT.max)
    throw fieldError('content', 'The description must be 20 to 200 characters', 'feedback.contentLength');
  return { email, subject, content };
}

export interface FeedbackMailRequest {
  tenantId: string;
  /** the signed-in member who writes; null for a guest */
  memberId: number | null;
  address: string;
  now: Date;
  body: FeedbackMailFields;
}

/** Checks, counts, keeps and delivers one feedback mail. */
export async function sendFeedbackMail(db: Db, request: FeedbackMailRequest): Promise<void> {
  const { tenantId, memberId, address, now } = request;
  const { email, subject, content } = checkFeedbackMail(request.body);
  const taken = await takeRate(db, 'feedback-mail', address, FEEDBACK_MAIL_LIMIT, now);
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO feedback_mails (tenant_id, member_id, address, email, subject, content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [tenantId, memberId, address, email, subject, content, now],
  );
  const id = Number(inserted.rows[0].id);
  try {
    await deliverMail({ id, tenantId, replyTo: email, subject, content, memberId, sentAt: now });
  } catch (error) {
    await db.query('DELETE FROM feedback_mails WHERE id = $1', [id]);
    await returnRate(db, taken);
    throw error;
  }
}
