import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine, type HeadIconId, type HeadIconResponse } from '../../engine';
import { readFailure } from '../common/form/failure';
import { FormProblem } from '../common/form/fields';
import { HeadIcon } from '../common/HeadIcon';
import { card } from '../common/member-page';
import { SAVED_MS } from './ChangePassword';

/**
 * The avatar picker (SPEC 7 set and get head icon): the avatars the site ships, the member's own
 * marked pressed. A tap saves it at once (sent form encoded, as the route says) and the member
 * centre shows it from then on.
 */
export function HeadIconPicker() {
  const engine = useEngine();
  const intl = useIntl();
  const ids = useId();
  const { data } = useDataSource('headIcon');
  const [state, setState] = useState<HeadIconResponse | undefined>(data);
  const [busy, setBusy] = useState<HeadIconId | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setState(data), [data]);
  if (!state) return null;

  async function choose(id: HeadIconId) {
    if (busy || state?.headIcon?.id === id) return;
    setProblem(null);
    setBusy(id);
    try {
      setState(await engine.api.call('headIconSet', { headIcon: id }));
      engine.ui.toast('success', 'headIcon.saved', SAVED_MS);
    } catch (error) {
      setProblem(readFailure(error, intl.messages).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={`${ids}-title`} data-testid="head-icon-picker" css={{ ...card, margin: 0, display: 'grid', gap: 10 }}>
      <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <HeadIcon icon={state.headIcon} size={48} />
        <div css={{ display: 'grid', gap: 2 }}>
          <h2 id={`${ids}-title`} css={{ margin: 0, fontSize: '1rem' }}>
            <FormattedMessage id="headIcon.title" />
          </h2>
          <p id={`${ids}-hint`} css={{ margin: 0, fontSize: '0.8rem', color: 'var(--c-textMuted)' }}>
            <FormattedMessage id="headIcon.hint" />
          </p>
        </div>
      </div>
      <ul
        aria-describedby={`${ids}-hint`}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
          gap: 8,
        }}
      >
        {state.icons.map((icon) => {
          const chosen = state.headIcon?.id === icon.id;
          return (
            <li key={icon.id} css={{ display: 'flex', justifyContent: 'center' }}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-busy={busy === icon.id}
                disabled={busy !== null}
                data-head-icon-choice={icon.id}
                onClick={() => void choose(icon.id)}
                css={{
                  display: 'grid',
                  justifyItems: 'center',
                  gap: 4,
                  minWidth: 64,
                  padding: 6,
                  borderRadius: 12,
                  border: `2px solid ${chosen ? 'var(--c-primary)' : 'transparent'}`,
                  background: 'none',
                  color: 'var(--c-text)',
                  font: 'inherit',
                  fontSize: '0.75rem',
                  cursor: 'pointer',
                  opacity: busy !== null && busy !== icon.id ? 0.6 : 1,
                }}
              >
                <HeadIcon icon={icon} size={44} />
                <FormattedMessage id={`headIcon.${icon.id}`} />
              </button>
            </li>
          );
        })}
      </ul>
      <FormProblem problem={problem} />
    </section>
  );
}
