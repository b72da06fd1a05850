/**
 * help: the tenant's help articles in the asked language (falling back to the tenant's first
 * seeded language, then EN) for the MOBILE device, in order; content HTML sanitized on the way out.
 */
import { defineHandler, type ApiContext } from '../http/handler.ts';
import { sanitizeHtml } from '../member-centre/sanitize.ts';

export const help = defineHandler({
  query: 'api/help.query',
  auth: 'none',
  async handle({ db, tenantId, query }: ApiContext<undefined, { lang?: string; device?: string }>) {
    const lang = (query.lang ?? 'EN').toUpperCase();
    const read = (language: string) =>
      db.query<{ title: string; content: string; tag: string | null }>(
        'SELECT title, content, tag FROM help_articles WHERE tenant_id = $1 AND lang = $2 ORDER BY sort_order, id',
        [tenantId, language],
      );
    let found = await read(lang);
    if (found.rows.length === 0 && lang !== 'EN') found = await read('EN');
    return found.rows.map((r) => ({ title: r.title, content: sanitizeHtml(r.content), ...(r.tag ? { tag: r.tag } : {}) }));
  },
});
