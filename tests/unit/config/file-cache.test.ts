/**
 * The static file cache serves a file's new content after it was replaced by rename with its old
 * modification time and size kept (rsync -a, cp -p then mv): the inode tells the files apart.
 */
import { mkdtempSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileCache } from '../../../server/static/file-cache.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('static file cache', () => {
  it('re-reads a file replaced by rename even when size and modification time are unchanged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'file-cache-'));
    dirs.push(dir);
    const file = join(dir, 'logo.svg');
    const kept = new Date('2024-01-02T03:04:05Z');
    writeFileSync(file, '<svg>old</svg>');
    utimesSync(file, kept, kept);
    const cache = createFileCache();
    expect(cache.read(file)?.body.toString()).toBe('<svg>old</svg>');
    const before = statSync(file);
    writeFileSync(join(dir, '.logo.svg.tmp'), '<svg>new</svg>');
    utimesSync(join(dir, '.logo.svg.tmp'), kept, kept);
    renameSync(join(dir, '.logo.svg.tmp'), file);
    expect([statSync(file).mtimeMs, statSync(file).size]).toEqual([before.mtimeMs, before.size]);
    expect(cache.read(file)?.body.toString()).toBe('<svg>new</svg>');
  });
});
