import {
  type Balance,
  type Bank,
  type BindCardConfig,
  memberInfoEndpoint,
  verificationPurposes,
  verificationSendSmsEndpoint,
  type WithdrawAccountInfo,
  type WithdrawSettings,
  walletBalanceEndpoint,
  walletBanksEndpoint,
  walletBindBankCardEndpoint,
  walletBindCardConfigEndpoint,
  walletHasPaymentPasswordEndpoint,
  walletRemoveBankCardEndpoint,
  walletResetPaymentPasswordEndpoint,
  walletTurnoverInfoEndpoint,
  walletWithdrawAccountInfoEndpoint,
  walletWithdrawEndpoint,
  walletWithdrawRecordsEndpoint,
  walletWithdrawSettingsEndpoint,
} from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { SEED_PAYMENT_PASSWORD } from '@lobby/mocks';
import {
  bindCardRulesOf,
  cashierFailureOf,
  securityFailureOf,
  withdrawRecordRowsOf,
  withdrawSetupOf,
} from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, screen, userEvent as user, within } from 'storybook/test';
import { type StoryPlatform, storyPlatform } from '../../../stories/platform';
import type { ReceiptList } from '../receipt';
import { sampleBanks, sampleWithdrawRecords, sampleWithdrawSetup } from '../sampleWithdraw';
import type { PaymentPasswordChange, PaymentPasswordResetRequest, SecurityResult } from '../security';
import type { CashierResult } from '../wallet';
import type { BindCardRequest, WithdrawCard, WithdrawRecordRow, WithdrawRequest } from '../withdraw';
import { Withdraw, type WithdrawProps } from './Withdraw';

const ok = async (): Promise<CashierResult> => ({ ok: true });
const sent = async (): Promise<SecurityResult> => ({ ok: true });
const format = { locale: 'en', currency: { code: 'PHP' } };

const meta = {
  title: 'Blocks/Member centre/Withdraw',
  component: Withdraw,
  args: {
    title: 'Withdraw',
    status: 'ready',
    setup: sampleWithdrawSetup,
    format,
    onRetry: fn(),
    onWithdraw: fn<(request: WithdrawRequest) => Promise<CashierResult>>(ok),
    onPreviewFee: fn(async (_amount: number, card: WithdrawCard) => (card.cardType === 'EW' ? 10 : 0)),
    onSavePaymentPassword: fn<(change: PaymentPasswordChange) => Promise<SecurityResult>>(async () => ({ ok: true })),
    paymentPasswordReset: {
      target: { channel: 'mobile', masked: '987****321' },
      onSendCode: fn<() => Promise<SecurityResult>>(sent),
      onReset: fn<(request: PaymentPasswordResetRequest) => Promise<SecurityResult>>(sent),
    },
    onSendWithdrawCode: fn<() => Promise<SecurityResult>>(sent),
    onBindMobile: fn(),
    bankCards: {
      banks: sampleBanks,
      onBind: fn<(request: BindCardRequest) => Promise<CashierResult>>(ok),
      onRemove: fn<(card: WithdrawCard, password: string | undefined) => Promise<CashierResult>>(ok),
    },
    records: { status: 'ready', rows: sampleWithdrawRecords },
  },
  argTypes: {
    setup: { control: false },
    bankCards: { control: false },
    records: { control: false },
    paymentPasswordReset: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The cashier's withdrawal page. Money from the main wallet to a saved card or e-wallet: the amount read exactly as typed and checked against the minimum, the maximum, today's allowance and the balance; the fee it costs; the payment password (unless the merchant withdraws without one). Turnover still owed, a missing payment password or a missing card is said first, and the last two can be set up here. Where the merchant asks for mobile verification, each withdrawal carries an SMS code sent to the bound phone (with a wait before it can be sent again); with no phone bound, the player is sent to bind one. A forgotten payment password is reset here with a one-time code. The saved cards are listed, added and removed where the merchant allows it, within its binding rules (how many cards, a code with each binding, the account number's length); the recent withdrawals show their status. A withdrawal is sent once, and a failure keeps what was typed.",
      },
    },
  },
} satisfies Meta<typeof Withdraw>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Withdraw' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^BDO Unibank/ })).toBeChecked();
    await expect(canvas.getByText(/^Main wallet: ₱8,250\.75/)).toBeVisible();
    const records = canvas.getByRole('list', { name: 'Withdrawal records' });
    await expect(within(records).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const WithdrawOnce: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '₱1,000.00' }));
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000.00');
    await userEvent.type(canvas.getByLabelText('Payment password'), '666888');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(
      await canvas.findByText('Withdrawal of ₱1,000.00 to BDO Unibank requested: it is pending.'),
    ).toBeVisible();
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
  },
};

