/** Round trips of the wallet calls: balance, game wallets, deposit, withdraw, bank cards, payment password. */
import * as api from '@lobby/api';
import * as v from 'valibot';
import { expect } from 'vitest';
import { SEED_PAYMENT_PASSWORD } from '../../sandbox/seed';
import {
  type CaseContext,
  mainWallet,
  outbox,
  player,
  type RoundTripCase,
  refusal,
  roundTrip,
  vip,
  weak,
} from './case';

const gameWallet = (balance: api.Balance, name: string) =>
  balance.balance.find((wallet) => wallet.accountName === name)?.availBalance;

/** Withdraws `amount` to demo_vip's bank card; answers the withdrawal's id. */
async function withdrawOnce({ client }: CaseContext, amount: number): Promise<string> {
  const card = (await client.call(api.walletWithdrawAccountInfoEndpoint, {})).bankCards.find(
    (entry) => entry.cardType === 'BC',
  );
  const result = await client.call(api.walletWithdrawEndpoint, {
    check: 'v2',
    amount,
    bankCardId: card?.bankCardId ?? '',
    password: SEED_PAYMENT_PASSWORD,
  });
  return v.parse(v.object({ withdrawId: v.string() }), result).withdrawId;
}

export const walletCases: Record<string, RoundTripCase> = {
  'wallet.balance': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletBalanceEndpoint),
    check: (balance) =>
      expect(balance).toEqual({
        sumBalance: 12_345.67,
        balance: [{ accountTypeId: 2, accountName: 'Main wallet', availBalance: 12_345.67 }],
        currency: 'PHP',
        currencySymbol: '₱',
      }),
  }),
  'wallet.transfer': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletTransferEndpoint, { vassalage: 'PP', amount: 100, direction: 'IN' }),
    async check(result, { client }) {
      const balance = await client.call(api.walletBalanceEndpoint);
      // The answer is the balance after the move, as the balance call then reads it.
      expect(result).toEqual(balance);
      expect(mainWallet(balance)).toBe(12_245.67);
      expect(gameWallet(balance, 'PP Slots')).toBe(100);
      expect(balance.sumBalance).toBe(12_345.67);
    },
  }),
  'wallet.merchantWallet': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletMerchantWalletEndpoint),
    check: (wallet) => expect(wallet).toEqual({ isSingle: false }),
  }),
  'wallet.recall': roundTrip({
    as: vip,
    async run({ client }) {
      const before = await client.call(api.walletBalanceEndpoint);
      const customerId = (await client.call(api.memberInfoEndpoint)).id;
      return { before, result: await client.call(api.walletRecallEndpoint, { customerId }) };
    },
    async check({ before, result }, { client }) {
      expect(before.balance.filter((wallet) => wallet.accountTypeId !== 2 && wallet.availBalance > 0)).not.toEqual([]);
      const after = await client.call(api.walletBalanceEndpoint);
      // Every game wallet is emptied into the main wallet; the total stays.
      expect(after.balance.filter((wallet) => wallet.accountTypeId !== 2).map((wallet) => wallet.availBalance)).toEqual(
        [0, 0],
      );
      expect(mainWallet(after)).toBe(before.sumBalance);
      expect(after.sumBalance).toBe(before.sumBalance);
      expect(result).toEqual(after);
    },
  }),
  'wallet.turnoverInfo': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletTurnoverInfoEndpoint),
    check: (info) =>
      expect(info).toEqual({ requiredTurnover: 3_000, currentTurnover: 1_250, remainingTurnover: 1_750 }),
  }),
  'wallet.depositSettings': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletDepositSettingsEndpoint),
    check: (settings) =>
      expect(settings).toEqual({ allowDeposit: true, totalDepositSuccessCount: 4, depositInfo: null }),
  }),
  'wallet.depositMethods': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletDepositMethodsEndpoint),
    check(methods) {
      expect(methods.map((method) => [method.methodCode, method.methodName])).toEqual([
        ['PG', 'Online banking'],
        ['MT', 'E-wallet'],
        ['MWQR', 'QR payment'],
      ]);
      expect(methods[0]?.icon).toMatch(/\/TCG_PROD_IMAGES\/PAYMENT\/PG\.png$/);
    },
  }),
  'wallet.depositChannels': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletDepositChannelsEndpoint, {}),
    check(channels) {
      expect(Object.keys(channels)).toEqual(['PG', 'MT', 'MWQR']);
      const payPro = channels.PG?.channels.find((channel) => channel.vendorId === 'PAYPRO');
      expect(payPro?.banks.map((bank) => bank.bankCode)).toContain('BDO');
      expect(payPro?.min).toBeLessThanOrEqual(500);
    },
  }),
  'wallet.depositPromotions': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletDepositPromotionsEndpoint, { amount: 500 }),
    check: (promotions) =>
      expect(promotions).toEqual([
        { promotionId: '6001', title: '100% welcome bonus', minDeposit: 100 },
        { promotionId: '6002', title: 'Daily reload 10%', minDeposit: 200 },
        { promotionId: '6011', title: 'Fishing frenzy 20%', minDeposit: 100 },
      ]),
  }),
  'wallet.depositByLaunchUrl': roundTrip({
    as: player,
    run: ({ client }) =>
      client.call(api.walletDepositByLaunchUrlEndpoint, { amount: 500, vendorId: 'PAYPRO', bankCode: 'BDO' }),
    async check({ redirectUrl }, { client }) {
      const depositId = /\/__sandbox\/cdn\/pay\/(\d+)$/.exec(redirectUrl)?.[1];
      expect(depositId).toBeDefined();
      expect((await client.call(api.walletDepositRecordsEndpoint, {})).records[0]).toMatchObject({
        depositId,
        amount: 500,
        status: 'PENDING',
        methodName: 'Online banking',
      });
    },
  }),
  'wallet.depositByQr': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletDepositByQrEndpoint, { amount: 300, vendorId: 'QRPH' }),
    async check(result, { client }) {
      expect(result.qrImageUrl).toMatch(/^data:image\//);
      expect(result.redirectUrl).toMatch(new RegExp(`/pay/${result.depositId}$`));
      expect((await client.call(api.walletDepositRecordsEndpoint, {})).records[0]).toMatchObject({
        depositId: result.depositId,
        amount: 300,
        status: 'PENDING',
        methodName: 'QR payment',
      });
    },
  }),
  'wallet.cancelDeposit': roundTrip({
    as: player,
    async run({ client }) {
      const pending = (await client.call(api.walletDepositRecordsEndpoint, {})).records.find(
        (record) => record.status === 'PENDING',
      );
      await client.call(api.walletCancelDepositEndpoint, { depositId: pending?.depositId ?? '' });
      return pending?.depositId;
    },
    async check(depositId, { client }) {
      expect(depositId).toBe('1000201');
      const record = (await client.call(api.walletDepositRecordsEndpoint, {})).records.find(
        (row) => row.depositId === depositId,
      );
      expect(record).toMatchObject({ status: 'CANCELLED', remark: 'Cancelled by member' });
      expect(await refusal(client.call(api.walletCancelDepositEndpoint, { depositId: '1000201' }))).toBe(
        'deposit.not.pending',
      );
    },
  }),
  'wallet.depositRecords': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletDepositRecordsEndpoint, { pageNo: 1 }),
    check(report) {
      expect(report.records.map((record) => record.status)).toEqual([
        'PENDING',
        'SUCCESS',
        'SUCCESS',
        'CANCELLED',
        'SUCCESS',
        'FAILED',
        'SUCCESS',
      ]);
      const succeeded = report.records.filter((record) => record.status === 'SUCCESS');
      expect(report.footer[0]?.amount).toBe(succeeded.reduce((sum, record) => sum + record.amount, 0));
      expect(report.records[5]).toMatchObject({ remark: 'Payment timed out' });
    },
  }),
  'wallet.withdrawSettings': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletWithdrawSettingsEndpoint, { groupId: '0' }),
    check: (settings) =>
      expect(settings).toMatchObject({
        allowWithdraw: true,
        minimumAmount: 100,
        maximumAmount: 100_000,
        fixedWithdrawAmounts: [500, 1_000, 2_000, 5_000, 10_000],
      }),
  }),
  'wallet.withdrawMethods': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletWithdrawMethodsEndpoint),
    check: (methods) =>
      expect(methods).toEqual([
        { methodGroupType: 'BC', methodName: 'Bank card' },
        { methodGroupType: 'EW', methodName: 'E-wallet' },
      ]),
  }),
  'wallet.withdrawAccountInfo': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletWithdrawAccountInfoEndpoint, {}),
    check(info) {
      expect(info).toMatchObject({ remainingWithdrawAmount: 300_000, remainingTransactionTimes: 5 });
      // Card numbers arrive masked to their last four digits.
      expect(info.bankCards.map((card) => [card.bankCardId, card.bankCode, card.cardType, card.accountNumber])).toEqual(
        [
          ['100021', 'BDO', 'BC', '********4823'],
          ['100022', 'GCASH', 'EW', '*******0074'],
        ],
      );
    },
  }),
  'wallet.withdrawCharges': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletWithdrawChargesEndpoint, { withdrawAmount: 500, withdrawType: 'EW' }),
    async check(result, { client }) {
      expect(result).toEqual({ fee: 10 });
      expect(await client.call(api.walletWithdrawChargesEndpoint, { withdrawAmount: 500, withdrawType: 'BC' })).toEqual(
        { fee: 0 },
      );
    },
  }),
  'wallet.withdrawalReceipts': roundTrip({
    as: vip,
    async run(context) {
      await withdrawOnce(context, 500);
      return context.client.call(api.walletWithdrawalReceiptsEndpoint);
    },
    async check(answer, { client, sandbox }) {
      expect(answer.autoConfirmMinutes).toBe(30);
      expect(answer.forcedReceipt).toBe(true);
      expect(answer.receipts[0]).toMatchObject({ amount: 500, status: 'PENDING' });
      // Left unconfirmed past the minutes, it counts as received and the withdrawal as paid.
      sandbox.advanceClock(31 * 60_000);
      const later = await client.call(api.walletWithdrawalReceiptsEndpoint);
      expect(later.receipts[0]).toMatchObject({ amount: 500, status: 'AUTO_CONFIRMED' });
      expect((await client.call(api.walletWithdrawRecordsEndpoint, {})).records[0]).toMatchObject({
        amount: 500,
        status: 'SUCCESS',
      });
    },
  }),
  'wallet.uploadReceiptProof': roundTrip({
    as: vip,
    async run(context) {
      const withdrawId = await withdrawOnce(context, 300);
      const uploaded = await context.client.call(api.walletUploadReceiptProofEndpoint, {
        withdrawId,
        encodedImage: `data:image/png;base64,${'A'.repeat(400)}`,
      });
      const tooLarge = await refusal(
        context.client.call(api.walletUploadReceiptProofEndpoint, {
          withdrawId,
          encodedImage: `data:image/jpeg;base64,${'A'.repeat(7_200_000)}`,
        }),
      );
      return { withdrawId, uploaded, tooLarge };
    },
    async check({ withdrawId, uploaded, tooLarge }, { client }) {
      expect(uploaded.imageUrl).toMatch(new RegExp(`/receipts/${withdrawId}-\\d+\\.png$`));
      expect(tooLarge).toBe('file.too.large');
      // The upload alone confirms nothing.
      const receipts = await client.call(api.walletWithdrawalReceiptsEndpoint);
      expect(receipts.receipts.find((receipt) => receipt.withdrawId === withdrawId)?.status).toBe('PENDING');
    },
  }),
  'wallet.confirmReceipt': roundTrip({
    as: vip,
    async run(context) {
      const received = await withdrawOnce(context, 200);
      const missing = await withdrawOnce(context, 250);
      await context.client.call(api.walletConfirmReceiptEndpoint, { withdrawId: received, received: true });
      const withoutProof = await refusal(
        context.client.call(api.walletConfirmReceiptEndpoint, { withdrawId: missing, received: false }),
      );
      const { imageUrl } = await context.client.call(api.walletUploadReceiptProofEndpoint, {
        withdrawId: missing,
        encodedImage: 'data:image/png;base64,AAAA',
      });
      await context.client.call(api.walletConfirmReceiptEndpoint, {
        withdrawId: missing,
        received: false,
        proofImageUrl: imageUrl,
      });
      const again = await refusal(
        context.client.call(api.walletConfirmReceiptEndpoint, { withdrawId: received, received: false }),
      );
      return { received, missing, imageUrl, withoutProof, again };
    },
    async check({ received, missing, imageUrl, withoutProof, again }, { client }) {
      expect(withoutProof).toBe('request.invalid');
      expect(again).toBe('receipt.already.confirmed');
      const { receipts } = await client.call(api.walletWithdrawalReceiptsEndpoint);
      expect(receipts.find((receipt) => receipt.withdrawId === received)?.status).toBe('RECEIVED');
      expect(receipts.find((receipt) => receipt.withdrawId === missing)).toMatchObject({
        status: 'NOT_RECEIVED',
        proofImageUrl: imageUrl,
      });
      const records = (await client.call(api.walletWithdrawRecordsEndpoint, {})).records;
      expect(records.find((record) => record.withdrawId === received)?.status).toBe('SUCCESS');
      expect(records.find((record) => record.withdrawId === missing)?.status).toBe('PENDING');
    },
  }),
  'wallet.withdraw': roundTrip({
    as: vip,
    async run({ client }) {
      const card = (await client.call(api.walletWithdrawAccountInfoEndpoint, {})).bankCards.find(
        (entry) => entry.cardType === 'BC',
      );
      const result = await client.call(api.walletWithdrawEndpoint, {
        check: 'v2',
        amount: 1_000,
        bankCardId: card?.bankCardId ?? '',
        password: SEED_PAYMENT_PASSWORD,
      });
      return { card, result };
    },
    async check({ card, result }, { client }) {
      expect(result).toEqual({ withdrawId: expect.stringMatching(/^\d+$/), status: 'PENDING' });
      const { withdrawId } = v.parse(v.object({ withdrawId: v.string() }), result);
      expect(mainWallet(await client.call(api.walletBalanceEndpoint))).toBe(888_888 - 1_000);
      expect((await client.call(api.walletWithdrawRecordsEndpoint, {})).records[0]).toMatchObject({
        withdrawId,
        amount: 1_000,
        fee: 0,
        status: 'PENDING',
        bankName: card?.bankName,
      });
      expect(await client.call(api.walletWithdrawAccountInfoEndpoint, {})).toMatchObject({
        remainingWithdrawAmount: 299_000,
        remainingTransactionTimes: 4,
      });
    },
  }),
  'wallet.withdrawRecords': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletWithdrawRecordsEndpoint, {}),
    check(report) {
      expect(report.records.map((record) => [record.status, record.fee])).toEqual([
        ['PENDING', 0],
        ['SUCCESS', 10],
        ['SUCCESS', 0],
        ['REJECTED', 10],
      ]);
      expect(report.records[3]?.remark).toBe('Turnover requirement not met');
    },
  }),
  'wallet.banks': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletBanksEndpoint, { merchantCode: 'demo' }),
    check(banks) {
      expect(banks.slice(0, 2).map((bank) => [bank.bankId, bank.bankCode, bank.bankName])).toEqual([
        ['101', 'BDO', 'BDO Unibank'],
        ['102', 'BPI', 'Bank of the Philippine Islands'],
      ]);
      expect(banks.map((bank) => bank.bankCode)).toContain('GCASH');
    },
  }),
  'wallet.bindBankCard': roundTrip({
    as: player,
    run: ({ client }) =>
      client.call(api.walletBindBankCardEndpoint, {
        bankId: '102',
        accountName: 'Nguyen Van An',
        accountNumber: '1234 5678 90',
        cardType: 'BC',
      }),
    async check(_result, { client }) {
      const cards = (await client.call(api.walletWithdrawAccountInfoEndpoint, {})).bankCards;
      expect(cards).toHaveLength(3);
      expect(cards[2]).toMatchObject({
        bankCode: 'BPI',
        bankName: 'Bank of the Philippine Islands',
        cardType: 'BC',
        accountName: 'Nguyen Van An',
        accountNumber: '******7890',
        isWithdrawActive: true,
      });
    },
  }),
  'wallet.removeBankCard': roundTrip({
    as: player,
    async run({ client }) {
      const [kept, removed] = (await client.call(api.walletWithdrawAccountInfoEndpoint, {})).bankCards;
      await client.call(api.walletRemoveBankCardEndpoint, {
        bankCardId: removed?.bankCardId ?? '',
        password: SEED_PAYMENT_PASSWORD,
      });
      return { kept, removed };
    },
    async check({ kept, removed }, { client }) {
      expect(removed?.bankCardId).toBe('100022');
      const cards = (await client.call(api.walletWithdrawAccountInfoEndpoint, {})).bankCards;
      expect(cards.map((card) => card.bankCardId)).toEqual([kept?.bankCardId]);
    },
  }),
  'wallet.hasPaymentPassword': roundTrip({
    as: weak,
    run: ({ client }) => client.call(api.walletHasPaymentPasswordEndpoint),
    async check(result, { clientOf }) {
      expect(result).toBe(false);
      expect(await clientOf(player).call(api.walletHasPaymentPasswordEndpoint)).toBe(true);
    },
  }),
  'wallet.setPaymentPassword': roundTrip({
    as: weak,
    run: ({ client }) =>
      client.call(api.walletSetPaymentPasswordEndpoint, {
        paymentPassword: '246810',
        confirmPaymentPassword: '246810',
      }),
    async check(_result, { client }) {
      expect(await client.call(api.walletHasPaymentPasswordEndpoint)).toBe(true);
      // The password set is the one the account now asks for.
      const change = (old: string) =>
        client.call(api.walletChangePaymentPasswordEndpoint, {
          oldPaymentPassword: old,
          paymentPassword: '135790',
          confirmPaymentPassword: '135790',
        });
      expect(await refusal(change('000000'))).toBe('invalid.payment.pw');
      await change('246810');
    },
  }),
  'wallet.changePaymentPassword': roundTrip({
    as: player,
    run: ({ client }) =>
      client.call(api.walletChangePaymentPasswordEndpoint, {
        oldPaymentPassword: SEED_PAYMENT_PASSWORD,
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
    async check(_result, { client }) {
      // Removing a card asks for the payment password: the old one is refused, the new one works.
      const remove = (password: string) =>
        client.call(api.walletRemoveBankCardEndpoint, { bankCardId: '100022', password });
      expect(await refusal(remove(SEED_PAYMENT_PASSWORD))).toBe('invalid.payment.pw');
      await remove('135790');
      expect(
        (await client.call(api.walletWithdrawAccountInfoEndpoint, {})).bankCards.map((card) => card.bankCardId),
      ).toEqual(['100021']);
    },
  }),
  'wallet.resetPaymentPassword': roundTrip({
    as: player,
    async run({ client }) {
      await client.call(api.verificationSendSmsEndpoint, {
        operationType: api.verificationPurposes.changePaymentPassword,
      });
      const code = (await outbox()).at(-1)?.code ?? '';
      return client.call(api.walletResetPaymentPasswordEndpoint, {
        verifyType: 'SMS',
        verificationCode: code,
        paymentPassword: '975310',
        confirmPaymentPassword: '975310',
      });
    },
    async check(_result, { client }) {
      // The forgotten password is replaced: the old one is refused where it was asked for, the new one works.
      const remove = (password: string) =>
        client.call(api.walletRemoveBankCardEndpoint, { bankCardId: '100022', password });
      expect(await refusal(remove(SEED_PAYMENT_PASSWORD))).toBe('invalid.payment.pw');
      await remove('975310');
    },
  }),
  'wallet.bindCardConfig': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.walletBindCardConfigEndpoint),
    check(result) {
      expect(result).toEqual({
        maxBankCards: 3,
        verificationRequired: false,
        accountNumberMinLength: 6,
        accountNumberMaxLength: 20,
      });
    },
  }),
};
