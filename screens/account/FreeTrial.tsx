import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEngine } from '../../engine';
import { primaryButton, secondaryButton } from '../common/styles';
import { readFailure } from '../common/form/failure';
import { ErrorText } from '../common/form/fields';

/** sessionStorage keys of the trial user (SPEC 3: trial user value and name are kept there). */
export const TRIAL_USER_KEY = 'TRIAL_USER';

/**
 * Free trial (/m/trail, SPEC 4): a loading message, trial login, then /m/home once a trial
 * session (customer type 4) exists. A failure shows its message with retry and home buttons.
 */
export default function FreeTrial() {
  const engine = useEngine();
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    setProblem(null);
    const trialType = engine.config.constants.memberTypes.trial;
    engine.services
      .signIn('trialLogin', {})
      .then((info) => {
        try {
          sessionStorage.setItem(TRIAL_USER_KEY, JSON.stringify({ userName: info.userName, customerType: trialType }));
        } catch {
          // The session store already holds the trial session; this copy is informational.
        }
        if (engine.session.getState().info?.type === trialType) engine.navigate(engine.config.shell.homePath, { replace: true });
      })
      .catch((error) => setProblem(readFailure(error, intl.messages).message));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one trial login per attempt (the retry button bumps it), not per render
  }, [attempt]);

  return (
    <section css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '64px 24px', textAlign: 'center' }}>
      {problem === null ? (
        <p role="status" css={{ margin: 0, color: 'var(--c-textMuted)' }}>
          <FormattedMessage id="trial.loading" />
        </p>
      ) : (
        <>
          <p role="alert" css={{ margin: 0, color: 'var(--c-danger)' }}>
            <ErrorText message={problem} />
          </p>
          <div css={{ display: 'flex', gap: 12, width: '100%', maxWidth: 320 }}>
            <button type="button" onClick={() => setAttempt((n) => n + 1)} css={primaryButton}>
              <FormattedMessage id="app.retry" />
            </button>
            <button type="button" onClick={() => engine.navigate(engine.config.shell.homePath)} css={secondaryButton}>
              <FormattedMessage id="menu.home" />
            </button>
          </div>
        </>
      )}
    </section>
  );
}
