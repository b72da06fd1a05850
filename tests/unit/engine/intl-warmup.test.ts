/**
 * Intl's data loaded on a worker thread (engine/i18n/intl-warmup.ts, issue 11): the entry starts
 * one worker named after the page's language; a browser without workers, or one that refuses
 * them, still starts; the worker uses Intl in that language, says so and ends itself, even on a
 * bad name; start-up's wait for it (intlWarm) ends with its word, its failure, or after a second.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as warmup from '../../../engine/i18n/intl-warmup';

const { warmIntlOffThread } = warmup;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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

describe('intlWarm', () => {
  /** A stand-in Worker that keeps the last one made, to fire its events. */
  function fakeWorkers() {
    const made: { onmessage: (() => void) | null; onerror: (() => void) | null }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor() {
          made.push(this);
        }
      },
    );
    return made;
  }
  const settled = async (promise: Promise<unknown> | undefined) => {
    let done = false;
    void promise?.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('settles when the worker says it has used Intl, not before', async () => {
    vi.useFakeTimers();
    const made = fakeWorkers();
    warmIntlOffThread(pageIn('en'));
    const wait = warmup.intlWarm;
    expect(await settled(wait)).toBe(false);
    made[0].onmessage!();
    expect(await settled(wait)).toBe(true);
  });

  it('settles when the worker fails, or after a second without a word', async () => {
    vi.useFakeTimers();
    const made = fakeWorkers();
    warmIntlOffThread(pageIn('en'));
    made[0].onerror!();
    expect(await settled(warmup.intlWarm)).toBe(true);

    warmIntlOffThread(pageIn('en'));
    const silent = warmup.intlWarm;
    vi.advanceTimersByTime(999);
    expect(await settled(silent)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(silent)).toBe(true);
  });
});

describe('the warm-up worker', () => {
  const source = readFileSync(join(import.meta.dirname, '../../../engine/i18n/intl-warmup-worker.ts'), 'utf8');

  /** Runs the worker's script (it has no TypeScript syntax) with a fake self, counting its uses of Intl. */
  function runWorker(name: string) {
    const used: string[] = [];
    const close = vi.fn();
    const postMessage = vi.fn(() => expect(close).not.toHaveBeenCalled());
    const intl = new Proxy(Intl, {
      get: (target, key: string) => (used.push(key), Reflect.get(target, key)),
    });
    runInNewContext(source, { self: { name, close, postMessage }, Intl: intl });
    return { used, close, postMessage };
  }

  it("uses Intl's number, date and plural formats in the named locale, says so, then closes", () => {
    const { used, close, postMessage } = runWorker('fil');
    expect(new Set(used)).toEqual(new Set(['NumberFormat', 'DateTimeFormat', 'PluralRules']));
    expect(postMessage).toHaveBeenCalledExactlyOnceWith('warm');
    expect(close).toHaveBeenCalledOnce();
  });

  it('says so and closes without an error when its name is no locale', () => {
    const { close, postMessage } = runWorker('not a locale!');
    expect(postMessage).toHaveBeenCalledOnce();
    expect(close).toHaveBeenCalledOnce();
  });
});
