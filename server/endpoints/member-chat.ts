/**
 * Live chat (SPEC 6): launch only when CBS3 is on, for a member whose type is not 4 and who has
 * no 'nochat' label. The reference platform has no chat vendor: chatLaunch answers with the
 * same-origin demo chat page (/m/message?chat=demo), whose messages come from chatMessages, in
 * the asked language (server/content/localized-text.ts).
 */
import { contentLanguages, textIn, type LocalizedText } from '../content/localized-text.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthedMember } from '../http/auth.ts';
import { defineEndpoint } from '../http/handler.ts';
import type { Queryable } from '../db/types.ts';
import { freeReject, TRIAL_TYPE } from '../payments/rules.ts';

const NO_PERMISSION = 'Sorry, this account does not have permission or the feature is temporarily unavailable';

/** The SPEC 6 chat rule on the server: CBS3, not type 4, no nochat label. */
async function assertMayChat(db: Queryable, flags: Record<string, unknown>, member: AuthedMember): Promise<void> {
  if (flags.CBS3 !== true) throw new ApiError(403, 'E_FORBIDDEN', NO_PERMISSION);
  if (member.type === TRIAL_TYPE) throw freeReject();
  const labels = await db.query<{ n: number }>("SELECT count(*) AS n FROM member_labels WHERE member_id = $1 AND label_name = 'nochat'", [
    member.memberId,
  ]);
  if (Number(labels.rows[0].n) > 0) throw new ApiError(403, 'E_FORBIDDEN', NO_PERMISSION);
}

export const chatLaunch = defineEndpoint('chatLaunch', {
  auth: 'required',
  async handle({ db, tenant, member, query }) {
    await assertMayChat(db, tenant.flags, member);
    const params = new URLSearchParams({ chat: 'demo', lang: query.language });
    // Only a same-origin path is carried back; anything else could turn the chat page into an open redirect.
    if (query.backUrl && /^\/(?!\/)/.test(query.backUrl)) params.set('back', query.backUrl);
    return { chatUrl: `/m/message?${params.toString()}` };
  },
});

export const chatMessages = defineEndpoint('chatMessages', {
  auth: 'required',
  async handle({ db, tenant, member, query }) {
    await assertMayChat(db, tenant.flags, member);
    const languages = contentLanguages(tenant.languages, query.language);
    const found = await db.query<{ id: number; body: LocalizedText; created_at: Date }>(
      'SELECT id, body, created_at FROM chat_messages WHERE member_id = $1 ORDER BY created_at, id LIMIT 200',
      [member.memberId],
    );
    // Showing the conversation reads it: the chat badge goes to 0.
    await db.query('UPDATE chat_messages SET read = TRUE WHERE member_id = $1 AND NOT read', [member.memberId]);
    return {
      list: found.rows.map((r) => ({ id: Number(r.id), body: textIn(r.body, languages), createdAt: new Date(r.created_at).toISOString() })),
    };
  },
});
