/** White-label flags: a switch each, what it does, and every place in the config it gates. */
import { useMemo, useState } from 'react';
import { FLAG_NOTES } from '../catalog';
import { setAt, useStudio } from '../store';
import { button, choiceLabel, colours, narrow, stackedTable, TextField } from '../ui';
import type { Draft, Json } from '../types';

/** Where each flag is tested: readable paths of every `{ "flag": name }` condition in the draft. */
function flagUses(draft: Draft): Record<string, string[]> {
  const uses: Record<string, string[]> = {};
  const walk = (value: Json, path: string[]) => {
    if (Array.isArray(value))
      value.forEach((v, i) =>
        walk(v, [...path, v && typeof v === 'object' && !Array.isArray(v) && typeof v.id === 'string' ? v.id : String(i)]),
      );
    else if (value && typeof value === 'object') {
      if (typeof value.flag === 'string') (uses[value.flag] ??= []).push(path.filter((p) => p !== 'when').join(' › '));
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    }
  };
  walk(draft.tenant, []);
  for (const [name, screen] of Object.entries(draft.screens)) walk(screen, ['screen', name]);
  return uses;
}

export function FlagsEditor() {
  const draft = useStudio((s) => s.draft)!;
  const flags = (draft.tenant.flags ?? {}) as Record<string, boolean>;
  const uses = useMemo(() => flagUses(draft), [draft]);
  const [name, setName] = useState('');
  const valid = /^[A-Z][A-Z0-9_]*$/.test(name) && !(name in flags);

  return (
    <div>
      <table
        css={[
          {
            width: '100%',
            borderCollapse: 'collapse',
            td: { borderTop: `1px solid ${colours.line}`, padding: 6, verticalAlign: 'top', overflowWrap: 'anywhere' },
            th: { textAlign: 'left', padding: 6 },
          },
          stackedTable,
        ]}
      >
        <thead>
          <tr>
            <th scope="col">Flag</th>
            <th scope="col">On</th>
            <th scope="col">Gates</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(flags).map(([flag, on]) => (
            <tr key={flag}>
              <td>
                <strong>{flag}</strong>
                <div css={{ color: colours.muted, fontSize: 12 }}>{FLAG_NOTES[flag] ?? 'A flag of this tenant'}</div>
              </td>
              <td>
                <label css={choiceLabel}>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-label={flag}
                    checked={on}
                    onChange={(e) => setAt(['flags', flag], e.target.checked)}
                  />
                  <span aria-hidden="true">{on ? 'on' : 'off'}</span>
                </label>
              </td>
              <td css={{ fontSize: 12 }} data-label="Gates">
                {(uses[flag] ?? []).length === 0 ? (
                  <span css={{ color: colours.muted }}>no condition tests it</span>
                ) : (
                  <ul css={{ margin: 0, paddingLeft: 16 }}>
                    {uses[flag].map((u, i) => (
                      <li key={i}>{u}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div css={{ display: 'flex', gap: 8, alignItems: 'end', marginTop: 12, [narrow]: { flexWrap: 'wrap' } }}>
        <TextField label="New flag name (capitals, digits, _)" value={name} onChange={(v) => setName(v.toUpperCase())} />
        <button
          type="button"
          css={[button, { marginBottom: 10 }]}
          disabled={!valid}
          onClick={() => {
            setAt(['flags', name], false);
            setName('');
          }}
        >
          Add flag
        </button>
      </div>
    </div>
  );
}
