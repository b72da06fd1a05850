/**
 * A field's words for an operator, from its schema: the label is the schema's `x-label` (`title`
 * names the generated TypeScript type, such as BannerNode, so it is no label), the help its
 * `description`. A field without an `x-label` is named by its key spelt out ("tileMinWidth" →
 * "Tile min width"), so a schema added without one still reads as words.
 */
import type { Schema } from './catalog';

/** The field's label: its `x-label`, else its key as words with a capital. */
export function fieldLabel(key: string, schema: Schema | undefined): string {
  const label = schema?.['x-label'];
  if (typeof label === 'string' && label !== '') return label;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field's one line of help: the field's own description, else that of the schema it refers to. */
export function fieldHelp(schema: Schema | undefined, referenced?: Schema): string | undefined {
  const own = schema?.description;
  if (typeof own === 'string' && own !== '') return own;
  const shared = referenced?.description;
  return typeof shared === 'string' && shared !== '' ? shared : undefined;
}
