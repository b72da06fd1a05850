/** The studio's small building blocks: fields that show their own check errors, buttons, panels. */
import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { useShallow } from 'zustand/react/shallow';
import { issuesAt, useStudio } from './store';
import { readableLocation } from './location';
import type { Issue } from './types';
import { useSay } from './messages';

const NO_ISSUES: Issue[] = [];

export const colours = {
  ink: '#1c2230',
  muted: '#5b6475',
  line: '#d5d9e2',
  panel: '#ffffff',
  page: '#f2f4f8',
  accent: '#1f56c8',
  danger: '#b3261e',
  ok: '#1b7a3d',
  warn: '#8a5a00',
};

/**
 * Below this width the studio is laid out for a phone or a small tablet: one column, and every
 * control at least 44 px tall and wide so a finger hits it and nothing next to it.
 */
export const narrow = '@media (max-width: 959px)';

/** The size of a tap target on a narrow screen. */
export const TAP = 44;

export const button = css({
  border: `1px solid ${colours.line}`,
  background: colours.panel,
  color: colours.ink,
  borderRadius: 6,
  padding: '6px 12px',
  minHeight: 32,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  [narrow]: { minHeight: TAP, minWidth: TAP },
});

/** A label around a checkbox or radio: on a narrow screen the whole row is the tap target. */
export const choiceLabel = css({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  cursor: 'pointer',
  [narrow]: { minHeight: TAP, minWidth: TAP },
});

/** A details' summary: a whole tap target on a narrow screen. */
export const summaryStyle = css({ cursor: 'pointer', [narrow]: { padding: '12px 0', minHeight: TAP } });

/** A table that becomes one block per row on a narrow screen, each cell led by its column's name (data-label). */
export const stackedTable = css({
  [narrow]: {
    thead: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    'tr, td, th[scope="row"]': { display: 'block', width: 'auto' },
    tr: { borderTop: `1px solid ${colours.line}`, padding: '4px 0' },
    td: { border: 'none' },
    'td[data-label]::before': { content: 'attr(data-label) ": "', fontWeight: 600, color: colours.muted },
  },
});

export const primaryButton = css(button, { background: colours.accent, borderColor: colours.accent, color: '#fff' });
export const dangerButton = css(button, { color: colours.danger, borderColor: colours.danger });

export const panel = css({ background: colours.panel, border: `1px solid ${colours.line}`, borderRadius: 8, padding: 16 });

const input = css({
  border: `1px solid ${colours.line}`,
  borderRadius: 6,
  padding: '6px 8px',
  minHeight: 32,
  width: '100%',
  // a field never runs past its grid cell (a date field at 360 px did): its padding and border
  // inside its width, and no minimum of its own content's width
  boxSizing: 'border-box',
  minWidth: 0,
  background: '#fff',
  color: colours.ink,
  '&[aria-invalid="true"]': { borderColor: colours.danger, boxShadow: `0 0 0 1px ${colours.danger}` },
  // 16 px text keeps a phone from zooming in on focus
  [narrow]: { minHeight: TAP, fontSize: 16 },
});

const fieldBox = css({ display: 'grid', gap: 4, marginBottom: 10 });
const labelText = css({ fontSize: 13, fontWeight: 600, color: colours.ink });
const errorText = css({ fontSize: 12, color: colours.danger });
const hintText = css({ fontSize: 12, color: colours.muted });

/** A field's problems, read out as they appear; `id` is the one the field's aria-describedby names. */
export function IssuesText({ id, issues }: { id?: string; issues: readonly { message: string }[] }) {
  return issues.length > 0 ? (
    <span id={id} css={errorText} role="alert">
      {issues.map((i) => i.message).join('; ')}
    </span>
  ) : null;
}

/** The check errors for one field (exactly its pointer), read from the store. */
export function useFieldIssues(pointer: string | undefined, exact = true) {
  return useStudio(useShallow((s) => (pointer ? issuesAt(s.issues, pointer, exact) : NO_ISSUES)));
}

interface FieldProps {
  label: string;
  /** JSON pointer of the value in the merged config: its check errors show under the field */
  pointer?: string;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled field with its hint and check errors. */
export function Field({ label, pointer, hint, children }: FieldProps) {
  const id = useId();
  const issues = useFieldIssues(pointer);
  const describedBy = [hint ? `${id}-hint` : '', issues.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldBox}>
      <label htmlFor={id} css={labelText}>
        {label}
      </label>
      {children({ id, 'aria-invalid': issues.length > 0, 'aria-describedby': describedBy })}
      {hint && (
        <span id={`${id}-hint`} css={hintText}>
          {hint}
        </span>
      )}
      <IssuesText id={`${id}-error`} issues={issues} />
    </div>
  );
}

export function TextField(props: {
  label: string;
  pointer?: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
}) {
  return (
    <Field label={props.label} pointer={props.pointer} hint={props.hint}>
      {(a) => <input {...a} css={input} type={props.type ?? 'text'} value={props.value} onChange={(e) => props.onChange(e.target.value)} />}
    </Field>
  );
}

export function SelectField(props: {
  label: string;
  pointer?: string;
  hint?: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={props.label} pointer={props.pointer} hint={props.hint}>
      {(a) => (
        <select {...a} css={input} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export const inputStyle = input;

/** A status line read by screen readers when it changes. */
export function Status({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'danger' | 'ok' | 'warn' }) {
  return (
    <p role="status" css={{ margin: '8px 0', fontSize: 13, color: colours[tone === 'muted' ? 'muted' : tone] }}>
      {children}
    </p>
  );
}

/** A readable diff: where in words ("Bottom menu › item 4 › label"), old → new. */
export function DiffTable({
  entries,
  caption,
}: {
  entries: { file: string; pointer: string; old?: unknown; new?: unknown }[];
  caption: string;
}) {
  const say = useSay();
  const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));
  return (
    <table
      css={[
        {
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 13,
          td: { borderTop: `1px solid ${colours.line}`, padding: '4px 6px', verticalAlign: 'top', wordBreak: 'break-word' },
          th: { textAlign: 'left', padding: '4px 6px' },
        },
        stackedTable,
      ]}
    >
      <caption css={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{say('diff.where')}</th>
          <th scope="col">{say('diff.old')}</th>
          <th scope="col">{say('diff.new')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={i}>
            <td data-label={say('diff.where')} title={`${e.file} ${e.pointer || '/'}`}>
              {readableLocation(e.pointer, e.file)}
            </td>
            <td data-label={say('diff.old')} css={{ color: colours.danger }}>
              {show(e.old)}
            </td>
            <td data-label={say('diff.new')} css={{ color: colours.ok }}>
              {show(e.new)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
