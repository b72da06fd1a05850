/**
 * The site's VIP page /vip/index.html?lang=<code>&theme=<dark|light> (SPEC 2: the VIP link opens
 * it with a lang query parameter): a plain server-rendered page, outside the single-page app,
 * that presents the tenant's loyalty levels and their benefits in the requested language
 * (unknown or missing: the tenant's default) and theme. It carries no script, and its one style
 * block uses the response's CSP nonce. Every text is HTML-escaped.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TenantConfig } from '../../engine/config/types.ts';
import { sendBody } from '../http/respond.ts';
import { formatCents } from '../../engine/grammar/money.ts';
import { loyaltyOf } from './model.ts';

const PATHS = new Set(['/vip', '/vip/', '/vip/index.html']);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The #,##0.00 amount of a number of cents. */
function amount(cents: number): string {
  const [whole, fraction] = formatCents(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export function renderVipPage(tenant: TenantConfig, query: URLSearchParams, nonce: string): { lang: string; html: string } {
  const offered = tenant.languages.offered as string[];
  const asked = (query.get('lang') ?? '').toUpperCase();
  const lang = offered.includes(asked) ? asked : tenant.languages.default;
  const messages = { ...(tenant.messages[tenant.languages.default] ?? {}), ...(tenant.messages[lang] ?? {}) } as Record<string, string>;
  const t = (key: string, values: Record<string, string> = {}) =>
    escapeHtml((messages[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole));
  const askedTheme = query.get('theme') ?? '';
  const theme = (tenant.themes.offered as string[]).includes(askedTheme) ? askedTheme : tenant.themes.default;
  const palette = (tenant.themes.palettes[theme as keyof typeof tenant.themes.palettes] ?? {}) as unknown as Record<string, string>;
  const { levels } = loyaltyOf(tenant);
  const query2 = `lang=${encodeURIComponent(lang)}`;
  const rows = levels
    .map(
      (level) => `<li class="level">
  <h2>${t(level.name)}</h2>
  <dl>
    <div><dt>${t('loyalty.col.turnover')}</dt><dd>${amount(level.minCents)}</dd></div>
    <div><dt>${t('loyalty.col.upgrade')}</dt><dd>${amount(level.upgradeCents)}</dd></div>
    <div><dt>${t('loyalty.col.weekly')}</dt><dd>${amount(level.weeklyCents)}</dd></div>
  </dl>
  ${level.benefits.length ? `<ul class="benefits">${level.benefits.map((b) => `<li>${t(b)}</li>`).join('')}</ul>` : ''}
</li>`,
    )
    .join('\n');
  const colour = (name: string) => escapeHtml(palette[name] ?? '');
  const html = `<!doctype html>
<html lang="${escapeHtml(lang === 'TY' ? 'fil' : lang.toLowerCase())}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(tenant.brand.name)} · ${t('menu.vip')}</title>
<style nonce="${escapeHtml(nonce)}">
  body { margin: 0; font: 16px/1.45 system-ui, sans-serif; background: ${colour('background')}; color: ${colour('text')}; }
  header { display: flex; align-items: center; gap: 12px; padding: 12px 16px; background: ${colour('surface')}; border-bottom: 1px solid ${colour('border')}; }
  header a { color: ${colour('accent')}; }
  h1 { margin: 0; font-size: 1.15rem; }
  main { padding: 16px; max-width: 640px; margin: 0 auto; }
  p { color: ${colour('textMuted')}; margin: 0 0 16px; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
  .level { background: ${colour('surface')}; border: 1px solid ${colour('border')}; border-radius: 12px; padding: 12px 16px; }
  .level h2 { margin: 0 0 8px; font-size: 1.05rem; color: ${colour('primary')}; }
  dl { margin: 0; display: grid; gap: 4px; }
  dl div { display: flex; justify-content: space-between; gap: 8px; }
  dt { color: ${colour('textMuted')}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
  .benefits { margin: 8px 0 0; padding-left: 20px; }
  .cta { display: inline-block; margin-top: 16px; padding: 10px 16px; border-radius: 8px; background: ${colour('primary')}; color: ${colour('onPrimary')}; text-decoration: none; font-weight: 600; }
</style>
</head>
<body>
<header><a href="/m/home">${t('app.back')}</a><h1>${t('menu.vip')}</h1></header>
<main>
<p>${t('loyalty.table')}</p>
<ol aria-label="${t('loyalty.table')}">
${rows}
</ol>
<a class="cta" href="/m/member/benefits?${query2}">${t('title.benefits')}</a>
</main>
</body>
</html>
`;
  return { lang, html };
}

export function createVipPage() {
  return {
    owns: (pathname: string) => PATHS.has(pathname),
    handle(req: IncomingMessage, res: ServerResponse, url: URL, tenant: TenantConfig | undefined, nonce: string): void {
      const text = (status: number, message: string) =>
        sendBody(req, res, {
          status,
          contentType: 'text/plain; charset=utf-8',
          body: Buffer.from(message),
          headers: { 'Cache-Control': 'no-store' },
        });
      if (req.method !== 'GET' && req.method !== 'HEAD') return text(405, 'E_METHOD: only GET and HEAD are served here');
      if (!tenant) return text(503, 'E_TENANT_UNAVAILABLE: the tenant configuration is not valid; see the server log');
      const { html } = renderVipPage(tenant, url.searchParams, nonce);
      sendBody(req, res, {
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: Buffer.from(html),
        headers: { 'Cache-Control': 'no-cache' },
      });
    },
  };
}
