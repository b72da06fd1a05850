/**
 * The config as the browser gets it, in the page (server/static/site.ts) and from GET /api/tenant:
 * the page config (engine/config/page-config.ts) with its encrypted customer-service paths
 * decrypted (SPEC 9.22, server/security/service-path-cipher.ts), so the browser's bundle carries
 * no cipher. The loader has refused a config whose paths do not decrypt to an address the URL
 * policy allows (server/tenants/lint-urls.ts); should one get here all the same, the entry is
 * served blank, which shows no entry (or, for `url`, the site's own message page).
 * Computed once per config object (a tenant edit loads a new object), for the page's config file
 * (server/static/config-file.ts) and every GET /api/tenant alike.
 */
import { pageConfig } from '../../engine/config/page-config.ts';
import { decryptServicePath, isEncryptedServicePath } from '../security/service-path-cipher.ts';

function openedEntry(value: unknown): unknown {
  if (typeof value !== 'string' || !isEncryptedServicePath(value)) return value;
  const opened = decryptServicePath(value);
  return 'address' in opened ? opened.address : '';
}

const served = new WeakMap<object, unknown>();

/** `config` without its server-only parts, its customer-service paths decrypted; callers must not change it. */
export function servedConfig<T extends object>(config: T): ReturnType<typeof pageConfig<T>> {
  const done = served.get(config);
  if (done) return done as ReturnType<typeof pageConfig<T>>;
  const result = serve(config);
  served.set(config, result);
  return result;
}

function serve<T extends object>(config: T): ReturnType<typeof pageConfig<T>> {
  const page = pageConfig(config);
  const service = (page as { customerService?: unknown }).customerService;
  if (typeof service !== 'object' || service === null) return page;
  const opened = Object.fromEntries(Object.entries(service).map(([name, value]) => [name, openedEntry(value)]));
  return { ...page, customerService: opened };
}
