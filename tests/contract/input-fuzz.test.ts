/**
 * Issue 8 item 5: hostile strings in every string field and query parameter of every endpoint of
 * the route table (tenants/_base/tenant.json api.routes, with their schemas) never reach a 5xx.
 * NUL, C0, DEL and C1 characters are refused with 400 E_BAD_CHARACTER naming the field, names
 * also refuse bidirectional controls, and an oversized address or header gets the JSON envelope.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS_BY_NAME } from '../../server/endpoints/index.ts';
import {
  call,
  expectError,
  freshMember,
  loginToken,
  rawRequest,
  ROOT,
  startContractServer,
  type CallResult,
  type ContractServer,
} from './support/server.ts';

type Schema = Record<string, any>;

let server: ContractServer;
let token: string;

beforeAll(async () => {
  server = await startContractServer();
  const member = await freshMember(server);
  token = await loginToken(server, member.account, member.password);
}, 60_000);
afterAll(() => server?.close());

function schemaOf(id: string): Schema {
  return JSON.parse(readFileSync(join(ROOT, 'schemas', `${id}.json`), 'utf8')) as Schema;
}

/** The object schemas a body or query may take (the branches of oneOf/anyOf/allOf included). */
function objectBranches(schema: Schema): Schema[] {
  const branches = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])] as Schema[];
  return [schema, ...branches.flatMap(objectBranches)].filter((s) => s.properties);
}

function isStringField(field: Schema): boolean {
  return (
    field.type === 'string' ||
    (Array.isArray(field.type) && field.type.includes('string')) ||
    typeof field.$ref === 'string' ||
    field.type === undefined
  );
}

/** A value the schema probably accepts, so a hostile string in another field reaches as far as it can. */
function sample(field: Schema): unknown {
  if ('const' in field) return field.const;
  if (field.enum) return field.enum[0];
  if (field.type === 'integer' || field.type === 'number') return field.minimum ?? 1;
  if (field.type === 'boolean') return false;
  if (field.type === 'array') return [];
  if (field.type === 'object') return {};
  return 'a'.repeat(Math.max(1, field.minLength ?? 6));
}

const HOSTILE = {
  nul: '\u0000x',
  control: 'a\u0007b',
  c1: 'a\u0085b',
  del: 'a\u007fb',
  bidi: 'adm\u202eni',
  overlong: 'x'.repeat(20_000),
} as const;
const REFUSED_EVERYWHERE: (keyof typeof HOSTILE)[] = ['nul', 'control', 'c1', 'del'];

interface Probe {
  route: string;
  where: 'body' | 'query';
  field: string;
  kind: keyof typeof HOSTILE;
  result: CallResult;
}

const routes = (
  JSON.parse(readFileSync(join(ROOT, 'tenants', '_base', 'tenant.json'), 'utf8')) as {
    api: { routes: Record<string, { method: string; path: string; encoding?: 'json' | 'form' }> };
  }
).api.routes;
// Logout would end the session the other probes use; its body has no string field.
const probed = Object.entries(routes).filter(([name]) => HANDLERS_BY_NAME[name] && name !== 'logout');

