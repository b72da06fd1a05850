/**
 * Empty texts: a message that is empty or only white space in any language file would publish a
 * blank bottom tab, button or title, so it is an error (E_EMPTY_TEXT) wherever it is, as are the
 * brand name and a language's own name. A text that only holds a placeholder ("{amount}") is not
 * empty: the placeholder is filled at run time.
 */
import { isJsonObject, type JsonObject } from '../../engine/config/merge.ts';

type Add = (path: (string | number)[], code: string, message: string) => void;

const blank = (text: string) => text.replace(/[\s\u200B-\u200D\u2060\uFEFF]/g, '') === '';

export function lintEmptyTexts(config: JsonObject, add: Add): void {
  const messages = isJsonObject(config.messages) ? config.messages : {};
  for (const [lang, file] of Object.entries(messages)) {
    if (!isJsonObject(file)) continue;
    for (const [key, value] of Object.entries(file)) {
      if (typeof value === 'string' && blank(value))
        add(['messages', lang, key], 'E_EMPTY_TEXT', `the ${lang} text of "${key}" is empty: write the text people will see`);
    }
  }
  const brand = isJsonObject(config.brand) ? config.brand : {};
  if (typeof brand.name === 'string' && blank(brand.name)) add(['brand', 'name'], 'E_EMPTY_TEXT', 'the brand name is empty');
  const languages = isJsonObject(config.languages) ? config.languages : {};
  const supported = Array.isArray(languages.supported) ? languages.supported : [];
  supported.forEach((entry, i) => {
    if (isJsonObject(entry) && typeof entry.label === 'string' && blank(entry.label))
      add(['languages', 'supported', i, 'label'], 'E_EMPTY_TEXT', 'the language name is empty');
  });
}
