/**
 * The tenant's messages in the browser, one catalogue per language.
 *
 * The page does not carry them: it names one file per language (`#message-files`,
 * /i18n/<language>.<hash>.json, server/static/compiled-messages.ts), which keeps the page within
 * one round trip of a slow network. The entry (screens/main.tsx) asks for the start language's
 * file while the app's code downloads; boot waits for it before the first render; the other
 * languages are fetched once the page is idle, so a language switch is instant and, through the
 * service worker, works offline.
 *
 * A loaded catalogue is written into `config.messages`, where everything that formats a message
 * reads it (engine/shell/Root.tsx's Frame, engine/actions/launch.ts). Configs that already carry
 * their messages (the server's render, the studio preview, tests) need no file at all. No React
 * here: the entry imports this module before the app's code.
 */
/** A language's messages as the server compiled them (ICU ASTs by message id). */
export type Catalogue = Record<string, unknown>;

/** Where the message files are served, and the shape of their addresses (server/static/site.ts). */
export const MESSAGE_FILES_PREFIX = '/i18n/';
export const MESSAGE_FILE_PATH = /^\/i18n\/([A-Za-z]{2,8})\.([0-9a-f]{16})\.json$/;

/** The messages of the service error page, which boot shows when no file can be had. */
export const ERROR_PAGE_MESSAGE_IDS = ['status.error.title', 'status.error.body', 'app.retry'] as const;

/** What the page lists (server/static/index-html.ts). */
export interface MessageFileList {
  /** the file of each language */
  files: Record<string, string>;
  /** the language the server rendered the page in */
  start: string;
  /** the start language's ERROR_PAGE_MESSAGE_IDS */
  errorPage: Catalogue;
}

/** One fetch per file per page, shared by the entry's early start and boot. */
const requests = new Map<string, Promise<Catalogue>>();

/** The page's list of message files, when it has one. */
export function readMessageFileList(doc: Document = document): MessageFileList | undefined {
  try {
    return JSON.parse(doc.getElementById('message-files')?.textContent ?? '') as MessageFileList;
  } catch {
    return undefined;
  }
}

/** Fetches one message file (once per address); rejects on a network failure or a bad answer. */
function fetchCatalogue(url: string, fetchFile: typeof fetch = fetch): Promise<Catalogue> {
  let request = requests.get(url);
  if (!request) {
    request = fetchFile(url) // same-origin credentials, the default: the tenant cookie goes with it
      .then(async (response) => {
        const body: unknown = response.ok ? await response.json() : undefined;
        if (!body || typeof body !== 'object') throw new Error(`${url}: ${response.status}`);
        return body as Catalogue;
      })
      .catch((error: unknown) => {
        requests.delete(url); // a later call tries again
        throw error;
      });
    requests.set(url, request);
  }
  return request;
}

/** Asks for the page's start language at once (the entry calls this before loading the app). */
export function startMessageLoad(doc: Document = document): void {
  const list = readMessageFileList(doc);
  const url = list?.files[list.start];
  if (url) fetchCatalogue(url).catch(() => undefined); // boot asks again and shows the failure
}

export interface Catalogues {
  /** The language's catalogue when it is loaded. */
  get: (language: string) => Catalogue | undefined;
  /** Loads the language's catalogue (at once when it is there); rejects when it cannot be had. */
  load: (language: string) => Promise<Catalogue>;
  /** Called when a catalogue arrives. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * The catalogues of one engine. `messages` is the config's (filled in as files arrive); `files`
 * the page's list, or none when the config carries every language already.
 */
export function createCatalogues(
  messages: Record<string, Catalogue>,
  files: Record<string, string> = {},
  fetchFile?: typeof fetch,
): Catalogues {
  const listeners = new Set<() => void>();
  return {
    get: (language) => messages[language],
    load: async (language) => {
      const loaded = messages[language];
      if (loaded) return loaded;
      const url = files[language];
      if (!url) throw new Error(`No messages for ${language}`);
      const catalogue = await fetchCatalogue(url, fetchFile);
      if (!messages[language]) {
        messages[language] = catalogue;
        listeners.forEach((listener) => listener());
      }
      return catalogue;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
