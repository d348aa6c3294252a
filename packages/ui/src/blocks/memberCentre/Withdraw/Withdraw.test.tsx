import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleWithdrawRecords, sampleWithdrawSetup } from '../sampleWithdraw';
import type { CashierResult } from '../wallet';
import type { WithdrawRequest, WithdrawSetup } from '../withdraw';
import { Withdraw } from './Withdraw';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const format = { locale: 'en', decimals: 2, currencySymbol: '₱' };

function renderWithdraw(
  onWithdraw: (request: WithdrawRequest) => Promise<CashierResult>,
  setup: Partial<WithdrawSetup> = {},
) {
  render(
    <Withdraw
      title="Withdraw"
      status="ready"
      setup={{ ...sampleWithdrawSetup, ...setup }}
      format={format}
      onWithdraw={onWithdraw}
      records={{ status: 'ready', rows: sampleWithdrawRecords }}
    />,
    { wrapper },
  );
}

const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const password = () => screen.getByLabelText('Payment password');
const submit = () => screen.getByRole('button', { name: 'Withdraw' });

describe('Withdraw', () => {
  it('sends one withdrawal however often it is clicked', async () => {
    let finish: (result: CashierResult) => void = () => undefined;
    const onWithdraw = vi.fn(() => new Promise<CashierResult>((resolve) => (finish = resolve)));
    renderWithdraw(onWithdraw);
    fireEvent.change(amount(), { target: { value: '1,500' } });
    fireEvent.change(password(), { target: { value: '666888' } });
    fireEvent.click(submit());
    fireEvent.click(submit());
    expect(onWithdraw).toHaveBeenCalledTimes(1);
    expect(onWithdraw).toHaveBeenCalledWith({
      card: sampleWithdrawSetup.cards[0],
      amount: 1_500,
      password: '666888',
    });
    await act(async () => finish({ ok: true }));
    expect(screen.getByText('Withdrawal of ₱ 1,500.00 to BDO Unibank requested: it is pending.')).toBeInTheDocument();
  });

  it('checks the amount against the limits and the balance before sending', () => {
    const onWithdraw = vi.fn();
    renderWithdraw(onWithdraw);
    fireEvent.change(password(), { target: { value: '666888' } });
    for (const [typed, says] of [
      ['50', 'The least you can withdraw is ₱ 100.00.'],
      ['100.001', 'Use at most 2 decimal places.'],
      ['9,000', 'That is more than the wallet holds.'],
    ] as const) {
      fireEvent.change(amount(), { target: { value: typed } });
      fireEvent.click(submit());
      expect(screen.getByText(says)).toBeInTheDocument();
    }
    expect(onWithdraw).not.toHaveBeenCalled();
  });

  it("keeps what was typed after the platform refuses, with the platform's words", async () => {
    renderWithdraw(async () => ({ ok: false, error: 'The payment password is wrong.' }));
    fireEvent.change(amount(), { target: { value: '200' } });
    fireEvent.change(password(), { target: { value: '111111' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert')).toHaveTextContent('The payment password is wrong.');
    expect(amount()).toHaveValue('200');
    expect(password()).toHaveValue('111111');
  });

  it('says how much turnover is left and sends nothing while it is owed', () => {
    const onWithdraw = vi.fn();
    renderWithdraw(onWithdraw, { remainingTurnover: 1_750 });
    expect(screen.getByText('Play ₱ 1,750.00 more turnover before you can withdraw.')).toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for a payment password before the form', () => {
    renderWithdraw(vi.fn(), { hasPaymentPassword: false });
    expect(screen.getByText('Set a payment password first: every withdrawal asks for it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('asks for a card before the form when none is saved', () => {
    renderWithdraw(vi.fn(), { cards: [] });
    expect(screen.getByText('Add a bank card or e-wallet below to withdraw to.')).toBeInTheDocument();
    expect(screen.getByText('No card or e-wallet saved yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('asks for no password where the merchant does not', async () => {
    const onWithdraw = vi.fn(async (): Promise<CashierResult> => ({ ok: true }));
    renderWithdraw(onWithdraw, { needsPassword: false });
    expect(screen.queryByLabelText('Payment password')).toBeNull();
    fireEvent.change(amount(), { target: { value: '100' } });
    await act(async () => fireEvent.click(submit()));
    expect(onWithdraw).toHaveBeenCalledWith(expect.objectContaining({ amount: 100, password: '' }));
  });
});
