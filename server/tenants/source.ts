/**
 * A parsed JSON file that remembers where each value is, so errors found in the merged config can
 * name file, line and column. jsonc-parser keeps the offsets; comments and trailing commas are
 * refused because tenant files are plain JSON.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { JsonObject } from '../../engine/config/merge.ts';
import { isJsonObject } from '../../engine/config/merge.ts';
import type { ConfigError } from './types.ts';

export interface JsonSource {
  /** path relative to the repository root */
  file: string;
  tree: Node | undefined;
  data: JsonObject;
  lineStarts: number[];
}

export type ParsedSource = { ok: true; source: JsonSource } | { ok: false; error: ConfigError };

/** The offset where each line of text starts (for position). */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** The 1-based line and column of an offset, given the text's line starts. */
export function position(lineStarts: number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - lineStarts[lo] + 1 };
}

function describeParseError(code: ParseError['error']): string {
  return printParseErrorCode(code)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** Read and parse one JSON file; a syntax error comes back with its own file:line:column. */
export function readJsonSource(path: string, rootDir: string): ParsedSource {
  const file = relative(rootDir, path).split('\\').join('/');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : String(err);
    return { ok: false, error: { file, line: 1, column: 1, pointer: '', message: reason, code: 'E_FILE' } };
  }
  return parseJsonSource(text, file);
}

/** Parse JSON text belonging to `file` (relative to the repository root). */
export function parseJsonSource(text: string, file: string): ParsedSource {
  const lineStarts = lineStartsOf(text);
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length > 0 || !tree) {
    const first = errors[0];
    const offset = first ? first.offset : 0;
    const what = first ? describeParseError(first.error) : 'empty file';
    return {
      ok: false,
      error: { file, ...position(lineStarts, offset), pointer: '', message: `malformed JSON: ${what}`, code: 'E_JSON_SYNTAX' },
    };
  }
  const data: unknown = getNodeValue(tree);
  if (!isJsonObject(data)) {
    return {
      ok: false,
      error: { file, ...position(lineStarts, tree.offset), pointer: '', message: 'must be a JSON object', code: 'E_JSON_SYNTAX' },
    };
  }
  return { ok: true, source: { file, tree, data, lineStarts } };
}

/**
 * Line and column of the value at `segments` (or of its property name when `atKey`); when the
 * path does not exist in this file, the nearest existing ancestor is used.
 */
export function locate(source: JsonSource, segments: string[], atKey = false): { line: number; column: number } {
  let node = source.tree;
  let keyNode: Node | undefined;
  for (const seg of segments) {
    if (!node) break;
    let next: Node | undefined;
    let nextKey: Node | undefined;
    if (node.type === 'object') {
      const prop = node.children?.find((p) => p.children?.[0]?.value === seg);
      nextKey = prop?.children?.[0];
      next = prop?.children?.[1];
    } else if (node.type === 'array' && /^\d+$/.test(seg)) {
      next = node.children?.[Number(seg)];
    }
    if (!next) break;
    node = next;
    keyNode = nextKey;
  }
  const target = atKey && keyNode ? keyNode : node;
  return position(source.lineStarts, target ? target.offset : 0);
}