export const FeeOfAnEWallet: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /^GCash/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '500');
    await expect(await canvas.findByText(/^Fee ₱10\.00/)).toBeVisible();
  },
};

export const RefusedAmount: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '99.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByText('The least you can withdraw is ₱100.00.')).toBeVisible();
    await expect(canvas.getByText('Enter your payment password.')).toBeVisible();
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: {
    onWithdraw: fn<(request: WithdrawRequest) => Promise<CashierResult>>(async () => ({
      ok: false,
      error: 'The payment password is incorrect.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '250');
    await userEvent.type(canvas.getByLabelText('Payment password'), '123123');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The payment password is incorrect.');
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('250');
  },
};

export const TimedOut: Story = {
  args: {
    onWithdraw: fn<(request: WithdrawRequest) => Promise<CashierResult>>(async () => ({
      ok: false,
      error: 'The platform did not answer in time.',
      uncertain: true,
    })),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '250');
    await userEvent.type(canvas.getByLabelText('Payment password'), '666888');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We don't know yet whether this went through.");
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
  },
};

export const TurnoverNotMet: Story = {
  args: { setup: { ...sampleWithdrawSetup, remainingTurnover: 1_750 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Play ₱1,750.00 more turnover before you can withdraw.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NoPaymentPassword: Story = {
  args: { setup: { ...sampleWithdrawSetup, hasPaymentPassword: false } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Set a payment password first: every withdrawal asks for it.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set payment password' }));
    await userEvent.type(canvas.getByLabelText('New payment password'), '246810');
    await userEvent.type(canvas.getByLabelText('Confirm new payment password'), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSavePaymentPassword).toHaveBeenCalledWith({ next: '246810', confirm: '246810' });
    await expect(await canvas.findByText('Payment password saved')).toBeVisible();
  },
};

export const NoCard: Story = {
  args: { setup: { ...sampleWithdrawSetup, cards: [] } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Add a bank card or e-wallet below to withdraw to.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Bank' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Metrobank' }));
    await userEvent.type(canvas.getByRole('textbox', { name: "Account holder's name" }), 'Lucky Player');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account number' }), '1234 5678 90');
    await userEvent.type(canvas.getByLabelText('Payment password'), '666888');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(args.bankCards?.onBind).toHaveBeenCalledWith({
      bankId: '102',
      accountName: 'Lucky Player',
      accountNumber: '1234567890',
      password: '666888',
    });
    await expect(await canvas.findByText('Card saved.')).toBeVisible();
  },
};

export const RemoveACard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove GCash *******0147' }));
    const form = canvas.getByRole('form', { name: 'Remove GCash *******0147' });
    await userEvent.type(within(form).getByLabelText('Payment password'), '666888');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove' }));
    await expect(args.bankCards?.onRemove).toHaveBeenCalledWith(sampleWithdrawSetup.cards[1], '666888');
    await expect(await canvas.findByText('GCash removed.')).toBeVisible();
  },
};

export const CardsManagedByService: Story = {
  args: { bankCards: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('To add or remove a card, contact customer service.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add a card' })).toBeNull();
  },
};

const codeSetup = { ...sampleWithdrawSetup, needsSmsCode: true };

