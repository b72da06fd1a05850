/**
 * A local OpenID Connect provider for the social login tests (oidc-provider, the certified
 * provider openid-client is tested against), on a random port of 127.0.0.1. Its sign-in page is
 * the package's development one: any login name (it becomes the subject) and any password, then
 * "Continue" to consent. The name claim is the login name read backwards, so a test can tell it
 * from the subject.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
// oidc-provider ships no types; the tests use its constructor and callback only.
// @ts-expect-error -- untyped package
import Provider from 'oidc-provider';

/** A confidential client (its secret in the server's environment) and a public one (PKCE alone). */
export const TEST_CLIENT = { clientId: 'white-label-site', secret: 'local-provider-secret-for-tests' } as const;
export const PUBLIC_CLIENT = { clientId: 'white-label-public' } as const;

export interface LocalProvider {
  issuer: string;
  close(): Promise<void>;
}

/** The name claim the provider gives a subject. */
export const nameOf = (subject: string) => [...subject].reverse().join('');

/** Starts the provider with the two clients, each allowed to come back to `redirectUris`. */
export async function startLocalProvider(redirectUris: string[]): Promise<LocalProvider> {
  const server = createServer();
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
      { client_id: PUBLIC_CLIENT.clientId, redirect_uris: redirectUris, token_endpoint_auth_method: 'none' },
    ],
    claims: { openid: ['sub'], profile: ['name'] },
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub, name: nameOf(sub) }) }),
    pkce: { required: () => true },
    // lifetimes set, so the package does not warn about its defaults in every test's output
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}

/**
 * Goes through the provider's pages as a browser would, from its authorization address to the
 * redirect back to the site (returned, not followed): signs in as `subject` and consents, or
 * presses "abort" when `cancel` is set.
 */
export async function signInAtProvider(authorizationUrl: string, subject: string, options: { cancel?: boolean } = {}): Promise<URL> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = new URL(authorizationUrl);
  const providerOrigin = url.origin;
  let answer = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
  for (let step = 0; step < 12; step++) {
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = answer.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== providerOrigin) return next;
      url = next;
      answer = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
      continue;
    }
    const html = await answer.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider's page has no form (${answer.status}): ${html.slice(0, 300)}`);
    const form = new URL(action.replaceAll('&amp;', '&'), url);
    const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
    if (options.cancel) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error('the provider offers no abort');
      url = new URL(abort, url);
      answer = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
      continue;
    }
    const fields: Record<string, string> =
      prompt === 'login' ? { prompt, login: subject, password: 'any' } : { prompt: prompt ?? 'consent' };
    url = form;
    answer = await fetch(form, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  }
  throw new Error('the provider never sent the browser back');
}
