/**
 * The quality lints of npm run validate: colour contrast of palettes and SVG logos
 * (lint-contrast.ts, colour.ts, svg-text-fills.ts) and messages left the same as EN
 * (lint-translations.ts), alone and through loadTenant, which reports them as file:line:column.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../engine/config/merge';
import { contrastRatio, parseColour } from '../../../engine/theme/colour';
import { lintContrast, type ReadAsset } from '../../../server/tenants/lint-contrast';
import { lintTranslations } from '../../../server/tenants/lint-translations';
import { loadTenant } from '../../../server/tenants/load';
import { svgTextFills } from '../../../server/tenants/svg-text-fills';
import type { ConfigIssue } from '../../../server/tenants/types';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string): JsonObject => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as JsonObject;
const asset = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function collect(run: (add: (path: (string | number)[], code: string, message: string) => void) => void): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  run((path, code, message) => issues.push({ pointer: `/${path.join('/')}`, code, message }));
  return issues;
}

/** _base's themes with a logo; assets come from the given address → file table. */
/** The base's app icon files, which every themed config names. */
const APP_ICON_FILES = {
  '/assets/app-icon.svg': 'tenants/_base/assets/app-icon.svg',
  '/assets/app-icon-192.png': 'tenants/_base/assets/app-icon-192.png',
  '/assets/app-icon-512.png': 'tenants/_base/assets/app-icon-512.png',
};

function themed(logo: JsonObject[string], tenantFiles: Record<string, string>) {
  const base = read('tenants/_base/tenant.json');
  const config: JsonObject = { brand: { ...(base.brand as JsonObject), logo }, themes: structuredClone(base.themes) };
  const files: Record<string, string> = { ...APP_ICON_FILES, ...tenantFiles };
  const readAsset: ReadAsset = (url) => (files[url] === undefined ? undefined : { file: files[url], text: asset(files[url]) });
  return { config, readAsset };
}

describe('colour', () => {
  it('parses the config and SVG forms and computes WCAG ratios', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('rgba(0, 0, 0, 0.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColour('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColour('currentColor')).toBeUndefined();
    expect(contrastRatio(parseColour('black')!, parseColour('white')!)).toBeCloseTo(21, 5);
    // #767676 on white is the well-known smallest grey passing 4.5:1; #777777 just misses.
    expect(contrastRatio(parseColour('#767676')!, parseColour('#ffffff')!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(parseColour('#777777')!, parseColour('#ffffff')!)).toBeLessThan(4.5);
  });
});

describe('svgTextFills', () => {
  it('finds text fills, inherited from groups and styles, and a gradient as its stops, with positions', () => {
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg">',
      '  <defs><linearGradient id="w"><stop offset="0" stop-color="#111"/><stop offset="1" style="stop-color:#222"/></linearGradient></defs>',
      '  <g fill="#333"><text x="1">Inherited</text></g>',
      '  <text style="fill: #444; opacity: 0.5">Styled</text>',
      '  <text fill="url(#w)">Gradient</text>',
      '  <rect fill="#555"/>',
      '  <text>Default</text>',
      '</svg>',
    ].join('\n');
    expect(svgTextFills(svg).map((f) => [f.text, f.colour, f.opacity, f.line, f.column])).toEqual([
      ['Inherited', '#333', 1, 3, 18],
      ['Styled', '#444', 0.5, 4, 3],
      ['Gradient', '#111', 1, 5, 3],
      ['Gradient', '#222', 1, 5, 3],
      ['Default', '#000000', 1, 7, 3],
    ]);
  });
});

