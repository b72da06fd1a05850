/**
 * The studio's language choice in this browser, EN or TY (the cash desk reads and writes the same
 * key), shared by every part of the page that shows the reviews' words. Kept apart from the
 * words themselves (messages.ts), so the navigation's badge does not load them.
 */
import { useSyncExternalStore } from 'react';

export type ReviewLanguage = 'EN' | 'TY';

const LANGUAGE_KEY = 'studio-language';
const listeners = new Set<() => void>();

function read(): ReviewLanguage {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY) === 'TY' ? 'TY' : 'EN';
  } catch {
    return 'EN';
  }
}

let current: ReviewLanguage | undefined;

export function setReviewLanguage(next: ReviewLanguage): void {
  current = next;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // a browser without storage keeps the choice for this page only
  }
  for (const listener of listeners) listener();
}

/** The language, and a re-render wherever it is shown when it changes. */
export function useReviewLanguage(): ReviewLanguage {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (current ??= read()),
  );
}
