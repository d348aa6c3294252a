import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleWalletOverview } from '../sampleWallets';
import type { CashierResult, WalletTransferRequest } from '../wallet';
import { MyWallet } from './MyWallet';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function renderWallet(onTransfer: (transfer: WalletTransferRequest) => Promise<CashierResult>) {
  const onRecall = vi.fn(async (): Promise<CashierResult> => ({ ok: true }));
  render(
    <MyWallet
      title="My Wallet"
      overview={sampleWalletOverview}
      onTransfer={onTransfer}
      onRecall={onRecall}
      onRefresh={vi.fn()}
    />,
    { wrapper },
  );
  return { onRecall };
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const transferButton = () => screen.getByRole('button', { name: 'Transfer' });

describe('MyWallet', () => {
  it('lists every wallet with its balance and the total', () => {
    renderWallet(vi.fn());
    const list = screen.getByRole('list', { name: 'Wallets' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Main wallet₱12,345.67', 'PP Slots₱300.50', 'Evolution Live₱1,200.00', 'JILI Fishing₱0.00']);
    expect(screen.getByText('₱13,846.17')).toBeInTheDocument();
  });

  it('sends a transfer once however often it is clicked, and says when it is done', async () => {
    let finish: (result: CashierResult) => void = () => undefined;
    const onTransfer = vi.fn(() => new Promise<CashierResult>((resolve) => (finish = resolve)));
    renderWallet(onTransfer);
    fireEvent.change(amountField(), { target: { value: '1,000.5' } });
    fireEvent.click(transferButton());
    fireEvent.click(transferButton());
    fireEvent.submit(transferButton().closest('form') as HTMLFormElement);
    expect(onTransfer).toHaveBeenCalledTimes(1);
    expect(onTransfer).toHaveBeenCalledWith({ walletId: 'PP', direction: 'IN', amount: 1_000.5 });
    await act(async () => finish({ ok: true }));
    expect(screen.getByText('₱1,000.50 moved to PP Slots.').closest('[role="status"]')).not.toBeNull();
    expect(amountField()).toHaveValue('');
  });

  it('refuses an amount with more decimals than the currency has, or above the balance, without sending', () => {
    const onTransfer = vi.fn();
    renderWallet(onTransfer);
    fireEvent.change(amountField(), { target: { value: '10.005' } });
    fireEvent.click(transferButton());
    expect(screen.getByText('Use at most 2 decimal places.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Back to the main wallet' }));
    fireEvent.change(amountField(), { target: { value: '300.51' } });
    fireEvent.click(transferButton());
    expect(screen.getByText('That is more than the wallet holds.')).toBeInTheDocument();
    expect(onTransfer).not.toHaveBeenCalled();
    // All: exactly what the game wallet holds.
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountField()).toHaveValue('300.50');
  });

  it('keeps what was typed after a failure, and says a time-out is not known yet', async () => {
    const onTransfer = vi.fn(
      async (): Promise<CashierResult> => ({ ok: false, error: 'The request timed out.', uncertain: true }),
    );
    renderWallet(onTransfer);
    fireEvent.change(amountField(), { target: { value: '50' } });
    await act(async () => fireEvent.click(transferButton()));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We don't know yet whether this went through.");
    expect(alert).toHaveTextContent('The request timed out.');
    expect(amountField()).toHaveValue('50');
    expect(onTransfer).toHaveBeenCalledTimes(1);
  });

  it('recalls every game wallet once', async () => {
    const { onRecall } = renderWallet(vi.fn());
    const recall = screen.getByRole('button', { name: 'Move everything to the main wallet' });
    fireEvent.click(recall);
    fireEvent.click(recall);
    await act(async () => undefined);
    expect(onRecall).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText("Every game wallet's balance is back in your main wallet.").closest('[role="status"]'),
    ).not.toBeNull();
  });

  it('shows only the balance for a single wallet', () => {
    render(
      <MyWallet
        title="My Wallet"
        overview={{ ...sampleWalletOverview, isSingle: true }}
        onTransfer={vi.fn()}
        onRecall={vi.fn()}
        onRefresh={vi.fn()}
      />,
      { wrapper },
    );
    expect(within(screen.getByRole('list', { name: 'Your wallet' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move everything to the main wallet' })).toBeNull();
  });
});