describe('lintContrast', () => {
  it('reports the pale word-mark of the old single demo logo on the light theme, with its file:line:column', () => {
    const { config, readAsset } = themed('/assets/logo-demo.svg', { '/assets/logo-demo.svg': 'tenants/demo/assets/logo-demo.svg' });
    const issues = collect((add) => lintContrast(config, readAsset, add));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ pointer: '/brand/logo', code: 'E_CONTRAST' });
    expect(issues[0].message).toContain(
      'logo text "PLAY" (tenants/demo/assets/logo-demo.svg:16:3) is filled with #f5b82e: contrast 1.63:1 on the light theme background #f4f5f9; at least 3:1',
    );
    expect(issues[0].message).not.toContain('dark theme');
  });

  it.each([
    ['demo', { dark: '/assets/logo-demo.svg', light: '/assets/logo-demo-light.svg' }],
    ['lucky', { dark: '/assets/logo-lucky-dark.svg', light: '/assets/logo-lucky.svg' }],
  ])('accepts the per-theme logos of %s', (tenant, logo) => {
    const files = Object.fromEntries(Object.values(logo).map((url) => [url, `tenants/${tenant}/assets/${url.slice('/assets/'.length)}`]));
    const { config, readAsset } = themed(logo, files);
    expect(collect((add) => lintContrast(config, readAsset, add))).toEqual([]);
  });

  it('judges each theme by its own logo, or the default theme one when it has none', () => {
    const files = { '/assets/dark.svg': 'tenants/demo/assets/logo-demo.svg' };
    const { config, readAsset } = themed({ dark: '/assets/dark.svg' }, files);
    const issues = collect((add) => lintContrast(config, readAsset, add));
    expect(issues.map((i) => i.pointer)).toEqual(['/brand/logo/dark']);
    expect(issues[0].message).toContain('light theme');
  });

  it('reports palette text, muted text and the on-primary colour below 4.5:1, and a missing logo asset', () => {
    const { config, readAsset } = themed('/assets/nowhere.svg', {});
    const light = (config.themes as { palettes: Record<string, Record<string, string>> }).palettes.light;
    light.textMuted = '#9a9a9a';
    light.onPrimary = '#b08030';
    light.text = 'rgba(27, 29, 41, 0.4)';
    const issues = collect((add) => lintContrast(config, readAsset, add));
    expect(issues.map((i) => [i.pointer, i.code])).toEqual([
      ['/brand/logo', 'E_MISSING_ASSET'],
      ['/themes/palettes/light/text', 'E_CONTRAST'],
      ['/themes/palettes/light/textMuted', 'E_CONTRAST'],
      ['/themes/palettes/light/onPrimary', 'E_CONTRAST'],
    ]);
    expect(issues[1].message).toMatch(
      /^text \(text rgba\(27, 29, 41, 0\.4\) on background #f4f5f9\) has contrast \d\.\d\d:1 in the light theme; at least 4\.5:1; text on cards/,
    );
    expect(issues[3].message).toContain('the label of primary buttons (onPrimary #b08030 on primary #8a5a00)');
  });
});

describe('app icon assets', () => {
  it('reports an app icon or a PNG rendition that is in no assets folder, by its pointer', () => {
    const { config, readAsset } = themed('/assets/app-icon.svg', {});
    const brand = config.brand as JsonObject;
    brand.appIcon = '/assets/gone.svg';
    brand.appIconPng = { '192': '/assets/gone-192.png', '512': '/assets/app-icon-512.png' };
    const issues = collect((add) => lintContrast(config, readAsset, add)).filter((i) => i.code === 'E_MISSING_ASSET');
    expect(issues.map((i) => i.pointer)).toEqual(['/brand/appIcon', '/brand/appIconPng/192']);
    expect(issues[1].message).toBe(
      'app icon "/assets/gone-192.png" is not in the tenant\'s assets/ nor in _base/assets/ (npm run icons renders the PNGs)',
    );
  });
});

