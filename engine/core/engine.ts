import { createApiClient } from '../api/client';
import type { FirstData } from '../api/first-data';
import { ApiError } from '../api/errors';
import type { ConditionContext } from '../config/conditions';
import type { DeviceKind, PageConfig, ThemeName } from '../config/types';
import { createAccountStore, type MemberInfo } from '../stores/account';
import { createSessionStore, type SignInAnswer } from '../stores/session';
import { keepMemberInfo, MEMBER_INFO_FRESH_MS, readMemberInfo } from '../stores/member-info-cache';
import type { KeyValueStorage } from '../stores/storage';
import { createUiStore } from '../stores/ui';
import { pathOf } from '../router/routes';
import type { ApiName, ParamsOf, ResponseOf } from '../api/sources';
import { createCatalogues, type Catalogue, type Catalogues } from '../i18n/catalogues';

/** What the engine needs from its surroundings; the browser and tests each supply their own. */
export interface EngineDeps {
  config: PageConfig;
  local: KeyValueStorage;
  session: KeyValueStorage & { clear(): void };
  language: string;
  theme: ThemeName;
  devices: DeviceKind[];
  browserLanguage?: string;
  countryCode?: string;
  /** navigator.onLine at startup (true when unknown). */
  online?: boolean;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Opens an address; one still being worked out (a launch ticket on its way) opens its window at once and fills it when known (nothing: closed). */
  openUrl: (url: string | Promise<string | undefined>, target?: '_self' | '_blank') => void;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  /** answers the server sent with the page for the first screen */
  firstData?: FirstData;
  /** the languages' messages when the config does not carry them all (engine/i18n/catalogues.ts) */
  catalogues?: Catalogues;
}

/**
 * The runtime for one tenant: config, API client, stores and the account services that
 * screens and actions share. Plain TypeScript: React binds to it in engine/react/hooks.tsx.
 */
