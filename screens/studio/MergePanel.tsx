/**
 * Merging a draft started from an older version with the newest one (server/studio/merge.ts,
 * POST tenants/:id/merge): what the two sides changed in different places merges on its own; each
 * value both changed is listed with both values side by side and a choice between them. The merged
 * draft then becomes the editor's draft on the newest version, checked and submitted as any other.
 */
import { useId, useState } from 'react';
import { call, StudioError } from './api';
import { button, colours, primaryButton, Status } from './ui';
import type { DiffEntry, Draft, Issue, Json } from './types';
import { readableLocation } from './location';
import { useSay } from './editor-messages';

interface MergeConflict {
  pointer: string;
  base?: Json;
  ours?: Json;
  theirs?: Json;
}

interface MergeView {
  version: number;
  conflicts: MergeConflict[];
  draft: Draft | null;
  issues: Issue[];
  diff: DiffEntry[];
}

type Take = 'ours' | 'theirs';

/** A pointer into the draft in words: "Texts (TY) › menu.home", items counted from 1 (location.ts). */
export const pointerInWords = (pointer: string): string => readableLocation(pointer);

const shown = (value: Json | undefined, absent: string) => {
  if (value === undefined) return absent;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

export function MergePanel({
  tenantId,
  baseVersion,
  draft,
  onMerged,
}: {
  tenantId: string;
  baseVersion: number;
  draft: Draft;
  /** the merged draft on the newest version `version` */
  onMerged: (draft: Draft, version: number) => void | Promise<void>;
}) {
  const [view, setView] = useState<MergeView | null>(null);
  const [choices, setChoices] = useState<Record<string, Take>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const say = useSay();

  const merge = async (withChoices: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const body = withChoices
        ? { baseVersion, draft, version: view!.version, choices: Object.entries(choices).map(([pointer, take]) => ({ pointer, take })) }
        : { baseVersion, draft };
      const result = await call<MergeView>('POST', `tenants/${encodeURIComponent(tenantId)}/merge`, body);
      if (result.draft) await onMerged(result.draft, result.version);
      else {
        setView(result);
        setChoices({});
      }
    } catch (e) {
      // the site moved on again while choosing: list the conflicts against the newest version
      if (e instanceof StudioError && e.code === 'E_VERSION_CONFLICT') setView(null);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  if (!view)
    return (
      <div css={{ marginTop: 8 }}>
        <button type="button" css={primaryButton} disabled={busy} onClick={() => void merge(false)}>
          {say('mergeMine')}
        </button>
        <p css={{ fontSize: 13, margin: '4px 0', color: colours.muted }}>{say('mergeHelp')}</p>
        {busy && <Status>{say('merging')}</Status>}
        {error && <Status tone="danger">{error}</Status>}
      </div>
    );

  const open = view.conflicts.filter((c) => !choices[c.pointer]).length;
  return (
    <form
      aria-labelledby={`${id}-title`}
      css={{ marginTop: 8 }}
      onSubmit={(event) => {
        event.preventDefault();
        void merge(true);
      }}
    >
      <h3 id={`${id}-title`} css={{ fontSize: 15, margin: '8px 0' }}>
        {say(view.conflicts.length === 1 ? 'conflicts1' : 'conflicts', { count: view.conflicts.length })}
      </h3>
      {view.conflicts.map((c, i) => (
        <fieldset key={c.pointer} css={{ border: `1px solid ${colours.line}`, borderRadius: 6, margin: '0 0 8px', padding: 8 }}>
          <legend css={{ fontWeight: 600, padding: '0 4px', wordBreak: 'break-word' }}>{pointerInWords(c.pointer)}</legend>
          <p css={{ fontSize: 13, margin: '0 0 6px', color: colours.muted, wordBreak: 'break-word' }}>
            {say('before', { value: shown(c.base, say('notSet')) })}
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {(['ours', 'theirs'] as const).map((take) => (
              <label
                key={take}
                css={{
                  flex: '1 1 160px',
                  minWidth: 0,
                  display: 'flex',
                  gap: 6,
                  alignItems: 'flex-start',
                  border: `1px solid ${choices[c.pointer] === take ? colours.accent : colours.line}`,
                  borderRadius: 6,
                  padding: 8,
                  cursor: 'pointer',
                }}
              >
                <input
                  type="radio"
                  name={`${id}-conflict-${i}`}
                  value={take}
                  checked={choices[c.pointer] === take}
                  onChange={() => setChoices((was) => ({ ...was, [c.pointer]: take }))}
                />
                <span css={{ minWidth: 0, wordBreak: 'break-word' }}>
                  <strong>{say(take === 'ours' ? 'keepYours' : 'takeTheirs')}</strong>
                  <br />
                  {shown(take === 'ours' ? c.ours : c.theirs, say(take === 'ours' ? 'youRemoved' : 'theyRemoved'))}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" css={primaryButton} disabled={busy || open > 0}>
        {say('mergeChoices')}
      </button>{' '}
      <button type="button" css={button} disabled={busy} onClick={() => setView(null)}>
        {say('cancel')}
      </button>
      <Status>{open > 0 ? say('toChoose', { count: open }) : say(busy ? 'merging' : 'allChosen')}</Status>
      {error && <Status tone="danger">{error}</Status>}
    </form>
  );
}
