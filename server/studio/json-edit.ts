/**
 * A JSON file's text changed to hold new data by editing only the values that differ, so every
 * other line stays byte for byte as it was (hand formatting, one-line objects, blank lines).
 *
 * jsonc-parser finds the nodes; the edits are made here rather than by its `modify`, whose
 * formatter reflows the whole lines around an insertion or removal: a property added after a
 * one-line `"hosts": [...]` turned that array into one item per line. A changed or new value is
 * written in formatTenantJson's style at its line's indentation. Should the result not read back
 * as `next` with its key order (a key order the edits cannot give), the file is formatted whole.
 */
import { applyEdits, findNodeAtLocation, parseTree, type JSONPath, type Node } from 'jsonc-parser';
import { isJsonObject, type JsonObject, type JsonValue } from '../../engine/config/merge.ts';
import { formatJsonValue, formatTenantJson } from '../../engine/config/overlay-diff.ts';

const same = (a: JsonValue | undefined, b: JsonValue | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The start of the line holding `offset`. */
function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function indentAt(text: string, offset: number): string {
  const start = lineStart(text, offset);
  return /^[ \t]*/.exec(text.slice(start, offset))![0];
}

/** True when only blanks come before `offset` on its line. */
function firstOnLine(text: string, offset: number): boolean {
  return /^[ \t]*$/.test(text.slice(lineStart(text, offset), offset));
}

/** The text of `text` changed to hold `next` (an object), with as few changed lines as the change needs. */
export function editJsonText(text: string, next: JsonObject): string {
  let out = text;
  const nodeAt = (path: JSONPath): Node => {
    const node = findNodeAtLocation(parseTree(out)!, path);
    if (!node) throw new Error(`json-edit: no node at /${path.join('/')}`);
    return node;
  };
  const edit = (offset: number, length: number, content: string) => {
    out = applyEdits(out, [{ offset, length, content }]);
  };

  const replace = (path: JSONPath, value: JsonValue) => {
    const node = nodeAt(path);
    edit(node.offset, node.length, formatJsonValue(value, indentAt(out, node.offset), node.offset - lineStart(out, node.offset)));
  };

  /** Removes a property or an array item with its comma; its neighbours' lines stay. */
  const remove = (path: JSONPath) => {
    const node = nodeAt(path);
    const item = node.parent?.type === 'property' ? node.parent : node;
    const container = item.parent!;
    const siblings = container.children!;
    const at = siblings.indexOf(item);
    if (siblings.length === 1) edit(container.offset + 1, container.length - 2, '');
    else if (at < siblings.length - 1) edit(item.offset, siblings[at + 1].offset - item.offset, '');
    else {
      const end = siblings[at - 1].offset + siblings[at - 1].length;
      edit(end, item.offset + item.length - end, '');
    }
  };

  /** Adds a property (key) or an array item (no key) after the container's last one, on a line of its own when they have theirs. */
  const append = (path: JSONPath, key: string | undefined, value: JsonValue) => {
    const container = nodeAt(path);
    const last = container.children![container.children!.length - 1];
    const ownLine = firstOnLine(out, last.offset);
    const indent = indentAt(out, last.offset);
    const name = key === undefined ? '' : `${JSON.stringify(key)}: `;
    const end = last.offset + last.length;
    const used = ownLine ? indent.length + name.length : end + 2 - lineStart(out, end) + name.length;
    edit(end, 0, `,${ownLine ? `\n${indent}` : ' '}${name}${formatJsonValue(value, indent, used)}`);
  };

  const walk = (path: JSONPath, before: JsonValue, after: JsonValue): void => {
    if (same(before, after)) return;
    if (isJsonObject(before) && isJsonObject(after) && Object.keys(after).some((k) => k in before)) {
      for (const key of Object.keys(before)) if (!(key in after)) remove([...path, key]);
      for (const key of Object.keys(after)) if (key in before) walk([...path, key], before[key], after[key]);
      for (const key of Object.keys(after)) if (!(key in before)) append(path, key, after[key]);
      return;
    }
    if (Array.isArray(before) && Array.isArray(after) && before.length > 0 && after.length > 0) {
      if (before.length === after.length) {
        before.forEach((item, i) => walk([...path, i], item, after[i]));
        return;
      }
      if (before.length < after.length && before.every((item, i) => same(item, after[i]))) {
        for (const item of after.slice(before.length)) append(path, undefined, item);
        return;
      }
      const kept = keptIndexes(before, after);
      if (kept) {
        for (let i = before.length - 1; i >= 0; i--) if (!kept.has(i)) remove([...path, i]);
        return;
      }
    }
    replace(path, after);
  };

  walk([], JSON.parse(text) as JsonValue, next);
  return same(JSON.parse(out) as JsonValue, next) ? out : formatTenantJson(next);
}

/** When `after` is `before` with some items left out: the indexes of `before` it keeps. */
function keptIndexes(before: JsonValue[], after: JsonValue[]): Set<number> | undefined {
  const kept = new Set<number>();
  let i = 0;
  for (const item of after) {
    while (i < before.length && !same(before[i], item)) i++;
    if (i === before.length) return undefined;
    kept.add(i++);
  }
  return kept;
}