export const SmsCodeRequired: Story = {
  args: {
    setup: codeSetup,
    onWithdraw: fn<(request: WithdrawRequest) => Promise<CashierResult>>(async () => ({
      ok: false,
      error: 'Invalid or expired verification code',
    })),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '250');
    await userEvent.type(canvas.getByLabelText('Payment password'), '666888');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByText('Enter the code sent to your mobile number.')).toBeVisible();
    await expect(args.onWithdraw).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('We sent a code to 987****321.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 250, password: '666888', verificationCode: '123456' }),
    );
    // Refused: everything typed stays, the code too.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid or expired verification code');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveValue('123456');
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('250');
  },
};

export const SmsCodeCouldNotBeSent: Story = {
  args: {
    setup: codeSetup,
    onSendWithdrawCode: fn<() => Promise<SecurityResult>>(async () => ({
      ok: false,
      error: 'Too many requests, try again later',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests, try again later');
    // Nothing was sent, so nothing to wait for.
    await expect(canvas.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  },
};

export const SmsCodeWithoutMobile: Story = {
  args: { setup: { ...codeSetup, boundMobile: null } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText('Each withdrawal needs a code sent to your mobile number, and none is bound. Bind one first.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Bind mobile number' })[0] as HTMLElement);
    await expect(args.onBindMobile).toHaveBeenCalled();
  },
};

export const ForgotPaymentPassword: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '400');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Forgot payment password?' })[0] as HTMLElement);
    const form = canvas.getByRole('form', { name: 'Reset payment password' });
    await expect(form).toHaveFocus();
    await expect(within(form).getByText('The code goes to your mobile number 987****321.')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(args.paymentPasswordReset?.onSendCode).toHaveBeenCalledTimes(1);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Verification code' }), '246810');
    await userEvent.type(within(form).getByLabelText('New payment password'), '135790');
    await userEvent.type(within(form).getByLabelText('Confirm new payment password'), '135790');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
    await expect(args.paymentPasswordReset?.onReset).toHaveBeenCalledWith({
      code: '246810',
      next: '135790',
      confirm: '135790',
    });
    await expect(await canvas.findByText('Payment password reset')).toBeVisible();
    // The withdrawal typed before stays.
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('400');
  },
};

export const ResetWithAWrongCode: Story = {
  args: {
    paymentPasswordReset: {
      target: { channel: 'email', masked: 'de***@lobby.example' },
      onSendCode: fn<() => Promise<SecurityResult>>(sent),
      onReset: fn<(request: PaymentPasswordResetRequest) => Promise<SecurityResult>>(async () => ({
        ok: false,
        error: 'Invalid or expired verification code',
      })),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Forgot payment password?' })[0] as HTMLElement);
    const form = canvas.getByRole('form', { name: 'Reset payment password' });
    await expect(within(form).getByText('The code goes to your e-mail de***@lobby.example.')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Verification code' }), '000000');
    await userEvent.type(within(form).getByLabelText('New payment password'), '135790');
    await userEvent.type(within(form).getByLabelText('Confirm new payment password'), '135790');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid or expired verification code');
    await expect(within(form).getByRole('textbox', { name: 'Verification code' })).toHaveValue('000000');
  },
};

export const CardLimitReached: Story = {
  args: {
    bankCards: {
      banks: sampleBanks,
      onBind: fn<(request: BindCardRequest) => Promise<CashierResult>>(ok),
      onRemove: fn<(card: WithdrawCard, password: string | undefined) => Promise<CashierResult>>(ok),
      rules: { maxCards: 2, needsSmsCode: false, accountNumberLength: { min: 6, max: 20 } },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('You have saved 2 cards, the most allowed. Remove one to add another.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add a card' })).toBeNull();
    // Removing stays possible.
    await expect(canvas.getByRole('button', { name: 'Remove GCash *******0147' })).toBeVisible();
  },
};

export const BindWithCodeAndRules: Story = {
  args: {
    bankCards: {
      banks: sampleBanks,
      onBind: fn<(request: BindCardRequest) => Promise<CashierResult>>(ok),
      onRemove: fn<(card: WithdrawCard, password: string | undefined) => Promise<CashierResult>>(ok),
      onSendCode: fn<() => Promise<SecurityResult>>(sent),
      rules: { maxCards: 5, needsSmsCode: true, accountNumberLength: { min: 10, max: 12 } },
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    const form = canvas.getByRole('form', { name: 'Add a card' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Bank' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Metrobank' }));
    await userEvent.type(within(form).getByRole('textbox', { name: "Account holder's name" }), 'Lucky Player');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Account number' }), '123456789');
    await userEvent.type(within(form).getByLabelText('Payment password'), '666888');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('10 to 12 digits');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Account number' }), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('Enter the code sent to your mobile number.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(args.bankCards?.onSendCode).toHaveBeenCalledTimes(1);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Verification code' }), '112233');
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await expect(args.bankCards?.onBind).toHaveBeenCalledWith({
      bankId: '102',
      accountName: 'Lucky Player',
      accountNumber: '1234567890',
      password: '666888',
      verificationCode: '112233',
    });
    await expect(await canvas.findByText('Card saved.')).toBeVisible();
  },
};

export const ChineseWithCodeMobile: Story = {
  args: { title: '提款', format: { ...format, locale: 'zh-CN' }, setup: codeSetup },
  globals: { locale: 'CN', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('验证码将发送到您的手机号 987****321。')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: '忘记支付密码？' })[0] as HTMLElement);
    await expect(canvas.getByRole('form', { name: '重置支付密码' })).toBeVisible();
  },
};

