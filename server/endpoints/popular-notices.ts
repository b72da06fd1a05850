/**
 * popularNotices (SPEC 7.20 "Popular announcements: GET"): the member announcements an operator
 * marked popular (migration 032), newest first, in the asked language and with the member's read
 * flags, as the notices call lists them. A member on a break (issue 29) gets no marketing ones.
 */
import { contentLanguages, textIn, type LocalizedText } from '../content/localized-text.ts';
import { defineEndpoint } from '../http/handler.ts';
import { isOnBreak } from '../responsible-gaming/state.ts';

export const popularNotices = defineEndpoint('popularNotices', {
  auth: 'optional',
  async handle({ db, tenantId, tenant, member, query, now }) {
    const noMarketing = member ? await isOnBreak(db, member.memberId, now) : false;
    const languages = contentLanguages(tenant.languages, query.language);
    const found = await db.query<{ id: number; title: LocalizedText; content: LocalizedText; created_at: Date; read: boolean }>(
      `SELECT n.id, n.title, n.content, n.created_at, (r.member_id IS NOT NULL) AS read
         FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.member_id = $2
        WHERE n.tenant_id = $1 AND n.audience = 'M' AND n.popular AND (n.kind <> 'marketing' OR NOT $3)
        ORDER BY n.created_at DESC, n.id DESC`,
      [tenantId, member?.memberId ?? null, noMarketing],
    );
    return {
      list: found.rows.map((r) => ({
        id: r.id,
        title: textIn(r.title, languages),
        content: textIn(r.content, languages),
        // read state is per member: a guest has read nothing
        read: member ? r.read : false,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  },
});
