/** Change requests: the list, and one request's diff with the publisher's approve and reject. */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { studioApi, StudioError, type ChangeView } from './api';
import { button, colours, DiffTable, narrow, panel, primaryButton, dangerButton, Status, TAP, TextField } from './ui';
import { MergePanel } from './MergePanel';
import { inboxChanged } from './reviews/api';
import { saveDraftFor } from './store';
import type { DiffEntry, Draft } from './types';
import { useSay } from './record-messages';

/** The comment thread, loaded with its words when a request is opened. */
const Comments = lazy(() => import('./reviews/Comments').then((m) => ({ default: m.Comments })));

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

export function Changes({
  tenantId,
  role,
  selected,
  me,
}: {
  tenantId: string;
  role: 'editor' | 'publisher';
  selected?: number;
  me: string;
}) {
  const say = useSay();
  const [list, setList] = useState<ChangeView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    studioApi
      .changes(tenantId)
      .then((l) => {
        setList(l);
        setError(null);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [tenantId]);
  useEffect(refresh, [refresh]);

  return (
    <div
      css={{
        display: 'grid',
        gap: 16,
        alignItems: 'start',
        '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(280px, 380px) minmax(0, 1fr)' },
      }}
    >
      <section aria-labelledby="changes-title" css={panel}>
        <h1 id="changes-title" css={{ fontSize: 18, marginTop: 0 }}>
          {say('changesTitle')}
        </h1>
        {error && <Status tone="danger">{error}</Status>}
        {!list && !error && <Status>{say('loading')}</Status>}
        {list && list.length === 0 && <Status>{say('noChanges')}</Status>}
        <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list?.map((c) => (
            <li key={c.id} css={{ borderTop: `1px solid ${colours.line}`, padding: '6px 0' }}>
              <Link
                href={`/${tenantId}/changes/${c.id}`}
                aria-current={selected === c.id ? 'page' : undefined}
                css={{ [narrow]: { display: 'inline-flex', alignItems: 'center', minHeight: TAP } }}
              >
                #{c.id} {c.title}
              </Link>
              <div css={{ fontSize: 12, color: colours.muted }}>
                {say(`status.${c.status}`)} · {c.author} · {when(c.createdAt)}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {selected !== undefined ? <ChangeDetail key={selected} id={selected} role={role} me={me} onChanged={refresh} /> : null}
    </div>
  );
}

function ChangeDetail({ id, role, me, onChanged }: { id: number; role: 'editor' | 'publisher'; me: string; onChanged: () => void }) {
  const say = useSay();
  const [change, setChange] = useState<(ChangeView & { draft: Draft }) | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<DiffEntry[] | null>(null);
  const [, navigate] = useLocation();

  const load = useCallback(() => {
    studioApi
      .change(id)
      .then(setChange)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [id]);
  useEffect(load, [load]);

  const act = async (what: 'approve' | 'reject') => {
    setBusy(true);
    setError(null);
    setTheirs(null);
    try {
      await (what === 'approve' ? studioApi.approve(id, comment) : studioApi.reject(id, comment));
      load();
      onChanged();
      inboxChanged();
    } catch (e) {
      if (e instanceof StudioError && e.code === 'E_VERSION_CONFLICT') setTheirs((e.value as { theirs: DiffEntry[] }).theirs);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  if (!change) return <section css={panel}>{error ? <Status tone="danger">{error}</Status> : <Status>{say('loading')}</Status>}</section>;
  const open = change.status === 'open' || change.status === 'scheduled';
  return (
    <section aria-labelledby="change-title" css={panel}>
      <h2 id="change-title" css={{ fontSize: 18, marginTop: 0 }}>
        #{change.id} {change.title}
      </h2>
      <p data-testid="change-status">
        {say('status')} <strong>{say(`status.${change.status}`)}</strong>
        {change.publishedVersion !== null && <> {say('asVersion', { version: change.publishedVersion })}</>}
        {change.publishAt && <> · {say('publishesAt', { when: when(change.publishAt) })}</>}
      </p>
      <p css={{ color: colours.muted }}>
        {say('madeBy', { author: change.author, when: when(change.createdAt), version: change.baseVersion })}
        {change.reviewer && (
          <>
            {' '}
            · {say('reviewedBy', { who: change.reviewer })}
            {change.reviewComment ? `: “${change.reviewComment}”` : ''}
          </>
        )}
      </p>
      {change.failure && <Status tone="danger">{change.failure}</Status>}
      <DiffTable caption={say(change.diff.length === 1 ? 'changes1' : 'changes', { count: change.diff.length })} entries={change.diff} />
      {role === 'publisher' && change.status === 'open' && (
        <div css={{ marginTop: 12 }}>
          {change.author === me && <Status tone="warn">{say('ownRequest')}</Status>}
          <TextField label={say('comment')} value={comment} onChange={setComment} />
          <div css={{ display: 'flex', gap: 8 }}>
            <button type="button" css={primaryButton} disabled={busy} onClick={() => void act('approve')}>
              {say(change.publishAt && new Date(change.publishAt) > new Date() ? 'approveLater' : 'approveNow')}
            </button>
            <button type="button" css={dangerButton} disabled={busy} onClick={() => void act('reject')}>
              {say('reject')}
            </button>
          </div>
        </div>
      )}
      {role === 'publisher' && change.status === 'scheduled' && (
        <button type="button" css={[dangerButton, { marginTop: 12 }]} disabled={busy} onClick={() => void act('reject')}>
          {say('cancelScheduled')}
        </button>
      )}
      {error && <Status tone="danger">{error}</Status>}
      {theirs && (
        <>
          <DiffTable caption={say('sincePublished')} entries={theirs} />
          <MergePanel
            tenantId={change.tenantId}
            baseVersion={change.baseVersion}
            draft={change.draft}
            onMerged={(draft, version) => {
              // the editor restores it as the draft on the newest version, for a new request
              saveDraftFor(change.tenantId, version, draft);
              navigate(`/${change.tenantId}/edit`);
            }}
          />
          <button type="button" css={button} onClick={() => navigate(`/${change.tenantId}/edit`)}>
            {say('editAgain')}
          </button>
        </>
      )}
      {!open && change.status === 'published' && <Status tone="ok">{say('published')}</Status>}
      <Suspense fallback={<Status>{say('loading')}</Status>}>
        <Comments changeId={change.id} />
      </Suspense>
    </section>
  );
}
