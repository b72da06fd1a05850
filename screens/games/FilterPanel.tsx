import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useDataSource, useEngine, type VendorGameTypesQuery } from '../../engine';
import { Icon } from '../common/Icon';
import { iconButton, primaryButton, secondaryButton } from '../common/styles';
import { EMPTY_FILTER, type GameFilter } from './model';
import type { PanelPhase } from './usePanel';

interface FilterPanelProps {
  phase: PanelPhase;
  filter: GameFilter;
  /** the category and vendor a filter applies to: the game types offered are theirs (SPEC 7.24) */
  gameType: string;
  vassalage: string;
  onApply: (filter: GameFilter) => void;
  onClose: () => void;
}

/** The fields, with the shapes the game list query accepts (schemas/api/gameList.query.json). */
const FIELDS: { name: keyof GameFilter; label: string; numeric: boolean; pattern?: string; maxLength: number }[] = [
  { name: 'gameName', label: 'game.filter.gameName', numeric: false, maxLength: 64 },
  { name: 'gameClassify', label: 'game.filter.classify', numeric: false, pattern: '\\s*[A-Za-z0-9 \\-]{1,32}\\s*', maxLength: 34 },
  { name: 'minBet', label: 'game.filter.minBet', numeric: true, pattern: '\\s*[0-9]{1,7}([.][0-9]{1,2})?\\s*', maxLength: 12 },
  { name: 'minLine', label: 'game.filter.minLine', numeric: true, pattern: '\\s*[0-9]{1,4}\\s*', maxLength: 6 },
];

/**
 * The slide-in filter panel: game name, classify (a choice of the vendor game types, SPEC 7.24,
 * once they have loaded; typed until then), min bet, min line; apply or reset. Its fields
 * start from the applied filter each time the panel appears; what the member types stays while the
 * panel slides in and while the list behind it changes.
 */
export function FilterPanel(props: FilterPanelProps) {
  return props.phase === 'hidden' ? null : <FilterForm {...props} />;
}

function FilterForm({ phase, filter, gameType, vassalage, onApply, onClose }: FilterPanelProps) {
  const intl = useIntl();
  const id = useId();
  const { config } = useEngine();
  const [draft, setDraft] = useState(filter);
  const open = phase === 'open';
  // SPEC 7.24 vendor game types: the classes this category (and vendor) has, offered as choices
  const types = useDataSource('vendorGameTypes', {
    // a category of the game list's (its HOT and FAV tabs filter the default category)
    typeId: gameType as VendorGameTypesQuery['typeId'],
    merchant_code: config.id,
    vassalage: vassalage || undefined,
  });
  const classes = types.data?.list;
  const className = (value: string) => gameClassName(intl, value);
  return (
    <div css={{ position: 'fixed', inset: 0, zIndex: 60 }}>
      <div
        aria-hidden
        onClick={onClose}
        css={{ position: 'absolute', inset: 0, background: 'var(--c-mask)', opacity: open ? 1 : 0, transition: 'opacity 300ms' }}
      />
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
        css={{
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          width: 'min(320px, 85vw)',
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
          padding: 16,
          background: 'var(--c-surface)',
          color: 'var(--c-text)',
          transform: open ? 'none' : 'translateX(100%)',
          transition: 'transform 300ms ease-out',
          overflowY: 'auto',
        }}
      >
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <h2 id={`${id}-title`} css={{ margin: 0, fontSize: '1.05rem' }}>
            <FormattedMessage id="game.tab.filter" />
          </h2>
          <button type="button" onClick={onClose} aria-label={intl.formatMessage({ id: 'app.close' })} css={iconButton}>
            <Icon name="close" />
          </button>
        </div>
        {FIELDS.map((field) => (
          <label key={field.name} css={{ display: 'grid', gap: 4, fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>
            <FormattedMessage id={field.label} />
            {field.name === 'gameClassify' && classes ? (
              <select
                name={field.name}
                value={draft.gameClassify}
                onChange={(event) => setDraft((d) => ({ ...d, gameClassify: event.target.value }))}
                css={fieldBox}
              >
                <option value="">{intl.formatMessage({ id: 'game.filter.allClasses' })}</option>
                {/* a class applied earlier that this vendor lacks stays choosable, so the panel shows what is applied */}
                {draft.gameClassify !== '' && !classes.some((c) => c.gameClassify === draft.gameClassify) && (
                  <option value={draft.gameClassify}>{className(draft.gameClassify)}</option>
                )}
                {classes.map((c) => (
                  <option key={c.gameClassify} value={c.gameClassify}>
                    {intl.formatMessage({ id: 'game.filter.classWithCount' }, { name: className(c.gameClassify), count: c.count })}
                  </option>
                ))}
              </select>
            ) : (
              <input
                name={field.name}
                value={draft[field.name]}
                inputMode={field.numeric ? 'decimal' : undefined}
                pattern={field.pattern}
                maxLength={field.maxLength}
                autoComplete="off"
                onChange={(event) => setDraft((d) => ({ ...d, [field.name]: event.target.value }))}
                css={fieldBox}
              />
            )}
          </label>
        ))}
        <div css={{ display: 'flex', gap: 8, marginTop: 8 }}>
          <button type="button" onClick={() => onApply(EMPTY_FILTER)} css={secondaryButton}>
            <FormattedMessage id="game.filter.reset" />
          </button>
          <button type="submit" css={primaryButton}>
            <FormattedMessage id="game.filter.apply" />
          </button>
        </div>
      </form>
    </div>
  );
}

/** A game class's name (SPEC 7.24): its message where the tenant has one, else the class as the server names it. */
export function gameClassName(intl: IntlShape, value: string): string {
  return intl.messages[`game.classify.${value}`] === undefined ? value : intl.formatMessage({ id: `game.classify.${value}` });
}

const fieldBox = {
  height: 40,
  padding: '0 12px',
  borderRadius: 8,
  border: '1px solid var(--c-border)',
  background: 'var(--c-background)',
  color: 'var(--c-text)',
} as const;
