/**
 * The URL policy for fields that take a site path only (the lottery frame, which gets the session;
 * vipPath; API route paths): engine/config/url-policy.ts's reading of an address, without origins.
 * Its own file so the home route's first chunk, which needs only url-policy.ts, does not carry it.
 */
import { sessionPlaceholderIn, urlTarget, type UrlRefusal } from './url-policy';

/** Why `url` is refused in a field that takes a site path only, or undefined. */
export function checkSitePath(url: string): UrlRefusal | undefined {
  const target = urlTarget(url);
  if (typeof target !== 'string') return target;
  if (target !== '') return { code: 'E_URL_INVALID', problem: 'sitePathOnly' };
  const placeholder = sessionPlaceholderIn(url);
  return placeholder === undefined ? undefined : { code: 'E_URL_TOKEN', placeholder };
}
