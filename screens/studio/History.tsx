/** Every version of the tenant (publishes, rollbacks, edits seen on disk) with its diff, and rollback to any of them. */
import { useCallback, useEffect, useState } from 'react';
import { studioApi, type VersionView } from './api';
import { colours, DiffTable, dangerButton, panel, Status, summaryStyle } from './ui';
import { useSay } from './record-messages';

export function History({ tenantId, role }: { tenantId: string; role: 'editor' | 'publisher' }) {
  const say = useSay();
  const [versions, setVersions] = useState<VersionView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(() => {
    studioApi
      .versions(tenantId)
      .then(setVersions)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [tenantId]);
  useEffect(refresh, [refresh]);

  const rollback = async (version: number) => {
    if (!window.confirm(say('confirmRollback', { version }))) return;
    setBusy(true);
    setError(null);
    try {
      const result = await studioApi.rollback(tenantId, version, '');
      setDone(say('rolledBack', { version, now: result.version }));
      refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const current = versions?.[0]?.version;
  return (
    <section aria-labelledby="history-title" css={panel}>
      <h1 id="history-title" css={{ fontSize: 18, marginTop: 0 }}>
        {say('historyTitle')}
      </h1>
      {error && <Status tone="danger">{error}</Status>}
      {done && <Status tone="ok">{done}</Status>}
      {!versions && !error && <Status>{say('loading')}</Status>}
      <ol css={{ listStyle: 'none', padding: 0 }} reversed>
        {versions?.map((v) => (
          <li key={v.version} css={{ borderTop: `1px solid ${colours.line}`, padding: '8px 0' }}>
            <div css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <strong>{say('versionN', { version: v.version })}</strong>
              <span>{v.kind}</span>
              <span>{v.message}</span>
              <span css={{ color: colours.muted }}>
                {v.author ?? say('onDisk')} · {new Date(v.createdAt).toLocaleString()}
              </span>
              {v.version === current ? (
                <span css={{ marginLeft: 'auto', color: colours.ok }}>{say('live')}</span>
              ) : (
                role === 'publisher' && (
                  <button
                    type="button"
                    css={[dangerButton, { marginLeft: 'auto' }]}
                    disabled={busy}
                    onClick={() => void rollback(v.version)}
                  >
                    {say('rollBack', { version: v.version })}
                  </button>
                )
              )}
            </div>
            {v.diff.length > 0 && (
              <details>
                <summary css={summaryStyle}>{say(v.diff.length === 1 ? 'changes1' : 'changes', { count: v.diff.length })}</summary>
                <DiffTable caption={say('changesIn', { version: v.version })} entries={v.diff} />
              </details>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
