import type { DepositBonus, DepositMethodView, DepositRecordRow } from './deposit';

/** The sandbox merchant's ways to deposit, for stories and tests. */
export const sampleDepositMethods: readonly DepositMethodView[] = [
  {
    code: 'PG',
    name: 'Online banking',
    flow: 'redirect',
    channels: [
      {
        id: 'PAYPRO',
        name: 'PayPro',
        min: 100,
        max: 50_000,
        fixedAmounts: [100, 500, 1_000],
        banks: [
          { code: 'BDO', type: 'BC', name: 'BDO Unibank' },
          { code: 'BPI', type: 'BC', name: 'BPI' },
        ],
      },
      { id: 'SWIFTPAY', name: 'SwiftPay', min: 200, max: 100_000, fixedAmounts: [200, 500], banks: [] },
    ],
  },
  {
    code: 'MWQR',
    name: 'QR payment',
    flow: 'qr',
    channels: [{ id: 'QRPH', name: 'QR Ph', min: 100, max: 50_000, fixedAmounts: [100, 500], banks: [] }],
  },
];

export const sampleDepositBonuses: readonly DepositBonus[] = [
  { id: '6002', title: 'Weekend reload 10%', minDeposit: 500 },
];

export const sampleDepositRecords: readonly DepositRecordRow[] = [
  {
    id: '8001',
    amount: '₱500.00',
    method: 'Online banking',
    time: '2026-11-20 14:02:11',
    status: { label: 'Waiting for payment', tone: 'warning' },
    pending: true,
  },
  {
    id: '8000',
    amount: '₱1,000.00',
    method: 'E-wallet',
    time: '2026-11-18 10:12:40',
    status: { label: 'Credited', tone: 'success' },
    pending: false,
  },
];
