/**
 * Editing one tenant: a form per part of the config (menus, flags, theme, brand, messages,
 * screens, responsible gaming, content, raw JSON), undo and redo, the check's errors, submitting for review, and the live
 * preview beside it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { studioApi, StudioError } from './api';
import { forgetSavedDraft, useStudio } from './store';
import { MergePanel } from './MergePanel';
import { Presence } from './Presence';
import { Preview } from './Preview';
import { MenusEditor } from './editors/MenusEditor';
import { FlagsEditor } from './editors/FlagsEditor';
import { MessagesEditor } from './editors/MessagesEditor';
import { ScreensEditor } from './editors/ScreensEditor';
import { JsonEditor } from './editors/JsonEditor';
import { button, colours, DiffTable, narrow, panel, primaryButton, Status, summaryStyle, TextField } from './ui';
import type { DiffEntry, Draft } from './types';
import { readableLocation } from './location';
import { useSay } from './editor-messages';

/** Loaded when opened: they carry the tenant schema their forms take their words from. */
const ThemeEditor = lazy(() => import('./editors/ThemeEditor'));
const BrandEditor = lazy(() => import('./editors/BrandEditor'));
const ResponsibleGamingEditor = lazy(() => import('./editors/ResponsibleGamingEditor'));
const ContentEditor = lazy(() => import('./editors/ContentEditor'));

const TABS = [
  { id: 'menus', Editor: MenusEditor },
  { id: 'flags', Editor: FlagsEditor },
  { id: 'theme', Editor: ThemeEditor },
  { id: 'brand', Editor: BrandEditor },
  { id: 'messages', Editor: MessagesEditor },
  { id: 'screens', Editor: ScreensEditor },
  { id: 'responsibleGaming', Editor: ResponsibleGamingEditor },
  { id: 'content', Editor: ContentEditor },
  { id: 'json', Editor: JsonEditor },
] as const;

export function Editor({ tenantId, role }: { tenantId: string; role: 'editor' | 'publisher' }) {
  const load = useStudio((s) => s.load);
  const tenant = useStudio((s) => s.tenant);
  const draft = useStudio((s) => s.draft);
  const say = useSay();
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('menus');
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    setLoadError(null);
    load(tenantId).catch((e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)));
  }, [tenantId, load]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      const target = event.target as HTMLElement | null;
      if (target?.tagName === 'TEXTAREA') return;
      event.preventDefault();
      if (event.shiftKey) useStudio.getState().redo();
      else useStudio.getState().undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (loadError)
    return (
      <div css={panel}>
        <Status tone="danger">{loadError}</Status>
        <button type="button" css={button} onClick={() => void load(tenantId).catch((e: unknown) => setLoadError(String(e)))}>
          {say('retry')}
        </button>
      </div>
    );
  if (!tenant || !draft || tenant.id !== tenantId) return <Status>{say('loadingConfig')}</Status>;
  const Current = TABS.find((t) => t.id === tab)!.Editor;

  return (
    <div
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(420px, 1fr) auto',
        gap: 16,
        alignItems: 'start',
        // a phone: the editor, then the preview under it, each the screen's width
        [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 },
      }}
    >
      <section aria-label={say('editor')} css={[panel, { minWidth: 0, [narrow]: { padding: 10 } }]}>
        <Toolbar tenantId={tenantId} role={role} />
        <Presence tenantId={tenantId} />
        <div
          role="tablist"
          aria-label={say('whatToEdit')}
          css={{ display: 'flex', gap: 4, flexWrap: 'wrap', margin: '12px 0', borderBottom: `1px solid ${colours.line}` }}
        >
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls="editor-panel"
              css={[
                button,
                {
                  borderBottomLeftRadius: 0,
                  borderBottomRightRadius: 0,
                  fontWeight: tab === t.id ? 700 : 400,
                  background: tab === t.id ? colours.page : '#fff',
                },
              ]}
              onClick={() => setTab(t.id)}
            >
              {say(`tab.${t.id}`)}
            </button>
          ))}
        </div>
        {/* leaving a field ends its undo step: typing into it again later is a step of its own */}
        <div role="tabpanel" id="editor-panel" aria-labelledby={`tab-${tab}`} onBlur={() => useStudio.getState().endStep()}>
          <Suspense fallback={<Status>{say('loading')}</Status>}>
            <Current />
          </Suspense>
        </div>
      </section>
      <Preview tenantId={tenantId} />
    </div>
  );
}

