/**
 * The platform admin's page: per site, the host names it answers on, the URL policy's allowed and
 * trusted origins, and four-eyes review; per operator, its role on each site. These are what a
 * site's own editors and publishers cannot change (README, "Who can change what"); every change
 * is checked like a publish, recorded in the site's history and audit log.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { studioApi, StudioError, type PlatformOperator, type PlatformTenant } from './api';
import { button, colours, inputStyle, IssuesText, panel, primaryButton, Status } from './ui';
import type { Issue } from './types';
import { useSay } from './platform-messages';

type Loaded = { tenants: PlatformTenant[]; operators: PlatformOperator[] };

export function Platform() {
  const say = useSay();
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    setError(null);
    studioApi
      .platform()
      .then(setData)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  useEffect(reload, [reload]);

  if (error)
    return (
      <div css={panel}>
        <Status tone="danger">{error}</Status>
        <button type="button" css={button} onClick={reload}>
          {say('retry')}
        </button>
      </div>
    );
  if (!data) return <Status>{say('loading')}</Status>;
  return (
    // minmax(0, 1fr): the roles table scrolls in its own box instead of widening the page (390 px wide)
    <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, maxWidth: 900 }}>
      <h1 css={{ fontSize: 20, margin: 0 }}>{say('title')}</h1>
      <p css={{ margin: 0, color: colours.muted }}>{say('intro')}</p>
      {data.tenants.map((tenant) => (
        <TenantSettings key={tenant.id} tenant={tenant} onSaved={reload} />
      ))}
      <Roles tenants={data.tenants.map((t) => t.id)} operators={data.operators} onSaved={reload} />
    </div>
  );
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function ListField({
  label,
  hint,
  value,
  onChange,
  issues,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (v: string) => void;
  issues: Issue[];
}) {
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <label htmlFor={id} css={{ fontSize: 13, fontWeight: 600 }}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        css={[inputStyle, { fontFamily: 'monospace' }]}
        value={value}
        aria-invalid={issues.length > 0}
        aria-describedby={`${id}-hint${issues.length ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={`${id}-hint`} css={{ fontSize: 12, color: colours.muted }}>
        {hint}
      </span>
      <IssuesText id={`${id}-error`} issues={issues} />
    </div>
  );
}

/** The site's lists an operator edits here, an entry a line, and where the config's problems with each point. */
const SITE_LISTS = [
  { key: 'hosts', hint: 'hostsHelp', pointer: '/hosts' },
  { key: 'allowedOrigins', hint: 'allowedOriginsHelp', pointer: '/security/allowedOrigins' },
  { key: 'trustedOrigins', hint: 'trustedOriginsHelp', pointer: '/security/trustedOrigins' },
] as const;
type SiteList = (typeof SITE_LISTS)[number]['key'];

