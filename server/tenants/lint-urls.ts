/**
 * The URL policy's lint (issue 25): every address a merged tenant config holds is a site path or
 * https on an origin of `security.allowedOrigins` / `security.trustedOrigins`, a session placeholder
 * goes only to a trusted origin, and script-like schemes are refused. The rules themselves are
 * engine/config/url-policy.ts and url-site-path.ts, which the engine applies again at run time;
 * this module knows where the addresses are, and words the refusals for operators. Pure, and tolerant of configs that failed schema validation.
 *
 * | where (merged config)                          | what it is                            | rule                          |
 * |------------------------------------------------|---------------------------------------|-------------------------------|
 * | any openUrl action: `url`, `query/<name>`      | menus, screens, if/then/else          | address; {token} if trusted   |
 * | `downloadLinks/<i>/url` (blank allowed)        | app, LINE, BLOG links; TASK frame     | address; TASK: session, so an https TASK link needs a trusted origin |
 * | `social/<network>`                             | footer icons                          | address                       |
 * | `customerService/url`, `telegram`, `affiliateService` (blank allowed) | service entries | address, after decrypting an encrypted one |
 * | `responsibleGaming/helpLines/<i>/url`          | help lines on the responsible-gaming page | address                   |
 * | `content/banners/<i>/image`, `link`            | banner image; where its tap goes      | address                       |
 * | `brand/logo`, `brand/logo/<theme>`             | logo image                            | address                       |
 * | `settings/imageCDNs/<i>`                       | image CDN origin                      | allowed origin (https: by the schema) |
 * | screens: image `src`, loginFooter `speedTest/url` | image, speed-test link             | address                       |
 * | screens: lottoFrame `src`, `closeTo`           | frame given the session; close target | site path                     |
 * | `settings/vipPath`, `api/routes/<name>/path`   | VIP page; API calls carry the session | site path                     |
 *
 * "address" = site path or https on an allowed origin, no session placeholder unless trusted.
 * Site-path-only fields are judged here only when they start with "/" (the schema's `^/` pattern
 * reports the rest); `brand/appIcon`, `brand/appIconPng`, loyalty mall images (`^/assets/`) and
 * navigate targets and `shell/homePath` (which must match a route: E_UNKNOWN_ROUTE) are left to
 * those rules. Game launch addresses come from the server, not the config.
 */
import { isJsonObject, type JsonObject, type JsonValue } from '../../engine/config/merge.ts';
import { checkUrl, FORBIDDEN_SCHEMES, sessionPlaceholderIn, type UrlPolicy, type UrlRefusal } from '../../engine/config/url-policy.ts';
import { checkSitePath } from '../../engine/config/url-site-path.ts';
import { decryptServicePath, isEncryptedServicePath, type ServicePathProblem } from '../security/service-path-cipher.ts';

type Path = (string | number)[];
type Add = (path: Path, code: string, message: string) => void;

function obj(value: JsonValue | undefined): JsonObject {
  return isJsonObject(value) ? value : {};
}

function strings(value: JsonValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The config's allow-lists as far as they are well-formed (the schema reports the rest). */
function policyOf(config: JsonObject): UrlPolicy {
  const security = obj(config.security);
  return { allowedOrigins: strings(security.allowedOrigins), trustedOrigins: strings(security.trustedOrigins) };
}

function walk(value: JsonValue, path: Path, visit: (value: JsonObject, path: Path) => void): void {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], visit));
  else if (isJsonObject(value)) {
    visit(value, path);
    for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit);
  }
}

function quoted(url: string): string {
  return JSON.stringify(url.length > 80 ? `${url.slice(0, 77)}...` : url);
}

/** A refusal in words an operator can act on: what is wrong, and which key or form fixes it. */
export function urlRefusalMessage(url: string, refusal: UrlRefusal): string {
  switch (refusal.code) {
    case 'E_URL_SCHEME':
      if ((FORBIDDEN_SCHEMES as readonly string[]).includes(refusal.scheme))
        return `${refusal.scheme}: addresses are refused everywhere (they run code or carry content no one checked): use a site path such as /m/home or an https:// address`;
      if (refusal.scheme === 'http') return 'http: is refused (unencrypted): use https:// on an origin of security.allowedOrigins';
      return `${refusal.scheme}: addresses are refused: use a site path such as /m/home or an https:// address`;
    case 'E_URL_ORIGIN':
      return `${refusal.origin} is not in security.allowedOrigins: link to an allowed origin or a site path, or ask a platform admin to allow it`;
    case 'E_URL_TOKEN':
      if (refusal.origin === undefined)
        return `${refusal.placeholder ?? 'the session'} (the member's session) is refused in a site path: the site has the session already, and in an address it leaks into history and logs. Remove it; only an origin of security.trustedOrigins may receive it`;
      if (refusal.placeholder === undefined)
        return `the engine sends the member's session to this address, and ${refusal.origin} is not in security.trustedOrigins: use a site path, or ask a platform admin to trust the origin`;
      return `${refusal.placeholder} (the member's session) may only go to an origin of security.trustedOrigins, and ${refusal.origin} is not one: remove ${refusal.placeholder}, or ask a platform admin to trust the origin`;
    case 'E_URL_INVALID':
      switch (refusal.problem) {
        case 'unparseable':
          return `${quoted(url)} is not a valid https address: write https://host/path`;
        case 'userinfo':
          return `${quoted(url)} has a user name before its host, which hides the real site ${refusal.origin ?? ''}: write https://host/path`;
        case 'notSitePath':
          return `${quoted(url)} is not a site path: a site path has one / at the start and no // or \\ before its query (a browser reads them as another site); for another site write https://host/path`;
        case 'sitePathOnly':
          return `${quoted(url)} must be a site path starting with / (this field takes no other site)`;
        case 'neither':
          return `${quoted(url)} is neither a site path (starting with /) nor an https:// address`;
      }
  }
}

