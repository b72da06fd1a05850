/**
 * Content the server holds in several languages (issue 27 item 5): announcements, inbox messages,
 * banners, red-rain events, jackpots, help articles and activities keep each text field as a JSON
 * object from language code to text, `{"EN": "...", "TY": "..."}` (migration 028). A request is
 * answered field by field: in the language it asks for, else the tenant's default, else EN.
 */

/** One text field in each language it is written in, by language code (EN, TY...). */
export type LocalizedText = Readonly<Record<string, string>>;

/** The tenant's languages, as its config has them. */
export interface TenantLanguages {
  default: string;
  offered: readonly string[];
}

/**
 * The languages a request's texts are looked for in, in order: the asked one when the tenant
 * offers it (a browser tag like `en-US` counts as its language, EN), the tenant's default, EN.
 */
export function contentLanguages(languages: TenantLanguages, asked?: string): readonly string[] {
  const code = asked?.split(/[-_]/)[0].toUpperCase();
  const order = [code !== undefined && languages.offered.includes(code) ? code : languages.default, languages.default, 'EN'];
  return [...new Set(order)];
}

/**
 * A field's text in the first of `languages` it is written in (an empty text is not written);
 * a field written in none of them shows its first text rather than nothing.
 */
export function textIn(text: LocalizedText | null | undefined, languages: readonly string[]): string {
  if (!text) return '';
  for (const code of languages) {
    const value = text[code];
    if (value) return value;
  }
  return Object.values(text).find((value) => value !== '') ?? '';
}
