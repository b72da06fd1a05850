import { useEffect, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatBalance, useDataSource, useEngine } from '../../engine';
import { ActionControl } from '../common/ActionControl';
import { Icon } from '../common/Icon';
import { secondaryButton } from '../common/styles';

/** While free trial is busy, the answer is asked for again this often, so the minutes shown stay true. */
const RECHECK_MS = 60_000;

/** Two lines' height whether or not the second shows, so the answer arriving moves nothing. */
const entry = {
  ...secondaryButton,
  flex: 'none',
  flexDirection: 'column' as const,
  gap: 2,
  minHeight: 52,
  padding: '6px 12px',
  borderRadius: 12,
  textDecoration: 'none',
};
const title = { display: 'inline-flex', alignItems: 'center', gap: 6 };
const note = { fontSize: '0.8rem', fontWeight: 400, color: 'var(--c-textMuted)' };

/**
 * The login screen's way to free trial (SPEC 2), a real link to the free trial page: a tap before
 * the app has started still goes there (issue 26). With the trial account call's answer (SPEC
 * 7.03) it shows the play credit, or, when this visitor cannot have a trial account now, shows
 * itself disabled with why and for how long, instead of failing after the tap. Without an answer
 * (the call is silent) it stays the plain link. Either note describes the entry, whose name stays
 * "Free trial" for screen readers and voice control.
 */
export function FreeTrialEntry() {
  const engine = useEngine();
  const ids = useId();
  const { data: trial, reload } = useDataSource('trialAccount');
  const busy = trial?.available === false;
  const minutes = Math.ceil((trial?.retryAfterSeconds ?? 60) / 60);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(reload, Math.min(RECHECK_MS, minutes * 60_000));
    return () => clearTimeout(timer);
  }, [busy, minutes, reload]);

  const label = (
    <span css={title}>
      <Icon name="gift" size={18} />
      <FormattedMessage id="auth.freeTrial" />
    </span>
  );
  if (busy)
    return (
      <span
        role="link"
        aria-disabled="true"
        tabIndex={0}
        aria-describedby={`${ids}-note`}
        data-testid="free-trial"
        css={{ ...entry, borderColor: 'var(--c-border)', color: 'var(--c-textMuted)', cursor: 'not-allowed' }}
      >
        {label}
        <span id={`${ids}-note`} aria-hidden css={note}>
          <FormattedMessage id="trial.busy" values={{ minutes }} />
        </span>
      </span>
    );
  return (
    <ActionControl
      action={{ action: 'navigate', to: engine.pathTo('trail') }}
      aria-describedby={trial ? `${ids}-note` : undefined}
      data-testid="free-trial"
      css={entry}
    >
      {label}
      {trial && (
        <span id={`${ids}-note`} aria-hidden css={note}>
          <FormattedMessage id="trial.credit" values={{ amount: formatBalance(trial.balance) }} />
        </span>
      )}
    </ActionControl>
  );
}