export function createEngine(deps: EngineDeps) {
  const { config } = deps;
  // A page rendered for a member carries the member's account answers (server/endpoints/member-screen.ts):
  // the session and account start from them, as the server's markup did, and loadAccount then
  // takes them instead of asking again. A page for a session the server found ended carries null.
  const sent = <Name extends ApiName>(name: Name) => deps.firstData?.peek(name, undefined)?.value as ResponseOf<Name> | undefined;
  const member = sent('memberInfo') as MemberInfo | null | undefined;
  const session = createSessionStore(
    deps.local,
    deps.session,
    member && { merchantCode: config.id, id: member.id, userName: member.account, type: member.type },
  );
  // A page without the server's answer starts from the member info kept in storage (SPEC 7.16),
  // whatever its age: loadAccount renews it.
  const signedInId = session.getState().info?.id;
  const kept = member === undefined && signedInId !== undefined ? readMemberInfo(deps.session, signedInId) : null;
  const account = createAccountStore(
    kept
      ? { member: kept.info }
      : member
        ? {
            member,
            wallet: sent('wallet') ?? null,
            merchantWallets: sent('merchantWallet')?.list ?? [],
            unread: {
              inbox: sent('unreadInbox')?.count ?? 0,
              announcements: sent('unreadAnnouncements')?.count ?? 0,
              chat: sent('unreadChat')?.unReadCount ?? 0,
            },
          }
        : undefined,
  );
  // The kept copy follows what the page changes in the member (a break started, say), keeping its age.
  account.subscribe((state, previous) => {
    const changed = state.member;
    if (!changed || changed === previous.member) return;
    const old = readMemberInfo(deps.session, changed.id);
    if (old) keepMemberInfo(deps.session, changed, old.savedAt);
  });
  const ui = createUiStore({ language: deps.language, theme: deps.theme, online: deps.online });
  const toastMs = config.constants.toast;
  const catalogues = deps.catalogues ?? createCatalogues(config.messages as Record<string, Catalogue>);

  const api = createApiClient({
    firstData: deps.firstData,
    routes: config.api.routes,
    tenantId: config.id,
    sessionKey: () => session.getState().info?.id,
    onUnauthorized: () => {
      endSession();
      ui.toast('fail', 'error.session', toastMs.shortMs);
    },
    fetch: deps.fetch,
    now: deps.now,
    // SPEC 3: the device header OTHERS when running as an installed home-screen app
    device: deps.devices.includes('standalone') ? 'OTHERS' : undefined,
  });

  /** Forgets the session and everything kept for it: storage, member, wallet, cached calls. */
  function endSession() {
    session.clear();
    account.reset();
    api.invalidate();
    ui.set({ balanceHidden: false });
  }

  /** Shows the spec's message for a failed call, unless the call is configured silent. */
  function reportError(name: string, error: unknown) {
    if (api.isSilent(name)) return;
    const failure = error instanceof ApiError ? error : new ApiError('E_UNKNOWN', 'error.unknown');
    if (failure.code === 'E_UNAUTHORIZED') return;
    ui.toast(failure.isNetwork ? 'offline' : 'fail', failure.message, toastMs.shortMs);
  }

  const now = deps.now ?? Date.now;
  /** The page's own member info answer (first data) is taken by the first load, never skipped for the kept one. */
  let memberFromPage = member !== undefined;

  const memberType = () => account.getState().member?.type ?? session.getState().info?.type;

  const services = {
    /**
     * Member info renew, wallet and merchant wallet (SPEC 2, on load), then unread counts. The
     * member info kept in storage stands in for its call while fresh (SPEC 7.16), unless the load
     * is forced (the member changed something it shows) or the page brought the server's answer.
     */
    async loadAccount({ forced = false }: { forced?: boolean } = {}) {
      if (!session.signedIn()) return;
      const id = session.getState().info!.id;
      const fresh = forced || memberFromPage ? null : readMemberInfo(deps.session, id);
      const cached = fresh && now() - fresh.savedAt < MEMBER_INFO_FRESH_MS ? fresh.info : null;
      memberFromPage = false;
      const [member, wallet, merchant] = await Promise.allSettled([
        cached ?? api.call('memberInfo'),
        api.call('wallet'),
        api.call('merchantWallet'),
      ]);
      if (!session.signedIn()) return;
      account.setState((s) => {
        if (member.status === 'fulfilled') s.member = member.value;
        if (wallet.status === 'fulfilled') s.wallet = wallet.value;
        s.walletFailed = wallet.status === 'rejected' && s.wallet === null;
        if (merchant.status === 'fulfilled') s.merchantWallets = merchant.value.list;
      });
      if (member.status === 'fulfilled') {
        const info = member.value;
        if (!cached) keepMemberInfo(deps.session, info, now());
        session.update({ id: info.id, userName: info.account, type: info.type });
      } else reportError('memberInfo', member.reason);
      if (wallet.status === 'rejected' && member.status === 'fulfilled') reportError('wallet', wallet.reason);
      await services.refreshUnread();
    },

    /** Reloads the balance; a failure keeps a figure already known, else marks it unavailable. */
    async refreshWallet() {
      if (!session.signedIn()) return;
      try {
        const wallet = await api.call('wallet');
        account.setState((s) => {
          s.wallet = wallet;
          s.walletFailed = false;
        });
      } catch (error) {
        account.setState((s) => void (s.walletFailed = s.wallet === null));
        reportError('wallet', error);
      }
    },

    /**
     * The browser's online state changed. Coming back online retries what failed for lack of
     * network at the account level (member info, balance); screens retry their own data sources.
     */
    setOnline(online: boolean) {
      if (ui.getState().online === online) return;
      ui.set({ online });
      const { member, walletFailed } = account.getState();
      if (online && session.signedIn() && (member === null || walletFailed)) void services.loadAccount();
    },

    /** Unread counters with the SPEC 6 rules: no inbox for type 4; chat only where allowed. */
    async refreshUnread() {
      if (!session.signedIn()) return;
      const type = memberType();
      const trial = type === config.constants.memberTypes.trial;
      const labels = account.getState().member?.memberLabel.map((l) => l.labelName) ?? [];
      const chatAllowed = config.flags.CBS3 === true && !trial && !labels.includes('nochat') && account.getState().member !== null;
      const [inbox, announcements, chat] = await Promise.allSettled([
        trial ? Promise.resolve({ count: 0 }) : api.call('unreadInbox'),
        api.call('unreadAnnouncements'),
        chatAllowed ? api.call('unreadChat') : Promise.resolve({ unReadCount: 0 }),
      ]);
      account.setState((s) => {
        if (inbox.status === 'fulfilled') s.unread.inbox = inbox.value.count;
        if (announcements.status === 'fulfilled') s.unread.announcements = announcements.value.count;
        if (chat.status === 'fulfilled') s.unread.chat = chat.value.unReadCount;
      });
    },

    /**
     * The one sign-in path: the member login (username or SMS code; the form builds the body),
     * registration and the free trial each call their endpoint here, and the server sets the
     * session cookie. A trial (guest) account is not a member account (SPEC 6, 'Non-member account
     * unable to login'): the server's member login accepts one, so this refusal is what keeps its
     * session out of the browser; the free trial, in turn, starts nothing but a trial session.
     * Otherwise cached calls are dropped, the session info is stored (remembered or not) and the
     * account loaded. Failures reject with the ApiError.
     */
    async signIn<Name extends 'login' | 'register' | 'trialLogin'>(
      name: Name,
      params: ParamsOf<Name>,
      remember = false,
    ): Promise<SignInAnswer> {
      // SPEC 3 and 7's encrypted login, when the tenant turns it on: its code loads only then
      const info = (await (name === 'login' && config.settings.loginEncryption
        ? import('../api/login-seal').then((m) => m.sealedLogin(api, params as ParamsOf<'login'>))
        : api.call(name, params))) as SignInAnswer;
      const type = info.customerType ?? info.type;
      if ((type === config.constants.memberTypes.trial) !== (name === 'trialLogin'))
        throw new ApiError('E_NOT_MEMBER', name === 'login' ? 'error.E_NOT_MEMBER' : 'free_reject');
      api.invalidate();
      session.signIn({ ...info, type }, remember);
      void services.loadAccount();
      return info;
    },

    /** Logout flow of SPEC 2: confirm, loading notice, call logout, forget the session, go home. */
    async logout() {
      const confirmed = await ui.confirm({ message: 'in_sure_logout', confirmLabel: 'app.submit', cancelLabel: 'app.cancel' });
      if (!confirmed) return;
      const hide = ui.toast('loading', 'logout.progress', toastMs.blockingLoadingMs);
      try {
        await api.call('logout');
      } catch {
        // The session is forgotten locally whatever the server answered.
      } finally {
        hide();
        endSession();
        ui.set({ sideMenuOpen: false, serviceOpen: false });
        deps.navigate(config.shell.homePath);
      }
    },

    /**
     * Session renewal (SPEC 4): the browser holds a session cookie but no session info (the
     * server exchanged a token on the page address for it, or another tab signed in), so the
     * member's info is asked for. Without a live session the visitor stays a guest, quietly.
     */
    async renewSession() {
      try {
        const member = await api.call('memberInfo');
        session.signIn({ merchantCode: config.id, id: member.id, userName: member.account, type: member.type }, false);
        keepMemberInfo(deps.session, member, now());
      } catch {
        return;
      }
      void services.loadAccount();
    },

    reportError,
  };

  /** The condition context for the current state and route. */
  function conditionContext(routeId?: string): ConditionContext {
    const member = account.getState().member;
    const signedIn = session.getState().info !== null;
    const type = memberType();
    return {
      flags: config.flags,
      signedIn,
      memberType: type,
      agent: signedIn && type !== undefined && !config.constants.memberTypes.nonAgent.includes(type),
      routeId,
      devices: deps.devices,
      links: config.downloadLinks.filter((l) => l.url).map((l) => l.resourceType),
      // vip and onBreak as memberInfo gives them
      member: member ? { ...member, labels: member.memberLabel.map((l) => l.labelName) } : undefined,
      browserLanguage: deps.browserLanguage,
      countryCode: deps.countryCode,
    };
  }

  /**
   * Where the route with this id lives in the tenant's route table: code names routes by id, so
   * a tenant may move a page. An id the table lacks is a configuration error: logged, and home.
   */
  function pathTo(id: string): string {
    const path = pathOf(config.routes, id);
    if (path !== undefined) return path;
    console.error(`[engine] no route with id "${id}" in the tenant's routes; going home`);
    return config.shell.homePath;
  }

  return {
    config,
    api,
    session,
    account,
    ui,
    services,
    catalogues,
    conditionContext,
    pathTo,
    navigate: deps.navigate,
    openUrl: deps.openUrl,
    /** the injected local storage, for what a screen keeps across sessions (the remembered username) */
    local: deps.local,
  };
}

export type Engine = ReturnType<typeof createEngine>;
