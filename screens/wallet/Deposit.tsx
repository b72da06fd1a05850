import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useDataSource,
  useEngine,
  formatBalance,
  type NodeProps,
  siteGateway,
  type DepositCreateResponse,
  type DepositNode,
  type DepositOrdersResponse,
} from '../../engine';
import { chip } from '../common/choice-styles';
import { amountText, checkAmount, templateOf } from './money';
import { moneyCall, useMoneyAttempt } from '../common/money-call';
import {
  amountProblemKey,
  AmountInput,
  card,
  EmptyState,
  Field,
  FormFailure,
  LoadError,
  Loading,
  Row,
  SubmitButton,
} from '../common/wallet-form';
import { useMayDeposit } from './useMember';
import { BalanceValue } from '../common/Balance';

/** An order as created, or as the recent-orders list shows it (payUrl while it can still be paid). */
type Order = DepositCreateResponse | DepositOrdersResponse['list'][number];

/**
 * Deposit (voucher centre): channels with limits, an order with an Idempotency-Key, its payment
 * page, and the recent orders with their state (a pending order can be paid again from the list).
 */
export default function Deposit({ node }: NodeProps<DepositNode>) {
  const engine = useEngine();
  const intl = useIntl();
  const allowed = useMayDeposit();
  const template = templateOf(engine.config.settings.mobileTemplate?.dep_func, node.template);
  const channels = useDataSource('paymentChannels', undefined, { enabled: allowed !== false });
  const [refresh, setRefresh] = useState(0);
  const orders = useDataSource('depositOrders', { pageNo: 1, pageSize: 5 }, { enabled: allowed === true, deps: [refresh] });
  const [channelId, setChannelId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [order, setOrder] = useState<Order | null>(null);
  const { busy, failure, setFailure, attempt } = useMoneyAttempt();

  useEffect(() => {
    if (allowed === false) engine.ui.toast('fail', 'free_reject', 2000);
  }, [allowed, engine]);

  useEffect(() => {
    void engine.services.refreshWallet();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void engine.services.refreshWallet();
      setRefresh((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [engine]);

  const list = channels.data?.channels ?? [];
  const channel = list.find((c) => c.id === channelId) ?? list[0];
  const problem = channel ? checkAmount(amount, channel) : 'invalid';

  if (allowed === false || channels.data?.allowed === false) {
    return (
      <p role="alert" css={{ ...card, textAlign: 'center', color: 'var(--c-danger)' }}>
        <FormattedMessage id="free_reject" />
      </p>
    );
  }
  if (channels.loading && !channels.data) return <Loading />;
  if (channels.error && !channels.data) return <LoadError error={channels.error} onRetry={channels.reload} />;
  if (!channel) return <EmptyState />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (problem || !channel) return;
    const body = { channelId: channel.id, amount: amountText(amount), gateway: siteGateway(engine.config) };
    await attempt(
      body,
      (key) => moneyCall(engine, 'depositCreate', body, key),
      (created) => {
        setOrder(created);
        setAmount('');
        setTouched(false);
        setRefresh((n) => n + 1);
      },
    );
  }

  const limits = intl.formatMessage({ id: 'wallet.limits' }, { min: formatBalance(channel.min), max: formatBalance(channel.max) });

  return (
    <div data-template={template}>
      <div css={card}>
        <Row label="wallet.balance" value={<BalanceValue symbol={false} testId="deposit-balance" />} strong />
      </div>
      {order && (
        <section css={{ ...card, border: '1px solid var(--c-primary)' }} aria-labelledby="deposit-order-title" data-testid="deposit-order">
          <h2 id="deposit-order-title" css={{ margin: '0 0 8px', fontSize: '1rem' }}>
            <FormattedMessage id="deposit.orderCreated" />
          </h2>
          <Row label="wallet.orderNo" value={order.orderNo} />
          <Row label="wallet.amount" value={formatBalance(order.amount)} />
          <Row label="wallet.status" value={<FormattedMessage id={`deposit.status.${order.status}`} />} />
          {order.payUrl && (
            <a
              href={order.payUrl}
              css={{
                display: 'block',
                marginTop: 8,
                padding: '10px 0',
                textAlign: 'center',
                borderRadius: 20,
                background: 'var(--c-primary)',
                color: 'var(--c-onPrimary)',
                fontWeight: 600,
                textDecoration: 'none',
              }}
            >
              <FormattedMessage id="deposit.payNow" />
            </a>
          )}
        </section>
      )}
      <form onSubmit={submit} css={card} noValidate>
        <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
          <legend css={{ fontSize: '0.85rem', fontWeight: 600, marginBottom: 8 }}>
            <FormattedMessage id="deposit.channel" />
          </legend>
          <div
            role="radiogroup"
            css={
              template === 'new'
                ? { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, marginBottom: 12 }
                : { display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }
            }
          >
            {list.map((c) => (
              <button
                key={c.id}
                type="button"
                role="radio"
                aria-checked={c.id === channel.id}
                onClick={() => setChannelId(c.id)}
                css={
                  template === 'new'
                    ? { ...chip(c.id === channel.id), minHeight: 56, borderRadius: 10, whiteSpace: 'normal' }
                    : chip(c.id === channel.id)
                }
              >
                <FormattedMessage id={c.name} />
              </button>
            ))}
          </div>
        </fieldset>
        <Field
          id="deposit-amount"
          label="wallet.amount"
          hint={limits}
          error={
            touched && problem
              ? intl.formatMessage({ id: amountProblemKey[problem] }, { min: formatBalance(channel.min), max: formatBalance(channel.max) })
              : null
          }
        >
          <AmountInput
            id="deposit-amount"
            value={amount}
            aria-invalid={touched && !!problem}
            aria-describedby={touched && problem ? 'deposit-amount-error' : undefined}
            onChange={setAmount}
          />
        </Field>
        <FormFailure failure={failure} />
        <SubmitButton busy={busy} label="deposit.submit" />
      </form>
      <RecentOrders orders={orders.data?.list ?? []} template={template} />
    </div>
  );
}

const STATUS_COLOUR: Record<Order['status'], string> = {
  pending: 'var(--c-primary)',
  paid: 'var(--c-success)',
  failed: 'var(--c-danger)',
  expired: 'var(--c-textMuted)',
};

const line = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, minHeight: 24 } as const;

/** The latest orders with their state; a pending order still in its payment window has a pay link. */
function RecentOrders({ orders, template }: { orders: Order[]; template: 'base' | 'new' }) {
  if (orders.length === 0) return null;
  const isNew = template === 'new';
  return (
    <section css={card} aria-labelledby="deposit-orders-title">
      <h2 id="deposit-orders-title" css={{ margin: '0 0 8px', fontSize: '1rem' }}>
        <FormattedMessage id="deposit.orders" />
      </h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: isNew ? 8 : 0 }}>
        {orders.map((o) => (
          <li
            key={o.orderNo}
            data-testid="deposit-order-row"
            css={{
              display: 'grid',
              gap: 2,
              padding: isNew ? 10 : '8px 0',
              fontSize: '0.85rem',
              ...(isNew ? { borderRadius: 10, background: 'var(--c-surfaceRaised)' } : { borderTop: '1px solid var(--c-border)' }),
            }}
          >
            <span css={line}>
              <span id={`deposit-order-${o.orderNo}`} css={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
                {o.orderNo}
              </span>
              <strong>{formatBalance(o.amount)}</strong>
            </span>
            <span css={line}>
              <span css={{ color: STATUS_COLOUR[o.status], fontWeight: 600 }}>
                <FormattedMessage id={`deposit.status.${o.status}`} />
              </span>
              {o.status === 'pending' && o.payUrl && (
                <a
                  href={o.payUrl}
                  aria-describedby={`deposit-order-${o.orderNo}`}
                  css={{
                    padding: '6px 14px',
                    borderRadius: 16,
                    background: 'var(--c-primary)',
                    color: 'var(--c-onPrimary)',
                    fontWeight: 600,
                    textDecoration: 'none',
                  }}
                >
                  <FormattedMessage id="deposit.payOrder" />
                </a>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
