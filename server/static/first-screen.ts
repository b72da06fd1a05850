/**
 * Server rendering of the first screen (issue 11): loads the SSR build of screens/ssr.tsx from
 * <distDir>/.ssr/ssr.mjs (made by every vite build) and renders the home for a signed-out visitor
 * with the answers the page carries, in the theme and language this browser will start with (its
 * hint cookies, engine/core/first-screen.ts; Accept-Language; country). No build, a member hint,
 * another route, a gate other than the app, or a failed render: no markup, and the browser
 * renders the page itself as before.
 */
import { createHash, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TenantConfig } from '../../engine/config/types.ts';
import { detectDevices } from '../../engine/core/device.ts';
import { HINT_COOKIES, readHintCookies, type FirstScreenInput, type SsrAssumptions } from '../../engine/core/first-screen.ts';
import { startupLanguage } from '../../engine/i18n/language.ts';
import { startupTheme } from '../../engine/theme/theme.ts';
import { readCookie } from '../http/tenant.ts';
import { firstDataKey } from '../../engine/api/first-data.ts';
import { withCompiledMessages } from './compiled-messages.ts';
import { countryCode } from '../http/client-info.ts';

interface SsrModule {
  render(input: FirstScreenInput): Promise<string>;
  warmUp(): Promise<unknown>;
  firstScreenCss: string;
}

export interface FirstScreen {
  /** markup for the inside of <div id="root"> */
  html: string;
  /** CSS the markup needs before its chunks arrive (sent in the head) */
  css: string;
  assumptions: SsrAssumptions;
}

/** The first tag of Accept-Language, as navigator.language reports it (e.g. "en-US"). */
function firstLanguage(req: IncomingMessage): string | undefined {
  const tag = (req.headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.trim();
  return tag && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) ? tag : undefined;
}

/** Renders kept per tenant config: start states times first data seen lately (oldest dropped first). */
const KEPT_PER_TENANT = 32;
/** The most calls remembered for one member screen (server/static/first-screen.ts renderMember). */
const MAX_ASKED = 64;

/**
 * Values kept per tenant config object (a reload makes a new one, and the old one's values go
 * with it) under a key, at most `limit` per config, the oldest dropped first.
 */
function keptPerConfig<Value>(limit: number) {
  const all = new WeakMap<TenantConfig, Map<string, Value>>();
  return {
    /** The value kept under `key`, made (and kept) when there is none. */
    get(config: TenantConfig, key: string, make: () => Value): Value {
      let kept = all.get(config);
      if (!kept) all.set(config, (kept = new Map<string, Value>()));
      if (kept.has(key)) return kept.get(key)!;
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      const value = make();
      kept.set(key, value);
      return value;
    },
    delete(config: TenantConfig, key: string) {
      all.get(config)?.delete(key);
    },
  };
}

