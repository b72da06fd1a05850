/** Shapes shared by the tenant loader, lint and registry. */
import type { MergedConfig } from '../../engine/config/merge.ts';

/** One problem found in a tenant config, located in the file that contributed the value. */
export interface ConfigError {
  /** path relative to the repository root, forward slashes */
  file: string;
  /** 1-based */
  line: number;
  /** 1-based */
  column: number;
  /** JSON pointer inside `file` */
  pointer: string;
  message: string;
  code: string;
}

/** A problem located in the merged config, before it is mapped back to a file. */
export interface ConfigIssue {
  /** JSON pointer inside the merged config (e.g. /screens/home/nodes/1/group) */
  pointer: string;
  message: string;
  code: string;
  /** point at the property name rather than its value */
  atKey?: boolean;
  /** a more precise pointer used only to find the contributing file (e.g. a removed key) */
  probe?: string;
}

/**
 * A failed load carries its errors by file and, when the files merged, the same problems as
 * issues of the merged config (what the studio reports, for comparing the two).
 */
export type LoadResult = { ok: true; config: MergedConfig } | { ok: false; errors: ConfigError[]; issues?: ConfigIssue[] };

/** `file:line:column  /json/pointer  message` as printed by npm run validate and the server log. */
export function formatConfigError(e: ConfigError): string {
  return `${e.file}:${e.line}:${e.column}  ${e.pointer || '/'}  ${e.message} [${e.code}]`;
}
