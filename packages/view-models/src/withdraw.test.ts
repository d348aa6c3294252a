import type { Balance, WithdrawAccountInfo, WithdrawSettings } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { asksForWithdrawCode, bindCardRulesOf, receiptRowsOf, withdrawRecordRowsOf, withdrawSetupOf } from './withdraw';

const settings: WithdrawSettings = {
  allowWithdraw: true,
  minimumAmount: 100,
  maximumAmount: 50_000,
  withdrawTimeMsg: 'Around the clock',
  fixedWithdrawAmounts: [500],
  precautionNote: null,
};

const accountInfo: WithdrawAccountInfo = {
  bankCards: [
    {
      bankCardId: '1',
      bankName: 'BDO',
      cardType: 'BC',
      accountName: 'A',
      accountNumber: '****1',
      isWithdrawActive: true,
    },
    { bankCardId: '2', bankName: 'GCash', cardType: 'EW', accountName: 'A', accountNumber: '****2' },
    {
      bankCardId: '3',
      bankName: 'Off',
      cardType: 'BC',
      accountName: 'A',
      accountNumber: '****3',
      isWithdrawActive: false,
    },
  ],
  minWithdrawal: 200,
  remainingWithdrawAmount: 1_000,
  remainingTransactionTimes: 2,
};

const balance: Balance = {
  sumBalance: 900,
  balance: [
    { accountTypeId: 2, availBalance: 750 },
    { accountTypeId: 101, availBalance: 150 },
  ],
};

const t = (key: string) => (key === 'withdraw.records.status.PENDING' ? 'Pending' : key);

describe('withdrawSetupOf', () => {
  it('withdraws from the main wallet, to the cards open for withdrawals, within the account limits first', () => {
    const setup = withdrawSetupOf({
      settings,
      accountInfo,
      balance,
      remainingTurnover: 12.5,
      hasPaymentPassword: true,
      withoutPassword: false,
    });
    expect(setup).toMatchObject({
      allowed: true,
      balance: 750,
      minimum: 200,
      maximum: 50_000,
      remainingAmount: 1_000,
      remainingTimes: 2,
      remainingTurnover: 12.5,
      needsPassword: true,
      hasPaymentPassword: true,
    });
    // The binding limit counts every saved card, the one switched off too.
    expect(setup.savedCardCount).toBe(accountInfo.bankCards.length);
    expect(setup.cards.map((card) => [card.id, card.cardType])).toEqual([
      ['1', 'BC'],
      ['2', 'EW'],
    ]);
  });

  it('asks for no password under the merchant switch, and reads a missing turnover as met', () => {
    const setup = withdrawSetupOf({
      settings,
      accountInfo,
      balance,
      remainingTurnover: undefined,
      hasPaymentPassword: undefined,
      withoutPassword: true,
    });
    expect(setup).toMatchObject({ needsPassword: false, remainingTurnover: 0, hasPaymentPassword: null });
  });
});

describe('mobile verification of withdrawals', () => {
  it('asks for an SMS code under EVERY_WITHDRAWAL and WITHDRAW_AMOUNT, and for none otherwise', () => {
    expect(asksForWithdrawCode('EVERY_WITHDRAWAL')).toBe(true);
    expect(asksForWithdrawCode(' withdraw_amount ')).toBe(true);
    for (const none of [null, undefined, '', 'NONE', 'OFF']) expect(asksForWithdrawCode(none)).toBe(false);
  });

  it('carries the setting and the bound number, partly hidden, into the setup', () => {
    const common = { accountInfo, balance, remainingTurnover: 0, hasPaymentPassword: true, withoutPassword: false };
    const asked = withdrawSetupOf({
      ...common,
      settings: { ...settings, mobileVerificationType: 'EVERY_WITHDRAWAL' },
      mobileNum: '912345678',
    });
    expect(asked).toMatchObject({ needsSmsCode: true, boundMobile: '912****678' });
    expect(withdrawSetupOf({ ...common, settings: { ...settings, mobileVerificationType: null } })).toMatchObject({
      needsSmsCode: false,
      boundMobile: null,
    });
  });
});

describe('bindCardRulesOf', () => {
  it('reads the limit, the code and the account number length', () => {
    expect(
      bindCardRulesOf({
        maxBankCards: 3,
        verificationRequired: true,
        accountNumberMinLength: 10,
        accountNumberMaxLength: 16,
      }),
    ).toEqual({ maxCards: 3, needsSmsCode: true, accountNumberLength: { min: 10, max: 16 } });
  });

  it('keeps the defaults for rules left out or out of shape', () => {
    const defaults = { maxCards: null, needsSmsCode: false, accountNumberLength: { min: 6, max: 20 } };
    expect(bindCardRulesOf(undefined)).toEqual(defaults);
    expect(bindCardRulesOf({ maxBankCards: 0, accountNumberMinLength: 12, accountNumberMaxLength: 8 })).toEqual(
      defaults,
    );
    expect(bindCardRulesOf({ maxBankCards: 2.5, verificationRequired: null })).toEqual(defaults);
  });
});

describe('withdrawRecordRowsOf', () => {
  it('names the statuses it knows and shows any other as sent', () => {
    const rows = withdrawRecordRowsOf(
      [
        {
          withdrawId: '1',
          amount: 1_000,
          fee: 10,
          status: 'PENDING',
          bankName: 'BDO',
          createTime: '2026-11-20 10:00:00',
        },
        { withdrawId: '2', amount: 5, status: 'ON_HOLD' },
      ],
      { locale: 'en', currency: { code: 'PHP', symbol: 'P' } },
      t,
    );
    expect(rows).toEqual([
      {
        id: '1',
        amount: 'P1,000.00',
        fee: 'P10.00',
        status: { label: 'Pending', tone: 'warning' },
        bankName: 'BDO',
        time: '2026-11-20 10:00:00',
      },
      { id: '2', amount: 'P5.00', fee: '', status: { label: 'ON_HOLD', tone: 'neutral' }, bankName: '', time: '' },
    ]);
  });
});

describe('receiptRowsOf', () => {
  it('keeps each receipt status and the time to answer by', () => {
    expect(
      receiptRowsOf(
        {
          autoConfirmMinutes: 30,
          receipts: [
            { withdrawId: '7', amount: 400, status: 'PENDING', bankName: 'BDO', createTime: 'a', confirmBefore: 'b' },
            { withdrawId: '6', amount: 350, status: 'AUTO_CONFIRMED' },
          ],
        },
        { locale: 'en', currency: { code: 'PHP', symbol: 'P' } },
      ),
    ).toEqual([
      { id: '7', amount: 'P400.00', bankName: 'BDO', time: 'a', confirmBefore: 'b', status: 'PENDING' },
      { id: '6', amount: 'P350.00', bankName: '', time: '', confirmBefore: null, status: 'AUTO_CONFIRMED' },
    ]);
  });
});
