import { evaluate } from '../config/conditions';
import type { Action } from '../config/types';
import { checkUrl, sessionPlaceholderIn, urlPolicyOf, type UrlRefusal } from '../config/url-policy';
import type { Engine } from '../core/engine';

type ActionOf<Name extends Action['action']> = Extract<Action, { action: Name }>;
type Handlers = { [Name in Action['action']]: (action: ActionOf<Name>, engine: Engine, routeId?: string) => void | Promise<void> };

/** The message centre's query value (chat=launch) that launches the live chat on arrival. */
export const CHAT_LAUNCH = 'launch';

/**
 * Fills {language}, {theme} and {token} in configured URLs and query values. {token} stands for
 * the session (engine/config/url-policy.ts) and gets a one-time launch ticket, never the session
 * itself (issue 26): empty for a guest.
 */
function fillPlaceholders(text: string, engine: Engine, ticket = ''): string {
  const { language, theme } = engine.ui.getState();
  const values: Record<string, string> = { language, theme, token: ticket };
  return text.replace(/\{(language|theme|token)\}/g, (_, name: string) => encodeURIComponent(values[name]));
}

/** Logs why a configured address is not used, as data (the lint words it: README "URL policy"). */
export function refuseUrl(where: string, url: string, refusal: UrlRefusal): void {
  console.warn(`[engine] refused ${where} ${JSON.stringify(url)} by the URL policy: ${JSON.stringify(refusal)}`);
}

/** An address that came out empty is never opened (it would reload the site): SPEC 8's message. */
function emptyUrl(engine: Engine) {
  engine.ui.toast('fail', 'error.emptyUrl', engine.config.constants.toast.noticeMs);
}

/** The action table: every action a tenant config may name, explicitly registered. */
const actionHandlers: Handlers = {
  navigate: (action, engine) => {
    engine.ui.set({ sideMenuOpen: false, serviceOpen: false });
    engine.navigate(action.to, { replace: action.replace });
  },
  openUrl: (action, engine) => {
    const session = sessionPlaceholderIn([action.url, ...Object.values(action.query ?? {})].join(' '));
    /** The address with this ticket for {token}; undefined (and why, shown or logged) when it comes out empty or refused. */
    const address = (ticket?: string): string | undefined => {
      const target = fillPlaceholders(action.url, engine, ticket).trim();
      if (!target) return void emptyUrl(engine);
      // judged before filling: {token} is visible only there, and a filled value cannot move the origin (it is URI-encoded)
      const policy = urlPolicyOf(engine.config);
      const refusal = checkUrl(action.url, policy, session);
      if (refusal) return void refuseUrl('openUrl', action.url, refusal);
      const url = new URL(target, window.location.origin);
      for (const [key, value] of Object.entries(action.query ?? {}))
        url.searchParams.set(key, fillPlaceholders(value ?? '', engine, ticket));
      const to = url.origin === window.location.origin ? url.pathname + url.search : url.href;
      const filled = checkUrl(to, policy);
      return filled ? void refuseUrl('openUrl', to, filled) : to;
    };
    const plain = address();
    if (plain === undefined) return;
    if (!session || !engine.session.signedIn()) return engine.openUrl(plain, action.target);
    // A member's {token} is a launch ticket, one call away: the browser opens the window now (in the tap) and fills it once it is known.
    engine.openUrl(
      engine.api.call('launchTicket', { kind: 'link', url: action.url }).then(
        ({ ticket }) => address(ticket),
        (error) => void engine.services.reportError('launchTicket', error),
      ),
      action.target,
    );
  },
  openLink: (action, engine) => {
    const link = engine.config.downloadLinks.find((l) => l.resourceType === action.resourceType);
    if (!link) engine.ui.toast('info', 'coming_soon', engine.config.constants.toast.infoMs);
    else if (!link.url.trim()) emptyUrl(engine);
    else {
      const refusal = checkUrl(link.url, urlPolicyOf(engine.config));
      if (refusal) refuseUrl(`downloadLinks ${action.resourceType}`, link.url, refusal);
      else engine.openUrl(link.url, '_self');
    }
  },
  toggleService: (_, engine) => engine.ui.set({ serviceOpen: !engine.ui.getState().serviceOpen, sideMenuOpen: false }),
  openSideMenu: (_, engine) => engine.ui.set({ sideMenuOpen: true, serviceOpen: false }),
  closeSideMenu: (_, engine) => engine.ui.set({ sideMenuOpen: false }),
  logout: (_, engine) => engine.services.logout(),
  alert: async (action, engine) => {
    await engine.ui.confirm({ message: action.message, confirmLabel: 'app.confirm', cancelLabel: null });
  },
  toast: (action, engine) => {
    const { shortMs, longMs } = engine.config.constants.toast;
    engine.ui.toast(action.kind ?? 'info', action.message, action.duration === 'long' ? longMs : shortMs);
  },
  if: (action, engine, routeId) => {
    const next = evaluate(action.when, engine.conditionContext(routeId)) ? action.then : action.else;
    if (next) return runAction(next, engine, routeId);
  },
  setLanguage: (action, engine) => engine.ui.set({ language: action.language }),
  setTheme: (action, engine) => engine.ui.set({ theme: action.theme }),
  // the live chat (SPEC 2, the agent home's online service): the message centre launches it, with
  // its SPEC 6 rules (guests to login, no chat for trial accounts or 'nochat' members)
  openChat: (_, engine) => {
    engine.ui.set({ sideMenuOpen: false, serviceOpen: false });
    engine.navigate(`${engine.pathTo('message')}?chat=${CHAT_LAUNCH}`);
  },
  // Its code comes with the screens that list games (they import it too), not with the home's first JS.
  launchGame: (action, engine) => import('./launch').then(({ launchGame }) => launchGame(action, engine)),
};

/** Runs a configured action; an unknown action name is reported, never thrown at the user. */
export function runAction(action: Action, engine: Engine, routeId?: string): void | Promise<void> {
  const handler = actionHandlers[action.action] as (a: Action, e: Engine, r?: string) => void | Promise<void>;
  if (!handler) {
    console.error(`[engine] unknown action "${String(action.action)}"`);
    return;
  }
  return handler(action, engine, routeId);
}
