/**
 * The tenant's messages as the browser receives them: each ICU message already parsed into the
 * AST that react-intl formats, so the browser bundle carries no message parser (the build points
 * '@formatjs/icu-messageformat-parser' at its no-parser entry; scripts/vite.config.ts). Parsed
 * with the options react-intl would use in the browser (tags on, the language's locale). One
 * compiled copy per config object, so a tenant is compiled once per edit, not once per request.
 */
import { createHash } from 'node:crypto';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeOf } from '../../engine/i18n/language.ts';
import { MESSAGE_FILE_PATH, MESSAGE_FILES_PREFIX } from '../../engine/i18n/catalogues.ts';
import { compressedOnce, type Encoding } from '../http/compress.ts';

type Messages = Record<string, Record<string, string>>;
export type CompiledMessages = Record<string, Record<string, MessageFormatElement[]>>;

const compiled = new WeakMap<object, CompiledMessages>();

/** One message: its AST, or the text as a literal when it is not valid ICU (shown as written, never an error). */
export function compileMessage(text: string, language: string): MessageFormatElement[] {
  try {
    return parse(text, { locale: new Intl.Locale(localeOf(language)) });
  } catch {
    return [{ type: TYPE.literal, value: text }];
  }
}

export function compileMessages(messages: Messages): CompiledMessages {
  const done = compiled.get(messages);
  if (done) return done;
  const result: CompiledMessages = {};
  for (const [language, catalogue] of Object.entries(messages)) {
    result[language] = {};
    for (const [key, text] of Object.entries(catalogue)) result[language][key] = compileMessage(text, language);
  }
  compiled.set(messages, result);
  return result;
}

/** The config with its messages compiled (the same object for the same config). */
export function withCompiledMessages<C extends { messages?: unknown }>(config: C): C {
  if (!config.messages || typeof config.messages !== 'object') return config;
  return { ...config, messages: compileMessages(config.messages as Messages) };
}

/**
 * One language's compiled catalogue as the file the browser fetches (engine/i18n/catalogues.ts):
 * /i18n/<language>.<hash>.json, the hash that of its content, so the browser and the service
 * worker may keep it for good and a tenant edit that changes a message names a new file.
 */
export interface MessageFile {
  language: string;
  hash: string;
  path: string;
  body: Buffer;
  compressed: (encoding: Encoding) => Buffer;
}

/** The language and hash a message file's name carries, or undefined for any other name. */
export function parseMessageFileName(name: string): { language: string; hash: string } | undefined {
  const match = name.includes('/') ? null : MESSAGE_FILE_PATH.exec(MESSAGE_FILES_PREFIX + name);
  return match ? { language: match[1], hash: match[2] } : undefined;
}

const fileSets = new WeakMap<object, Map<string, MessageFile>>();

/** The message file of each language of the config (made once per config object). */
export function messageFiles(config: { messages?: unknown }): Map<string, MessageFile> {
  const messages = config.messages;
  if (!messages || typeof messages !== 'object') return new Map();
  const done = fileSets.get(messages);
  if (done) return done;
  const files = new Map<string, MessageFile>();
  for (const [language, catalogue] of Object.entries(compileMessages(messages as Messages))) {
    const body = Buffer.from(JSON.stringify(catalogue));
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    files.set(language, {
      language,
      hash,
      path: `${MESSAGE_FILES_PREFIX}${language}.${hash}.json`,
      body,
      compressed: compressedOnce(body),
    });
  }
  fileSets.set(messages, files);
  return files;
}
