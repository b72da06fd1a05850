/**
 * Content cross-checks JSON Schema cannot say (issue 30 item 2): names unique per kind, a schedule
 * that ends after it starts, texts in the tenant's default language, flags the tenant has, a red
 * rain whose envelopes fit its budget (banner images and links follow the URL policy: lint-urls.ts).
 * Pure, and tolerant of configs that failed the schema.
 */
import { isJsonObject, type JsonObject, type JsonValue } from '../../engine/config/merge.ts';

type Path = (string | number)[];
type Add = (path: Path, code: string, message: string) => void;

const CENTS = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/;
const cents = (value: JsonValue | undefined): number | undefined =>
  typeof value === 'string' && CENTS.test(value) ? Math.round(Number(value) * 100) : undefined;
const time = (value: JsonValue | undefined): number | undefined => {
  const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : at;
};

const KINDS = ['banners', 'announcements', 'redRain'] as const;

export function lintContent(config: JsonObject, defaultLanguage: string | undefined, flags: JsonObject, add: Add): void {
  const content = config.content;
  if (!isJsonObject(content)) return;
  for (const kind of KINDS) {
    const items = content[kind];
    if (!Array.isArray(items)) continue;
    const names = new Set<string>();
    items.forEach((item, i) => {
      if (!isJsonObject(item)) return;
      const at: Path = ['content', kind, i];
      if (typeof item.id === 'string') {
        if (names.has(item.id))
          add([...at, 'id'], 'E_CONTENT_DUPLICATE', `the name "${item.id}" is used by another item of ${kind}: give each its own`);
        names.add(item.id);
      }
      for (const field of ['title', 'body'] as const) {
        const text = item[field];
        if (
          isJsonObject(text) &&
          defaultLanguage !== undefined &&
          !(typeof text[defaultLanguage] === 'string' && text[defaultLanguage] !== '')
        )
          add(
            [...at, field],
            'E_CONTENT_DEFAULT_LANGUAGE',
            `the ${field} has no ${defaultLanguage} text, the tenant's default language, which members fall back to`,
          );
      }
      const schedule = kind === 'redRain' ? item : isJsonObject(item.schedule) ? item.schedule : {};
      const schedulePath = kind === 'redRain' ? at : [...at, 'schedule'];
      const from = time(schedule.from);
      const until = time(schedule.until);
      if (from !== undefined && until !== undefined && until <= from)
        add([...schedulePath, 'until'], 'E_CONTENT_SCHEDULE', 'the end is not after the start: nobody would ever see it');
      if (Array.isArray(item.flags)) {
        item.flags.forEach((flag, j) => {
          if (typeof flag === 'string' && !(flag in flags))
            add([...at, 'flags', j], 'E_UNKNOWN_FLAG', `flag "${flag}" is not one of the tenant's flags`);
        });
      }
      if (kind === 'redRain') {
        const min = cents(item.min);
        const max = cents(item.max);
        const budget = cents(item.budget);
        if (min === 0) add([...at, 'min'], 'E_RED_RAIN_AMOUNT', 'the smallest envelope must be more than 0');
        if (min !== undefined && max !== undefined && max < min)
          add([...at, 'max'], 'E_RED_RAIN_AMOUNT', 'the largest envelope is smaller than the smallest');
        if (max !== undefined && budget !== undefined && budget < max)
          add([...at, 'budget'], 'E_RED_RAIN_AMOUNT', 'the budget is smaller than the largest envelope');
      }
    });
  }
}
