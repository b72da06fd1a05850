import { useIntl } from 'react-intl';
import { Icon } from '../common/Icon';
import { gameClassName } from './FilterPanel';
import type { GameFilter, ListState } from './model';

/** The applied filter fields, each with a clear button; clearing the last returns to all. */
export function FilterChips({ state, onClear }: { state: ListState; onClear: (field: keyof GameFilter) => void }) {
  const intl = useIntl();
  const fields: { name: keyof GameFilter; label: string }[] = [
    { name: 'gameName', label: 'game.filter.gameName' },
    { name: 'gameClassify', label: 'game.filter.classify' },
    { name: 'minBet', label: 'game.filter.minBet' },
    { name: 'minLine', label: 'game.filter.minLine' },
  ];
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'game.tab.filter' })}
      css={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: 0, padding: '4px 8px', listStyle: 'none' }}
    >
      {fields
        .filter((field) => state[field.name] !== '')
        .map((field) => {
          const label = intl.formatMessage({ id: field.label });
          return (
            <li
              key={field.name}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 2,
                paddingLeft: 10,
                borderRadius: 16,
                background: 'var(--c-surfaceRaised)',
                fontSize: '0.78rem',
              }}
            >
              {label}: {field.name === 'gameClassify' ? gameClassName(intl, state.gameClassify) : state[field.name]}
              <button
                type="button"
                onClick={() => onClear(field.name)}
                aria-label={intl.formatMessage({ id: 'game.filter.clear' }, { field: label })}
                css={{
                  width: 32,
                  height: 32,
                  border: 'none',
                  background: 'none',
                  color: 'var(--c-text)',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          );
        })}
    </ul>
  );
}
