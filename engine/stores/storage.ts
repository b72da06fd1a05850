/** The subset of Web Storage the stores use; tests pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory storage, for tests and for browsers that refuse storage. */
export function memoryStorage(): KeyValueStorage & { clear(): void } {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

/** Returns a browser storage when it works (private modes may throw), else memory. */
export function safeStorage(get: () => Storage): KeyValueStorage & { clear(): void } {
  try {
    const storage = get();
    const probe = '__probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}
