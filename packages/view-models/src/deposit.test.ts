import { describe, expect, it } from 'vitest';
import { depositMethodsOf, depositRecordRowsOf } from './deposit';

const channel = (vendorId: string) => ({
  vendorId,
  vendorName: vendorId,
  min: 100,
  max: 1_000,
  fixAmounts: [100],
  banks: [{ bankCode: 'BDO', bankType: 'BC', bankName: 'BDO Unibank' }],
});

describe('depositMethodsOf', () => {
  it('offers the methods the client can pay with, in order: QR codes by their suffix, the rest on the provider page', () => {
    const methods = depositMethodsOf(
      [
        { methodCode: 'MWQR', methodName: 'QR', sort: 2 },
        { methodCode: 'PG', methodName: 'Online banking', sort: 1 },
        { methodCode: 'USDT', methodName: 'Crypto', sort: 0 },
        { methodCode: 'EMPTY', methodName: 'No channels', sort: 3 },
      ],
      {
        MWQR: { channels: [channel('QRPH')] },
        PG: { channels: [channel('PAYPRO')] },
        USDT: { channels: [channel('X')] },
      },
    );
    expect(methods.map((method) => [method.code, method.flow])).toEqual([
      ['PG', 'redirect'],
      ['MWQR', 'qr'],
    ]);
    expect(methods[0]?.channels[0]).toEqual({
      id: 'PAYPRO',
      name: 'PAYPRO',
      min: 100,
      max: 1_000,
      fixedAmounts: [100],
      banks: [{ code: 'BDO', type: 'BC', name: 'BDO Unibank' }],
    });
  });
});

describe('depositRecordRowsOf', () => {
  it('lets only a deposit waiting for payment be cancelled', () => {
    const t = (key: string) => (key === 'deposit.records.status.PENDING' ? 'Waiting for payment' : key);
    const rows = depositRecordRowsOf(
      [
        { depositId: '1', amount: 500, status: 'PENDING', methodName: 'PG', createTime: 'now' },
        { depositId: '2', amount: 50, status: 'SUCCESS' },
      ],
      { locale: 'en', currency: { code: 'PHP', symbol: 'P' } },
      t,
    );
    expect(rows.map((row) => [row.amount, row.status.label, row.pending])).toEqual([
      ['P500.00', 'Waiting for payment', true],
      // A status without words shows as the platform sent it.
      ['P50.00', 'SUCCESS', false],
    ]);
  });
});
