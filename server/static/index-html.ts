/**
 * The page every site route answers with: dist/index.html with the tenant's merged config and
 * the CSP nonce injected at the `<!--app-head-->` marker, and <html lang data-theme> set from
 * the tenant's defaults (lang through the engine's localeOf, so server and browser agree).
 * Pure string work, no I/O.
 */
import { localeOf } from '../../engine/i18n/language.ts';
import { compileMessages, messageFiles } from './compiled-messages.ts';
import { ERROR_PAGE_MESSAGE_IDS, type MessageFileList } from '../../engine/i18n/catalogues.ts';
import { manifestHead, type ManifestConfig } from './manifest.ts';
import type { FirstScreen } from './first-screen.ts';
import { APP_PRELOAD_END, APP_PRELOAD_START } from './app-preload.ts';
import { loadEntryAfterFirstScreen } from './entry-loader.ts';

export const HEAD_MARKER = '<!--app-head-->';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON safe inside a <script> element: no "<" can close it or open a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface IndexInjection {
  nonce: string;
  /** answers for the first screen's data sources, and the images to preload (server/endpoints/first-data.ts) */
  firstData?: { entries: Record<string, unknown>; preloadImages: string[] };
  /**
   * the tenant's merged config, whose messages the page names one file per language for
   * (compiled-messages.ts), and its theme and manifest; the config itself is not in the page
   */
  config: { languages?: { default?: string }; themes?: { default?: string; palettes?: Record<string, unknown> }; messages?: unknown };
  /**
   * where the browser gets that config (config-file.ts): a file of its own, not the page, which
   * keeps a member's home, too, within one round trip of a slow network
   */
  configPath: string;
  /** the first screen rendered on the server (first-screen.ts), placed inside <div id="root"> */
  firstScreen?: FirstScreen;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The theme's colours as the CSS custom properties the browser's applyTheme sets, so server-rendered
 * markup paints in them before any script runs. Values are schema-checked colours; anything that
 * could leave the declaration is dropped all the same.
 */
function paletteCss(theme: string, palette: unknown): string {
  const declarations = [`color-scheme:${theme}`];
  if (palette && typeof palette === 'object') {
    for (const [token, value] of Object.entries(palette)) {
      if (typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(token) && !/[;{}<>\\]/.test(value))
        declarations.push(`--c-${token}:${value}`);
    }
  }
  return `:root{${declarations.join(';')}}`;
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * `html` without the app's modulepreload block (APP_PRELOAD markers), and the addresses that block
 * named; a link to one of them outside the block goes too (Vite writes its preload helper's own
 * link beside the entry, which was fetched before the first paint).
 */
function withoutAppPreload(html: string): { html: string; preloads: string[] } {
  const start = html.indexOf(APP_PRELOAD_START);
  const end = html.indexOf(APP_PRELOAD_END);
  if (start < 0 || end <= start) return { html, preloads: [] };
  const preloads = [...html.slice(start, end).matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const rest = html.slice(0, start) + html.slice(end + APP_PRELOAD_END.length);
  return { html: rest.replace(MODULE_PRELOAD, (link, href: string) => (preloads.includes(href) ? '' : link)), preloads };
}

/**
 * The message file of each language, the language the page starts in as far as the server knows
 * (the browser's entry asks for that one at once), and that language's few messages of the error
 * page boot shows when no file can be had (engine/i18n/catalogues.ts).
 */
function messageFileList(config: IndexInjection['config'], firstScreen: FirstScreen | undefined): MessageFileList {
  const files: Record<string, string> = {};
  for (const [language, file] of messageFiles(config)) files[language] = file.path;
  const start = firstScreen?.assumptions.language ?? config.languages?.default ?? 'EN';
  const compiled =
    config.messages && typeof config.messages === 'object'
      ? compileMessages(config.messages as Record<string, Record<string, string>>)[start]
      : undefined;
  const errorPage: MessageFileList['errorPage'] = {};
  for (const id of ERROR_PAGE_MESSAGE_IDS) if (compiled?.[id]) errorPage[id] = compiled[id];
  return { files, start, errorPage };
}

/**
 * index.html with the head block injected and the <html> attributes set. The page's data (the
 * config, the message files, the first screen's answers) goes at the end of the body: boot reads
 * it once the page is parsed, and nothing in it is needed to paint, so the browser reaches the
 * entry script and the first screen's markup without first reading some 40 KB of JSON.
 */
export function renderIndexHtml(template: string, { nonce, config, configPath, firstData, firstScreen }: IndexInjection): string {
  const full = config as Partial<ManifestConfig>;
  const app =
    full.brand && full.themes && full.routes && full.languages
      ? manifestHead(full as ManifestConfig, firstScreen?.assumptions.theme ?? full.themes.default)
      : '<link rel="icon" href="data:,">';
  const head =
    `<meta name="csp-nonce" content="${escapeAttribute(nonce)}">` +
    app +
    (firstData?.preloadImages ?? [])
      .map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`)
      .join('') +
    (firstScreen
      ? `<style nonce="${escapeAttribute(nonce)}">${paletteCss(firstScreen.assumptions.theme, config.themes?.palettes?.[firstScreen.assumptions.theme])}${firstScreen.css.replace(/<\//g, '<\\/')}</style>`
      : '');
  const data =
    `<script id="tenant-config" type="application/json" data-src="${escapeAttribute(configPath)}"></script>` +
    `<script id="message-files" type="application/json">${scriptSafeJson(messageFileList(config, firstScreen))}</script>` +
    (firstData ? `<script id="first-data" type="application/json">${scriptSafeJson(firstData.entries)}</script>` : '');
  const hasBody = template.includes('</body>');
  const headBlock = hasBody ? head : head + data;
  const withHead = template.includes(HEAD_MARKER)
    ? template.replace(HEAD_MARKER, () => headBlock)
    : template.replace('</head>', () => `${headBlock}</head>`);
  const withData = hasBody ? withHead.replace('</body>', () => `${data}</body>`) : withHead;
  const lang = localeOf(firstScreen?.assumptions.language ?? config.languages?.default ?? 'EN');
  const theme = firstScreen?.assumptions.theme ?? config.themes?.default ?? 'dark';
  const attributes = `lang="${escapeAttribute(lang)}" data-theme="${escapeAttribute(theme)}"`;
  // With server-rendered markup no script download starts before the first paint: the entry is
  // loaded after it (entry-loader.ts), and the app's modulepreload links are left out of the head
  // for the loader to add then.
  const withoutPreload = withoutAppPreload(withData);
  const withRoot = firstScreen
    ? loadEntryAfterFirstScreen(withoutPreload.html, escapeAttribute(nonce), withoutPreload.preloads).replace(
        ROOT_ELEMENT,
        () => `<div id="root" data-ssr="${escapeAttribute(JSON.stringify(firstScreen.assumptions))}">${firstScreen.html}</div>`,
      )
    : withData;
  return withRoot.replace(/<html\b[^>]*>/i, () => `<html ${attributes}>`);
}
