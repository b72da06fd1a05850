/**
 * The tenant's messages as the browser receives them: each ICU message already parsed into the
 * AST that react-intl formats, so the browser bundle carries no message parser (the build points
 * '@formatjs/icu-messageformat-parser' at its no-parser entry; scripts/vite.config.ts). Parsed
 * with the options react-intl would use in the browser (tags on, the language's locale). One
 * compiled copy per config object, so a tenant is compiled once per edit, not once per request.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeOf } from '../../engine/i18n/language.ts';

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
