/**
 * Untranslated messages: a value of an offered language that is exactly its EN value is reported
 * (E_SAME_AS_EN), so a translator sees it and it cannot come back unnoticed. Names and loanwords
 * that are the same in both languages are accepted by listing them, with the accepted text, in
 * messages/same-as-EN.json of _base or of the tenant (the tenant's entries merge over the base's):
 * `{ "TY": { "menu.vip": "VIP" } }`. A listed text that no longer matches the EN value is reported
 * again (the EN text changed: look at it once more). Values with no letters outside {placeholders}
 * ("{text}", "{item}: {status}") have nothing to translate and are not reported.
 */
import { isJsonObject, type JsonObject } from '../../engine/config/merge.ts';

type Path = (string | number)[];
type Add = (path: Path, code: string, message: string) => void;

/** The allow-list's file name inside a messages folder; it is not a language file. */
export const SAME_AS_EN_FILE = 'same-as-EN.json';

/** Accepted identical values: language, then message key, then the accepted text. */
export type SameAsEnAllowList = Record<string, Record<string, string>>;

const REFERENCE = 'EN';

function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));
}

export function lintTranslations(config: JsonObject, allowed: SameAsEnAllowList, add: Add): void {
  const messages = isJsonObject(config.messages) ? config.messages : {};
  const reference = messages[REFERENCE];
  if (!isJsonObject(reference)) return;
  const languages = isJsonObject(config.languages) ? config.languages : {};
  const offered = Array.isArray(languages.offered) ? languages.offered.filter((l): l is string => typeof l === 'string') : [];
  for (const lang of offered) {
    const file = messages[lang];
    if (lang === REFERENCE || !isJsonObject(file)) continue;
    for (const [key, value] of Object.entries(file)) {
      if (typeof value !== 'string' || value !== reference[key] || !hasWords(value)) continue;
      if (allowed[lang]?.[key] === value) continue;
      add(
        ['messages', lang, key],
        'E_SAME_AS_EN',
        `${lang} is the same as ${REFERENCE} (${JSON.stringify(value)}): translate it, or list it in messages/${SAME_AS_EN_FILE} if it is a name or a loanword`,
      );
    }
  }
}

/** Reads an allow-list file's data; a shape it cannot use is a message (the caller reports it). */
export function parseAllowList(data: JsonObject): { list: SameAsEnAllowList; problems: { path: string[]; message: string }[] } {
  const list: SameAsEnAllowList = {};
  const problems: { path: string[]; message: string }[] = [];
  for (const [lang, entries] of Object.entries(data)) {
    if (lang.startsWith('$')) continue;
    if (!/^[A-Z]{2}$/.test(lang) || !isJsonObject(entries)) {
      problems.push({ path: [lang], message: `expected a language code (e.g. "TY") holding { "message.key": "accepted text" }` });
      continue;
    }
    list[lang] = {};
    for (const [key, text] of Object.entries(entries)) {
      if (typeof text === 'string') list[lang][key] = text;
      else problems.push({ path: [lang, key], message: 'the accepted text must be a string (the value identical in both languages)' });
    }
  }
  return { list, problems };
}
