import { FormattedMessage, useIntl } from 'react-intl';
import { useDataSource, useEngine, useSession, useUi, type Activity } from '../../engine';
import { primaryButton } from '../common/styles';
import { card, EmptyState, LoadError, Loading, Page } from '../common/member-page';

/** Promotions (/m/activity): image, title, summary and sign-up status; 'No data' when empty. */
export default function Activities() {
  const engine = useEngine();
  const intl = useIntl();
  const language = useUi((s) => s.language);
  const signedIn = useSession((s) => s.info !== null);
  const { data, error, loading, reload } = useDataSource('activities', { lang: language });

  async function signUp(activity: Activity) {
    if (!signedIn) return engine.navigate(engine.pathTo('login'));
    try {
      await engine.api.call('activitySignUp', { activityId: activity.id });
      engine.ui.toast('success', 'activity.signedUpToast', engine.config.constants.toast.successMs);
      reload();
    } catch (failure) {
      engine.services.reportError('activitySignUp', failure);
    }
  }

  return (
    <Page label={intl.formatMessage({ id: 'title.activity' })}>
      {loading && !data && <Loading />}
      {error !== undefined && !data && <LoadError onRetry={reload} error={error} />}
      {data && data.list.length === 0 && <EmptyState />}
      {data && data.list.length > 0 && (
        <ul data-testid="activity-list" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {data.list.map((activity) => (
            <li key={activity.id} css={{ ...card, padding: 0, overflow: 'hidden' }}>
              <img src={activity.imageUrl} alt="" css={{ display: 'block', width: '100%', aspectRatio: '690 / 260' }} />
              <div css={{ padding: 12, display: 'grid', gap: 6 }}>
                <h2 css={{ margin: 0, fontSize: '1rem' }}>{activity.title}</h2>
                <p css={{ margin: 0, fontSize: '0.85rem', color: 'var(--c-textMuted)' }}>{activity.summary}</p>
                <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
                  <span
                    data-testid="activity-status"
                    css={{ fontSize: '0.8rem', color: activity.status === 'signedUp' ? 'var(--c-success)' : 'var(--c-textMuted)' }}
                  >
                    <FormattedMessage id={`activity.status.${activity.status}`} />
                  </span>
                  {activity.status === 'open' && (
                    <button
                      type="button"
                      onClick={() => void signUp(activity)}
                      aria-label={intl.formatMessage({ id: 'activity.signUpFor' }, { title: activity.title })}
                      css={{ ...primaryButton, flex: 'none', padding: '0 18px', height: 36 }}
                    >
                      <FormattedMessage id="activity.signUp" />
                    </button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
