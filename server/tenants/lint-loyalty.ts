/**
 * Loyalty cross-checks JSON Schema cannot say: level ids and item ids unique, levels in strictly
 * ascending order of minTurnover starting at 0.00, and the message keys of level names and
 * benefits present in every offered language (item titles are checked by the generic `title` rule).
 */
import { isJsonObject, type JsonObject, type JsonValue } from '../../engine/config/merge.ts';

type Path = (string | number)[];
type Add = (path: Path, code: string, message: string) => void;

const amount = (value: JsonValue | undefined): number | undefined =>
  typeof value === 'string' && /^\d+\.\d{2}$/.test(value) ? Math.round(Number(value) * 100) : undefined;

export function lintLoyalty(config: JsonObject, offered: string[], messages: JsonObject, add: Add): void {
  const loyalty = config.loyalty;
  if (!isJsonObject(loyalty)) return;
  const missing = (key: string) => offered.filter((lang) => isJsonObject(messages[lang]) && typeof messages[lang][key] !== 'string');
  const checkKey = (value: JsonValue | undefined, path: Path) => {
    if (typeof value !== 'string') return;
    const missingIn = missing(value);
    if (missingIn.length > 0) add(path, 'E_MISSING_MESSAGE', `message key "${value}" is missing in ${missingIn.join(', ')}`);
  };
  const levels = Array.isArray(loyalty.levels) ? loyalty.levels : [];
  const ids = new Set<string>();
  let previous: number | undefined;
  levels.forEach((level, i) => {
    if (!isJsonObject(level)) return;
    const at: Path = ['loyalty', 'levels', i];
    if (typeof level.id === 'string') {
      if (ids.has(level.id)) add([...at, 'id'], 'E_LOYALTY_DUPLICATE', `level id "${level.id}" is used twice`);
      ids.add(level.id);
    }
    const min = amount(level.minTurnover);
    if (min !== undefined) {
      if (i === 0 && min !== 0)
        add([...at, 'minTurnover'], 'E_LOYALTY_ORDER', 'the first level must start at 0.00 so every member has a level');
      if (previous !== undefined && min <= previous)
        add([...at, 'minTurnover'], 'E_LOYALTY_ORDER', 'levels must be in strictly ascending order of minTurnover');
      previous = min;
    }
    checkKey(level.name, [...at, 'name']);
    if (Array.isArray(level.benefits)) level.benefits.forEach((key, j) => checkKey(key, [...at, 'benefits', j]));
  });
  const mall = isJsonObject(loyalty.mall) ? loyalty.mall : {};
  const itemIds = new Set<string>();
  (Array.isArray(mall.items) ? mall.items : []).forEach((item, i) => {
    if (!isJsonObject(item) || typeof item.id !== 'string') return;
    if (itemIds.has(item.id)) add(['loyalty', 'mall', 'items', i, 'id'], 'E_LOYALTY_DUPLICATE', `mall item id "${item.id}" is used twice`);
    itemIds.add(item.id);
  });
}
