/**
 * Cookie reading shared by the browser (document.cookie) and the server (the Cookie header): a
 * leaf both layers may import (scripts/eslint/boundaries.js).
 */

/** The value of cookie `name` in a Cookie header or `document.cookie` string; undefined when absent or malformed. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
