import type { WalletOverview, WalletRow } from './wallet';

/** Wallets for stories and tests: the main wallet, two game wallets holding money and one empty. */
export const sampleWallets: readonly WalletRow[] = [
  { id: 'main', name: 'Main wallet', balance: 12_345.67, kind: 'main', transferable: false },
  { id: 'PP', name: 'PP Slots', balance: 300.5, kind: 'game', transferable: true },
  { id: 'EVO', name: 'Evolution Live', balance: 1_200, kind: 'game', transferable: true },
  { id: 'JILI', name: 'JILI Fishing', balance: 0, kind: 'game', transferable: true },
];

export const sampleWalletOverview: WalletOverview = {
  status: 'ready',
  isSingle: false,
  total: 13_846.17,
  wallets: sampleWallets,
  format: { locale: 'en', currency: { code: 'PHP' } },
};
