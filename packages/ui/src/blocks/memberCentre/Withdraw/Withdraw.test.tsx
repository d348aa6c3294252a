import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleBanks, sampleWithdrawRecords, sampleWithdrawSetup } from '../sampleWithdraw';
import type { SecurityResult } from '../security';
import type { CashierResult } from '../wallet';
import type { WithdrawRequest, WithdrawSetup } from '../withdraw';
import { Withdraw, type WithdrawProps } from './Withdraw';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const format = { locale: 'en', currency: { code: 'PHP' } };

function renderWithdraw(
  onWithdraw: (request: WithdrawRequest) => Promise<CashierResult>,
  setup: Partial<WithdrawSetup> = {},
  props: Partial<WithdrawProps> = {},
) {
  render(
    <Withdraw
      title="Withdraw"
      status="ready"
      setup={{ ...sampleWithdrawSetup, ...setup }}
      format={format}
      onWithdraw={onWithdraw}
      records={{ status: 'ready', rows: sampleWithdrawRecords }}
      {...props}
    />,
    { wrapper },
  );
}

const sent = async (): Promise<SecurityResult> => ({ ok: true });

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
    expect(screen.getByText('Withdrawal of ₱1,500.00 to BDO Unibank requested: it is pending.')).toBeInTheDocument();
  });

  it('checks the amount against the limits and the balance before sending', () => {
    const onWithdraw = vi.fn();
    renderWithdraw(onWithdraw);
    fireEvent.change(password(), { target: { value: '666888' } });
    for (const [typed, says] of [
      ['50', 'The least you can withdraw is ₱100.00.'],
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
    expect(screen.getByText('Play ₱1,750.00 more turnover before you can withdraw.')).toBeInTheDocument();
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

  it('asks for the SMS code where the merchant does, sends it with the withdrawal and keeps it after a refusal', async () => {
    const onSendWithdrawCode = vi.fn(sent);
    const onWithdraw = vi.fn(async (): Promise<CashierResult> => ({ ok: false, error: 'Invalid or expired code' }));
    renderWithdraw(onWithdraw, { needsSmsCode: true }, { onSendWithdrawCode });
    fireEvent.change(amount(), { target: { value: '200' } });
    fireEvent.change(password(), { target: { value: '666888' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByText('Enter the code sent to your mobile number.')).toBeInTheDocument();
    expect(onWithdraw).not.toHaveBeenCalled();

    expect(screen.getByText('The code goes to your mobile number 987****321.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(onSendWithdrawCode).toHaveBeenCalledTimes(1);
    expect(screen.getByText('We sent a code to 987****321.')).toBeInTheDocument();
    // The button waits before it can send again.
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveAttribute('aria-disabled', 'true');

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(submit()));
    expect(onWithdraw).toHaveBeenCalledWith(expect.objectContaining({ amount: 200, verificationCode: '123456' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired code');
    expect(screen.getByLabelText('Verification code')).toHaveValue('123456');
    expect(amount()).toHaveValue('200');
  });

  it('says a mobile number must be bound when a code is asked for and none is, and sends nothing', () => {
    const onBindMobile = vi.fn();
    const onWithdraw = vi.fn();
    renderWithdraw(onWithdraw, { needsSmsCode: true, boundMobile: null }, { onSendWithdrawCode: sent, onBindMobile });
    expect(
      screen.getByText('Each withdrawal needs a code sent to your mobile number, and none is bound. Bind one first.'),
    ).toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getAllByRole('button', { name: 'Bind mobile number' })[0] as HTMLElement);
    expect(onBindMobile).toHaveBeenCalled();
    expect(onWithdraw).not.toHaveBeenCalled();
  });

  it('resets a forgotten payment password from the withdrawal, keeping the amount typed', async () => {
    const onReset = vi.fn(sent);
    renderWithdraw(
      vi.fn(),
      {},
      { paymentPasswordReset: { target: { channel: 'mobile', masked: '987****321' }, onSendCode: sent, onReset } },
    );
    fireEvent.change(amount(), { target: { value: '300' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Forgot payment password?' })[0] as HTMLElement);
    const form = screen.getByRole('form', { name: 'Reset payment password' });
    fireEvent.change(within(form).getByLabelText('Verification code'), { target: { value: '4321' } });
    fireEvent.change(within(form).getByLabelText('New payment password'), { target: { value: '135790' } });
    fireEvent.change(within(form).getByLabelText('Confirm new payment password'), { target: { value: '135791' } });
    await act(async () => fireEvent.submit(form));
    expect(within(form).getByRole('alert')).toHaveTextContent('The two passwords differ');
    fireEvent.change(within(form).getByLabelText('Confirm new payment password'), { target: { value: '135790' } });
    await act(async () => fireEvent.submit(form));
    expect(onReset).toHaveBeenCalledWith({ code: '4321', next: '135790', confirm: '135790' });
    expect(screen.getByText('Payment password reset')).toBeInTheDocument();
    expect(amount()).toHaveValue('300');
  });

  it('offers no new card at the merchant limit, and checks the account number against its rules', async () => {
    const actions = {
      banks: sampleBanks,
      onBind: vi.fn(async (): Promise<CashierResult> => ({ ok: true })),
      onRemove: vi.fn(),
    };
    const rules = { maxCards: 2, needsSmsCode: false, accountNumberLength: { min: 10, max: 12 } };
    const { unmount } = render(
      <Withdraw
        title="Withdraw"
        status="ready"
        setup={sampleWithdrawSetup}
        format={format}
        onWithdraw={vi.fn()}
        records={{ status: 'ready', rows: [] }}
        bankCards={{ ...actions, rules }}
      />,
      { wrapper },
    );
    expect(
      screen.getByText('You have saved 2 cards, the most allowed. Remove one to add another.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
    unmount();

    render(
      <Withdraw
        title="Withdraw"
        status="ready"
        setup={sampleWithdrawSetup}
        format={format}
        onWithdraw={vi.fn()}
        records={{ status: 'ready', rows: [] }}
        bankCards={{ ...actions, rules: { ...rules, maxCards: 3 } }}
      />,
      { wrapper },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    const form = screen.getByRole('form', { name: 'Add a card' });
    fireEvent.change(within(form).getByLabelText("Account holder's name"), { target: { value: 'Tran Thi Mai' } });
    fireEvent.change(within(form).getByLabelText('Account number'), { target: { value: '123456789' } });
    expect(within(form).getByText('10 to 12 digits')).toBeInTheDocument();
  });
});
