import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount, useEngine, formatBalance, MAX_AMOUNT } from '../../engine';
import { amountText, checkAmount } from './money';
import { moneyCall, useMoneyAttempt } from '../common/money-call';
import { amountProblemKey, AmountInput, card, Field, FormFailure, input, SubmitButton } from '../common/wallet-form';
import { BALANCE_PLACEHOLDER } from '../common/Balance';

/** Moves money between the main wallet and one vendor wallet (merchantWallet list). */
export default function Transfer() {
  const engine = useEngine();
  const intl = useIntl();
  const vendors = useAccount((s) => s.merchantWallets) ?? [];
  const wallet = useAccount((s) => s.wallet);
  // On a break (issue 29) money may only come back from the games: the server refuses a transfer into one.
  const onBreak = useAccount((s) => s.member?.onBreak === true);
  const [vendor, setVendor] = useState('');
  const [chosenDirection, setDirection] = useState<'in' | 'out'>('in');
  const direction = onBreak ? 'out' : chosenDirection;
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, failure, setFailure, attempt } = useMoneyAttempt();
  const chosen = vendors.find((v) => v.vendor === vendor) ?? vendors[0];
  const source = direction === 'in' ? wallet?.sumBalance : chosen?.balance;
  // An unknown balance shows as the placeholder, never as 0.00.
  const available = source === undefined ? BALANCE_PLACEHOLDER : formatBalance(source);
  const problem = checkAmount(amount, { min: '0.01', max: MAX_AMOUNT, balance: source ?? '0' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (problem || !chosen) return;
    const body =
      direction === 'in'
        ? { from: 'MAIN', to: chosen.vendor, amount: amountText(amount) }
        : { from: chosen.vendor, to: 'MAIN', amount: amountText(amount) };
    await attempt(
      body,
      (key) => moneyCall(engine, 'walletTransfer', body, key),
      async () => {
        setAmount('');
        setTouched(false);
        engine.ui.toast('success', 'transfer.done', engine.config.constants.toast.successMs);
        await engine.services.loadAccount();
      },
    );
  }

  return (
    <section id="wallet-transfer" css={card} aria-labelledby="transfer-title">
      <h2 id="transfer-title" css={{ margin: '0 0 8px', fontSize: '1rem' }}>
        <FormattedMessage id="wallet.transfer" />
      </h2>
      {vendors.length === 0 ? (
        <p css={{ margin: 0, color: 'var(--c-textMuted)' }}>
          <FormattedMessage id="app.noData" />
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <details css={{ marginBottom: 12 }}>
            <summary
              css={{
                cursor: 'pointer',
                fontSize: '0.85rem',
                color: 'var(--c-textMuted)',
                minHeight: 32,
                display: 'flex',
                alignItems: 'center',
              }}
            >
              <FormattedMessage id="transfer.walletBalances" values={{ count: vendors.length }} />
            </summary>
            <ul
              css={{ listStyle: 'none', margin: '8px 0 0', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 6 }}
              data-testid="vendor-wallets"
            >
              {vendors.map((v) => (
                <li
                  key={v.vendor}
                  css={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    padding: '6px 8px',
                    borderRadius: 8,
                    background: 'var(--c-surfaceRaised)',
                    fontSize: '0.8rem',
                  }}
                >
                  <span>{v.vendor}</span>
                  <span>{formatBalance(v.balance)}</span>
                </li>
              ))}
            </ul>
          </details>
          <Field
            id="transfer-direction"
            label="transfer.direction"
            hint={onBreak ? intl.formatMessage({ id: 'transfer.onBreak' }) : undefined}
          >
            <select
              id="transfer-direction"
              css={input}
              aria-describedby={onBreak ? 'transfer-direction-hint' : undefined}
              value={direction}
              onChange={(e) => setDirection(e.target.value as 'in' | 'out')}
            >
              {!onBreak && <option value="in">{intl.formatMessage({ id: 'transfer.toVendor' })}</option>}
              <option value="out">{intl.formatMessage({ id: 'transfer.toMain' })}</option>
            </select>
          </Field>
          <Field id="transfer-vendor" label="transfer.vendor">
            <select id="transfer-vendor" css={input} value={chosen?.vendor} onChange={(e) => setVendor(e.target.value)}>
              {vendors.map((v) => (
                <option key={v.vendor} value={v.vendor}>
                  {`${v.vendor} (${formatBalance(v.balance)})`}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="transfer-amount"
            label="wallet.amount"
            hint={intl.formatMessage({ id: 'transfer.available' }, { amount: available })}
            error={touched && problem ? intl.formatMessage({ id: amountProblemKey[problem] }, { min: '0.01', max: available }) : null}
          >
            <AmountInput id="transfer-amount" value={amount} aria-invalid={touched && !!problem} onChange={setAmount} />
          </Field>
          <FormFailure failure={failure} />
          <SubmitButton busy={busy} label="transfer.submit" />
        </form>
      )}
    </section>
  );
}
