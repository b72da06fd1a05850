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
 */

/** The tenant's allow-lists (`security`, platform-owned). A trusted origin is allowed as well. */
export interface UrlPolicy {
  readonly allowedOrigins: readonly string[];
  readonly trustedOrigins: readonly string[];
}

export type UrlRefusalCode = 'E_URL_SCHEME' | 'E_URL_ORIGIN' | 'E_URL_TOKEN' | 'E_URL_INVALID';

/** Why an address is refused: a code, and a message an operator can act on. */
export interface UrlRefusal {
  readonly code: UrlRefusalCode;
  readonly message: string;
}

/** What a field does with its address beyond linking to it. */
export interface UrlUse {
  /** the engine adds the member's session to it (the TASK link in the task frame) */
  sendsSession?: boolean;
}

/** The placeholders the engine fills in configured addresses, and whether each carries a credential. */
export const PLACEHOLDERS = { language: false, theme: false, token: true } as const;

export type PlaceholderName = keyof typeof PLACEHOLDERS;

/** Schemes that run code or carry content no one checked: refused with their own code. */
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

function quoted(url: string): string {
  return JSON.stringify(url.length > 80 ? `${url.slice(0, 77)}...` : url);
}

function refused(code: UrlRefusalCode, message: string): UrlTarget {
  return { kind: 'refused', refusal: { code, message } };
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
  if (scheme !== undefined && (FORBIDDEN_SCHEMES as readonly string[]).includes(scheme)) {
    return refused(
      'E_URL_SCHEME',
      `${scheme}: addresses are refused everywhere (they run code or carry content no one checked): use a site path such as /m/home or an https:// address`,
    );
  }
  if (scheme === 'http')
    return refused('E_URL_SCHEME', `http: is refused (unencrypted): use https:// on an origin of security.allowedOrigins`);
  if (scheme !== undefined && scheme !== 'https') {
    return refused('E_URL_SCHEME', `${scheme}: addresses are refused: use a site path such as /m/home or an https:// address`);
  }
  if (scheme === 'https') {
    let parsed: URL;
    try {
      parsed = new URL(text);
    } catch {
      return refused('E_URL_INVALID', `${quoted(url)} is not a valid https address: write https://host/path`);
    }
    if (parsed.username || parsed.password) {
      return refused(
        'E_URL_INVALID',
        `${quoted(url)} has a user name before its host, which hides the real site ${parsed.origin}: write https://host/path`,
      );
    }
    return { kind: 'origin', origin: parsed.origin };
  }
  if (text.startsWith('/')) {
    const path = text.replace(/[?#][\s\S]*$/, '');
    if (path.includes('//') || path.includes('\\')) {
      return refused(
        'E_URL_INVALID',
        `${quoted(url)} is not a site path: a site path has one / at the start and no // or \\ before its query (a browser reads them as another site); for another site write https://host/path`,
      );
    }
    return { kind: 'path' };
  }
  return refused('E_URL_INVALID', `${quoted(url)} is neither a site path (starting with /) nor an https:// address`);
}

/** True when `origin` is in the trusted list (it may receive the session). */
export function isTrustedOrigin(origin: string, policy: UrlPolicy): boolean {
  return policy.trustedOrigins.some((o) => canonicalOrigin(o) === origin);
}

/** True when `origin` may be linked to: allowed or trusted. */
export function isAllowedOrigin(origin: string, policy: UrlPolicy): boolean {
  return isTrustedOrigin(origin, policy) || policy.allowedOrigins.some((o) => canonicalOrigin(o) === origin);
}

function sessionToPath(placeholder: string): UrlRefusal {
  return {
    code: 'E_URL_TOKEN',
    message: `${placeholder} (the member's session) is refused in a site path: the site has the session already, and in an address it leaks into history and logs. Remove it; only an origin of security.trustedOrigins may receive it`,
  };
}

function sessionToUntrusted(placeholder: string, origin: string): UrlRefusal {
  return {
    code: 'E_URL_TOKEN',
    message: `${placeholder} (the member's session) may only go to an origin of security.trustedOrigins, and ${origin} is not one: remove ${placeholder}, or ask a platform admin to trust the origin`,
  };
}

/** Why the configured address `url` (placeholders not filled yet) is refused, or undefined when the policy allows it. */
export function checkUrl(url: string, policy: UrlPolicy, use: UrlUse = {}): UrlRefusal | undefined {
  const target = urlTarget(url);
  if (target.kind === 'refused') return target.refusal;
  const placeholder = sessionPlaceholderIn(url);
  if (target.kind === 'path') return placeholder === undefined ? undefined : sessionToPath(placeholder);
  if (!isTrustedOrigin(target.origin, policy)) {
    if (placeholder !== undefined) return sessionToUntrusted(placeholder, target.origin);
    if (use.sendsSession) {
      return {
        code: 'E_URL_TOKEN',
        message: `the engine sends the member's session to this address, and ${target.origin} is not in security.trustedOrigins: use a site path, or ask a platform admin to trust the origin`,
      };
    }
  }
  if (!isAllowedOrigin(target.origin, policy)) {
    return {
      code: 'E_URL_ORIGIN',
      message: `${target.origin} is not in security.allowedOrigins: link to an allowed origin or a site path, or ask a platform admin to allow it`,
    };
  }
  return undefined;
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
  if (target.kind === 'path') return sessionToPath(placeholder);
  return isTrustedOrigin(target.origin, policy) ? undefined : sessionToUntrusted(placeholder, target.origin);
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
  if (target.kind === 'origin')
    return { code: 'E_URL_INVALID', message: `${quoted(url)} must be a site path starting with / (this field takes no other site)` };
  const placeholder = sessionPlaceholderIn(url);
  return placeholder === undefined ? undefined : sessionToPath(placeholder);
}