export function createFirstScreenRenderer({ distDir, log }: { distDir: string; log: (line: string) => void }) {
  /** A nonce no markup contains, replaced by each response's own. */
  const NONCE_STAND_IN = `nonce-${randomBytes(12).toString('hex')}`;
  /** a guest's markup per start state and first data */
  const rendered = keptPerConfig<Promise<string>>(KEPT_PER_TENANT);
  /** per member screen (path and start state): the calls its render asked for */
  const askedFor = keptPerConfig<Map<string, [string, object | undefined]>>(KEPT_PER_TENANT);
  const path = join(distDir, '.ssr', 'ssr.mjs');
  let loaded: { mtimeMs: number; module: Promise<SsrModule | undefined> } | undefined;

  /** The SSR build, reloaded when a new build replaces it; undefined when there is none. */
  function ssrModule(): Promise<SsrModule | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return Promise.resolve(undefined);
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const module = import(`${pathToFileURL(path).href}?v=${mtimeMs}`).then(
        async (m) => {
          await (m as SsrModule).warmUp();
          return m as SsrModule;
        },
        (error: unknown) => {
          log(`first screen: the SSR build could not be loaded: ${String(error)}`);
          return undefined;
        },
      );
      loaded = { mtimeMs, module };
    }
    return loaded.module;
  }

  /**
   * The state this browser will start in, as far as the request tells: the language (its hint
   * cookie, Accept-Language, country), the theme (its hint cookie), the device kinds, and whether
   * a member session is hinted (then no guest markup is rendered; server/main.ts, which checks
   * the session cookie itself, sets it from that).
   */
  function startState(
    req: IncomingMessage,
    config: TenantConfig,
    pathname: string,
  ): Omit<SsrAssumptions, 'member'> & { browserLanguage?: string; signedIn: boolean } {
    const browserLanguage = firstLanguage(req);
    const country = countryCode(req);
    // the hints as the browser reads them from document.cookie (engine/boot.tsx)
    const hints = readHintCookies(req.headers.cookie ?? '');
    const language = startupLanguage(
      config.languages,
      { session: null, stored: hints.language ?? null },
      { browserLanguage, countryCode: country || undefined },
    );
    const theme = startupTheme(config.themes, hints.theme ?? null);
    const userAgent = String(req.headers['user-agent'] ?? '');
    const devices = detectDevices({ userAgent } as Navigator, () => ({ matches: false }) as MediaQueryList);
    return { path: pathname, language, theme, devices, browserLanguage, signedIn: readCookie(req, HINT_COOKIES.member) !== undefined };
  }

  /** The home's markup for this request, or undefined when the browser should render it. */
  async function render(
    req: IncomingMessage,
    {
      config,
      state,
      firstData,
      nonce,
    }: { config: TenantConfig; state: ReturnType<typeof startState>; firstData: Record<string, unknown>; nonce: string },
  ): Promise<FirstScreen | undefined> {
    if (state.signedIn) return undefined;
    const module = await ssrModule();
    if (!module) return undefined;
    const { browserLanguage } = state;
    const assumptions: SsrAssumptions = { path: state.path, language: state.language, theme: state.theme, devices: state.devices };
    const country = countryCode(req);
    // Every guest with the same start state and the same first data sees the same markup: it is
    // rendered once under a stand-in nonce, kept per config object (a reload makes a new one) and
    // build, and each response gets its own nonce in its place.
    const key = createHash('sha256')
      .update(JSON.stringify([loaded?.mtimeMs ?? 0, assumptions, browserLanguage ?? '', country, firstData]))
      .digest('base64');
    const markup = rendered.get(config, key, () => {
      // the messages compiled as the browser receives them, so both format every text alike
      const made = module.render({
        ...assumptions,
        config: withCompiledMessages(config),
        firstData,
        nonce: NONCE_STAND_IN,
        browserLanguage,
        countryCode: country || undefined,
      });
      made.catch(() => rendered.delete(config, key));
      return made;
    });
    try {
      const html = (await markup).split(NONCE_STAND_IN).join(nonce);
      return { html, css: module.firstScreenCss, assumptions };
    } catch (error) {
      log(`first screen: rendering ${config.id} ${state.path} failed: ${(error as Error)?.stack ?? String(error)}`);
      return undefined;
    }
  }

  /**
   * A member's page (issue 26), rendered for that member alone: never kept, under this response's
   * own nonce. The calls its first render asks for that the page does not carry yet are answered
   * (`answer`, the member's own reads) and it renders again, up to three rounds; a call left
   * unanswered shows its loading state and the browser makes it. The answers go with the page,
   * so hydration reuses them with no second fetch.
   */
  async function renderMember(
    req: IncomingMessage,
    {
      config,
      state,
      firstData,
      nonce,
      member,
      answer,
    }: {
      config: TenantConfig;
      state: ReturnType<typeof startState>;
      firstData: Record<string, unknown>;
      nonce: string;
      member: number;
      answer: (name: string, params: object | undefined) => Promise<{ value: unknown } | undefined>;
    },
  ): Promise<(FirstScreen & { firstData: Record<string, unknown> }) | undefined> {
    const module = await ssrModule();
    if (!module) return undefined;
    const assumptions: SsrAssumptions = { path: state.path, language: state.language, theme: state.theme, devices: state.devices, member };
    const entries = { ...firstData };
    const compiled = withCompiledMessages(config);
    // The calls this screen asked for last time are answered before its first render, so it
    // usually renders once; what it asks for anew is remembered for the next member.
    const screenKey = JSON.stringify([loaded?.mtimeMs ?? 0, state.path, state.language, state.theme, state.devices]);
    const asked = askedFor.get(config, screenKey, () => new Map<string, [string, object | undefined]>());
    const answerAll = async (calls: Map<string, [string, object | undefined]>) => {
      const found = await Promise.all(
        [...calls].filter(([key]) => !(key in entries)).map(async ([key, [name, params]]) => [key, await answer(name, params)] as const),
      );
      let added = false;
      for (const [key, answered] of found)
        if (answered) {
          entries[key] = answered.value;
          added = true;
        }
      return added;
    };
    try {
      await answerAll(asked);
      for (let round = 1; ; round++) {
        const missing = new Map<string, [string, object | undefined]>();
        const html = await module.render({
          ...assumptions,
          config: compiled,
          firstData: entries,
          nonce,
          browserLanguage: state.browserLanguage,
          countryCode: countryCode(req) || undefined,
          onMissing: (name, params) => missing.set(firstDataKey(name, params), [name, params]),
          onError: (error) =>
            log(`first screen: ${state.path} for a member: a part is left to the browser: ${(error as Error)?.stack ?? String(error)}`),
        });
        for (const [key, call] of missing) if (asked.size < MAX_ASKED) asked.set(key, call);
        if (round === 3 || !(await answerAll(missing))) return { html, css: module.firstScreenCss, assumptions, firstData: entries };
      }
    } catch (error) {
      log(`first screen: rendering ${config.id} ${state.path} for a member failed: ${(error as Error)?.stack ?? String(error)}`);
      return undefined;
    }
  }

  return {
    startState,
    render,
    renderMember,
    /** Loads the renderer and every node's code now rather than on the first page request. */
    warmUp: () => void ssrModule(),
  };
}
