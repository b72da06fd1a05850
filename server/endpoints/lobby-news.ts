/**
 * lobbyNews (SPEC 7.21 "Lobby news: not shown"): the game lobby's news items (migration 035),
 * those published now (published_at passed, expires_at not yet), newest first, each text in the
 * asked language with per-field fallback (server/content/localized-text.ts). A member on a break
 * (issue 29) gets none of the marketing ones.
 */
import { contentLanguages, textIn, type LocalizedText } from '../content/localized-text.ts';
import { defineEndpoint } from '../http/handler.ts';
import { isOnBreak } from '../responsible-gaming/state.ts';

/** Items listed when the query sets no limitNum. */
const LOBBY_NEWS_DEFAULT_LIMIT = 10;

export const lobbyNews = defineEndpoint('lobbyNews', {
  auth: 'optional',
  async handle({ db, tenantId, tenant, member, query, now }) {
    const noMarketing = member ? await isOnBreak(db, member.memberId, now) : false;
    const languages = contentLanguages(tenant.languages, query.language);
    const found = await db.query<{ id: number; title: LocalizedText; summary: LocalizedText; link: string | null; published_at: Date }>(
      `SELECT id, title, summary, link, published_at FROM lobby_news
        WHERE tenant_id = $1 AND published_at <= $2 AND (expires_at IS NULL OR expires_at > $2) AND NOT (marketing AND $3)
        ORDER BY published_at DESC, id DESC LIMIT $4`,
      [tenantId, now, noMarketing, query.limitNum ? Number(query.limitNum) : LOBBY_NEWS_DEFAULT_LIMIT],
    );
    return {
      list: found.rows.map((r) => ({
        id: Number(r.id),
        title: textIn(r.title, languages),
        summary: textIn(r.summary, languages),
        link: r.link,
        publishedAt: new Date(r.published_at).toISOString(),
      })),
    };
  },
});
