/**
 * Intl's data loaded on a worker thread (engine/i18n/intl-warmup.ts, issue 11): the entry starts
 * one worker named after the page's language; a browser without workers, or one that refuses
 * them, still starts; the worker uses Intl in that language and ends itself, even on a bad name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffThread } from '../../../engine/i18n/intl-warmup';

afterEach(() => vi.unstubAllGlobals());

const pageIn = (lang: string) => ({ documentElement: { lang } }) as unknown as Document;

describe('warmIntlOffThread', () => {
  it('starts one worker from the warm-up script, named after the page language', () => {
    const started: { url: string; name?: string }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options: WorkerOptions) {
          started.push({ url: String(url), name: options.name });
        }
      },
    );
    warmIntlOffThread(pageIn('fil'));
    expect(started).toHaveLength(1);
    expect(started[0].url).toMatch(/\/engine\/i18n\/intl-warmup-worker\.ts$/);
    expect(started[0].name).toBe('fil');
  });

  it('names the worker en when the page has no language', () => {
    const names: (string | undefined)[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(_url: URL, options: WorkerOptions) {
          names.push(options.name);
        }
      },
    );
    warmIntlOffThread(pageIn(''));
    expect(names).toEqual(['en']);
  });

  it('does nothing where there are no workers, and survives a refused one', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntlOffThread(pageIn('en'))).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the content security policy', 'SecurityError');
        }
      },
    );
    expect(() => warmIntlOffThread(pageIn('en'))).not.toThrow();
  });
});

describe('the warm-up worker', () => {
  const source = readFileSync(join(import.meta.dirname, '../../../engine/i18n/intl-warmup-worker.ts'), 'utf8');

  /** Runs the worker's script (it has no TypeScript syntax) with a fake self, counting its uses of Intl. */
  function runWorker(name: string) {
    const used: string[] = [];
    const close = vi.fn();
    const intl = new Proxy(Intl, {
      get: (target, key: string) => (used.push(key), Reflect.get(target, key)),
    });
    runInNewContext(source, { self: { name, close }, Intl: intl });
    return { used, close };
  }

  it("uses Intl's number, date and plural formats in the named locale, then closes", () => {
    const { used, close } = runWorker('fil');
    expect(new Set(used)).toEqual(new Set(['NumberFormat', 'DateTimeFormat', 'PluralRules']));
    expect(close).toHaveBeenCalledOnce();
  });

  it('closes without an error when its name is no locale', () => {
    const { close } = runWorker('not a locale!');
    expect(close).toHaveBeenCalledOnce();
  });
});