describe('lintTranslations', () => {
  const config = (): JsonObject => ({
    languages: { default: 'EN', offered: ['EN', 'TY'] },
    messages: {
      EN: { a: 'Live chat', b: 'VIP', c: '{text}', d: 'Points', e: 'Deposit' },
      TY: { a: 'Live chat', b: 'VIP', c: '{text}', d: 'Points', e: 'Magdeposito' },
    },
  });

  it('reports TY values equal to EN, except listed names and values without words', () => {
    const issues = collect((add) => lintTranslations(config(), { TY: { b: 'VIP' } }, add));
    expect(issues).toEqual([
      {
        pointer: '/messages/TY/a',
        code: 'E_SAME_AS_EN',
        message: 'TY is the same as EN ("Live chat"): translate it, or list it in messages/same-as-EN.json if it is a name or a loanword',
      },
      {
        pointer: '/messages/TY/d',
        code: 'E_SAME_AS_EN',
        message: 'TY is the same as EN ("Points"): translate it, or list it in messages/same-as-EN.json if it is a name or a loanword',
      },
    ]);
  });

  it('reports a listed key again when the text it accepted is no longer the EN text', () => {
    const issues = collect((add) => lintTranslations(config(), { TY: { a: 'Live chat', b: 'V.I.P.', d: 'Points' } }, add));
    expect(issues.map((i) => i.pointer)).toEqual(['/messages/TY/b']);
  });

  it('finds nothing in the real _base messages with their allow-list', () => {
    const base: JsonObject = {
      languages: { offered: ['EN', 'TY'] },
      messages: { EN: read('tenants/_base/messages/EN.json'), TY: read('tenants/_base/messages/TY.json') },
    };
    const allowed = read('tenants/_base/messages/same-as-EN.json') as unknown as { TY: Record<string, string> };
    expect(collect((add) => lintTranslations(base, { TY: allowed.TY }, add))).toEqual([]);
  });
});

describe('loadTenant with the quality lints', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function tenantCopy(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), 'lint-quality-'));
    cpSync(join(ROOT, 'tenants/demo'), join(dir, 'copy'), { recursive: true });
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, 'copy', path, '..'), { recursive: true });
      writeFileSync(join(dir, 'copy', path), text);
    }
    return dir;
  }

  it('reports a tenant TY message equal to EN at its file:line:column, only with quality on; the tenant allow-list accepts it', () => {
    const tenants = tenantCopy({ 'messages/TY.json': '{\n  "menu.deposit": "Deposit"\n}\n' });
    const options = { baseDir: join(ROOT, 'tenants/_base'), rootDir: dir };
    const result = loadTenant(tenants, 'copy', { ...options, quality: true });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        file: 'copy/messages/TY.json',
        line: 2,
        column: 19,
        pointer: '/menu.deposit',
        code: 'E_SAME_AS_EN',
        message: 'TY is the same as EN ("Deposit"): translate it, or list it in messages/same-as-EN.json if it is a name or a loanword',
      },
    ]);
    expect(loadTenant(tenants, 'copy', options).ok).toBe(true);
    writeFileSync(join(tenants, 'copy/messages/same-as-EN.json'), JSON.stringify({ TY: { 'menu.deposit': 'Deposit' } }));
    expect(loadTenant(tenants, 'copy', { ...options, quality: true }).ok).toBe(true);
  });

  it('fails npm run validate (exit 1) for an identical TY value, so it cannot come back unnoticed', () => {
    const tenants = tenantCopy({ 'messages/TY.json': '{\n  "menu.deposit": "Deposit"\n}\n' });
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', '--dir', tenants], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('/copy/messages/TY.json:2:19  /menu.deposit  TY is the same as EN ("Deposit")');
    expect(run.stderr).toContain('[E_SAME_AS_EN]');
  });

  it('reports a single pale logo at the brand.logo entry of tenant.json', () => {
    const tenants = tenantCopy({});
    const file = join(tenants, 'copy/tenant.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"logo": \{[^}]*\}/, '"logo": "/assets/logo-demo.svg"'));
    const result = loadTenant(tenants, 'copy', { baseDir: join(ROOT, 'tenants/_base'), rootDir: dir, quality: true });
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((e) => [e.file, e.line, e.column, e.pointer, e.code])).toEqual([
      ['copy/tenant.json', 6, 13, '/brand/logo', 'E_CONTRAST'],
    ]);
    expect(errors[0].message).toContain('(copy/assets/logo-demo.svg:16:3)');
  });
});
