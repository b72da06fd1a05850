/**
 * The studio's language choice in this browser, EN or TY: one choice for every part of the
 * studio that has its words in both (the cash desk, the reviews), with a re-render wherever they
 * show when it changes. Kept apart from the words themselves (words.ts and each part's
 * messages.ts), so a part that only needs the choice (the navigation's badge) loads no words.
 */
import { useSyncExternalStore } from 'react';

export type StudioLanguage = 'EN' | 'TY';

const LANGUAGE_KEY = 'studio-language';
const listeners = new Set<() => void>();

function read(): StudioLanguage {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY) === 'TY' ? 'TY' : 'EN';
  } catch {
    return 'EN';
  }
}

let current: StudioLanguage | undefined;

export function setStudioLanguage(next: StudioLanguage): void {
  current = next;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // a browser without storage keeps the choice for this page only
  }
  for (const listener of listeners) listener();
}

/** The language, and a re-render wherever it is shown when it changes. */
export function useStudioLanguage(): StudioLanguage {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (current ??= read()),
  );
}
