/**
 * Static files read once and kept in memory with their compressed variants, re-read when the
 * file's size, modification time or inode changes (a rebuild or an asset edit shows without
 * restart; the inode catches a file replaced by rename with its old time kept, as rsync -a does).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { compressedOnce, type Encoding } from '../http/compress.ts';
import { contentTypeOf } from './mime.ts';

export interface CachedFile {
  body: Buffer;
  contentType: string;
  etag: string;
  /** Uses no `this`: it may be passed on as a plain function. */
  compressed: (encoding: Encoding) => Buffer;
}

interface Entry extends CachedFile {
  mtimeMs: number;
  size: number;
  ino: number;
}

/** The absolute path of `relativePath` inside `root`, or null when it would leave root. */
export function safeJoin(root: string, relativePath: string): string | null {
  if (relativePath.includes('\0')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${sep}${relativePath}`);
  return full === base || full.startsWith(base + sep) ? full : null;
}

export function createFileCache() {
  const entries = new Map<string, Entry>();

  /** The file at an absolute path, or undefined when it is not a readable regular file. */
  function read(path: string): CachedFile | undefined {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const known = entries.get(path);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size && known.ino === stat.ino) return known;
    let body: Buffer;
    try {
      body = readFileSync(path);
    } catch {
      return undefined;
    }
    const entry: Entry = {
      body,
      contentType: contentTypeOf(path),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      ino: stat.ino,
      compressed: compressedOnce(body),
    };
    entries.set(path, entry);
    return entry;
  }

  return { read };
}
