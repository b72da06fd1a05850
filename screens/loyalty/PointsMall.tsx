import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatBalance, useDataSource, useEngine, useSession, useUi, type MallItemView } from '../../engine';
import { errorText } from '../common/errors';
import { primaryButton } from '../common/styles';
import { card, formatDate, LoadError, Loading, Page } from '../common/member-page';
import { createAttemptKeys, isRetryable, moneyCall } from '../common/money-call';
import { HistoryRow, LoginPrompt, SectionTitle } from '../common/loyalty-widgets';
import { RedeemDialog } from './RedeemDialog';

/**
 * Points mall (/m/mall/mallHome): the member's points, the tenant's items (image, title, cost,
 * what it gives, the per-member limit) and the redemption history. Guests browse and are sent to
 * log in when they tap Redeem. An item the points cannot pay for, or whose limit is used up, has
 * a disabled button saying so; the server checks again and its refusal shows in the dialog.
 */
export default function PointsMall() {
  const engine = useEngine();
  const intl = useIntl();
  const language = useUi((s) => s.language);
  const signedIn = useSession((s) => s.info !== null);
  const { data, error, loading, reload } = useDataSource('mallItems');
  const [chosen, setChosen] = useState<MallItemView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keys = useRef(createAttemptKeys()).current;
  const points = data?.member?.pointsBalance ?? 0;
  const titleOf = (key: string) => intl.formatMessage({ id: key });

  const close = useCallback(() => {
    setChosen(null);
    setFailure(null);
  }, []);

  function choose(item: MallItemView) {
    if (!signedIn) return engine.navigate(engine.pathTo('login'));
    setFailure(null);
    setChosen(item);
  }

  async function redeem(item: MallItemView) {
    const body = { itemId: item.id };
    setBusy(true);
    try {
      await moneyCall(engine, 'mallRedeem', body, keys.keyFor(body));
      keys.settle();
      close();
      engine.ui.toast('success', 'mall.redeemedToast', engine.config.constants.toast.successMs, { item: titleOf(item.title) });
      if (item.reward.kind === 'bonus') await engine.services.refreshWallet();
      reload();
    } catch (failed) {
      if (!isRetryable(failed)) keys.settle();
      setFailure(errorText(intl, failed));
      reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page label={intl.formatMessage({ id: 'title.mall' })}>
      {loading && !data && <Loading />}
      {error !== undefined && !data && <LoadError onRetry={reload} error={error} />}
      {data && !signedIn && <LoginPrompt message="mall.loginForPoints" />}
      {data?.member && (
        <section
          aria-labelledby="mall-points"
          css={{
            ...card,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 12,
            padding: 16,
            background: 'linear-gradient(135deg, var(--c-surfaceRaised), var(--c-surface))',
          }}
        >
          <div>
            <h2 id="mall-points" css={{ margin: 0, fontSize: '0.85rem', fontWeight: 400, color: 'var(--c-textMuted)' }}>
              <FormattedMessage id="mall.points" />
            </h2>
            <p css={{ margin: '2px 0 0', fontSize: '0.75rem', color: 'var(--c-textMuted)' }}>
              <FormattedMessage id="loyalty.pointsRule" values={{ earn: data.points.earn, per: formatBalance(data.points.per) }} />
            </p>
          </div>
          <strong data-testid="mall-points" css={{ fontSize: '1.6rem', color: 'var(--c-primary)' }}>
            {points.toLocaleString('en-US')}
          </strong>
        </section>
      )}
      {data && (
        <section aria-labelledby="mall-items" css={{ display: 'grid', gap: 8 }}>
          <SectionTitle id="mall-items" message="mall.items" />
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
            {data.items.map((item) => (
              <MallTile key={item.id} item={item} signedIn={signedIn} points={points} onRedeem={() => choose(item)} />
            ))}
          </ul>
        </section>
      )}
      {data?.member && (
        <section aria-labelledby="mall-history" css={{ display: 'grid', gap: 8 }}>
          <SectionTitle id="mall-history" message="mall.history" />
          {data.member.history.length === 0 ? (
            <p css={{ ...card, margin: 0, textAlign: 'center', color: 'var(--c-textMuted)' }}>
              <FormattedMessage id="mall.historyEmpty" />
            </p>
          ) : (
            <ul data-testid="mall-history" css={{ ...card, listStyle: 'none', margin: 0, padding: '0 12px' }}>
              {data.member.history.map((row) => (
                <HistoryRow
                  key={row.id}
                  testId="redemption-row"
                  title={<FormattedMessage id={row.title} />}
                  detail={
                    <>
                      {formatDate(row.createdAt, language)} · <FormattedMessage id={`mall.status.${row.status}`} />
                    </>
                  }
                  amount={
                    <strong css={{ whiteSpace: 'nowrap' }}>
                      -{intl.formatMessage({ id: 'mall.cost' }, { points: row.cost.toLocaleString('en-US') })}
                    </strong>
                  }
                />
              ))}
            </ul>
          )}
        </section>
      )}
      {chosen && (
        <RedeemDialog
          title={titleOf(chosen.title)}
          cost={chosen.cost}
          after={Math.max(0, points - chosen.cost)}
          busy={busy}
          failure={failure}
          onConfirm={() => void redeem(chosen)}
          onCancel={close}
        />
      )}
    </Page>
  );
}

function MallTile({ item, signedIn, points, onRedeem }: { item: MallItemView; signedIn: boolean; points: number; onRedeem: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: item.title });
  const limitReached = signedIn && item.limit !== null && item.redeemed >= item.limit;
  const tooExpensive = signedIn && points < item.cost;
  const blocked = limitReached ? 'mall.limitReached' : tooExpensive ? 'mall.notEnough' : null;
  return (
    <li data-testid="mall-item" css={{ ...card, padding: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
      <img
        src={item.image}
        alt=""
        width={240}
        height={160}
        css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2' }}
      />
      <div css={{ padding: 10, display: 'grid', gap: 4, flex: 1, alignContent: 'start' }}>
        <h3 css={{ margin: 0, fontSize: '0.9rem' }}>{title}</h3>
        <strong css={{ color: 'var(--c-primary)', fontSize: '0.9rem' }}>
          {intl.formatMessage({ id: 'mall.cost' }, { points: item.cost.toLocaleString('en-US') })}
        </strong>
        <span css={{ fontSize: '0.72rem', color: 'var(--c-textMuted)' }}>
          <FormattedMessage id={item.reward.kind === 'bonus' ? 'mall.bonusNote' : 'mall.goodsNote'} />
        </span>
        {item.limit !== null && (
          <span css={{ fontSize: '0.72rem', color: 'var(--c-textMuted)' }}>
            <FormattedMessage id="mall.limit" values={{ count: item.limit }} />
          </span>
        )}
      </div>
      <div css={{ padding: '0 10px 10px' }}>
        <button
          type="button"
          onClick={onRedeem}
          disabled={blocked !== null}
          aria-label={blocked ? undefined : intl.formatMessage({ id: 'mall.redeemFor' }, { item: title })}
          css={{
            ...primaryButton,
            width: '100%',
            height: 36,
            fontSize: '0.85rem',
            ...(blocked ? { background: 'var(--c-surfaceRaised)', color: 'var(--c-textMuted)' } : {}),
          }}
        >
          <FormattedMessage id={blocked ?? 'mall.redeem'} />
        </button>
      </div>
    </li>
  );
}
