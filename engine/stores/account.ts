import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';

/** Member info as the memberInfo call returns it (SPEC 3). */
export interface MemberInfo {
  id: number | string;
  account: string;
  nickname: string | null;
  type: number;
  clubLabel: { labelName: string; type: string } | null;
  memberLabel: { labelName: string }[];
  vip: boolean;
  /** loyalty level: id and name message key (absent from older servers) */
  level?: { id: string; name: string };
}

export interface Wallet {
  sumBalance: string;
  currencySymbol: string;
}

interface AccountState {
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
export function createAccountStore() {
  const store = createStore<AccountState>()(immer(empty));
  return Object.assign(store, {
    reset: () => store.setState(empty()),
  });
}

export type AccountStore = ReturnType<typeof createAccountStore>;
