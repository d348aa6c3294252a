import type { BankOption, WithdrawRecordRow, WithdrawSetup } from './withdraw';

/** A withdrawal set up as demo_vip's is, for stories and tests. */
export const sampleWithdrawSetup: WithdrawSetup = {
  allowed: true,
  timeMessage: 'Withdrawals are processed 24/7, usually within 15 minutes.',
  precautionNote: 'Withdrawals go only to accounts in your own name.',
  fixedAmounts: [500, 1_000, 2_000],
  minimum: 100,
  maximum: 100_000,
  remainingAmount: 300_000,
  remainingTimes: 5,
  balance: 8_250.75,
  remainingTurnover: 0,
  cards: [
    { id: '31', bankName: 'BDO Unibank', accountName: 'Lucky Player', accountNumber: '********4852', cardType: 'BC' },
    { id: '32', bankName: 'GCash', accountName: 'Lucky Player', accountNumber: '*******0147', cardType: 'EW' },
  ],
  savedCardCount: 2,
  needsPassword: true,
  hasPaymentPassword: true,
  needsSmsCode: false,
  boundMobile: '987****321',
};

export const sampleBanks: readonly BankOption[] = [
  { id: '101', name: 'BDO Unibank' },
  { id: '102', name: 'Metrobank' },
  { id: '201', name: 'GCash' },
];

export const sampleWithdrawRecords: readonly WithdrawRecordRow[] = [
  {
    id: '9001',
    amount: '₱1,000.00',
    fee: '',
    status: { label: 'Pending', tone: 'warning' },
    bankName: 'BDO Unibank',
    time: '2026-11-20 14:02:11',
  },
  {
    id: '9000',
    amount: '₱500.00',
    fee: '₱10.00',
    status: { label: 'Paid', tone: 'success' },
    bankName: 'GCash',
    time: '2026-11-12 09:41:55',
  },
];
