/**
 * A three-way merge of two edits of one config by JSON pointer: `base` is the version both
 * operators started from, `ours` the draft, `theirs` the newest version. Pure: no I/O.
 *
 * The rules, from the top of the config down:
 * - a value that only one side changed takes that side's value; one both sides changed the
 *   same way takes it too;
 * - objects merge key by key, so edits of different keys never meet (a key added or removed is a
 *   change of that key);
 * - an array is one value, except when base, ours and theirs have the same length and the two
 *   sides changed different items: then each item takes the side that changed it. Two edits of
 *   the same item, or any change of an array's length on one side and anything on the other, is
 *   one conflict at the array's pointer (a reorder or an insertion shifts every index, and a
 *   merge by index would put items in the wrong places);
 * - anything else both sides changed differently is a conflict at its pointer. Conflicts never
 *   nest: a conflict's pointer is never a prefix of another's.
 *
 * A conflict carries the three values; an absent one (the key was not there, or was removed) is
 * left out. The merged value holds theirs at each conflict until `resolveMerge` applies a choice.
 */
import { isJsonObject, type JsonObject, type JsonValue } from '../../engine/config/merge.ts';
import { parsePointer, toPointer } from '../tenants/pointer.ts';

export interface MergeConflict {
  /** JSON pointer into the whole draft ({ tenant, screens, messages }) */
  pointer: string;
  /** absent: the value was not there in the version both started from */
  base?: JsonValue;
  /** absent: the draft removed it */
  ours?: JsonValue;
  /** absent: the newest version removed it */
  theirs?: JsonValue;
}

export interface MergeResult<T> {
  /** ours and theirs merged; theirs at each conflict */
  merged: T;
  conflicts: MergeConflict[];
}

/** One person's pick for one conflict. */
export interface MergeChoice {
  pointer: string;
  take: 'ours' | 'theirs';
}

/** A choice that does not fit the conflicts: the API answers it with 400. */
export class MergeChoiceError extends Error {
  constructor(
    readonly code: 'E_MERGE_CHOICE' | 'E_MERGE_UNRESOLVED',
    message: string,
  ) {
    super(message);
  }
}

const same = (a: JsonValue | undefined, b: JsonValue | undefined) => JSON.stringify(a) === JSON.stringify(b);

function conflict(path: string[], base: JsonValue | undefined, ours: JsonValue | undefined, theirs: JsonValue | undefined): MergeConflict {
  const found: MergeConflict = { pointer: toPointer(path) };
  if (base !== undefined) found.base = base;
  if (ours !== undefined) found.ours = ours;
  if (theirs !== undefined) found.theirs = theirs;
  return found;
}

function walk(
  path: string[],
  base: JsonValue | undefined,
  ours: JsonValue | undefined,
  theirs: JsonValue | undefined,
  out: MergeConflict[],
): JsonValue | undefined {
  if (same(ours, theirs) || same(base, ours)) return theirs;
  if (same(base, theirs)) return ours;
  if (isJsonObject(base) && isJsonObject(ours) && isJsonObject(theirs)) {
    const merged: JsonObject = {};
    // theirs' key order, then the keys the draft added
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(ours)])) {
      const value = walk([...path, key], base[key], ours[key], theirs[key], out);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(ours) && Array.isArray(theirs) && ours.length === base.length && theirs.length === base.length) {
    const changed = (side: JsonValue[]) => base.flatMap((item, i) => (same(item, side[i]) ? [] : [i]));
    const ourItems = changed(ours);
    if (!changed(theirs).some((i) => ourItems.includes(i) && !same(ours[i], theirs[i])))
      return theirs.map((item, i) => (ourItems.includes(i) ? ours[i] : item));
  }
  out.push(conflict(path, base, ours, theirs));
  return theirs;
}

/** The three-way merge of `ours` and `theirs` from `base` (see the rules above); T is a JSON value's type. */
export function mergeThreeWay<T>(base: T, ours: T, theirs: T): MergeResult<T> {
  const conflicts: MergeConflict[] = [];
  const merged = walk([], base as JsonValue, ours as JsonValue, theirs as JsonValue, conflicts);
  return { merged: (merged ?? theirs) as T, conflicts };
}

/**
 * The merge with one choice per conflict applied. Throws MergeChoiceError when a choice names a
 * pointer that is not in conflict, two name the same one, or a conflict has none.
 */
export function resolveMerge<T>(base: T, ours: T, theirs: T, choices: readonly MergeChoice[]): T {
  const { merged, conflicts } = mergeThreeWay<JsonValue>(base as JsonValue, ours as JsonValue, theirs as JsonValue);
  const byPointer = new Map(conflicts.map((c) => [c.pointer, c]));
  const chosen = new Set<string>();
  let result = merged;
  for (const choice of choices) {
    const found = byPointer.get(choice.pointer);
    if (!found)
      throw new MergeChoiceError('E_MERGE_CHOICE', `${choice.pointer} is not in conflict: only a conflict's pointer takes a choice`);
    if (chosen.has(choice.pointer)) throw new MergeChoiceError('E_MERGE_CHOICE', `${choice.pointer} has two choices: give one`);
    chosen.add(choice.pointer);
    if (choice.take === 'ours') result = setAt(result, parsePointer(choice.pointer), found.ours);
  }
  const open = conflicts.filter((c) => !chosen.has(c.pointer));
  if (open.length > 0)
    throw new MergeChoiceError(
      'E_MERGE_UNRESOLVED',
      `${open.length} conflict${open.length === 1 ? '' : 's'} still need${open.length === 1 ? 's' : ''} a choice: ${open.map((c) => c.pointer).join(', ')}`,
    );
  return result as T;
}

/**
 * `root` with the value at `path` replaced by `value` (removed when undefined). The path's parents
 * are objects that exist: a conflict is never inside an array, and its parents are theirs'.
 */
function setAt(root: JsonValue, path: string[], value: JsonValue | undefined): JsonValue {
  if (path.length === 0) return value ?? root;
  const [key, ...rest] = path;
  const copy = { ...(root as JsonObject) };
  if (rest.length === 0 && value === undefined) delete copy[key];
  else if (rest.length === 0) copy[key] = value!;
  else copy[key] = setAt(copy[key], rest, value);
  return copy;
}
