/**
 * No CSS through a palette value (issue 30 item 7). A palette becomes the --c-* custom properties
 * the site's styles read, so the studio's check refuses any value that is not a colour at its field,
 * and a preview frame applies a palette from the studio only when every value is a colour
 * (engine/theme/preview-palette.ts), whatever the studio posts. The studio posts a palette ahead
 * of the check only when its text pairs also reach their contrast, as the contrast lint judges them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeTenantFiles } from '../../../engine/config/merge';
import { COLOUR_PATTERN, palettesReadyForPreview, safePalette } from '../../../engine/theme/preview-palette';
import { checkDraft, splitConfig } from '../../../server/studio/check';
import { readFileSet, toTenantFiles } from '../../../server/studio/files';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BASE = join(ROOT, 'tenants', '_base');
const base = JSON.parse(readFileSync(join(BASE, 'tenant.json'), 'utf8')) as {
  themes: { palettes: Record<string, Record<string, string>> };
};
const palettes = () => structuredClone(base.themes.palettes);

/** Values that would carry CSS (a request, another declaration, a rule) if they reached a style. */
const HOSTILE = [
  'url(https://evil.example/track.png)',
  '#fff; background: url(https://evil.example/x)',
  '#fff} body { background: url(https://evil.example/x) } a {',
  'rgb(1, 2, 3)) url(https://evil.example/x',
  'var(--c-text)',
  'expression(alert(1))',
  'image-set("https://evil.example/x" 1x)',
  'red',
  '',
];

describe('a palette value is a colour, or nothing of its palette is applied', () => {
  it('takes the colour forms the schema allows, and is the schema’s own pattern', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/tenant.json'), 'utf8')) as { $defs: { colour: { pattern: string } } };
    expect(COLOUR_PATTERN.source).toBe(schema.$defs.colour.pattern);
    for (const palette of Object.values(palettes())) expect(safePalette(palette)).toEqual(palette);
    expect(safePalette({ ...palettes().dark, primary: '#abc', accent: '#aabbccdd', mask: 'rgba(0, 0, 0, 0.6)' })).toBeDefined();
  });

  it.each(HOSTILE)('refuses the palette holding %j', (value) => {
    expect(safePalette({ ...palettes().dark, primary: value })).toBeUndefined();
    expect(palettesReadyForPreview({ ...palettes(), dark: { ...palettes().dark, primary: value } })).toBe(false);
  });

  it('refuses token names that are not names, and values that are not strings', () => {
    expect(safePalette({ ...palettes().dark, 'primary; color': '#ffffff' })).toBeUndefined();
    expect(safePalette({ ...palettes().dark, 'x-y': '#ffffff' })).toBeUndefined();
    expect(safePalette(JSON.parse('{"__proto__": "#ffffff"}'))).toBeUndefined();
    expect(safePalette({ ...palettes().dark, primary: 0xffffff })).toBeUndefined();
    expect(safePalette({ ...palettes().dark, primary: ['#ffffff'] })).toBeUndefined();
    for (const notAPalette of [null, '#ffffff', ['#ffffff'], {}]) expect(safePalette(notAPalette)).toBeUndefined();
  });

  it('goes ahead of the check only when its text pairs reach their contrast', () => {
    expect(palettesReadyForPreview(palettes())).toBe(true);
    const unreadable = palettes();
    unreadable.dark.primary = unreadable.dark.onPrimary;
    expect(palettesReadyForPreview(unreadable)).toBe(false);
    expect(palettesReadyForPreview(null)).toBe(false);
  });

  const demoWithPrimary = (value: string) => {
    const id = 'demo';
    const draft = splitConfig(
      mergeTenantFiles(id, toTenantFiles(readFileSet(BASE)), toTenantFiles(readFileSet(join(ROOT, 'tenants', id)))),
    );
    const tenant = structuredClone(draft.tenant);
    (tenant.themes as { palettes: Record<string, Record<string, string>> }).palettes.dark.primary = value;
    // without the quality inputs (assets): the schema and the lints are what judge a colour
    const issues = checkDraft(id, { ...draft, tenant }, { hostsTaken: new Map(), quality: undefined as never });
    return issues.map((i) => i.pointer);
  };

  it.each(HOSTILE.filter(Boolean))('the studio’s check refuses %j at its field', (value) => {
    expect(demoWithPrimary(value)).toContain('/themes/palettes/dark/primary');
  });

  it('the studio’s check takes a colour there', () => {
    expect(demoWithPrimary('#f5b830')).not.toContain('/themes/palettes/dark/primary');
  });
});
