import { useIntl } from 'react-intl';
import { formatBalance, HIDDEN_BALANCE, useAccount, useEngine } from '../../engine';
import { Icon } from './Icon';
import { iconButton } from './styles';

/** Shown instead of a figure the wallet load did not deliver (never 0.00). */
export const BALANCE_PLACEHOLDER = '—';

/**
 * The member's main balance as the screens show it: the figure when known (masked when
 * hidden), a placeholder named 'Balance unavailable' when the wallet load failed, else an
 * ellipsis while it loads.
 */
export function BalanceValue({ hidden = false, symbol = true, testId }: { hidden?: boolean; symbol?: boolean; testId?: string }) {
  const intl = useIntl();
  const wallet = useAccount((s) => s.wallet);
  const failed = useAccount((s) => s.walletFailed);
  if (wallet) {
    const figure = hidden ? HIDDEN_BALANCE : formatBalance(wallet.sumBalance);
    return <span data-testid={testId}>{symbol && wallet.currencySymbol ? `${wallet.currencySymbol} ${figure}` : figure}</span>;
  }
  if (failed) {
    return (
      <span role="img" data-testid={testId} aria-label={intl.formatMessage({ id: 'balance.unavailable' })}>
        {BALANCE_PLACEHOLDER}
      </span>
    );
  }
  return <span data-testid={testId}>…</span>;
}

/** The balance's spoken text, for controls that carry it in their accessible name. */
export function useBalanceLabel(): string {
  const intl = useIntl();
  const wallet = useAccount((s) => s.wallet);
  const failed = useAccount((s) => s.walletFailed);
  if (wallet) return formatBalance(wallet.sumBalance);
  return failed ? intl.formatMessage({ id: 'balance.unavailable' }) : '';
}

/** A retry for a failed wallet load, named 'Load the balance again'; nothing otherwise. */
export function BalanceRetry({ size = 18 }: { size?: number }) {
  const intl = useIntl();
  const engine = useEngine();
  const failed = useAccount((s) => s.walletFailed && s.wallet === null);
  if (!failed) return null;
  return (
    <button
      type="button"
      onClick={() => void engine.services.refreshWallet()}
      aria-label={intl.formatMessage({ id: 'balance.retry' })}
      css={{ ...iconButton, color: 'inherit' }}
    >
      <Icon name="refresh" size={size} />
    </button>
  );
}
