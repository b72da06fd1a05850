/**
 * Announcement read flags and the member's inbox. markRead sets or clears one announcement's
 * read flag for the member; inbox lists the member's messages in the asked language (each field
 * falling back on its own: server/content/localized-text.ts) and inboxRead marks one read.
 * Trial members (type 4) have no inbox: 403 E_FREE_REJECT with the free_reject message key.
 * A member on a break (issue 29) gets no marketing: its marketing messages are neither listed,
 * counted nor opened until the break is over.
 */
import { contentLanguages, textIn, type LocalizedText } from '../content/localized-text.ts';
import { apiErrors } from '../http/api-error.ts';
import { freeReject, TRIAL_TYPE } from '../payments/rules.ts';
import type { AuthedMember } from '../http/auth.ts';
import { defineEndpoint } from '../http/handler.ts';
import { isOnBreak } from '../responsible-gaming/state.ts';

function noInboxForTrial(member: AuthedMember): void {
  if (member.type === TRIAL_TYPE) throw freeReject();
}

export const markRead = defineEndpoint('markRead', {
  auth: 'required',
  async handle({ db, tenantId, member, body, now }) {
    const found = await db.query<{ id: number }>('SELECT id FROM notices WHERE id = $1 AND tenant_id = $2', [
      body.announcementId,
      tenantId,
    ]);
    if (!found.rows[0]) throw apiErrors.notFound('No such announcement');
    if (body.read) {
      await db.query(
        'INSERT INTO notice_reads (notice_id, member_id, read_at) VALUES ($1, $2, $3) ON CONFLICT (notice_id, member_id) DO NOTHING',
        [body.announcementId, member.memberId, now],
      );
    } else {
      await db.query('DELETE FROM notice_reads WHERE notice_id = $1 AND member_id = $2', [body.announcementId, member.memberId]);
    }
    return null;
  },
});

export const inbox = defineEndpoint('inbox', {
  auth: 'required',
  async handle({ db, tenant, member, query, now }) {
    noInboxForTrial(member);
    const languages = contentLanguages(tenant.languages, query.language);
    const found = await db.query<{ id: number; title: LocalizedText; content: LocalizedText; read: boolean; created_at: Date }>(
      `SELECT id, title, content, read, created_at FROM inbox_messages WHERE member_id = $1 AND (kind <> 'marketing' OR NOT $2)
        ORDER BY created_at DESC, id DESC LIMIT 200`,
      [member.memberId, await isOnBreak(db, member.memberId, now)],
    );
    const list = found.rows.map((r) => ({
      id: Number(r.id),
      title: textIn(r.title, languages),
      content: textIn(r.content, languages),
      read: r.read,
      createdAt: new Date(r.created_at).toISOString(),
    }));
    return { list, unreadCount: list.filter((m) => !m.read).length };
  },
});

export const inboxRead = defineEndpoint('inboxRead', {
  auth: 'required',
  async handle({ db, member, body, now }) {
    noInboxForTrial(member);
    const updated = await db.query<{ id: number }>(
      "UPDATE inbox_messages SET read = TRUE WHERE id = $1 AND member_id = $2 AND (kind <> 'marketing' OR NOT $3) RETURNING id",
      [body.messageId, member.memberId, await isOnBreak(db, member.memberId, now)],
    );
    if (!updated.rows[0]) throw apiErrors.notFound('No such message');
    return null;
  },
});
