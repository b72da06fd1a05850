/**
 * Answers the server sent with the page (SPEC-free speed-up, issue 11): the data the first screen
 * asks for, keyed by data source name and params, so the first paint waits for no API round
 * trip. Each answer is used once, by the first call that asks for exactly it; later calls go to
 * the network as usual.
 *
 * A first render reads an answer (peek) for as long as the first screen shows, even after some
 * call has used it up: the browser hydrates the screen's parts one after another, and a part
 * that hydrates late (its code still loading) must render what the server rendered, though the
 * shell's watchers have by then asked for the same data (the member's break state, say). Once
 * the member has left the first screen (settle), only answers still unused are read.
 */

/** The key of one call: its name and its params as JSON (the order the caller writes them). */
export function firstDataKey(name: string, params: object = {}): string {
  return `${name}?${JSON.stringify(params)}`;
}

export interface FirstData {
  /** The answer for this call, used up: the next identical call goes to the network. */
  take(name: string, params: object | undefined): { value: unknown } | undefined;
  /**
   * The answer for this call, left in place: a component's first render reads it (on the server
   * and when the browser hydrates the same markup), and its first load then takes it.
   */
  peek(name: string, params: object | undefined): { value: unknown } | undefined;
  /** The first screen is left: an answer already used up is no longer read by peek. */
  settle(): void;
}

export function createFirstData(entries: Record<string, unknown> = {}): FirstData {
  const left = new Map(Object.entries(entries));
  /** every answer, while the first screen shows; then only those left */
  let readable = new Map(left);
  return {
    take(name, params) {
      const key = firstDataKey(name, params ?? {});
      if (!left.has(key)) return undefined;
      const value = left.get(key);
      left.delete(key);
      return { value };
    },
    peek(name, params) {
      const key = firstDataKey(name, params ?? {});
      return readable.has(key) ? { value: readable.get(key) } : undefined;
    },
    settle() {
      readable = left;
    },
  };
}

/** The params of a banner group's call in a language (the banner node's, and the server's first data for it). */
export function bannerParams(group: string, language: string, types = 'B,PL,PU,H') {
  return { types, groupName: group, platform: 'M', language };
}

/** The params of the announcements' call in a language (the marquee's and home popups', and the server's first data for it). */
export function noticesParams(language: string) {
  return { language };
}

/** The params of the game entry's hot games call (screens/home/GameEntry.tsx and the server's first data). */
export function hotGamesParams(language: string, gridChunk: number) {
  return { language, isPlatform: 2, platform: 'html5', pageNo: 1, pageSize: gridChunk * 2 };
}
