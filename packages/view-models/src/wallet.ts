import { type Balance, type GameVendors, isPlatformError } from '@lobby/api';
import type { CashierResult, WalletRow } from '@lobby/ui';
import { errorTextOf } from './errors';
import type { Translate } from './translate';

/** accountTypeId of the main wallet in the balance answer. */
export const mainWalletType = 2;

/**
 * The wallets the page lists: the main wallet, then one per game vendor.
 * The balance answer names a game wallet (`accountName`) but not its vendor
 * code, which a transfer needs: a wallet is matched to the vendor whose
 * display name it carries; one matching no vendor is shown but cannot move
 * money. Vendors without a wallet yet hold nothing. Wallets holding money
 * come first.
 */
export function walletRowsOf(balance: Balance, vendors: GameVendors | undefined, mainName: string): WalletRow[] {
  const main = balance.balance.find((wallet) => wallet.accountTypeId === mainWalletType);
  const games = balance.balance.filter((wallet) => wallet.accountTypeId !== mainWalletType);
  const rows: WalletRow[] = [];
  const named = new Set<string>();
  for (const lane of vendors?.data.lanes ?? []) {
    for (const card of lane.cards) {
      if (rows.some((row) => row.id === card.vassalage)) continue;
      const wallet = games.find((candidate) => candidate.accountName === card.displayName);
      if (wallet) named.add(card.displayName);
      rows.push({
        id: card.vassalage,
        name: card.displayName,
        balance: wallet?.availBalance ?? 0,
        kind: 'game',
        transferable: true,
      });
    }
  }
  for (const wallet of games) {
    if (wallet.accountName && named.has(wallet.accountName)) continue;
    rows.push({
      id: `wallet-${wallet.accountTypeId}`,
      name: wallet.accountName ?? String(wallet.accountTypeId),
      balance: wallet.availBalance,
      kind: 'game',
      transferable: false,
    });
  }
  // A stable sort: vendors keep their catalogue order within each group.
  rows.sort((a, b) => Number(b.balance > 0) - Number(a.balance > 0));
  return [{ id: 'main', name: mainName, balance: main?.availBalance ?? 0, kind: 'main', transferable: false }, ...rows];
}

/**
 * How a money action failed, for the player: a call whose answer never came
 * (time-out, lost connection) may have gone through, so it is uncertain and
 * must not be sent again before the state is read; anything else carries
 * the platform's words.
 */
export function cashierFailureOf(error: unknown, t: Translate): Extract<CashierResult, { ok: false }> {
  const uncertain = isPlatformError(error) && (error.kind === 'timeout' || error.kind === 'network');
  return { ok: false, error: errorTextOf(error, t), ...(uncertain ? { uncertain: true } : {}) };
}
