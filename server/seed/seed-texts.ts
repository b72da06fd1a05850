/**
 * How the seed writes its texts (server/content/localized-text.ts): a seeded row found again gets
 * the languages its texts lack, and no text it has is changed (an operator's edit, or the wording
 * of an older seed), so a database seeded before TY texts existed gets them on its next start.
 */

/** The SET list of an upsert (`ON CONFLICT ... DO UPDATE SET ...`) that adds the seed's missing languages to `fields` of `table`. */
export function addLanguages(table: string, ...fields: string[]): string {
  return fields.map((field) => `${field} = EXCLUDED.${field} || ${table}.${field}`).join(', ');
}