function Toolbar({ tenantId, role }: { tenantId: string; role: 'editor' | 'publisher' }) {
  const tenant = useStudio((s) => s.tenant)!;
  const canUndo = useStudio((s) => s.past.length > 0);
  const canRedo = useStudio((s) => s.future.length > 0);
  const issues = useStudio((s) => s.issues);
  const diff = useStudio((s) => s.diff);
  const check = useStudio((s) => s.check);
  const checkError = useStudio((s) => s.checkError);
  const restored = useStudio((s) => s.restored);
  const { undo, redo, discard, load } = useStudio.getState();
  const [title, setTitle] = useState('');
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<DiffEntry[] | null>(null);
  const [merged, setMerged] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const say = useSay();

  const selfPublish = role === 'publisher' && !tenant.fourEyes;
  const blocked = issues.length > 0 || diff.length === 0 || check !== 'done' || !title.trim();

  const submit = async (publishNow: boolean) => {
    const draft = useStudio.getState().draft!;
    setBusy(true);
    setError(null);
    setConflict(null);
    setMerged(null);
    try {
      const change = await studioApi.submit(tenantId, {
        baseVersion: tenant.version,
        title: title.trim(),
        draft,
        ...(publishAt ? { publishAt: new Date(publishAt).toISOString() } : {}),
      });
      if (publishNow) await studioApi.approve(change.id, 'Self-published');
      forgetSavedDraft(tenantId);
      navigate(`/${tenantId}/changes/${change.id}`);
    } catch (e) {
      if (e instanceof StudioError && e.code === 'E_VERSION_CONFLICT') setConflict((e.value as { theirs: DiffEntry[] }).theirs);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  /** The merge's draft becomes the draft on the newest version, checked like any edit. */
  const adopt = async (draft: Draft, version: number) => {
    const newest = await studioApi.tenant(tenantId);
    if (newest.version !== version) throw new StudioError('E_VERSION_CONFLICT', say('changedAgain'));
    useStudio.getState().adopt(newest, draft);
    setConflict(null);
    setError(null);
    setMerged(say('merged', { version }));
  };

  return (
    <div>
      <div css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="button" css={button} onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          {say('undo')}
        </button>
        <button type="button" css={button} onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
          {say('redo')}
        </button>
        <span css={{ color: colours.muted }}>
          {say(diff.length === 1 ? 'version1' : 'version', { version: tenant.version, count: diff.length })}
        </span>
        <span
          role="status"
          data-testid="check-status"
          css={{ marginLeft: 'auto', color: issues.length ? colours.danger : check === 'offline' ? colours.warn : colours.ok }}
        >
          {say(
            check === 'checking'
              ? 'checking'
              : check === 'offline'
                ? 'offline'
                : issues.length === 0
                  ? 'noErrors'
                  : issues.length === 1
                    ? 'errors1'
                    : 'errors',
            { count: issues.length },
          )}
        </span>
      </div>
      {restored && (
        <Status tone="warn">
          {say('restored')}{' '}
          <button type="button" css={button} onClick={discard}>
            {say('discard')}
          </button>
        </Status>
      )}
      {checkError && check !== 'offline' && <Status tone="danger">{checkError}</Status>}
      {issues.length > 0 && (
        <details css={{ margin: '8px 0' }} open={issues.length <= 5}>
          <summary css={summaryStyle}>{say('errorsTitle')}</summary>
          <ul css={{ margin: 0, paddingLeft: 18, color: colours.danger, fontSize: 13 }}>
            {issues.map((i) => (
              <li key={`${i.pointer}-${i.code}`}>
                <strong>{readableLocation(i.pointer)}</strong>: {i.message}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: '1fr 220px auto',
          gap: 8,
          alignItems: 'end',
          marginTop: 8,
          [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        <TextField label={say('changeTitle')} hint={say('changeTitleHelp')} value={title} onChange={setTitle} />
        <TextField label={say('publishAt')} hint={say('publishAtHelp')} type="datetime-local" value={publishAt} onChange={setPublishAt} />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 10 }}>
          <button type="button" css={primaryButton} disabled={blocked || busy} onClick={() => void submit(false)}>
            {say('submit')}
          </button>
          {selfPublish && (
            <button type="button" css={button} disabled={blocked || busy} onClick={() => void submit(true)}>
              {say('publish')}
            </button>
          )}
        </div>
      </div>
      <p css={{ fontSize: 13, margin: '4px 0', color: colours.muted }} data-testid="four-eyes">
        {say(tenant.fourEyes ? 'fourEyesOn' : 'fourEyesOff')}
      </p>
      {error && <Status tone="danger">{error}</Status>}
      {merged && <Status tone="ok">{merged}</Status>}
      {conflict && (
        <div css={{ border: `1px solid ${colours.danger}`, borderRadius: 6, padding: 8 }}>
          <DiffTable caption={say('theirChanges')} entries={conflict} />
          <MergePanel tenantId={tenantId} baseVersion={tenant.version} draft={useStudio.getState().draft!} onMerged={adopt} />
          <button
            type="button"
            css={button}
            onClick={() => {
              forgetSavedDraft(tenantId);
              setConflict(null);
              setError(null);
              void load(tenantId);
            }}
          >
            {say('loadCurrent')}
          </button>
        </div>
      )}
    </div>
  );
}