function TenantSettings({ tenant, onSaved }: { tenant: PlatformTenant; onSaved: () => void }) {
  const [texts, setTexts] = useState<Record<SiteList, string>>(() => ({
    hosts: tenant.hosts.join('\n'),
    allowedOrigins: tenant.allowedOrigins.join('\n'),
    trustedOrigins: tenant.trustedOrigins.join('\n'),
  }));
  const say = useSay();
  const [issues, setIssues] = useState<Issue[]>([]);
  const [message, setMessage] = useState<{ tone: 'ok' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const at = (prefix: string) => issues.filter((i) => i.pointer === prefix || i.pointer.startsWith(`${prefix}/`));

  const save = async () => {
    setBusy(true);
    setMessage(null);
    setIssues([]);
    try {
      const { version } = await studioApi.setPlatformSettings(tenant.id, {
        hosts: lines(texts.hosts),
        allowedOrigins: lines(texts.allowedOrigins),
        trustedOrigins: lines(texts.trustedOrigins),
      });
      setMessage({ tone: 'ok', text: say('saved', { version }) });
      onSaved();
    } catch (e) {
      const invalid = e instanceof StudioError && e.code === 'E_CONFIG_INVALID';
      if (invalid) setIssues((e.value as { issues: Issue[] }).issues);
      setMessage({ tone: 'danger', text: invalid ? say('notSaved') : e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };

  const other = issues.filter((i) => !i.pointer.startsWith('/hosts') && !i.pointer.startsWith('/security'));
  return (
    <section aria-labelledby={`site-${tenant.id}`} css={[panel, { display: 'grid', gap: 10 }]}>
      <h2 id={`site-${tenant.id}`} css={{ fontSize: 16, margin: 0 }}>
        {tenant.id}
      </h2>
      {SITE_LISTS.map((list) => (
        <ListField
          key={list.key}
          label={say(list.key)}
          // the link's placeholder is written as the config writes it
          hint={say(list.hint, { token: '{token}' })}
          value={texts[list.key]}
          onChange={(text) => setTexts((t) => ({ ...t, [list.key]: text }))}
          issues={at(list.pointer)}
        />
      ))}
      {other.length > 0 && (
        <ul css={{ margin: 0, paddingLeft: 18, color: colours.danger, fontSize: 13 }}>
          {other.map((i) => (
            <li key={`${i.pointer}-${i.code}`}>
              <code>{i.pointer}</code>: {i.message}
            </li>
          ))}
        </ul>
      )}
      <div css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="button" css={primaryButton} disabled={busy} onClick={() => void save()}>
          {say('save', { site: tenant.id })}
        </button>
        {message && (
          <span role="status" css={{ color: message.tone === 'ok' ? colours.ok : colours.danger }}>
            {message.text}
          </span>
        )}
      </div>
      <FourEyesSwitch tenantId={tenant.id} on={tenant.fourEyes} />
    </section>
  );
}

/** Four-eyes review of a site: on, every change needs a second publisher's approval. */
function FourEyesSwitch({ tenantId, on }: { tenantId: string; on: boolean }) {
  const say = useSay();
  const [value, setValue] = useState(on);
  const [error, setError] = useState<string | null>(null);
  const toggle = async (next: boolean) => {
    setError(null);
    try {
      setValue((await studioApi.setFourEyes(tenantId, next)).fourEyes);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div css={{ fontSize: 13 }}>
      <label>
        <input type="checkbox" checked={value} onChange={(e) => void toggle(e.target.checked)} /> {say('fourEyes', { site: tenantId })}
      </label>
      {error && <Status tone="danger">{error}</Status>}
    </div>
  );
}

function Roles({ tenants, operators, onSaved }: { tenants: string[]; operators: PlatformOperator[]; onSaved: () => void }) {
  const say = useSay();
  const [error, setError] = useState<string | null>(null);
  const change = async (username: string, tenantId: string, role: string) => {
    setError(null);
    try {
      await studioApi.setRole(username, tenantId, role === 'none' ? null : (role as 'editor' | 'publisher' | 'cashier'));
      onSaved();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section aria-labelledby="roles-title" css={panel}>
      <h2 id="roles-title" css={{ fontSize: 16, margin: '0 0 8px' }}>
        {say('roles')}
      </h2>
      {error && <Status tone="danger">{error}</Status>}
      <div css={{ overflowX: 'auto' }}>
        <table css={{ borderCollapse: 'collapse', fontSize: 13, minWidth: '100%' }}>
          <thead>
            <tr>
              <th scope="col" css={{ textAlign: 'left', padding: 4 }}>
                {say('operator')}
              </th>
              {tenants.map((id) => (
                <th key={id} scope="col" css={{ textAlign: 'left', padding: 4 }}>
                  {id}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {operators.map((o) => (
              <tr key={o.username} css={{ borderTop: `1px solid ${colours.line}` }}>
                <th scope="row" css={{ textAlign: 'left', padding: 4, fontWeight: 400 }}>
                  {o.username}
                </th>
                {tenants.map((id) => (
                  <td key={id} css={{ padding: 4 }}>
                    {o.platformAdmin ? (
                      say('platformAdmin')
                    ) : (
                      <select
                        aria-label={say('roleOf', { who: o.username, site: id })}
                        css={inputStyle}
                        value={o.roles[id] ?? 'none'}
                        onChange={(e) => void change(o.username, id, e.target.value)}
                      >
                        {(['none', 'editor', 'publisher', 'cashier'] as const).map((role) => (
                          <option key={role} value={role}>
                            {say(`role.${role}`)}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