const waitingReceipts: ReceiptList = {
  status: 'ready',
  autoConfirmMinutes: 30,
  forced: true,
  onConfirm: fn<(id: string, received: boolean, proof: File | null) => Promise<CashierResult>>(ok),
  rows: [
    {
      id: '9101',
      amount: '₱1,000.00',
      bankName: 'BDO Unibank',
      time: '2026-11-20 14:02:11',
      confirmBefore: '2026-11-20 14:32:11',
      status: 'PENDING',
    },
    {
      id: '9100',
      amount: '₱500.00',
      bankName: 'GCash',
      time: '2026-11-19 09:12:40',
      confirmBefore: '2026-11-19 09:42:40',
      status: 'AUTO_CONFIRMED',
    },
  ],
};

/** A picture of `bytes` bytes, of the given type, as a file input takes it. */
function picture(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export const ConfirmReceived: Story = {
  args: { receipts: waitingReceipts },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText(
        'A withdrawal you have not confirmed within 30 minutes counts as received. Once it counts as received, nothing is refunded.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Not confirmed in time: counted as received.')).toBeVisible();
    await expect(canvas.getByText('Confirm by 2026-11-20 14:32:11, or it counts as received.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I received it' }));
    await expect(args.receipts?.onConfirm).toHaveBeenCalledWith('9101', true, null);
    await expect(await canvas.findByText('Marked as received.')).toBeVisible();
  },
};

export const ReportNotReceived: Story = {
  args: { receipts: waitingReceipts },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'I did not receive it' }));
    await expect(canvas.getByText('Add a proof picture to report a withdrawal not received.')).toBeVisible();
    const proof = canvas.getByLabelText(/^Proof picture/);
    // Six megabytes: refused before anything is uploaded.
    await userEvent.upload(proof, picture('big.png', 'image/png', 6 * 1024 * 1024));
    await expect(canvas.getByText('The picture must be under 5 MB.')).toBeVisible();
    await userEvent.upload(proof, picture('slip.jpg', 'image/jpeg', 2_000));
    await userEvent.click(canvas.getByRole('button', { name: 'I did not receive it' }));
    await expect(args.receipts?.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.receipts?.onConfirm).toHaveBeenCalledWith(
      '9101',
      false,
      expect.objectContaining({ name: 'slip.jpg' }),
    );
    await expect(await canvas.findByText('Reported as not received: we will look into it.')).toBeVisible();
  },
};

