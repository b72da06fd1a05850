import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  formatBalance,
  formatCents,
  parseCents,
  useDataSource,
  useEngine,
  type NodeProps,
  type WithdrawInfoResponse,
  type WithdrawNode,
} from '../../engine';
import { errorKey } from '../common/wallet-form';
import { secondaryButton } from '../common/styles';
import { amountText, checkAmount } from './money';
import { createAttemptKeys, isRetryable, moneyCall, useMoneyAttempt } from '../common/money-call';
import {
  amountProblemKey,
  AmountInput,
  card,
  Field,
  FormFailure,
  input,
  LoadError,
  Loading,
  Row,
  SubmitButton,
} from '../common/wallet-form';
import { PaymentPasswordForm } from './PaymentPasswordForm';

interface Withdrawal {
  orderNo: string;
  amount: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  createdAt: string;
}

/** Withdraw: limits, payment password (set first when missing), pending withdrawals with cancel. */
export default function Withdraw(_: NodeProps<WithdrawNode>) {
  const [round, setRound] = useState(0);
  const info = useDataSource('withdrawInfo', undefined, { deps: [round] });
  const list = useDataSource('withdrawList', { pageNo: 1, pageSize: 10 }, { enabled: info.data?.allowed === true, deps: [round] });
  const changed = () => setRound((n) => n + 1);

  if (info.loading && !info.data) return <Loading />;
  if (info.error && !info.data) return <LoadError error={info.error} onRetry={info.reload} />;
  const data = info.data!;
  if (!data.allowed) {
    return (
      <p role="alert" css={{ ...card, textAlign: 'center', color: 'var(--c-danger)' }}>
        <FormattedMessage id="free_reject" />
      </p>
    );
  }
  return (
    <div>
      <section css={card} aria-label={undefined}>
        <Row label="wallet.balance" value={<span data-testid="withdraw-balance">{formatBalance(data.balance)}</span>} strong />
        <Row label="withdraw.remainingToday" value={formatBalance(data.remainingToday)} />
      </section>
      {data.hasPaymentPassword ? <WithdrawForm info={data} onDone={changed} /> : <PaymentPasswordForm onDone={changed} />}
      <Withdrawals rows={list.data?.list ?? []} error={list.error} onRetry={list.reload} onChanged={changed} />
    </div>
  );
}

function WithdrawForm({ info, onDone }: { info: WithdrawInfoResponse; onDone: () => void }) {
  const engine = useEngine();
  const intl = useIntl();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, failure, setFailure, attempt } = useMoneyAttempt();
  const remaining = parseCents(info.remainingToday) ?? 0;
  const maxCents = Math.min(parseCents(info.max) ?? 0, remaining);
  const limits = { min: info.min, max: formatCents(maxCents), balance: info.balance };
  const problem = checkAmount(amount, limits);
  const passwordMissing = password.length === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (problem || passwordMissing) return;
    const body = { amount: amountText(amount), paymentPassword: password };
    await attempt(
      body,
      (key) => moneyCall(engine, 'withdrawCreate', body, key),
      async () => {
        setAmount('');
        setPassword('');
        setTouched(false);
        engine.ui.toast('success', 'withdraw.submitted', engine.config.constants.toast.successMs);
        await engine.services.refreshWallet();
        onDone();
      },
    );
  }

  const hint = intl.formatMessage({ id: 'wallet.limits' }, { min: formatBalance(info.min), max: formatBalance(info.max) });
  return (
    <form onSubmit={submit} css={card} noValidate aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title" css={{ margin: '0 0 8px', fontSize: '1rem' }}>
        <FormattedMessage id="withdraw.title" />
      </h2>
      <Field
        id="withdraw-amount"
        label="wallet.amount"
        hint={hint}
        error={
          touched && problem
            ? intl.formatMessage({ id: amountProblemKey[problem] }, { min: formatBalance(limits.min), max: formatBalance(limits.max) })
            : null
        }
      >
        <AmountInput id="withdraw-amount" value={amount} aria-invalid={touched && !!problem} onChange={setAmount} />
      </Field>
      <Field
        id="withdraw-password"
        label="withdraw.paymentPassword"
        error={touched && passwordMissing ? intl.formatMessage({ id: 'withdraw.passwordRequired' }) : null}
      >
        <input
          id="withdraw-password"
          type="password"
          css={input}
          autoComplete="off"
          value={password}
          aria-invalid={touched && passwordMissing}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <FormFailure failure={failure} />
      <SubmitButton busy={busy} label="withdraw.submit" />
    </form>
  );
}

function Withdrawals({
  rows,
  error,
  onRetry,
  onChanged,
}: {
  rows: Withdrawal[];
  error: unknown;
  onRetry: () => void;
  onChanged: () => void;
}) {
  const engine = useEngine();
  const intl = useIntl();
  const [busy, setBusy] = useState<string | null>(null);
  const keys = useRef(createAttemptKeys()).current;
  if (error && rows.length === 0) return <LoadError error={error} onRetry={onRetry} />;
  if (rows.length === 0) return null;

  async function cancel(orderNo: string) {
    const confirmed = await engine.ui.confirm({
      message: 'withdraw.cancelConfirm',
      confirmLabel: 'app.confirm',
      cancelLabel: 'app.cancel',
    });
    if (!confirmed) return;
    const body = { orderNo };
    setBusy(orderNo);
    try {
      await moneyCall(engine, 'withdrawCancel', body, keys.keyFor(body));
      keys.settle();
      engine.ui.toast('success', 'withdraw.cancelled', engine.config.constants.toast.successMs);
      await engine.services.refreshWallet();
      onChanged();
    } catch (failure) {
      if (!isRetryable(failure)) keys.settle();
      engine.ui.toast(isRetryable(failure) ? 'offline' : 'fail', errorKey(intl, failure), engine.config.constants.toast.shortMs);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section css={card} aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title" css={{ margin: '0 0 8px', fontSize: '1rem' }}>
        <FormattedMessage id="withdraw.history" />
      </h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((w) => (
          <li
            key={w.orderNo}
            data-testid="withdrawal"
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '8px 0',
              borderTop: '1px solid var(--c-border)',
              fontSize: '0.85rem',
            }}
          >
            <span css={{ flex: 1, minWidth: 0 }}>
              <span css={{ display: 'block', fontWeight: 600 }}>{formatBalance(w.amount)}</span>
              <span css={{ color: 'var(--c-textMuted)', fontSize: '0.75rem' }}>{w.orderNo}</span>
            </span>
            <span css={{ color: w.status === 'pending' ? 'var(--c-accent)' : 'var(--c-textMuted)' }}>
              <FormattedMessage id={`withdraw.status.${w.status}`} />
            </span>
            {w.status === 'pending' && (
              <button
                type="button"
                disabled={busy === w.orderNo}
                onClick={() => void cancel(w.orderNo)}
                css={{ ...secondaryButton, flex: 'none', height: 32, padding: '0 12px', fontSize: '0.8rem' }}
              >
                <FormattedMessage id="withdraw.cancel" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
