/**
 * The development helper of feedback mails, mounted outside the tenant route table and only with
 * the development helpers on (DEV_HELPERS=1): the last mail the server handed to its mail provider
 * from an address to the tenant, as GET /api/dev/sms gives the last SMS code.
 */
import { lastDeliveredMail } from '../account/mail-sink.ts';
import { apiErrors } from '../http/api-error.ts';
import { defineEndpoint } from '../http/handler.ts';

export const MAIL_DEV_ROUTES = {
  devMail: { method: 'GET', path: '/api/dev/mail' },
} as const;

export const devMail = defineEndpoint('devMail', {
  auth: 'none',
  async handle({ tenantId, query }) {
    const mail = lastDeliveredMail(tenantId, query.email.trim());
    if (mail === undefined) throw apiErrors.notFound('No feedback mail was sent from this address');
    const { id, replyTo, subject, content, memberId, sentAt } = mail;
    return { id, email: replyTo, subject, content, memberId, sentAt: sentAt.toISOString() };
  },
});
