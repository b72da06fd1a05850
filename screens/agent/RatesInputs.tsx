import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorText, inputStyle } from '../common/form/fields';

type Rate = { category: string; rate: string };

/** Why typed rates cannot be sent: not a percent with at most two places, or above the agent's own (SPEC: rates within its own). */
export function ratesProblem(values: Record<string, string>, ceiling: readonly Rate[]): string | null {
  for (const { category, rate } of ceiling) {
    const typed = (values[category] ?? '').trim();
    if (!typed) continue;
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(typed)) return 'agent.rateInvalid';
    if (Number(typed) > Number(rate)) return 'agent.rateAbove';
  }
  return null;
}

/** One rate input per game category the agent has a rate for, each showing its ceiling. */
export function RatesInputs({
  idPrefix,
  ceiling,
  values,
  onChange,
  error,
  errorId,
}: {
  idPrefix: string;
  ceiling: readonly Rate[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  error?: string | null;
  errorId: string;
}) {
  const intl = useIntl();
  return (
    <fieldset
      css={{ border: '1px solid var(--c-border)', borderRadius: 8, padding: 10, margin: 0, minWidth: 0 }}
      aria-describedby={error ? errorId : undefined}
    >
      <legend css={{ fontSize: '0.85rem', padding: '0 4px' }}>
        <FormattedMessage id="agent.rebateRates" />
      </legend>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 8 }}>
        {ceiling.map(({ category, rate }) => (
          <label key={category} htmlFor={`${idPrefix}-${category}`} css={{ display: 'grid', gap: 4, fontSize: '0.8rem', minWidth: 0 }}>
            <span css={{ overflowWrap: 'anywhere' }}>
              <FormattedMessage id={`category.${category}`} /> <FormattedMessage id="agent.rateMax" values={{ rate }} />
            </span>
            <input
              id={`${idPrefix}-${category}`}
              inputMode="decimal"
              css={{ ...inputStyle, height: 40 }}
              value={values[category] ?? ''}
              placeholder="0.00"
              aria-label={intl.formatMessage({ id: 'agent.rateFor' }, { category: intl.formatMessage({ id: `category.${category}` }) })}
              onChange={(e) => onChange({ ...values, [category]: e.target.value })}
            />
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" id={errorId} css={{ margin: '6px 0 0', color: 'var(--c-danger)', fontSize: '0.85rem' }}>
          <ErrorText message={error} />
        </p>
      )}
    </fieldset>
  );
}
