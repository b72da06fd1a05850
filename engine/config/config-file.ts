/**
 * The tenant's config as the page gets it: a file of its own, /config/<hash>.json, the hash that
 * of its content (server/static/config-file.ts), named by the page's `#tenant-config` element.
 * Inside the page it was some 6 KB of the member home's 14 compressed, which took a member's home
 * past the first round trip of a slow network (14,600 bytes); as a file it downloads beside the
 * app's code, once: the browser and the service worker keep it until a tenant edit names another.
 * The entry (screens/main.tsx) asks for it before loading the app; boot waits for the same request.
 */
import type { PageConfig } from './types';

let request: Promise<PageConfig> | undefined;

/** The page's config, fetched once per page, tried three times a second apart before it fails. */
export function loadPageConfig(): Promise<PageConfig> {
  return (request ??= fetchConfig(document.getElementById('tenant-config')?.dataset.src ?? '', 3));
}

async function fetchConfig(src: string, tries: number): Promise<PageConfig> {
  try {
    const response = await fetch(src); // same-origin credentials, the default: the tenant cookie goes with it
    if (!response.ok) throw new Error(`${src}: ${response.status}`);
    return (await response.json()) as PageConfig;
  } catch (error) {
    if (tries <= 1) throw error;
    await new Promise((done) => setTimeout(done, 1_000));
    return fetchConfig(src, tries - 1);
  }
}
