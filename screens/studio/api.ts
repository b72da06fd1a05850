/**
 * The studio's calls to /studio/api, envelopes unwrapped, errors with their code and value. The
 * operator's session is an HttpOnly cookie the browser sends (server/studio/session-cookie.ts):
 * page script never holds the token. Every call says it is the studio's own (`X-Requested-With:
 * wl`), which the server asks of every change the cookie authenticates (server/http/csrf.ts).
 */
import { ofetch, FetchError } from 'ofetch';
import type { ApiEnvelope } from '../../engine';
import type { Draft, DiffEntry, Issue } from './types';

/** An API refusal or a lost connection, with the server's code, message and value. */
export class StudioError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly value: unknown = null,
    readonly status = 0,
  ) {
    super(message);
  }
}

/** The API envelope, its value typed by the call. */
type Envelope<T> = ApiEnvelope & { value: T };

/** `keepalive`: the browser finishes the call after the page is gone (a page leaving says so). */
export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, { keepalive = false } = {}): Promise<T> {
  try {
    const envelope = await ofetch<Envelope<T>>(`/studio/api/${path}`, {
      method,
      keepalive,
      body: body as Record<string, unknown> | undefined,
      headers: { 'X-Requested-With': 'wl' },
      credentials: 'same-origin',
      retry: 0,
      timeout: 20_000,
    });
    return envelope.value;
  } catch (error) {
    if (error instanceof FetchError) {
      const data = error.data as Partial<Envelope<unknown>> | undefined;
      if (data && typeof data.code === 'string')
        throw new StudioError(data.code, data.message ?? 'The request was refused', data.value ?? null, error.statusCode ?? 0);
      if (!error.statusCode) throw new StudioError('E_NETWORK', 'The network is unavailable; check the connection and try again');
      throw new StudioError('E_HTTP', `The server answered ${error.statusCode}; please try again`, null, error.statusCode);
    }
    throw error;
  }
}

/** A sign-in captcha: its id and its picture (a data: URL). */
export interface StudioCaptcha {
  captchaId: string;
  image: string;
}

export interface TenantRole {
  id: string;
  role: 'editor' | 'publisher' | 'cashier';
}

export interface TenantView {
  id: string;
  role: 'editor' | 'publisher';
  version: number;
  base: Draft;
  merged: Draft;
  fourEyes: boolean;
}

export interface ChangeView {
  id: number;
  tenantId: string;
  author: string;
  baseVersion: number;
  title: string;
  status: 'open' | 'scheduled' | 'published' | 'rejected' | 'failed';
  publishAt: string | null;
  reviewer: string | null;
  reviewComment: string | null;
  publishedVersion: number | null;
  failure: string | null;
  createdAt: string;
  diff: DiffEntry[];
}

export interface VersionView {
  version: number;
  kind: string;
  message: string;
  author: string | null;
  changeId: number | null;
  diff: DiffEntry[];
  createdAt: string;
}

export interface AuditEntry {
  id: number;
  action: string;
  detail: Record<string, unknown>;
  operator: string | null;
  at: string;
  /** the title of the change request the entry is about (detail.change), when there is one */
  changeTitle?: string;
}

export interface SessionInfo {
  token: string;
  merchantCode: string;
  id: number;
  userName: string;
  type: number;
}

/** An image stored for a tenant's site (POST tenants/<id>/uploads): `url` is its site path, /uploads/<hash>.<ext>. */
export interface UploadView {
  url: string;
  name: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
}

/** A served tenant's platform settings, as the platform admin sees them. */
export interface PlatformTenant {
  id: string;
  hosts: string[];
  allowedOrigins: string[];
  trustedOrigins: string[];
  fourEyes: boolean;
}

export interface PlatformOperator {
  username: string;
  platformAdmin: boolean;
  roles: Record<string, 'editor' | 'publisher' | 'cashier'>;
}

const t = encodeURIComponent;

export const studioApi = {
  /** `captcha`: the picture's id and its characters, once the server asked for them (E_CAPTCHA_REQUIRED, or value.captcha) */
  login: (username: string, password: string, captcha?: { captchaId: string; identifying: string }) =>
    call<{ username: string; platformAdmin: boolean; tenants: TenantRole[] }>('POST', 'login', {
      username,
      password,
      ...captcha,
    }),
  captcha: () => call<StudioCaptcha>('GET', 'captcha'),
  /** Revokes the session and clears its cookie. */
  logout: () => call<null>('POST', 'logout'),
  me: () => call<{ username: string; platformAdmin: boolean; tenants: TenantRole[] }>('GET', 'me'),
  tenant: (id: string) => call<TenantView>('GET', `tenants/${t(id)}`),
  check: (id: string, draft: Draft) =>
    call<{ version: number; issues: Issue[]; diff: DiffEntry[]; previewMessages: Record<string, unknown> | null }>(
      'POST',
      `tenants/${t(id)}/check`,
      { draft },
    ),
  changes: (id: string) => call<ChangeView[]>('GET', `tenants/${t(id)}/changes`),
  submit: (id: string, input: { baseVersion: number; title: string; draft: Draft; publishAt?: string }) =>
    call<ChangeView>('POST', `tenants/${t(id)}/changes`, input),
  change: (cr: number) => call<ChangeView & { draft: Draft }>('GET', `changes/${cr}`),
  approve: (cr: number, comment: string) => call<ChangeView>('POST', `changes/${cr}/approve`, { comment }),
  reject: (cr: number, comment: string) => call<ChangeView>('POST', `changes/${cr}/reject`, { comment }),
  versions: (id: string) => call<VersionView[]>('GET', `tenants/${t(id)}/versions`),
  rollback: (id: string, version: number, message: string) =>
    call<{ version: number }>('POST', `tenants/${t(id)}/versions/${version}/rollback`, { message }),
  audit: (id: string) => call<AuditEntry[]>('GET', `tenants/${t(id)}/audit`),
  setFourEyes: (id: string, fourEyes: boolean) => call<{ fourEyes: boolean }>('POST', `tenants/${t(id)}/settings`, { fourEyes }),
  platform: () => call<{ tenants: PlatformTenant[]; operators: PlatformOperator[] }>('GET', 'platform'),
  setPlatformSettings: (id: string, settings: Pick<PlatformTenant, 'hosts' | 'allowedOrigins' | 'trustedOrigins'>) =>
    call<{ version: number }>('POST', `platform/tenants/${t(id)}`, settings),
  setRole: (username: string, tenantId: string, role: 'editor' | 'publisher' | 'cashier' | null) =>
    call<{ username: string; tenantId: string; role: string | null }>('POST', 'platform/roles', { username, tenantId, role }),
  previewSession: (id: string, role: 'member' | 'agent') => call<SessionInfo>('POST', `tenants/${t(id)}/preview-session`, { role }),
  /** Stores an image (png, jpeg, webp, gif or svg, at most 2 MB; `data` in base64) for the tenant's site. */
  upload: (id: string, file: { fileName: string; contentType: string; data: string }) =>
    call<UploadView>('POST', `tenants/${t(id)}/uploads`, file),
  /** This operator has the tenant's editor open; answers who else has (server/studio/presence.ts). */
  presence: (id: string) => call<{ others: { username: string; since: string }[] }>('POST', `tenants/${t(id)}/presence`),
  /** `asPageGoes`: said as the page goes away, so the call outlives the page (keepalive). */
  leavePresence: (id: string, asPageGoes = false) =>
    call<null>('POST', `tenants/${t(id)}/presence/leave`, undefined, { keepalive: asPageGoes }),
};
