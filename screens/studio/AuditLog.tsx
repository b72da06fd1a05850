/**
 * Every operator action on the tenant, newest first, each as a sentence with its details in
 * words (audit-words.ts); the raw entry stays one click away for support.
 */
import { useEffect, useState } from 'react';
import { studioApi, type AuditEntry } from './api';
import { auditWords } from './audit-words';
import { colours, panel, Status, summaryStyle } from './ui';
import { useStudioLanguage } from './language';
import { useSay } from './record-messages';
import { when } from './words';

export function AuditLog({ tenantId }: { tenantId: string }) {
  const say = useSay();
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
        {say('auditTitle')}
      </h1>
      {error && <Status tone="danger">{error}</Status>}
      {!entries && !error && <Status>{say('loading')}</Status>}
      {entries && entries.length === 0 && <Status>{say('noActions')}</Status>}
      {entries && entries.length > 0 && (
        <ol aria-label={say('actions')} css={{ listStyle: 'none', padding: 0, margin: 0, fontSize: 14 }}>
          {entries.map((entry) => (
            <AuditItem key={entry.id} entry={entry} tenantId={tenantId} />
          ))}
        </ol>
      )}
    </section>
  );
}

function AuditItem({ entry, tenantId }: { entry: AuditEntry; tenantId: string }) {
  const language = useStudioLanguage();
  const say = useSay();
  const { sentence, details } = auditWords(entry, tenantId, language);
  return (
    <li data-testid="audit-entry" css={{ borderTop: `1px solid ${colours.line}`, padding: '8px 0' }}>
      <time dateTime={entry.at} css={{ display: 'block', color: colours.muted, fontSize: 12 }}>
        {when(language, entry.at)}
      </time>
      <p css={{ margin: '2px 0', fontWeight: 600, overflowWrap: 'anywhere' }}>{sentence}</p>
      {details.length > 0 && (
        <ul css={{ margin: '2px 0', paddingLeft: 18, color: colours.ink, overflowWrap: 'anywhere' }}>
          {details.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      {/* what was stored, as stored: support reads it when the words leave a question */}
      <details css={{ fontSize: 12, color: colours.muted }}>
        <summary css={summaryStyle}>{say('raw')}</summary>
        <pre css={{ margin: '4px 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.action} {JSON.stringify(entry.detail, null, 2)}
        </pre>
      </details>
    </li>
  );
}
