import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { KeyValueStorage } from './storage';

export const SESSION_KEY = 'MC_SESSION_INFO';
export const AUTO_LOGIN_KEY = 'autoLogin';
/**
 * The language chosen in this browser session (sessionStorage). It outlives logout: SPEC 1's
 * forced startup language yields to a choice made later in the same session.
 */
export const SESSION_LANGUAGE_KEY = 'languageChoice';

/**
 * The session info the browser keeps (SPEC 3, MC_SESSION_INFO): the member fields, without the
 * credential. The session itself is an HttpOnly cookie page script cannot read (README, "Where
 * we depart from SPEC, for safety"); `signedIn` stands where SPEC's token was.
 */
export interface SessionInfo {
  signedIn: true;
  merchantCode: string;
  id: number;
  userName: string;
  type: number;
  firstTimeLogin?: boolean;
  /** The member type under its older name, which some back offices still send instead of type. */
  customerType?: number;
}

/** What a sign-in answers (login, register, trial login): the member fields, and a token only an API client gets. */
export type SignInAnswer = Omit<SessionInfo, 'signedIn'> & { token?: string };

interface SessionState {
  info: SessionInfo | null;
}

/**
 * The session store. The session lives in sessionStorage, and also in localStorage when the
 * member asked to be remembered; signed in means session info is present (SPEC 4).
 */
export function createSessionStore(
  local: KeyValueStorage,
  session: KeyValueStorage & { clear(): void },
  /**
   * The session the page itself names, over what storage holds: a member's page carries their
   * sign-in, and null when the server found the browser's session ended. It is the store's
   * initial state, which server rendering and hydration both read.
   */
  sent?: SignInAnswer | null,
) {
  /** Stores the session info (remembered or not) and returns it. */
  function write(answer: SignInAnswer, remember: boolean): SessionInfo {
    // never a credential in storage, whatever the answer held
    const { token: _token, ...fields } = answer;
    const info: SessionInfo = { ...fields, signedIn: true };
    const text = JSON.stringify(info);
    session.setItem(SESSION_KEY, text);
    if (remember) local.setItem(SESSION_KEY, text);
    else local.removeItem(SESSION_KEY);
    local.setItem(AUTO_LOGIN_KEY, remember ? '1' : '0');
    return info;
  }
  /** Forgets the stored session (see clear). */
  function forget() {
    const language = session.getItem(SESSION_LANGUAGE_KEY);
    session.clear();
    if (language) session.setItem(SESSION_LANGUAGE_KEY, language);
    local.removeItem(SESSION_KEY);
    local.setItem(AUTO_LOGIN_KEY, '0');
  }
  function initial(): SessionInfo | null {
    const stored = readSession(local, session);
    if (sent === undefined || stored?.id === sent?.id) return stored;
    if (sent) return write(sent, local.getItem(SESSION_KEY) !== null);
    forget();
    return null;
  }
  const store = createStore<SessionState>()(immer(() => ({ info: initial() })));
  return Object.assign(store, {
    signIn(answer: SignInAnswer, remember: boolean) {
      const info = write(answer, remember);
      store.setState((s) => void (s.info = info));
    },
    update(patch: Partial<SessionInfo>) {
      if (!store.getState().info) return;
      store.setState((s) => void Object.assign(s.info!, patch));
      const text = JSON.stringify(store.getState().info);
      session.setItem(SESSION_KEY, text);
      if (local.getItem(SESSION_KEY)) local.setItem(SESSION_KEY, text);
    },
    /**
     * Logout: clears all session storage (session info, trial user, anything a screen kept for
     * the session; SPEC 4) but the session's language choice, forgets the remembered session
     * and records autoLogin 0.
     */
    clear() {
      forget();
      store.setState((s) => void (s.info = null));
    },
    /** Signed in: session info is present (SPEC 4). */
    signedIn(): boolean {
      return store.getState().info !== null;
    },
  });
}

function readSession(local: KeyValueStorage, session: KeyValueStorage): SessionInfo | null {
  for (const storage of [session, local]) {
    const text = storage.getItem(SESSION_KEY);
    if (!text) continue;
    try {
      const info = JSON.parse(text) as SessionInfo;
      if (info?.signedIn === true) return info;
    } catch {
      // corrupt: forgotten below
    }
    // corrupt, or an earlier release's info holding its token: no credential stays in storage
    storage.removeItem(SESSION_KEY);
  }
  return null;
}
