import { keyframes } from '@emotion/react';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect, useLocation } from 'wouter';
import { RouteProvider, useCondition, useEngine, useRouteTable, useSession, useUi } from '../react/hooks';
import { loadScreenCode, NodeList, usePreloadScreens } from '../render/Renderer';
import type { NodeRegistry } from '../render/registry';
import { compileRoutes, matchRoute } from '../router/routes';
import type { PageConfig, RouteDef } from '../config/types';
import { useSwipeBack } from './swipe-back';

/** The shell's chrome, supplied by screens/shell so the engine knows no component by name. */
export interface ShellChrome {
  PageHeader: ComponentType<{ title?: string; backToHome: boolean }>;
  BottomMenu: ComponentType;
  SideMenu: ComponentType;
  ServicePanel: ComponentType;
  Overlays: ComponentType;
}

/** The code of the nodes of the screen at `path` (loadScreenCode), which boot awaits before it hydrates that screen. */
export function loadScreenCodeAt(registry: NodeRegistry, config: Pick<PageConfig, 'routes' | 'screens'>, path: string): Promise<unknown> {
  const match = matchRoute(compileRoutes(config.routes), path);
  return loadScreenCode(registry, match && config.screens[match.route.screen]);
}

/**
 * Screens whose code is fetched on idle after the first page: the likeliest next steps, a guest's
 * (home, sign-in) or a member's (home, member centre). A member's start-up fetched and ran the
 * sign-in screen's eleven chunks it had no use for.
 */
const PRELOADED_SCREENS = { guest: ['home', 'auth'], member: ['home', 'memberCentre'] };

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Matches the path, applies access rules and shell visibility, and renders the screen. */
export function Shell({ chrome }: { chrome: ShellChrome }) {
  const engine = useEngine();
  const { config } = engine;
  const [path] = useLocation();
  const table = useRouteTable();
  const match = matchRoute(table, path);
  const signedIn = useSession((s) => s.info !== null);
  const sessionType = useSession((s) => s.info?.type);
  const suppressFade = useSwipeBack(config.shell.swipeBackSuppressPx);
  // The page the site was opened at shows at once (it may be the server's markup, painted before
  // any script): only a page reached by navigating fades in.
  const [openedAt] = useState(path);
  const navigated = useRef(false);
  useEffect(() => {
    if (path === openedAt || navigated.current) return;
    navigated.current = true;
    // the server's answers were for the page opened; the next screens ask for their own
    engine.api.settleFirstAnswers();
  }, [engine, path, openedAt]);
  const fades = path !== openedAt || navigated.current;
  usePreloadScreens(PRELOADED_SCREENS[signedIn ? 'member' : 'guest'].map((id) => config.screens[id]));

  useEffect(() => {
    engine.ui.set({ serviceOpen: false, sideMenuOpen: false });
  }, [engine, path]);
  if (!match) return <Redirect to={config.shell.homePath} replace />;
  const { route } = match;
  if (route.access === 'member' && !signedIn) return <Redirect to={engine.pathTo('login')} replace />;
  if (route.access === 'agent' && (!signedIn || config.constants.memberTypes.nonAgent.includes(sessionType ?? 0))) {
    return <NotAnAgent signedIn={signedIn} />;
  }
  const screen = config.screens[route.screen];
  const ms = config.shell.transitionMs;

  return (
    <RouteProvider match={match}>
      <DocumentTitle route={route} />
      <div
        css={{
          minHeight: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          maxWidth: 600,
          margin: '0 auto',
          background: 'var(--c-background)',
        }}
      >
        <OfflineBanner />
        <ShellHeader chrome={chrome} title={route.title} />
        <main
          key={path}
          id="main"
          data-route={route.id}
          css={{
            position: 'relative',
            flex: 1,
            paddingBottom: 72,
            animation: suppressFade.current || !fades ? 'none' : `${fadeIn} ${ms}ms ease-out`,
          }}
        >
          <NodeList nodes={screen?.nodes} together />
        </main>
        <ShellBottomMenu chrome={chrome} />
        <ShellPanels chrome={chrome} />
      </div>
    </RouteProvider>
  );
}

/**
 * The tab title: the route's title (else the message `title.<route id>` when the catalogue has
 * one) and the brand, in the current language, e.g. "Promotion · Demo Play"; the brand alone
 * where a route has no title (home). React 19 hoists the element into <head>, ahead of the
 * page's static "Loading…" title, and removes it when the route changes.
 */
function DocumentTitle({ route }: { route: RouteDef }) {
  const { config } = useEngine();
  const intl = useIntl();
  const key = route.title ?? (intl.messages[`title.${route.id}`] !== undefined ? `title.${route.id}` : undefined);
  return <title>{key ? `${intl.formatMessage({ id: key })} · ${config.brand.name}` : config.brand.name}</title>;
}

/** An unobtrusive line while the browser reports no network (navigator.onLine false). */
function OfflineBanner() {
  const online = useUi((s) => s.online);
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p
          css={{
            margin: 0,
            padding: '6px 12px',
            fontSize: '0.8rem',
            textAlign: 'center',
            background: 'var(--c-surface)',
            color: 'var(--c-textMuted)',
            borderBottom: '1px solid var(--c-border)',
          }}
        >
          <FormattedMessage id="error.offline" />
        </p>
      )}
    </div>
  );
}

/** The agent home is off-limits to others (SPEC 6): a member is told why, then sent home. */
function NotAnAgent({ signedIn }: { signedIn: boolean }) {
  const engine = useEngine();
  useEffect(() => {
    if (signedIn) engine.ui.toast('fail', 'error.E_NOT_AGENT', engine.config.constants.toast.noticeMs);
  }, [engine, signedIn]);
  return <Redirect to={engine.config.shell.homePath} replace />;
}

function ShellHeader({ chrome, title }: { chrome: ShellChrome; title?: string }) {
  const { config } = useEngine();
  const visible = useCondition(config.shell.header.when);
  const backToHome = useCondition(config.shell.backToHome);
  return visible ? <chrome.PageHeader title={title} backToHome={backToHome} /> : null;
}

function ShellBottomMenu({ chrome }: { chrome: ShellChrome }) {
  const { config } = useEngine();
  const visible = useCondition(config.shell.bottomMenu.when);
  return visible ? <chrome.BottomMenu /> : null;
}

/** Panels load on first open, so their code stays out of the first page load. */
function ShellPanels({ chrome }: { chrome: ShellChrome }) {
  const sideOpen = useUi((s) => s.sideMenuOpen);
  const serviceOpen = useUi((s) => s.serviceOpen);
  const opened = useRef({ side: false, service: false });
  opened.current.side ||= sideOpen;
  opened.current.service ||= serviceOpen;
  return (
    <>
      <Suspense fallback={null}>
        {opened.current.side && <chrome.SideMenu />}
        {opened.current.service && <chrome.ServicePanel />}
      </Suspense>
      <chrome.Overlays />
    </>
  );
}
