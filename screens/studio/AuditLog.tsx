/** Every operator action on the tenant, newest first. */
import { useEffect, useState } from 'react';
import { studioApi, type AuditEntry } from './api';
import { colours, panel, Status } from './ui';

export function AuditLog({ tenantId }: { tenantId: string }) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    studioApi
      .audit(tenantId)
      .then(setEntries)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [tenantId]);
  return (
    <section aria-labelledby="audit-title" css={panel}>
      <h1 id="audit-title" css={{ fontSize: 18, marginTop: 0 }}>
        Audit log
      </h1>
      {error && <Status tone="danger">{error}</Status>}
      {!entries && !error && <Status>Loading…</Status>}
      {entries && entries.length === 0 && <Status>No actions yet.</Status>}
      {entries && entries.length > 0 && (
        <table
          css={{
            width: '100%',
            borderCollapse: 'collapse',
            fontSize: 13,
            td: { borderTop: `1px solid ${colours.line}`, padding: 4 },
            th: { textAlign: 'left', padding: 4 },
          }}
        >
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{new Date(e.at).toLocaleString()}</td>
                <td>{e.operator ?? 'scheduler'}</td>
                <td>{e.action}</td>
                <td>
                  <code>{JSON.stringify(e.detail)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
