/**
 * The tenant's config as the browser gets it (engine/config/config-file.ts): the served config
 * (server/http/served-config.ts: no server-only parts, customer-service paths decrypted) without
 * its messages, which have files of their own (compiled-messages.ts), as /config/<hash>.json, the
 * hash that of its content. Computed once per config object: a tenant edit loads a new object,
 * whose file has a new name.
 */
import { createHash } from 'node:crypto';
import { compressedOnce, type Encoding } from '../http/compress.ts';
import { servedConfig } from '../http/served-config.ts';

export const CONFIG_FILES_PREFIX = '/config/';
/** The shape of a config file's address (the service worker keeps those it sees). */
export const CONFIG_FILE_PATH = /^\/config\/[0-9a-f]{16}\.json$/;

export interface ConfigFile {
  /** the served config, messages included (the page's message files and manifest are made from it) */
  config: ReturnType<typeof servedConfig<object>>;
  hash: string;
  path: string;
  body: Buffer;
  compressed: (encoding: Encoding) => Buffer;
}

const files = new WeakMap<object, ConfigFile>();

export function configFile(tenant: object): ConfigFile {
  const done = files.get(tenant);
  if (done) return done;
  const config = servedConfig(tenant);
  const body = Buffer.from(JSON.stringify({ ...config, messages: {} }));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  const file: ConfigFile = { config, hash, path: `${CONFIG_FILES_PREFIX}${hash}.json`, body, compressed: compressedOnce(body) };
  files.set(tenant, file);
  return file;
}

/** The hash a config file's name carries, or undefined for any other name. */
export function parseConfigFileName(name: string): string | undefined {
  const path = CONFIG_FILES_PREFIX + name;
  return !name.includes('/') && CONFIG_FILE_PATH.test(path) ? name.slice(0, 16) : undefined;
}