/** Why an encrypted customer-service path (SPEC 9.22) does not open, in words an operator can act on. */
const ENCRYPTED_PROBLEMS: Record<ServicePathProblem, string> = {
  form: 'is not an encrypted address: the encrypted form (base64, starting U2FsdGVkX1) followed by its 8-character key, as npx tsx scripts/customer-service-path.ts encrypt <address> writes it',
  cipher:
    'does not decrypt with its last 8 characters as the key: it was cut, changed or encrypted under another key; encrypt the address again',
  control: 'decrypts to text with control characters, which no address has: encrypt the address again',
};

/** Lint every address of a merged config against its URL policy; issues at the value's pointer. */
export function lintUrls(config: JsonObject, add: Add): void {
  const policy = policyOf(config);
  const report = (path: Path, url: string, refusal: UrlRefusal | undefined) => {
    if (refusal) add(path, refusal.code, urlRefusalMessage(url, refusal));
  };
  /** An address field (`sendsSession`: the engine adds the session, the TASK link); a blank one is left to the schema and the engine's "empty url" message. */
  const address = (value: JsonValue | undefined, path: Path, sendsSession = false) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    report(path, value, checkUrl(value, policy, sendsSession ? (sessionPlaceholderIn(value) ?? '') : undefined));
  };
  const sitePath = (value: JsonValue | undefined, path: Path) => {
    if (typeof value === 'string' && value.startsWith('/')) report(path, value, checkSitePath(value));
  };

  const brand = obj(config.brand);
  if (isJsonObject(brand.logo)) for (const [theme, logo] of Object.entries(brand.logo)) address(logo, ['brand', 'logo', theme]);
  else address(brand.logo, ['brand', 'logo']);

  const settings = obj(config.settings);
  sitePath(settings.vipPath, ['settings', 'vipPath']);
  if (Array.isArray(settings.imageCDNs)) {
    settings.imageCDNs.forEach((cdn, i) => {
      if (typeof cdn === 'string' && /^https:\/\//i.test(cdn)) address(cdn, ['settings', 'imageCDNs', i]);
    });
  }

  if (Array.isArray(config.downloadLinks)) {
    config.downloadLinks.forEach((link, i) => {
      const { url, resourceType } = obj(link);
      address(url, ['downloadLinks', i, 'url'], resourceType === 'TASK');
    });
  }
  for (const [network, url] of Object.entries(obj(config.social))) address(url, ['social', network]);
  /** A customer-service entry: an encrypted one is checked as the address it decrypts to. */
  const serviceEntry = (value: JsonValue | undefined, path: Path) => {
    if (typeof value !== 'string' || !isEncryptedServicePath(value)) return address(value, path);
    const opened = decryptServicePath(value);
    if ('problem' in opened) return add(path, 'E_URL_ENCRYPTED', `the encrypted address ${ENCRYPTED_PROBLEMS[opened.problem]}`);
    const refusal = checkUrl(opened.address, policy);
    if (refusal)
      add(path, refusal.code, `the encrypted address decrypts to ${quoted(opened.address)}: ${urlRefusalMessage(opened.address, refusal)}`);
  };
  const service = obj(config.customerService);
  for (const key of ['url', 'telegram', 'affiliateService']) serviceEntry(service[key], ['customerService', key]);
  const helpLines = obj(config.responsibleGaming).helpLines;
  if (Array.isArray(helpLines)) helpLines.forEach((line, i) => address(obj(line).url, ['responsibleGaming', 'helpLines', i, 'url']));
  const banners = obj(config.content).banners;
  if (Array.isArray(banners)) {
    banners.forEach((banner, i) => {
      address(obj(banner).image, ['content', 'banners', i, 'image']);
      address(obj(banner).link, ['content', 'banners', i, 'link']);
    });
  }
  for (const [name, route] of Object.entries(obj(obj(config.api).routes))) sitePath(obj(route).path, ['api', 'routes', name, 'path']);

  // Actions anywhere (menus, screens, nested if/then/else) and the nodes that hold addresses.
  const { messages: _messages, ...rest } = config;
  walk(rest, [], (value, path) => {
    if (value.action === 'openUrl' && typeof value.url === 'string') {
      address(value.url, [...path, 'url']);
      for (const [name, query] of Object.entries(obj(value.query))) {
        // the session in a query value goes to the url's origin; the url's own problems are reported at url
        if (typeof query !== 'string') continue;
        const placeholder = sessionPlaceholderIn(query);
        const refusal = placeholder === undefined ? undefined : checkUrl(value.url, policy, placeholder);
        if (refusal?.code === 'E_URL_TOKEN') report([...path, 'query', name], query, refusal);
      }
    }
    if (path[0] !== 'screens') return;
    if (value.type === 'image') address(value.src, [...path, 'src']);
    if (value.type === 'loginFooter') address(obj(value.speedTest).url, [...path, 'speedTest', 'url']);
    if (value.type === 'lottoFrame') {
      sitePath(value.src, [...path, 'src']);
      sitePath(value.closeTo, [...path, 'closeTo']);
    }
  });
}
