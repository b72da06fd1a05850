/**
 * The dark and light palettes: a colour picker per token, named and helped from the tenant
 * schema's palette, and the WCAG contrast of the pairs the site draws text with.
 */
import { contrastRatio, formatRatio, over, PALETTE_PAIRS, parseColour } from '../../../engine/theme/colour';
import { pointer } from '../pointer';
import { setAt, useStudio } from '../store';
import { fieldHelp, fieldLabel } from '../field-words';
import { colours, Field, inputStyle, narrow, TAP } from '../ui';
import { fieldsOf, TENANT_DEFS } from './tenant-schema';
import { useSay } from './form-messages';

const NONE: Record<string, Record<string, string>> = {};
const TOKEN = fieldsOf('palette');

export default function ThemeEditor() {
  const say = useSay();
  const palettes = useStudio(
    (s) => (s.draft?.tenant.themes as { palettes?: Record<string, Record<string, string>> } | undefined)?.palettes ?? NONE,
  );
  return (
    <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16 }}>
      {Object.entries(palettes).map(([theme, palette]) => (
        <section key={theme} aria-labelledby={`theme-${theme}`}>
          <h2 id={`theme-${theme}`} css={{ fontSize: 16 }}>
            {theme}
          </h2>
          {Object.entries(palette).map(([token, value]) => (
            <Field
              key={token}
              label={`${fieldLabel(token, TOKEN[token])} (${token})`}
              hint={fieldHelp(TOKEN[token], TENANT_DEFS.colour)}
              pointer={pointer('themes', 'palettes', theme, token)}
            >
              {(a) => (
                <div css={{ display: 'flex', gap: 6 }}>
                  <input
                    type="color"
                    aria-label={say('colourPicker', { label: fieldLabel(token, TOKEN[token]), theme })}
                    aria-describedby={a['aria-describedby']}
                    value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
                    disabled={!/^#[0-9a-f]{6}$/i.test(value)}
                    onChange={(e) => setAt(['themes', 'palettes', theme, token], e.target.value)}
                    css={{ width: 40, height: 32, padding: 0, border: 'none', [narrow]: { width: TAP, height: TAP } }}
                  />
                  <input
                    {...a}
                    css={inputStyle}
                    value={value}
                    onChange={(e) => setAt(['themes', 'palettes', theme, token], e.target.value)}
                  />
                </div>
              )}
            </Field>
          ))}
          <h3 css={{ fontSize: 14 }}>{say('contrast')}</h3>
          <ul css={{ listStyle: 'none', padding: 0, fontSize: 13 }}>
            {PALETTE_PAIRS.map(([fg, bg, min, what]) => {
              const back = parseColour(palette[bg] ?? '');
              const front = parseColour(palette[fg] ?? '');
              const ratio = back && front ? contrastRatio(front.a < 1 ? over(front, back) : front, back) : undefined;
              const ok = ratio !== undefined && ratio >= min;
              return (
                <li key={`${fg}-${bg}`} css={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 4 }}>
                  <span
                    aria-hidden="true"
                    css={{
                      background: palette[bg],
                      color: palette[fg],
                      padding: '2px 6px',
                      borderRadius: 4,
                      border: `1px solid ${colours.line}`,
                    }}
                  >
                    Aa
                  </span>
                  <span>{what}</span>
                  <strong css={{ marginLeft: 'auto', color: ok ? colours.ok : colours.danger }}>
                    {ratio === undefined ? say('unreadable') : say(ok ? 'passes' : 'fails', { ratio: formatRatio(ratio) })}
                  </strong>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
