import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorText, inputStyle } from '../common/form/fields';
import { readFailure } from '../common/form/failure';

type Rate = { category: string; rate: string };

/** A typed rate that cannot be sent: not a percent with at most two places, above the agent's own, or (the server's) below the floor. */
export interface RateProblem {
  category: string;
  key: 'agent.rateInvalidOf' | 'agent.rateAboveOf' | 'agent.rateBelowOf';
  /** The limit the message names (the agent's own rate, or the server's floor), in percent. */
  rate?: string;
}

/** Every typed rate that cannot be sent, in the order of the agent's categories (SPEC: rates within its own). */
export function rateProblems(values: Record<string, string>, ceiling: readonly Rate[]): RateProblem[] {
  const problems: RateProblem[] = [];
  for (const { category, rate } of ceiling) {
    const typed = (values[category] ?? '').trim();
    if (!typed) continue;
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(typed)) problems.push({ category, key: 'agent.rateInvalidOf' });
    else if (Number(typed) > Number(rate)) problems.push({ category, key: 'agent.rateAboveOf', rate });
  }
  return problems;
}

/** The first problem's general message key, or null when every typed rate can be sent. */
export function ratesProblem(values: Record<string, string>, ceiling: readonly Rate[]): string | null {
  const first = rateProblems(values, ceiling)[0];
  if (!first) return null;
  return first.key === 'agent.rateInvalidOf' ? 'agent.rateInvalid' : 'agent.rateAbove';
}

/** The typed rates as the API takes them (percent with two places), empty inputs left out. */
export function typedRates<C extends string>(values: Record<string, string>): { category: C; rate: string }[] {
  return Object.entries(values)
    .filter(([, r]) => r.trim() !== '')
    .map(([category, rate]) => ({ category: category as C, rate: Number(rate).toFixed(2) }));
}

/**
 * A refused save or register as rate problems: the server's E_REBATE_LIMIT and E_REBATE_FLOOR
 * name the category and its limit, so the input itself shows what is wrong; anything else is
 * the general message.
 */
export function readRatesFailure(error: unknown, catalogue: Record<string, unknown>): { problems: RateProblem[]; message: string | null } {
  const failure = readFailure(error, catalogue);
  const value = (error as { value?: { category?: unknown; max?: unknown; min?: unknown } }).value;
  if (typeof value?.category === 'string' && (failure.code === 'E_REBATE_LIMIT' || failure.code === 'E_REBATE_FLOOR')) {
    const above = failure.code === 'E_REBATE_LIMIT';
    const limit = above ? value.max : value.min;
    return {
      problems: [
        {
          category: value.category,
          key: above ? 'agent.rateAboveOf' : 'agent.rateBelowOf',
          rate: typeof limit === 'string' ? limit : undefined,
        },
      ],
      message: null,
    };
  }
  return { problems: [], message: failure.message };
}

/** The id of a category's input, for focusing the first one in trouble. */
export const rateInputId = (idPrefix: string, category: string) => `${idPrefix}-${category}`;

/** One rate input per game category the agent has a rate for, each showing its ceiling and, under it, what is wrong with it. */
export function RatesInputs({
  idPrefix,
  ceiling,
  values,
  onChange,
  problems = [],
  error,
  errorId,
  legend = 'agent.rebateRates',
}: {
  idPrefix: string;
  ceiling: readonly Rate[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  problems?: readonly RateProblem[];
  /** A message about the rates as a whole (none entered, a refusal naming no category). */
  error?: string | null;
  errorId: string;
  legend?: string;
}) {
  const intl = useIntl();
  const categoryName = (category: string) => intl.formatMessage({ id: `category.${category}` });
  return (
    <fieldset
      css={{ border: '1px solid var(--c-border)', borderRadius: 8, padding: 10, margin: 0, minWidth: 0 }}
      aria-describedby={error ? errorId : undefined}
    >
      <legend css={{ fontSize: '0.85rem', padding: '0 4px' }}>
        <FormattedMessage id={legend} />
      </legend>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 8 }}>
        {ceiling.map(({ category, rate }) => {
          const id = rateInputId(idPrefix, category);
          const problem = problems.find((p) => p.category === category);
          return (
            <div key={category} css={{ display: 'grid', gap: 4, fontSize: '0.8rem', minWidth: 0, alignContent: 'start' }}>
              <label htmlFor={id} css={{ overflowWrap: 'anywhere' }}>
                {categoryName(category)} <FormattedMessage id="agent.rateMax" values={{ rate }} />
              </label>
              <input
                id={id}
                inputMode="decimal"
                css={{ ...inputStyle, height: 40, ...(problem ? { borderColor: 'var(--c-danger)' } : {}) }}
                value={values[category] ?? ''}
                placeholder="0.00"
                aria-label={intl.formatMessage({ id: 'agent.rateFor' }, { category: categoryName(category) })}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(e) => onChange({ ...values, [category]: e.target.value })}
              />
              {problem && (
                <span role="alert" id={`${id}-error`} css={{ color: 'var(--c-danger)', overflowWrap: 'anywhere' }}>
                  <FormattedMessage id={problem.key} values={{ category: categoryName(category), rate: problem.rate ?? '' }} />
                </span>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p role="alert" id={errorId} css={{ margin: '6px 0 0', color: 'var(--c-danger)', fontSize: '0.85rem' }}>
          <ErrorText message={error} />
        </p>
      )}
    </fieldset>
  );
}
