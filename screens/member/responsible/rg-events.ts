/**
 * The page tells the member watch (reality check, break notice) that the member changed a
 * setting, so it reads the state again instead of waiting for the next sign-in.
 */
const listeners = new Set<() => void>();

/** Calls `listener` after each change; returns the function that stops it. */
export function onRgChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function announceRgChange(): void {
  for (const listener of listeners) listener();
}
