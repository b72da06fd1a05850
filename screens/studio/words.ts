/**
 * A part of the studio's words in its two languages (the cash desk's, the reviews'): `say` fills
 * `{name}` in from values, `useSay` is `say` in the studio's chosen language (re-rendering when it
 * changes), `isKey` tells a message from any text (a server's error code is looked up so),
 * `errorText` puts a server refusal in the operator's words; and dates in the language.
 */
import { StudioError } from './api';
import { useStudioLanguage, type StudioLanguage } from './language';

type Values = Record<string, string | number>;

export function wordsOf<Key extends string>(catalogues: Record<StudioLanguage, Record<Key, string>>) {
  const say = (language: StudioLanguage, key: Key, values: Values = {}): string =>
    catalogues[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  const useSay = () => {
    const language = useStudioLanguage();
    return (key: Key, values?: Values) => say(language, key, values);
  };
  const isKey = (key: string): key is Key => key in catalogues.EN;
  /** A server refusal: its code's message (`error.<code>`) when the part has one, else `error.other`. */
  const errorText = (language: StudioLanguage, error: unknown): string => {
    const code = error instanceof StudioError ? error.code : '';
    const message = error instanceof Error ? error.message : String(error);
    const key = `error.${code}`;
    return isKey(key) ? say(language, key, { message }) : say(language, 'error.other' as Key, { message });
  };
  return { say, useSay, isKey, errorText, catalogues };
}

export const locale = (language: StudioLanguage) => (language === 'TY' ? 'fil-PH' : 'en-GB');

/** A moment as an operator reads it: date and time. */
export const when = (language: StudioLanguage, iso: string) =>
  new Date(iso).toLocaleString(locale(language), { dateStyle: 'medium', timeStyle: 'short' });
