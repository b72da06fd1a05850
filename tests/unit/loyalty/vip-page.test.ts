/** The VIP page /vip/index.html: the tenant's levels in the asked language and theme, escaped, no script. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '../../../engine/config/types.ts';
import { renderVipPage } from '../../../server/loyalty/vip-page.ts';
import { loadTenant } from '../../../server/tenants/load.ts';

const TENANTS = fileURLToPath(new URL('../../../tenants', import.meta.url));

function tenant(id: string): TenantConfig {
  const result = loadTenant(TENANTS, id);
  if (!result.ok) throw new Error(`${id} invalid`);
  return result.config as unknown as TenantConfig;
}

describe('VIP page', () => {
  it('lists every level of the tenant with its amounts and benefits in the asked language', () => {
    const demo = tenant('demo');
    const { lang, html } = renderVipPage(demo, new URLSearchParams('lang=TY'), 'n0nce');
    expect(lang).toBe('TY');
    expect(html).toContain('<html lang="fil">');
    for (const level of demo.loyalty.levels) expect(html).toContain(`<h2>${demo.messages.TY?.[level.name]}</h2>`);
    expect(html).toContain('<dd>100,000.00</dd>');
    expect(html).toContain(`<li>${demo.messages.TY?.['loyalty.benefit.weekly']}</li>`);
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).not.toContain('<script');
  });

  it("falls back to the tenant's default language and theme for unknown ones", () => {
    const lucky = tenant('lucky');
    const { lang, html } = renderVipPage(lucky, new URLSearchParams('lang=XX&theme=neon'), 'n');
    expect(lang).toBe(lucky.languages.default);
    expect(html).toContain(`background: ${lucky.themes.palettes.light?.background ?? 'missing'}`);
    expect(html).toContain(lucky.messages[lang]?.[lucky.loyalty.levels[0].name] ?? 'missing');
  });

  it('escapes texts and the nonce', () => {
    const demo = tenant('demo');
    const hostile = { ...demo, brand: { ...demo.brand, name: '<script>alert(1)</script>' } } as TenantConfig;
    const { html } = renderVipPage(hostile, new URLSearchParams(), '"><script>');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
