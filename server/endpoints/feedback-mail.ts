/**
 * feedbackMail (SPEC 7.34, "Feedback mail: POST form encoded"): the help centre's "E-mail us"
 * form, from a guest or a member (server/account/feedback-mail.ts). Form encoded, as SPEC has it
 * (the route's encoding "form", server/http/body.ts), so the body gets the character checks of
 * any: a control character in the e-mail or the subject (a line break there would start another
 * mail header) is 400 E_BAD_CHARACTER; the message, a multi-line field (server/http/validate.ts),
 * may hold line breaks.
 */
import { sendFeedbackMail } from '../account/feedback-mail.ts';
import { defineEndpoint } from '../http/handler.ts';

export const feedbackMail = defineEndpoint('feedbackMail', {
  auth: 'optional',
  async handle({ db, tenantId, member, body, address, now }) {
    await sendFeedbackMail(db, { tenantId, memberId: member?.memberId ?? null, address, now, body });
    return { sent: true };
  },
});
