/**
 * The URL policy (issue 25): which addresses a tenant config may hold. One decision, used by the
 * lint (server/tenants/lint-urls.ts, so validate, the server's loader and the studio refuse such a
 * config) and by the engine at run time (engine/actions/registry.ts and configured-url.ts, so a
 * config on disk that carries one anyway opens nothing). Plain TypeScript: no React, no I/O.
 *
 * An address is either
 * - a site path: a single "/" first, and no "//" or "\" before its query or fragment (a browser
 *   reads "//host" and "\" as another site), or
 * - https on an origin of `security.allowedOrigins` or `security.trustedOrigins`.
 * A session placeholder (`{token}`) goes only into an https address on a trusted origin: never to
 * another origin, and never into a site path (the site has the session already; in an address it
 * leaks into history and logs). `javascript:`, `data:`, `vbscript:`, `blob:` and `file:` are refused
 * everywhere, judged as a browser reads them: case-insensitive, after it drops surrounding spaces and
 * control characters and any tab or newline. `http:` and every other scheme are refused too.
 *
 * A refusal is data (a code and what it is about), not prose: the lint words it for operators
 * (server/tenants/lint-urls.ts), and the browser bundle stays small (the home route's size budget).
 */

/** The tenant's allow-lists (`security`, platform-owned). A trusted origin is allowed as well. */
export interface UrlPolicy {
  readonly allowedOrigins: readonly string[];
  readonly trustedOrigins: readonly string[];
}

/** Why an address is refused: a code and what it is about (server/tenants/lint-urls.ts words it). */
export type UrlRefusal =
  | { readonly code: 'E_URL_SCHEME'; readonly scheme: string }
  | { readonly code: 'E_URL_ORIGIN'; readonly origin: string }
  /** the session to `origin`, or into a site path without one; by `placeholder`, or by the engine itself (the TASK link) without one */
  | { readonly code: 'E_URL_TOKEN'; readonly origin?: string; readonly placeholder?: string }
  /** `origin`: the real site behind a user name (userinfo) */
  | { readonly code: 'E_URL_INVALID'; readonly problem: UrlProblem; readonly origin?: string };

/** Why an address is not a valid one for the policy. */
export type UrlProblem = 'unparseable' | 'userinfo' | 'notSitePath' | 'neither' | 'sitePathOnly';

/**
 * The placeholder the engine fills with a credential (engine/actions/registry.ts fillPlaceholders
 * fills {language}, {theme} and {token}; only {token} is the member's session).
 */
const SESSION_PLACEHOLDER = /\{token\}/;

/** Schemes that run code or carry content no one checked (every scheme but https: is refused; the lint names these as such). */
export const FORBIDDEN_SCHEMES = ['javascript', 'data', 'vbscript', 'blob', 'file'] as const;

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
const NO_ORIGINS: UrlPolicy = { allowedOrigins: [], trustedOrigins: [] };

/** The policy of a config; one without `security` (an old cached copy) allows site paths only. */
export function urlPolicyOf(config: { security?: UrlPolicy }): UrlPolicy {
  return config.security ?? NO_ORIGINS;
}

/** The session placeholder in `text` (`{token}`), if any. */
export function sessionPlaceholderIn(text: string): string | undefined {
  return SESSION_PLACEHOLDER.exec(text)?.[0];
}

/** The address as a browser's URL parser sees it: surrounding C0 controls and spaces dropped, tabs and newlines removed. */
function browserTrim(text: string): string {
  // eslint-disable-next-line no-control-regex -- the C0 range is what the URL standard strips
  return text.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/**
 * Where an address leads, placeholders left as they are: the https origin it names, '' for a site
 * path, or the refusal when it is neither (a scheme other than https:, //host, a \, a user name).
 */
export function urlTarget(url: string): string | UrlRefusal {
  const text = browserTrim(url);
  const scheme = SCHEME.exec(text)?.[1].toLowerCase();
  if (scheme === 'https') {
    try {
      const parsed = new URL(text);
      return parsed.username || parsed.password ? { code: 'E_URL_INVALID', problem: 'userinfo', origin: parsed.origin } : parsed.origin;
    } catch {
      return { code: 'E_URL_INVALID', problem: 'unparseable' };
    }
  }
  if (scheme !== undefined) return { code: 'E_URL_SCHEME', scheme };
  if (!text.startsWith('/')) return { code: 'E_URL_INVALID', problem: 'neither' };
  const path = text.replace(/[?#][\s\S]*$/, '');
  return path.includes('//') || path.includes('\\') ? { code: 'E_URL_INVALID', problem: 'notSitePath' } : '';
}

/** True when `origin` is in `list` (the lists hold origins as the schema spells them; compared canonically). */
function listed(origin: string, list: readonly string[]): boolean {
  return list.some((entry) => {
    try {
      return new URL(entry).origin === origin;
    } catch {
      return false;
    }
  });
}

/**
 * Why the configured address `url` (placeholders not filled yet) is refused, or undefined when the
 * policy allows it. `session`: the session goes with the address, by this placeholder (by default
 * one in `url`; an openUrl action's query values count too), or '' when the engine adds it itself
 * (the TASK link): that needs a trusted origin, and a placeholder is refused in a site path.
 */
export function checkUrl(url: string, policy: UrlPolicy, session = sessionPlaceholderIn(url)): UrlRefusal | undefined {
  const origin = urlTarget(url);
  if (typeof origin !== 'string') return origin;
  if (origin === '') return session ? { code: 'E_URL_TOKEN', placeholder: session } : undefined;
  if (listed(origin, policy.trustedOrigins)) return undefined;
  if (session !== undefined) return { code: 'E_URL_TOKEN', origin, placeholder: session || undefined };
  return listed(origin, policy.allowedOrigins) ? undefined : { code: 'E_URL_ORIGIN', origin };
}
