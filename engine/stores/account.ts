import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { MemberInfoResponse, WalletResponse } from '../config/types.gen';

/** Member info as the memberInfo call returns it (SPEC 3). */
export type MemberInfo = MemberInfoResponse;

/** The wallet summary as the wallet call returns it. */
export type Wallet = WalletResponse;

export interface AccountState {
  member: MemberInfo | null;
  wallet: Wallet | null;
  /** The last wallet load failed and no figure is known: screens show a placeholder, never 0.00. */
  walletFailed: boolean;
  merchantWallets: { vendor: string; balance: string }[];
  unread: { inbox: number; announcements: number; chat: number };
}

const empty = (): AccountState => ({
  member: null,
  wallet: null,
  walletFailed: false,
  merchantWallets: [],
  unread: { inbox: 0, announcements: 0, chat: 0 },
});

/** Member, wallet and unread counters of the signed-in member; emptied at logout. */
export function createAccountStore(initial?: Partial<AccountState>) {
  const store = createStore<AccountState>()(immer(() => ({ ...empty(), ...initial })));
  return Object.assign(store, {
    reset: () => store.setState(empty()),
  });
}