describe('every string field and query parameter of the route table', () => {
  it('covers the whole table', () => {
    expect(probed.length).toBeGreaterThan(60);
  });

  it('NUL, control, DEL, C1, bidi and overlong strings never give a 5xx; control characters are 400 E_BAD_CHARACTER', async () => {
    const probes: Probe[] = [];
    for (const [name, spec] of probed) {
      const handler = HANDLERS_BY_NAME[name];
      const path = spec.path.replace(/:([A-Za-z]+)/g, 'p');
      const bodyBranches = handler.body ? objectBranches(schemaOf(handler.body)) : [];
      const queryBranches = objectBranches(schemaOf(handler.query));
      // a form-encoded route (its encoding "form": set head icon) gets its body that way, so its fields meet the same checks
      const form = spec.encoding === 'form';
      const send = (query: Record<string, string>, body: unknown) =>
        call(server, `${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`, {
          method: spec.method,
          token,
          body: form && body !== undefined ? new URLSearchParams(body as Record<string, string>).toString() : body,
          headers: {
            'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}`,
            ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
        });
      for (const branch of bodyBranches) {
        const base = Object.fromEntries((branch.required ?? []).map((key: string) => [key, sample(branch.properties[key] ?? {})]));
        for (const [field, fieldSchema] of Object.entries(branch.properties as Record<string, Schema>)) {
          if (!isStringField(fieldSchema)) continue;
          for (const kind of Object.keys(HOSTILE) as (keyof typeof HOSTILE)[]) {
            probes.push({ route: name, where: 'body', field, kind, result: await send({}, { ...base, [field]: HOSTILE[kind] }) });
          }
        }
      }
      for (const branch of queryBranches) {
        for (const [field, fieldSchema] of Object.entries(branch.properties as Record<string, Schema>)) {
          if (!isStringField(fieldSchema)) continue;
          for (const kind of Object.keys(HOSTILE) as (keyof typeof HOSTILE)[]) {
            const bodyBase = bodyBranches[0]
              ? Object.fromEntries(
                  (bodyBranches[0].required ?? []).map((key: string) => [key, sample(bodyBranches[0].properties[key] ?? {})]),
                )
              : undefined;
            probes.push({ route: name, where: 'query', field, kind, result: await send({ [field]: HOSTILE[kind] }, bodyBase) });
          }
        }
      }
    }
    expect(probes.length).toBeGreaterThan(500);
    const failures = probes
      .filter(
        (p) =>
          p.result.status >= 500 ||
          (REFUSED_EVERYWHERE.includes(p.kind) && !(p.result.status === 400 && p.result.json?.code === 'E_BAD_CHARACTER')),
      )
      .map((p) => `${p.route} ${p.where}.${p.field} ${p.kind}: ${p.result.status} ${p.result.json?.code ?? p.result.text.slice(0, 80)}`);
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('every numeric body field of the route table', () => {
  it('a number beyond 2^53 - 1 (1e308, 2^63, -1e308) is 400 naming the field; fractions and negatives never give a 5xx', async () => {
    const HUGE = ['1e308', '9223372036854775808', '-1e308'];
    const ODD = ['-1', '0', '1.5', '2147483648'];
    const failures: string[] = [];
    let probes = 0;
    for (const [name, spec] of probed) {
      const handler = HANDLERS_BY_NAME[name];
      if (!handler.body) continue;
      const path = spec.path.replace(/:([A-Za-z]+)/g, 'p');
      for (const branch of objectBranches(schemaOf(handler.body))) {
        const base = Object.fromEntries((branch.required ?? []).map((key: string) => [key, sample(branch.properties[key] ?? {})]));
        for (const [field, fieldSchema] of Object.entries(branch.properties as Record<string, Schema>)) {
          const types = [fieldSchema.type].flat();
          if (!types.includes('integer') && !types.includes('number')) continue;
          for (const value of [...HUGE, ...ODD]) {
            // Raw JSON text, so 2^63 reaches the server as written.
            const body = JSON.stringify({ ...base, [field]: 0 }).replace(`"${field}":0`, `"${field}":${value}`);
            const result = await call(server, path, {
              method: spec.method,
              token,
              body,
              headers: { 'content-type': 'application/json', 'idempotency-key': `num-${Math.random().toString(36).slice(2)}` },
            });
            probes += 1;
            const huge = HUGE.includes(value);
            if (
              result.status >= 500 ||
              (huge &&
                !(result.status === 400 && result.json?.code === 'E_BAD_REQUEST' && result.json.message.startsWith(`body.${field}:`)))
            ) {
              failures.push(
                `${name} body.${field}=${value}: ${result.status} ${result.json?.code ?? result.text.slice(0, 80)} ${result.json?.message ?? ''}`,
              );
            }
          }
        }
      }
    }
    // inboxRead, markRead, activitySignUp, favourites, launch, lottery draw at least.
    expect(probes).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('the reported probes', () => {
  it('a NUL byte in the game name, login username, e-mail or affiliate code is 400 E_BAD_CHARACTER naming the field (vendor and game id: the table-wide probe above)', async () => {
    const nul = (r: CallResult, field: string) => {
      expectError(r, 400, 'E_BAD_CHARACTER');
      expect(r.json.value).toEqual({ field });
    };
    nul(await call(server, '/api/games/list?gameName=%00x'), 'query.gameName');
    nul(
      await call(server, '/api/member/login', { method: 'POST', body: { type: 'username', username: '\u0000demo', password: 'demo1234' } }),
      'body.username',
    );
    nul(
      await call(server, routes.bindEmail.path, { method: 'POST', token, body: { email: 'a\u0000@b.co', loginPassword: 'x' } }),
      'body.email',
    );
    nul(await call(server, `${routes.affiliateCheck.path}?code=%00x`), 'query.code');
  });

  it('names refuse bidirectional overrides; a multi-line free text keeps its line breaks', async () => {
    const r = await call(server, '/api/member/login', {
      method: 'POST',
      body: { type: 'username', username: 'adm\u202eni', password: 'x1234567' },
    });
    expectError(r, 400, 'E_BAD_CHARACTER');
    expect(r.json.message).toMatch(/bidirectional/);
    for (const field of ['nickname', 'payeeName']) {
      const named = await call(server, routes.memberProfileUpdate.path, {
        method: routes.memberProfileUpdate.method,
        token,
        body: { [field]: 'Ann\u2066a\u2069' },
      });
      expectError(named, 400, 'E_BAD_CHARACTER');
      expect(named.json.value).toEqual({ field: `body.${field}` });
    }
    const feedback = await call(server, routes.feedback.path, {
      method: 'POST',
      token,
      body: { type: 0, content: 'line one\nline two\tand more of it here', captchaId: 'x', captcha: '1' },
    });
    expect(feedback.json.code).not.toBe('E_BAD_CHARACTER');
  });
});

describe('oversized requests', () => {
  it('an oversized address or header gets the JSON envelope with 431 and a code', async () => {
    for (const request of [
      `GET /api/games/list?gameName=${'x'.repeat(40_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      `GET /api/tenant HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'y'.repeat(40_000)}\r\n\r\n`,
    ]) {
      const answer = await rawRequest(server, request);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/content-type: application\/json/i);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toMatchObject({ success: false, code: 'E_HEADER_TOO_LARGE' });
    }
  });
});

describe('query limits (SPEC 9.27: 1,000 parameters, depth 5, 20 values)', () => {
  const banners = '/api/banners?groupName=m_home';
  it('at each limit the query is read (and the schema judges it); one past it is 400 E_QUERY_LIMIT naming the limit', async () => {
    // at the limits: the schema refuses the unknown names, not the parser
    const many = Array.from({ length: 999 }, (_, i) => `p${i}=1`).join('&');
    expectError(await call(server, `${banners}&${many}`), 400, 'E_BAD_REQUEST');
    expectError(await call(server, `${banners}&a[b][c][d][e][f]=1`), 400, 'E_BAD_REQUEST');
    expectError(await call(server, `${banners}${'&types=B'.repeat(19)}&types=PL`), 400, 'E_BAD_REQUEST');

    const over = [
      [`${banners}&${many}&one=more`, 'parameters', undefined],
      [`${banners}&a[b][c][d][e][f][g]=1`, 'depth', 'query.a[b][c][d][e][f][g]'],
      [`${banners}${'&types=B'.repeat(21)}`, 'values', 'query.types'],
    ] as const;
    for (const [path, limit, field] of over) {
      const answer = await call(server, path);
      const message = expectError(answer, 400, 'E_QUERY_LIMIT');
      expect(answer.json.value).toMatchObject({ limit, ...(field ? { field } : {}) });
      expect(message).toContain(String(answer.json.value.max));
    }
  });

  it('a parameter named __proto__ is a name like any other: refused by the schema, the server unharmed', async () => {
    expectError(await call(server, `${banners}&__proto__=x&__proto__=y`), 400, 'E_BAD_REQUEST');
    expect((await call(server, banners)).status).toBe(200);
  });
});
