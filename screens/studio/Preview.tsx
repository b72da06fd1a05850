/**
 * The live preview: the real site in four phone frames (390x844, shown at half size), the first
 * two offered languages in dark and light, as a guest, a member or an agent. Each frame runs the
 * site in preview mode (engine/core/studio-preview.tsx); every draft that passes its check is
 * posted to all four, which render it without reloading. A palette edit goes to the frames as it
 * is made, ahead of the server's check, when its colours are colours and its text pairs reach their
 * contrast (engine/theme/preview-palette.ts): the frames re-write their CSS variables, not the app.
 * The time from the edit to the last frame painting it is shown (and read by `npm run bench`).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { studioApi, type SessionInfo } from './api';
import { palettesReadyForPreview } from '../../engine/theme/preview-palette';
import { useStudio } from './store';
import type { Draft } from './types';
import { choiceLabel, colours, narrow, panel, SelectField, Status } from './ui';
import { useSay } from './editor-messages';

type Role = 'guest' | 'member' | 'agent';

const PAGES = [
  { value: '/m/home', label: 'page.home' },
  { value: '/m/member/home', label: 'page.memberHome' },
  { value: '/m/agent', label: 'page.agent' },
  { value: '/m/login', label: 'page.login' },
  { value: '/m/activity', label: 'page.activity' },
] as const;

export function Preview({ tenantId }: { tenantId: string }) {
  const say = useSay();
  const preview = useStudio((s) => s.preview);
  const issues = useStudio((s) => s.issues.length);
  const languageList = useStudio((s) =>
    ((s.tenant?.merged.tenant.languages as { offered?: string[] } | undefined)?.offered ?? ['EN']).slice(0, 2).join(','),
  );
  const frames = useMemo(
    () =>
      languageList
        .split(',')
        .flatMap((language) => (['dark', 'light'] as const).map((theme) => ({ id: `${language}-${theme}`, language, theme }))),
    [languageList],
  );
  const [role, setRole] = useState<Role>('guest');
  /** the one frame shown on a phone (the others keep running, hidden, so they stay up to date) */
  const [shownFrame, setShownFrame] = useState<string | null>(null);
  const shown = frames.some((f) => f.id === shownFrame) ? shownFrame! : frames[0]?.id;
  const [page, setPage] = useState('/m/home');
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [sessionError, setSessionError] = useState<string | null>(null);
  // the time of the last update, and how many were measured (two in a row may take the same ms)
  const [{ updateMs, updates }, setUpdate] = useState<{ updateMs: number | null; updates: number }>({ updateMs: null, updates: 0 });
  const refs = useRef(new Map<string, HTMLIFrameElement>());
  const ready = useRef(new Set<string>());
  const generation = useRef(0);
  const pending = useRef<{ generation: number; editedAt: number; waiting: Set<string> } | null>(null);
  const sessions = useRef(new Map<Role, SessionInfo>());
  const timed = useRef<typeof preview>(null);
  /** the edit (its time) whose update was last timed: an edit is timed once, by the first post that carries it */
  const timedEdit = useRef<number | null>(null);
  /** palettes posted as they were edited, newer than the last checked draft's; null when that draft's are shown */
  const livePalettes = useRef<unknown>(null);

  useEffect(() => {
    setSessionError(null);
    if (role === 'guest') {
      setSession(null);
      return;
    }
    const known = sessions.current.get(role);
    if (known) {
      setSession(known);
      return;
    }
    studioApi
      .previewSession(tenantId, role)
      .then((info) => {
        sessions.current.set(role, info);
        setSession(info);
      })
      .catch((e: unknown) => setSessionError(e instanceof Error ? e.message : String(e)));
  }, [role, tenantId]);

  const post = (only?: string) => {
    if (!preview) return;
    const tenant = preview.draft.tenant as Record<string, unknown>;
    // Palettes edited since that draft stay shown: a check that answers late does not bring older colours back.
    const themes = livePalettes.current ? { ...(tenant.themes as object), palettes: livePalettes.current } : tenant.themes;
    const config = { ...tenant, themes, id: tenantId, screens: preview.draft.screens, messages: preview.messages };
    const g = ++generation.current;
    const targets = frames.filter((f) => ready.current.has(f.id) && (!only || f.id === only));
    // Only a new draft is timed: a role or page switch reloads frames, which is not an edit's cost.
    if (!only && preview !== timed.current && preview.editedAt !== timedEdit.current) {
      pending.current = { generation: g, editedAt: preview.editedAt, waiting: new Set(targets.map((f) => f.id)) };
      timedEdit.current = preview.editedAt;
    }
    if (!only) timed.current = preview;
    for (const frame of targets) {
      refs.current.get(frame.id)?.contentWindow?.postMessage(
        {
          type: 'studio-preview',
          generation: g,
          config,
          language: frame.language,
          theme: frame.theme,
          session: role === 'guest' ? null : session,
        },
        window.location.origin,
      );
    }
  };
  const postRef = useRef(post);
  postRef.current = post;

  /** Posts the draft's palettes to every frame as they are edited; false when they may not go ahead of the check. */
  const postPalettes = (palettes: unknown, editedAt: number): boolean => {
    if (!palettesReadyForPreview(palettes)) return false;
    const targets = frames.filter((f) => ready.current.has(f.id));
    const g = ++generation.current;
    livePalettes.current = palettes;
    pending.current = { generation: g, editedAt, waiting: new Set(targets.map((f) => f.id)) };
    timedEdit.current = editedAt;
    for (const frame of targets)
      refs.current
        .get(frame.id)
        ?.contentWindow?.postMessage({ type: 'studio-preview-theme', generation: g, palettes }, window.location.origin);
    return true;
  };
  const postPalettesRef = useRef(postPalettes);
  postPalettesRef.current = postPalettes;

  // A palette edit reaches the frames at once, not after the quiet time and the server's check.
  useEffect(() => {
    const palettesOf = (draft: Draft | null) => (draft?.tenant.themes as { palettes?: unknown } | undefined)?.palettes;
    return useStudio.subscribe((state, previous) => {
      const palettes = palettesOf(state.draft);
      if (!palettes || palettes === palettesOf(previous.draft) || !state.preview) return;
      if (palettes === (livePalettes.current ?? palettesOf(state.preview.draft))) return;
      // A draft with errors is not previewed (nor its colours); colours that may not be shown yet
      // leave the frames on the last checked draft's until the check answers.
      const posted = state.issues.length === 0 && postPalettesRef.current(palettes, state.lastEdit?.at ?? performance.now());
      if (!posted && livePalettes.current) {
        livePalettes.current = null;
        postRef.current();
      }
    });
  }, []);

  // The check caught up with the palettes posted ahead of it (or refused them): the checked draft's are shown again.
  useEffect(() => {
    if (!preview || !livePalettes.current) return;
    const draftPalettes = (useStudio.getState().draft?.tenant.themes as { palettes?: unknown } | undefined)?.palettes;
    const checked = (preview.draft.tenant.themes as { palettes?: unknown } | undefined)?.palettes;
    if (checked === livePalettes.current || draftPalettes !== livePalettes.current) livePalettes.current = null;
  }, [preview]);
  useEffect(() => {
    if (issues === 0 || !livePalettes.current) return;
    livePalettes.current = null;
    postRef.current();
  }, [issues]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: string; frame?: string; generation?: number }>) => {
      if (event.origin !== window.location.origin || !event.data?.frame) return;
      if (event.data.type === 'studio-preview-ready') {
        ready.current.add(event.data.frame);
        postRef.current(event.data.frame);
      } else if (event.data.type === 'studio-preview-rendered') {
        const wait = pending.current;
        if (wait && event.data.generation === wait.generation) {
          wait.waiting.delete(event.data.frame);
          if (wait.waiting.size === 0) {
            setUpdate(({ updates }) => ({ updateMs: Math.round(performance.now() - wait.editedAt), updates: updates + 1 }));
            pending.current = null;
          }
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (role !== 'guest' && !session) return;
    post();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- post reads the latest state; these are what should trigger it
  }, [preview, session, role]);

  return (
    <section
      aria-labelledby="preview-title"
      css={[panel, { width: 2 * 195 + 3 * 12 + 32, [narrow]: { width: 'auto', minWidth: 0, padding: 10 } }]}
    >
      <h2 id="preview-title" css={{ fontSize: 16, margin: '0 0 8px' }}>
        {say('preview')}
      </h2>
      <div css={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
        <fieldset css={{ border: 'none', padding: 0, margin: '0 0 10px' }}>
          <legend css={{ fontSize: 13, fontWeight: 600 }}>{say('viewAs')}</legend>
          {(['guest', 'member', 'agent'] as const).map((r) => (
            <label key={r} css={[choiceLabel, { display: 'inline-flex', marginRight: 8 }]}>
              <input
                type="radio"
                name="preview-role"
                value={r}
                checked={role === r}
                onChange={() => {
                  ready.current.clear();
                  setRole(r);
                }}
              />{' '}
              {say(`role.${r}`)}
            </label>
          ))}
        </fieldset>
        <div css={{ flex: 1, minWidth: 140 }}>
          <SelectField
            label={say('page')}
            value={page}
            options={PAGES.map((p) => ({ value: p.value, label: say(p.label) }))}
            onChange={(p) => {
              ready.current.clear();
              setPage(p);
            }}
          />
        </div>
      </div>
      {sessionError && <Status tone="danger">{sessionError}</Status>}
      {issues > 0 && <Status tone="warn">{say('lastGood')}</Status>}
      <Status>
        <span data-testid="preview-time" data-updates={updates}>
          {updateMs === null ? say('framesIdle') : say('framesUpdated', { ms: updateMs })}
        </span>
      </Status>
      {frames.length > 1 && (
        // a phone has room for one frame at a time: this picks it (hidden on a wide screen, which shows them all)
        <fieldset
          data-testid="preview-switcher"
          css={{ display: 'none', border: 'none', padding: 0, margin: '0 0 8px', [narrow]: { display: 'block' } }}
        >
          <legend css={{ fontSize: 13, fontWeight: 600 }}>{say('frameShown')}</legend>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {frames.map((frame) => (
              <label
                key={frame.id}
                css={[
                  choiceLabel,
                  {
                    border: `1px solid ${shown === frame.id ? colours.accent : colours.line}`,
                    background: shown === frame.id ? '#dce6fb' : '#fff',
                    borderRadius: 6,
                    padding: '0 10px',
                  },
                ]}
              >
                <input
                  type="radio"
                  name="preview-frame"
                  value={frame.id}
                  checked={shown === frame.id}
                  onChange={() => setShownFrame(frame.id)}
                />
                {frame.language} · {say(`theme.${frame.theme}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 195px)',
          gap: 12,
          [narrow]: { position: 'relative', gridTemplateColumns: '195px', justifyContent: 'center' },
        }}
      >
        {frames.map((frame) => (
          <figure
            key={`${frame.id}-${page}-${role}`}
            data-shown={frame.id === shown}
            css={{
              margin: 0,
              // a hidden frame keeps rendering (its updates are still timed), out of sight and out of reach
              [narrow]:
                frame.id === shown
                  ? {}
                  : {
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: 1,
                      height: 1,
                      overflow: 'hidden',
                      clipPath: 'inset(50%)',
                      visibility: 'hidden',
                    },
            }}
          >
            <div css={{ width: 195, height: 422, overflow: 'hidden', border: `1px solid ${colours.line}`, borderRadius: 12 }}>
              <iframe
                ref={(el) => {
                  if (el) refs.current.set(frame.id, el);
                  else refs.current.delete(frame.id);
                }}
                title={say('frameTitle', { language: frame.language, theme: say(`theme.${frame.theme}`) })}
                data-frame={frame.id}
                src={`${page}?tenant=${encodeURIComponent(tenantId)}&studioPreview=${frame.id}`}
                width={390}
                height={844}
                css={{ border: 0, transform: 'scale(0.5)', transformOrigin: '0 0' }}
              />
            </div>
            <figcaption css={{ fontSize: 12, color: colours.muted, textAlign: 'center' }}>
              {frame.language} · {say(`theme.${frame.theme}`)}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
