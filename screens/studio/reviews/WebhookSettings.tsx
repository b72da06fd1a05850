/**
 * A site's review webhook (publishers only): the https address its review events are sent to and
 * the secret that signs them. The secret is write-only: the page shows only its last characters.
 * The last deliveries say whether the receiver got them. Loaded lazily by the studio's frame.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { button, colours, dangerButton, inputStyle, panel, primaryButton, Status } from '../ui';
import { reviewsApi, type WebhookView } from './api';
import { useStudioLanguage } from '../language';
import { errorText, say, when, type ReviewKey } from './messages';

export default function WebhookSettings({ tenantId }: { tenantId: string }) {
  const language = useStudioLanguage();
  const s = (key: ReviewKey, values?: Record<string, string | number>) => say(language, key, values);
  const [hook, setHook] = useState<WebhookView | null>(null);
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(() => {
    reviewsApi
      .webhook(tenantId)
      .then((h) => {
        setHook(h);
        setUrl(h.url ?? '');
      })
      .catch((e: unknown) => setError(errorText(language, e)));
  }, [tenantId, language]);
  useEffect(load, [load]);

  const save = async (input: { url: string; secret?: string }, message: ReviewKey) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const h = await reviewsApi.setWebhook(tenantId, input);
      setHook(h);
      setUrl(h.url ?? '');
      setSecret('');
      setDone(s(message));
    } catch (e) {
      setError(errorText(language, e));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save({ url, ...(secret ? { secret } : {}) }, 'webhookSaved');
  };

  const label = { display: 'grid', gap: 4, fontSize: 13, fontWeight: 600 } as const;
  const help = { fontSize: 12, fontWeight: 400, color: colours.muted } as const;
  return (
    <div lang={language === 'TY' ? 'tl' : 'en'} css={{ display: 'grid', gap: 16, maxWidth: 800, margin: '0 auto' }}>
      <h1 css={{ fontSize: 20, margin: 0 }}>{s('webhookFor', { tenant: tenantId })}</h1>
      <section css={panel} aria-labelledby="webhook-form-title">
        <h2 id="webhook-form-title" css={{ fontSize: 16, marginTop: 0 }}>
          {s('webhook')}
        </h2>
        <p css={{ marginTop: 0 }}>{s('webhookIntro')}</p>
        {!hook && !error && <Status>{s('loading')}</Status>}
        {hook && (
          <p data-testid="webhook-current">
            {hook.url
              ? s('webhookCurrent', {
                  url: hook.url,
                  who: hook.updatedBy ?? '—',
                  when: hook.updatedAt ? when(language, hook.updatedAt) : '',
                })
              : s('webhookNone')}
          </p>
        )}
        <form onSubmit={submit} css={{ display: 'grid', gap: 12 }}>
          <label css={label}>
            {s('webhookUrl')}
            <input css={inputStyle} type="url" inputMode="url" autoComplete="off" value={url} onChange={(e) => setUrl(e.target.value)} />
            <span css={help}>{s('webhookUrlHelp')}</span>
          </label>
          <label css={label}>
            {s('webhookSecret')}
            <input
              css={inputStyle}
              type="password"
              autoComplete="new-password"
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
            />
            <span css={help}>
              {s('webhookSecretHelp')} {hook?.secretHint ? s('webhookSecretKeep', { hint: hook.secretHint }) : ''}
            </span>
          </label>
          {error && (
            <div role="alert" css={{ color: colours.danger, fontSize: 13, overflowWrap: 'anywhere' }}>
              {error}
            </div>
          )}
          {done && <Status tone="ok">{done}</Status>}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <button type="submit" css={[primaryButton, { minHeight: 44 }]} disabled={busy}>
              {s('webhookSave')}
            </button>
            {hook?.url && (
              <button
                type="button"
                css={[dangerButton, { minHeight: 44 }]}
                disabled={busy}
                onClick={() => void save({ url: '' }, 'webhookRemoved')}
              >
                {s('webhookRemove')}
              </button>
            )}
          </div>
        </form>
      </section>
      {hook && (
        <section css={panel} aria-labelledby="webhook-deliveries">
          <h2 id="webhook-deliveries" css={{ fontSize: 16, marginTop: 0 }}>
            {s('webhookDeliveries')}
          </h2>
          {hook.deliveries.length === 0 ? (
            <p>{s('webhookDeliveriesNone')}</p>
          ) : (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {hook.deliveries.map((d) => (
                <li key={d.id} css={{ borderTop: `1px solid ${colours.line}`, padding: '6px 0', overflowWrap: 'anywhere' }}>
                  <strong>{d.event}</strong> · {s(`delivery.${d.status}`)} · {s('deliveryAttempts', { count: d.attempts })} ·{' '}
                  <time dateTime={d.createdAt}>{when(language, d.createdAt)}</time>
                  {d.lastError && d.status !== 'delivered' && <div css={{ fontSize: 12, color: colours.danger }}>{d.lastError}</div>}
                </li>
              ))}
            </ul>
          )}
          <button type="button" css={[button, { marginTop: 8, minHeight: 44 }]} onClick={load}>
            {s('refresh')}
          </button>
        </section>
      )}
    </div>
  );
}
