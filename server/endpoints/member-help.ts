/**
 * help: the tenant's help articles for the MOBILE device, in order, each field in the asked
 * language (else the tenant's default, else EN: server/content/localized-text.ts); content HTML
 * sanitized on the way out.
 */
import { contentLanguages, textIn, type LocalizedText } from '../content/localized-text.ts';
import { defineEndpoint } from '../http/handler.ts';
import { sanitizeHtml } from '../member-centre/sanitize.ts';

export const help = defineEndpoint('help', {
  auth: 'none',
  async handle({ db, tenantId, tenant, query }) {
    const languages = contentLanguages(tenant.languages, query.lang);
    const found = await db.query<{ title: LocalizedText; content: LocalizedText; tag: string | null }>(
      'SELECT title, content, tag FROM help_articles WHERE tenant_id = $1 ORDER BY sort_order, id',
      [tenantId],
    );
    return found.rows.map((r) => ({
      title: textIn(r.title, languages),
      content: sanitizeHtml(textIn(r.content, languages)),
      ...(r.tag ? { tag: r.tag } : {}),
    }));
  },
});
