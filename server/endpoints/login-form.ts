/**
 * The login form posted without JavaScript (issue 26, "sign-in posts without JavaScript"). The
 * login screen's form is `<form method="post">` to the login page's own address; with the app
 * running its handler signs in through the API instead (screens/account/LoginForm.tsx). Posted by
 * the browser itself, it arrives here as `application/x-www-form-urlencoded` (username,
 * password, remember) and goes through what the API login goes through: the CSRF rule of a call
 * without a credential (server/http/csrf.ts: Origin and Sec-Fetch-Site of the site itself, so a
 * form on another site cannot sign a visitor in), the login schema and character checks, and
 * the login handler (server/endpoints/login.ts: limits, captcha rule, member types, the session
 * cookie). Signed in: 303 to the home, with the session cookie. Refused: 303 back to the login
 * page with the refusal's code in `loginError` (the form shows its message; the password is never
 * sent back). A post from another site: 403 E_CSRF, and nothing else is done.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TenantConfig } from '../../engine/config/types.ts';
import type { Db } from '../db/types.ts';
import { ApiError, apiErrors } from '../http/api-error.ts';
import { clientAddress, countryCode } from '../http/client-info.ts';
import { checkCsrf } from '../http/csrf.ts';
import { sendRedirect } from '../http/respond.ts';
import { validateInput } from '../http/validate.ts';
import { login, type LoginBody } from './login.ts';

/** The query parameter the login page reads a refusal's code from (screens/account/LoginForm.tsx). */
const LOGIN_ERROR_PARAM = 'loginError';

/** A form of a username, a password and a checkbox: anything larger is not the login form. */
const FORM_LIMIT_BYTES = 4 * 1024;

export interface LoginFormDeps {
  db: Db;
  trustProxy: boolean;
  clock: () => Date;
  log: (line: string) => void;
}

/** The tenant's login page address: the form posts to it, and the server renders it for a guest (server/main.ts). */
export function loginPath(config: TenantConfig): string | undefined {
  return config.routes.find((route) => route.id === 'login')?.path;
}

/**
 * The address the server renders a guest's page at: its path, and on the login page the refusal
 * it was sent back with (an error code, nothing else), so the form shows it without JavaScript.
 * Such a page is not hydrated (its assumed path is not the browser's) but rendered afresh, alike.
 */
export function renderedLocation(url: URL): string {
  const code = url.searchParams.get(LOGIN_ERROR_PARAM);
  return code && ERROR_CODE.test(code) ? `${url.pathname}?${LOGIN_ERROR_PARAM}=${code}` : url.pathname;
}

/** The login page with a refusal's code, which its form shows (the login form posted without JavaScript, and the social login). */
export function loginRefusal(config: TenantConfig, code: string): string {
  return `${loginPath(config) ?? config.shell.homePath}?${new URLSearchParams({ [LOGIN_ERROR_PARAM]: code })}`;
}

/** What loginError may hold: an error code (server/http/api-error.ts). */
const ERROR_CODE = /^E_[A-Z_]{1,40}$/;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    req.resume();
    throw apiErrors.badRequest('body: must be sent as application/x-www-form-urlencoded');
  }
  if (Number(req.headers['content-length'] ?? 0) > FORM_LIMIT_BYTES) {
    req.resume();
    throw apiErrors.tooLarge(FORM_LIMIT_BYTES);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) {
      req.resume();
      throw apiErrors.tooLarge(FORM_LIMIT_BYTES);
    }
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The API login's body from the posted fields (a field sent twice counts once: the first). */
function loginBody(form: URLSearchParams): LoginBody {
  const body: Record<string, unknown> = {
    type: 'username',
    username: form.get('username') ?? '',
    password: form.get('password') ?? '',
    remember: form.get('remember') !== null,
  };
  const captchaId = form.get('captchaId');
  const identifying = form.get('identifying');
  if (captchaId) body.captchaId = captchaId;
  if (identifying) body.identifying = identifying;
  return validateInput<LoginBody>('api/login.request', 'body', body);
}

export function createLoginForm(deps: LoginFormDeps) {
  return {
    /** True for a POST to the tenant's login page. */
    owns(req: IncomingMessage, url: URL, config: TenantConfig | undefined): config is TenantConfig {
      return req.method === 'POST' && config !== undefined && url.pathname === loginPath(config);
    },

    async handle(req: IncomingMessage, res: ServerResponse, options: { tenantId: string; config: TenantConfig; https: boolean }) {
      const { tenantId, config, https } = options;
      const back = loginPath(config)!;
      try {
        checkCsrf(req, null, https);
      } catch (error) {
        req.resume();
        const refusal = error as ApiError;
        res.statusCode = refusal.status;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(`${refusal.code}: ${refusal.message}`);
        return;
      }
      const cookies: string[] = [];
      try {
        const body = loginBody(await readForm(req));
        await login.handle({
          db: deps.db,
          req,
          tenantId,
          tenant: config,
          member: null,
          query: {},
          body,
          params: {},
          address: clientAddress(req, deps.trustProxy),
          countryCode: countryCode(req),
          now: deps.clock(),
          https,
          cookies,
        });
      } catch (error) {
        if (!(error instanceof ApiError)) deps.log(`E_INTERNAL POST ${back} (login form): ${(error as Error)?.stack ?? String(error)}`);
        const code = error instanceof ApiError ? error.code : apiErrors.internal().code;
        sendRedirect(res, loginRefusal(config, code));
        return;
      }
      sendRedirect(res, config.shell.homePath, cookies);
    },
  };
}
