/**
 * The URL policy where screens use a configured address themselves (social icons, download
 * buttons, customer service, the task and lottery frames). Apart from the action registry so the
 * home route's first chunk does not carry it: only the screens' own chunks import it.
 */
import type { UrlRefusal } from '../config/url-policy';
import { checkUrl, sessionPlaceholderIn, urlPolicyOf } from '../config/url-policy';
import { checkSitePath } from '../config/url-site-path';
import type { Engine } from '../core/engine';
import { refuseUrl } from './registry';

const logged = new Set<string>();

/** A rendered link is judged on every render: its refusal is logged once. */
function refuseOnce(where: string, url: string, refusal: UrlRefusal): undefined {
  const key = `${where} ${url}`;
  if (!logged.has(key)) refuseUrl(where, url, refusal);
  logged.add(key);
  return undefined;
}

/**
 * A configured address if the tenant's URL policy allows it, else undefined and a warning naming
 * `where` (the config field). `sendsSession`: the screen adds the member's session to it (the task
 * frame), so an https address needs a trusted origin.
 */
export function permittedUrl(engine: Engine, url: string, where: string, sendsSession = false): string | undefined {
  const refusal = checkUrl(url, urlPolicyOf(engine.config), sendsSession ? (sessionPlaceholderIn(url) ?? '') : undefined);
  return refusal ? refuseOnce(where, url, refusal) : url;
}

/** A configured site path (a frame given the session), else undefined and a warning. */
export function permittedSitePath(url: string, where: string): string | undefined {
  const refusal = checkSitePath(url);
  return refusal ? refuseOnce(where, url, refusal) : url;
}

/** Opens a configured address (customer service, social...) if the URL policy allows it; else opens nothing and logs why. */
export function openConfiguredUrl(engine: Engine, url: string, target: '_self' | '_blank', where: string): void {
  const refusal = checkUrl(url, urlPolicyOf(engine.config));
  if (refusal) return refuseUrl(where, url, refusal);
  engine.openUrl(url, target);
}
