/** Shapes the studio works with: the draft (a tenant's merged config in three parts), issues and diffs. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A tenant's whole merged config as the studio edits it. */
export interface Draft {
  tenant: JsonObject;
  screens: Record<string, JsonObject>;
  messages: Record<string, Record<string, string>>;
}

/** A schema or lint problem, by JSON pointer into the merged config (/menus/bottom/0/icon, /screens/home/nodes/1, /messages/TY/key). */
export interface Issue {
  pointer: string;
  message: string;
  code: string;
}

/** A value as text when it is a string, else ''. */
export const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export interface DiffEntry {
  file: string;
  pointer: string;
  old?: Json;
  new?: Json;
}
