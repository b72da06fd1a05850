/**
 * The URL policy (issue 25): which addresses a tenant config may hold. One decision, used by the
 * lint (server/tenants/lint-urls.ts, so validate, the server's loader and the studio refuse such a
 * config) and by the engine at run time (engine/actions/registry.ts, so a config on disk that
 * carries one anyway opens nothing). Plain TypeScript: no React, no I/O.
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

export type UrlRefusalCode = 'E_URL_SCHEME' | 'E_URL_ORIGIN' | 'E_URL_TOKEN' | 'E_URL_INVALID';

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

/** What a field does with its address beyond linking to it. */
export interface UrlUse {
  /** the engine adds the member's session to it (the TASK link in the task frame) */
  sendsSession?: boolean;
}

/** The placeholders the engine fills in configured addresses, and whether each carries a credential. */
export const PLACEHOLDERS = { language: false, theme: false, token: true } as const;

export type PlaceholderName = keyof typeof PLACEHOLDERS;

/** Schemes that run code or carry content no one checked (every scheme but https: is refused; the lint names these as such). */
export const FORBIDDEN_SCHEMES = ['javascript', 'data', 'vbscript', 'blob', 'file'] as const;

const SESSION_NAMES = (Object.keys(PLACEHOLDERS) as PlaceholderName[]).filter((name) => PLACEHOLDERS[name]);
const SESSION_PLACEHOLDER = new RegExp(`\\{(?:${SESSION_NAMES.join('|')})\\}`);
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
const NO_ORIGINS: UrlPolicy = { allowedOrigins: [], trustedOrigins: [] };

/** The policy of a config; one without `security` (an old cached copy) allows site paths only. */
export function urlPolicyOf(config: { security?: UrlPolicy }): UrlPolicy {
  return config.security ?? NO_ORIGINS;
}

/** The first session placeholder in `text` (`{token}`), if any. */
export function sessionPlaceholderIn(text: string): string | undefined {
  return SESSION_PLACEHOLDER.exec(text)?.[0];
}

/** The address as a browser's URL parser sees it: surrounding C0 controls and spaces dropped, tabs and newlines removed. */
export function browserTrim(text: string): string {
  // eslint-disable-next-line no-control-regex -- the C0 range is what the URL standard strips
  return text.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** Where an address leads: the site itself, another origin, or nowhere the policy allows. */
export type UrlTarget = { kind: 'path' } | { kind: 'origin'; origin: string } | { kind: 'refused'; refusal: UrlRefusal };

function refused(refusal: UrlRefusal): UrlTarget {
  return { kind: 'refused', refusal };
}

/** The origin in the form the allow-lists hold (lower case, no default port), or the text as given. */
function canonicalOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

/** Reads an address for the policy: scheme, then site path or https origin; placeholders are left as they are. */
export function urlTarget(url: string): UrlTarget {
  const text = browserTrim(url);
  const scheme = SCHEME.exec(text)?.[1].toLowerCase();
  if (scheme !== undefined && scheme !== 'https') return refused({ code: 'E_URL_SCHEME', scheme });
  if (scheme === 'https') {
    let parsed: URL;
    try {
      parsed = new URL(text);
    } catch {
      return refused({ code: 'E_URL_INVALID', problem: 'unparseable' });
    }
    if (parsed.username || parsed.password) return refused({ code: 'E_URL_INVALID', problem: 'userinfo', origin: parsed.origin });
    return { kind: 'origin', origin: parsed.origin };
  }
  if (!text.startsWith('/')) return refused({ code: 'E_URL_INVALID', problem: 'neither' });
  const path = text.replace(/[?#][\s\S]*$/, '');
  return path.includes('//') || path.includes('\\') ? refused({ code: 'E_URL_INVALID', problem: 'notSitePath' }) : { kind: 'path' };
}

/** True when `origin` is in the trusted list (it may receive the session). */
export function isTrustedOrigin(origin: string, policy: UrlPolicy): boolean {
  return policy.trustedOrigins.some((o) => canonicalOrigin(o) === origin);
}

/** True when `origin` may be linked to: allowed or trusted. */
export function isAllowedOrigin(origin: string, policy: UrlPolicy): boolean {
  return isTrustedOrigin(origin, policy) || policy.allowedOrigins.some((o) => canonicalOrigin(o) === origin);
}

/** Why the configured address `url` (placeholders not filled yet) is refused, or undefined when the policy allows it. */
export function checkUrl(url: string, policy: UrlPolicy, use: UrlUse = {}): UrlRefusal | undefined {
  const target = urlTarget(url);
  if (target.kind === 'refused') return target.refusal;
  const placeholder = sessionPlaceholderIn(url);
  if (target.kind === 'path') return placeholder === undefined ? undefined : { code: 'E_URL_TOKEN', placeholder };
  const { origin } = target;
  if ((placeholder !== undefined || use.sendsSession) && !isTrustedOrigin(origin, policy))
    return { code: 'E_URL_TOKEN', origin, placeholder };
  return isAllowedOrigin(origin, policy) ? undefined : { code: 'E_URL_ORIGIN', origin };
}

/**
 * Why a query value added to the address `url` is refused: a session placeholder needs `url` on a
 * trusted origin. Undefined when allowed, and when `url` itself is refused (that is its own problem).
 */
export function checkQueryValue(url: string, value: string, policy: UrlPolicy): UrlRefusal | undefined {
  const placeholder = sessionPlaceholderIn(value);
  if (placeholder === undefined) return undefined;
  const target = urlTarget(url);
  if (target.kind === 'refused') return undefined;
  if (target.kind === 'path') return { code: 'E_URL_TOKEN', placeholder };
  return isTrustedOrigin(target.origin, policy) ? undefined : { code: 'E_URL_TOKEN', origin: target.origin, placeholder };
}

/** Why an openUrl action's address with its query is refused, or undefined when the policy allows it. */
export function checkOpenUrl(
  url: string,
  query: Readonly<Record<string, string | undefined>> | undefined,
  policy: UrlPolicy,
): UrlRefusal | undefined {
  const refusal = checkUrl(url, policy);
  if (refusal) return refusal;
  for (const value of Object.values(query ?? {})) {
    const queryRefusal = value === undefined ? undefined : checkQueryValue(url, value, policy);
    if (queryRefusal) return queryRefusal;
  }
  return undefined;
}

/** Why `url` is refused in a field that takes a site path only (frames given the session, API routes), or undefined. */
export function checkSitePath(url: string): UrlRefusal | undefined {
  const target = urlTarget(url);
  if (target.kind === 'refused') return target.refusal;
  if (target.kind === 'origin') return { code: 'E_URL_INVALID', problem: 'sitePathOnly' };
  const placeholder = sessionPlaceholderIn(url);
  return placeholder === undefined ? undefined : { code: 'E_URL_TOKEN', placeholder };
}
