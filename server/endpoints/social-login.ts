/**
 * The social login's two addresses (server/account/social-login.ts), plain page navigations so
 * they work before the app's scripts run:
 *
 * - `GET /oidc/<provider>/start[?remember=1]`: 303 to the provider, with the browser binding
 *   cookie (HttpOnly, SameSite=Lax so it comes back with the provider's top-level redirect,
 *   Path=/oidc/, ten minutes).
 * - `GET /oidc/<provider>/callback?code&state`: signs the member in (the session cookie, as login
 *   sets it) and 303 to the home.
 *
 * A refusal is a 303 back to the login page with its code in `loginError`, as the login form
 * without JavaScript does; the page shows the message.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TenantConfig } from '../../engine/config/types.ts';
import { offeredProvider, type SocialProvider } from '../../engine/config/social-login.ts';
import {
  callbackUrl,
  discover,
  finishAtProvider,
  memberForIdentity,
  SocialLoginError,
  startFlow,
  takeFlow,
} from '../account/social-login.ts';
import { signIn } from '../account/sign-in.ts';
import { OIDC_FLOW_TTL_MS, OIDC_START_ADDRESS_LIMIT } from '../account/limits.ts';
import { takeRate } from '../account/rate-limit.ts';
import type { Db } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { clientAddress } from '../http/client-info.ts';
import { sendRedirect } from '../http/respond.ts';
import { sessionCookies } from '../http/session-cookie.ts';
import { readCookie } from '../http/tenant.ts';
import { REMEMBER_TTL_MS } from '../security/session-token.ts';
import { loginRefusal } from './login-form.ts';
import { checkPortal } from './login.ts';

const PATH = /^\/oidc\/([a-z]{1,16})\/(start|callback)$/;
const BINDING_COOKIE = 'wl_oidc';

export interface SocialLoginDeps {
  db: Db;
  trustProxy: boolean;
  clock: () => Date;
  log: (line: string) => void;
  /** http issuers on localhost (tests): only with the development helpers */
  allowLoopbackHttp: boolean;
}

function bindingCookie(value: string, secure: boolean, maxAgeS: number): string {
  return `${BINDING_COOKIE}=${value}; Max-Age=${maxAgeS}; Path=/oidc/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function createSocialLogin(deps: SocialLoginDeps) {
  const { db, clock, log } = deps;
  const discovery = { allowLoopbackHttp: deps.allowLoopbackHttp };

  /** The site's provider and the callback on the member's host; refused when not offered here. */
  function siteProvider(req: IncomingMessage, site: Site) {
    const settings = offeredProvider(site.config, site.provider);
    if (!settings) throw new SocialLoginError('E_OIDC_UNAVAILABLE', `${site.provider} is not offered on this site`);
    return { settings, callback: callbackUrl(site.config, site.provider, { host: req.headers.host ?? '', https: site.https }) };
  }

  async function start(req: IncomingMessage, url: URL, site: Site): Promise<{ location: string; cookies: string[] }> {
    const { settings, callback } = siteProvider(req, site);
    const now = clock();
    await takeRate(db, 'oidc-start', clientAddress(req, deps.trustProxy), OIDC_START_ADDRESS_LIMIT, now);
    const provider = await discover(settings, discovery).catch((error: unknown) => {
      throw error instanceof SocialLoginError ? error : new SocialLoginError('E_OIDC_PROVIDER', `discovery failed: ${String(error)}`);
    });
    const flow = await startFlow(db, {
      tenantId: site.tenantId,
      provider: site.provider,
      settings: provider,
      callback,
      remember: url.searchParams.get('remember') === '1',
      now,
    });
    return { location: flow.authorizationUrl.href, cookies: [bindingCookie(flow.binding, site.https, OIDC_FLOW_TTL_MS / 1000)] };
  }

  async function finish(req: IncomingMessage, url: URL, site: Site): Promise<{ location: string; cookies: string[] }> {
    const { settings, callback } = siteProvider(req, site);
    const now = clock();
    const state = url.searchParams.get('state') ?? '';
    // taken (spent) before anything else: a state answers once, a cancelled sign-in included
    const flow = await takeFlow(db, {
      tenantId: site.tenantId,
      provider: site.provider,
      state,
      binding: readCookie(req, BINDING_COOKIE),
      now,
    });
    if (url.searchParams.has('error')) throw new SocialLoginError('E_OIDC_CANCELLED', `the provider said ${url.searchParams.get('error')}`);
    const provider = await discover(settings, discovery);
    const identity = await finishAtProvider(provider, new URL(`${callback.origin}${url.pathname}${url.search}`), flow, state);
    const member = await memberForIdentity(db, { tenantId: site.tenantId, tenant: site.config, provider: site.provider, identity, now });
    if (member.disabled || member.preview) throw apiErrors.loginFailed(false);
    checkPortal(site.config, member.type);
    const session = await signIn(db, site.tenantId, member, flow.remember, now);
    const cookies = sessionCookies(session.token, { secure: site.https, maxAgeMs: flow.remember ? REMEMBER_TTL_MS : undefined });
    return { location: site.config.shell.homePath, cookies };
  }

  return {
    /** True for a GET of a social login address on a tenant's site. */
    owns(req: IncomingMessage, url: URL, config: TenantConfig | undefined): config is TenantConfig {
      return (req.method === 'GET' || req.method === 'HEAD') && config !== undefined && PATH.test(url.pathname);
    },

    async handle(req: IncomingMessage, res: ServerResponse, options: { url: URL; tenantId: string; config: TenantConfig; https: boolean }) {
      const { url, tenantId, config, https } = options;
      const [, provider, step] = PATH.exec(url.pathname)!;
      const site: Site = { tenantId, config, https, provider: provider as SocialProvider };
      const spent = step === 'callback' ? [bindingCookie('', https, 0)] : [];
      try {
        const next = step === 'start' ? await start(req, url, site) : await finish(req, url, site);
        sendRedirect(res, next.location, [...spent, ...next.cookies]);
      } catch (error) {
        const code = error instanceof SocialLoginError || error instanceof ApiError ? error.code : 'E_INTERNAL';
        log(
          `${code === 'E_INTERNAL' ? 'E_INTERNAL ' : ''}social login ${step} (${tenantId}, ${provider}): ${(error as Error)?.message ?? String(error)}`,
        );
        sendRedirect(res, loginRefusal(config, code), spent);
      }
    },
  };
}

interface Site {
  tenantId: string;
  config: TenantConfig;
  https: boolean;
  provider: SocialProvider;
}
