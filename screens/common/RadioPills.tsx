import type { CSSObject } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * A choice of one among a few (a login method, a break's length) as a row of pills: a radio group
 * named by the message `label`, each pill worded by the message `words` gives it and drawn by
 * `look`, the chosen one checked. `wrap` lets a longer row take more lines.
 */
export function RadioPills<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  words: (option: T) => string;
  look: (checked: boolean) => CSSObject;
  wrap?: boolean;
}) {
  const intl = useIntl();
  return (
    <div
      role="radiogroup"
      aria-label={intl.formatMessage({ id: props.label })}
      css={{ display: 'flex', flexWrap: props.wrap ? 'wrap' : undefined, gap: 8 }}
    >
      {props.options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={props.value === option}
          onClick={() => props.onChange(option)}
          css={props.look(props.value === option)}
        >
          <FormattedMessage id={props.words(option)} />
        </button>
      ))}
    </div>
  );
}