export const NotAllowed: Story = {
  args: { setup: { ...sampleWithdrawSetup, allowed: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Withdrawals are not available for your account right now\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', setup: undefined, records: { status: 'loading', rows: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the withdrawal')).toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', setup: undefined, records: { status: 'error', rows: [], onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'The withdrawal could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoRecords: Story = {
  args: { records: { status: 'ready', rows: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No withdrawals yet' })).toBeVisible();
  },
};

const longRecord: WithdrawRecordRow = {
  id: '9100',
  amount: '₱99,999,999.99',
  fee: '₱1,234.56',
  status: { label: 'Pending', tone: 'warning' },
  bankName: 'Bank of the Philippine Islands International Private Banking Division',
  time: '2026-11-20 14:02:11',
};

export const LongText: Story = {
  args: {
    setup: {
      ...sampleWithdrawSetup,
      cards: [
        {
          id: '40',
          bankName: 'Bank of the Philippine Islands International Private Banking Division',
          accountName: 'Maria Clara Esperanza de los Santos y Villanueva',
          accountNumber: '****************9876',
          cardType: 'BC',
        },
      ],
    },
    records: { status: 'ready', rows: [longRecord, ...sampleWithdrawRecords] },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maria Clara Esperanza de los Santos y Villanueva')).toBeVisible();
    await expect(canvas.getByText('₱99,999,999.99')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '提款', format: { ...format, locale: 'zh-CN' } },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '银行卡与电子钱包' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提款' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  },
};

// demo_vip's withdrawal in the sandbox: settings, cards and records through the
// platform's calls, mapped by the site's view models.
const platform = storyPlatform({ user: 'demo_vip' });
// The merchant asks for an SMS code with each withdrawal and each card bound.
const codePlatform = storyPlatform({ user: 'demo_vip', scenario: 'verification-required' });
const i18n = createFullI18n();
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

interface Loaded {
  settings: WithdrawSettings;
  accountInfo: WithdrawAccountInfo;
  balance: Balance;
  turnover: number | null | undefined;
  hasPassword: boolean;
  banks: Bank[];
  bindConfig: BindCardConfig;
  mobileNum: string | null | undefined;
  records: Parameters<typeof withdrawRecordRowsOf>[0];
}

function SandboxWithdraw({ platform, ...args }: WithdrawProps & { platform: StoryPlatform }) {
  const { client } = platform;
  const [loaded, setLoaded] = useState<Loaded>();
  const reload = useCallback(async () => {
    const [settings, accountInfo, balance, turnover, hasPassword, banks, bindConfig, member, records] =
      await Promise.all([
        client.call(walletWithdrawSettingsEndpoint),
        client.call(walletWithdrawAccountInfoEndpoint),
        client.call(walletBalanceEndpoint),
        client.call(walletTurnoverInfoEndpoint),
        client.call(walletHasPaymentPasswordEndpoint),
        client.call(walletBanksEndpoint, { merchantCode: 'demo' }),
        client.call(walletBindCardConfigEndpoint),
        client.call(memberInfoEndpoint),
        client.call(walletWithdrawRecordsEndpoint, { pageNo: 1, pageSize: 10 }),
      ]);
    setLoaded({
      settings,
      accountInfo,
      balance,
      turnover: turnover.remainingTurnover,
      hasPassword,
      banks,
      bindConfig,
      mobileNum: member.mobileNum,
      records: records.records,
    });
  }, [client]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const run = async (write: () => Promise<unknown>): Promise<CashierResult> => {
    try {
      await write();
      return { ok: true };
    } catch (error) {
      return cashierFailureOf(error, t);
    } finally {
      await reload();
    }
  };
  const attempt = async (write: () => Promise<unknown>): Promise<SecurityResult> => {
    try {
      await write();
      return { ok: true };
    } catch (error) {
      return securityFailureOf(error, t);
    }
  };
  const sendCode = (purpose: 'withdraw' | 'bindBankCard' | 'changePaymentPassword') => () =>
    attempt(() => client.call(verificationSendSmsEndpoint, { operationType: verificationPurposes[purpose] }));
  return (
    <Withdraw
      {...args}
      status={loaded ? 'ready' : 'loading'}
      {...(loaded
        ? {
            setup: withdrawSetupOf({
              settings: loaded.settings,
              accountInfo: loaded.accountInfo,
              balance: loaded.balance,
              remainingTurnover: loaded.turnover,
              hasPaymentPassword: loaded.hasPassword,
              withoutPassword: false,
              mobileNum: loaded.mobileNum,
            }),
          }
        : {})}
      onWithdraw={({ card, amount, password, verificationCode }) =>
        run(() =>
          client.call(walletWithdrawEndpoint, {
            check: 'v2',
            amount,
            bankCardId: card.id,
            password,
            ...(verificationCode === undefined ? {} : { verificationCode }),
          }),
        )
      }
      onSendWithdrawCode={sendCode('withdraw')}
      paymentPasswordReset={{
        target: { channel: 'mobile', masked: '987****321' },
        onSendCode: sendCode('changePaymentPassword'),
        onReset: ({ code, next, confirm }) =>
          attempt(() =>
            client.call(walletResetPaymentPasswordEndpoint, {
              verifyType: 'SMS',
              verificationCode: code,
              paymentPassword: next,
              confirmPaymentPassword: confirm,
            }),
          ),
      }}
      bankCards={{
        banks: (loaded?.banks ?? []).map((bank) => ({ id: bank.bankId, name: bank.bankName })),
        rules: bindCardRulesOf(loaded?.bindConfig),
        onSendCode: sendCode('bindBankCard'),
        onBind: (request) => run(() => client.call(walletBindBankCardEndpoint, request)),
        onRemove: (card, password) =>
          run(() =>
            client.call(walletRemoveBankCardEndpoint, {
              bankCardId: card.id,
              ...(password === undefined ? {} : { password }),
            }),
          ),
      }}
      records={{ status: loaded ? 'ready' : 'loading', rows: withdrawRecordRowsOf(loaded?.records, format, t) }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxWithdraw {...args} platform={platform} />,
  play: async ({ canvas }) => {
    const records = await canvas.findByRole('list', { name: 'Withdrawal records' });
    const before = within(records).queryAllByRole('listitem').length;
    await user.type(canvas.getByRole('textbox', { name: 'Amount' }), '150');
    await user.type(canvas.getByLabelText('Payment password'), SEED_PAYMENT_PASSWORD);
    await user.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText(/^Withdrawal of ₱150\.00 to .* requested: it is pending\.$/)).toBeVisible();
    await expect(await within(records).findAllByRole('listitem')).toHaveLength(Math.min(10, before + 1));
    await expect(platform.sandbox.account('demo_vip').withdrawals[0]?.amount).toBe(150);
  },
};

export const FromThePlatformWithCodes: Story = {
  parameters: { msw: { handlers: codePlatform.handlers } },
  render: (args) => <SandboxWithdraw {...args} platform={codePlatform} />,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Withdraw money' });
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '150');
    await user.type(within(form).getByLabelText('Payment password'), SEED_PAYMENT_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(await within(form).findByText('We sent a code to 987****321.')).toBeVisible();
    // A wrong code is refused by the platform and the withdrawal is not made.
    const code = within(form).getByRole('textbox', { name: 'Verification code' });
    const sentCode = codePlatform.sandbox.smsCode('987654321', 'member:withdraw') ?? '';
    await user.type(code, sentCode === '000000' ? '111111' : '000000');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid or expired verification code');
    await user.clear(code);
    await user.type(code, sentCode);
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByText(/^Withdrawal of ₱150\.00 to .* requested: it is pending\.$/)).toBeVisible();
    await expect(codePlatform.sandbox.account('demo_vip').withdrawals[0]?.amount).toBe(150);
    // The binding rules: two cards of three, and a code with each binding.
    await user.click(canvas.getByRole('button', { name: 'Add a card' }));
    await expect(
      within(canvas.getByRole('form', { name: 'Add a card' })).getByRole('button', { name: 'Send code' }),
    ).toBeVisible();
  },
};
