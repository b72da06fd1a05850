/**
 * White-label flags: a switch each, what it does in plain words, and every place of the merged
 * config it gates (flag-places.ts: menu items, screen nodes, routes), so an operator sees what a
 * switch will show or hide before flipping it.
 */
import { useMemo, useState } from 'react';
import { FLAG_NOTES } from '../catalog';
import { flagPlaces } from '../flag-places';
import { setAt, useStudio } from '../store';
import { button, choiceLabel, colours, narrow, stackedTable, TextField } from '../ui';
import { useSay } from './tab-messages';

export function FlagsEditor() {
  const say = useSay();
  const draft = useStudio((s) => s.draft)!;
  const flags = (draft.tenant.flags ?? {}) as Record<string, boolean>;
  const places = useMemo(() => flagPlaces(draft), [draft]);
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
            <th scope="col">{say('flag')}</th>
            <th scope="col">{say('on')}</th>
            <th scope="col">{say('gates')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(flags).map(([flag, on]) => (
            <tr key={flag}>
              <td>
                <strong id={`flag-${flag}`}>{flag}</strong>
                <div id={`flag-${flag}-note`} css={{ color: colours.muted, fontSize: 12 }}>
                  {FLAG_NOTES[flag] ?? say('unknownFlag')}
                </div>
              </td>
              <td>
                <label css={choiceLabel}>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-labelledby={`flag-${flag}`}
                    aria-describedby={`flag-${flag}-note flag-${flag}-places`}
                    checked={on}
                    onChange={(e) => setAt(['flags', flag], e.target.checked)}
                  />
                  <span aria-hidden="true">{say(on ? 'flagOn' : 'flagOff')}</span>
                </label>
              </td>
              <td css={{ fontSize: 12 }} data-label={say('gates')} id={`flag-${flag}-places`}>
                {(places[flag] ?? []).length === 0 ? (
                  <span css={{ color: colours.muted }}>{say('untested')}</span>
                ) : (
                  <ul css={{ margin: 0, paddingLeft: 16 }}>
                    {places[flag].map((place) => (
                      <li key={`${place.pointer}-${place.whileOff}`} title={place.pointer}>
                        {place.where}
                        {place.whileOff && <span css={{ color: colours.muted }}> {say('shownWhileOff')}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div css={{ display: 'flex', gap: 8, alignItems: 'end', marginTop: 12, [narrow]: { flexWrap: 'wrap' } }}>
        <TextField label={say('newFlag')} hint={say('newFlagHelp')} value={name} onChange={(v) => setName(v.toUpperCase())} />
        <button
          type="button"
          css={[button, { marginBottom: 10 }]}
          disabled={!valid}
          onClick={() => {
            setAt(['flags', name], false);
            setName('');
          }}
        >
          {say('addFlag')}
        </button>
      </div>
    </div>
  );
}
