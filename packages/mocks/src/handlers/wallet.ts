/** Balance, game-wallet transfers, deposit, withdraw, bank cards and the payment password. */
import {
  bankCardEndpoints,
  depositEndpoints,
  type verificationPurposes,
  walletEndpoints,
  withdrawEndpoints,
  withdrawReceiptEndpoints,
} from '@lobby/api';
import { qrCodeImage } from '../fixtures/images';
import { banks, bindCardRules, depositMethods, withdrawalReceiptRules, withdrawLimits } from '../fixtures/payments';
import { SITE_PROFILE } from '../fixtures/site';
import { DAY } from '../fixtures/time';
import { fail } from '../sandbox/errors';
import type { Account } from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { money } from '../sandbox/seed';
import { dateTime, inRange, localised, page } from './format';
import { promotionRunning } from './promotions';
import { answer, type Route } from './route';

/** accountTypeId of the main wallet; game wallets count up from 100. */
export const MAIN_WALLET_TYPE = 2;

function vendorWalletIds(sandbox: Sandbox): Map<string, number> {
  const ids = new Map<string, number>();
  for (const vendor of sandbox.catalogue.vendors) {
    if (!ids.has(vendor.vassalage)) ids.set(vendor.vassalage, 100 + ids.size);
  }
  return ids;
}

export function balanceOf(sandbox: Sandbox, account: Account) {
  const ids = vendorWalletIds(sandbox);
  const games = [...account.vendorWallets].map(([vassalage, amount]) => ({
    accountTypeId: ids.get(vassalage) ?? 999,
    accountName: sandbox.catalogue.vendors.find((vendor) => vendor.vassalage === vassalage)?.displayName ?? vassalage,
    availBalance: money(amount),
  }));
  const sum = games.reduce((total, wallet) => total + wallet.availBalance, account.main);
  return {
    sumBalance: money(sum),
    balance: [
      { accountTypeId: MAIN_WALLET_TYPE, accountName: 'Main wallet', availBalance: money(account.main) },
      ...games,
    ],
    currency: SITE_PROFILE.currency,
    currencySymbol: SITE_PROFILE.currencySymbol,
  };
}

function positiveAmount(value: number): number {
  if (!Number.isFinite(value) || value <= 0 || money(value) !== value) fail('invalid.amount');
  return value;
}

function channelOf(vendorId: string) {
  for (const method of depositMethods) {
    const channel = method.channels.find((candidate) => candidate.vendorId === vendorId);
    if (channel) return { method, channel };
  }
  return fail('deposit.channel.not.exists');
}

export function checkPaymentPassword(account: Account, password: string | undefined): void {
  if (!account.paymentPassword) fail('not.exists.payment.password');
  if (password !== account.paymentPassword) fail('invalid.payment.pw');
}

/** Whether the merchant asks for an SMS code with withdrawals and bindings (the verification-required scenario). */
function asksForCodes(sandbox: Sandbox): boolean {
  return sandbox.scenario === 'verification-required';
}

/**
 * Checks and uses up a code of `purpose` sent to the member's bound phone;
 * codes are keyed like the verification handlers' (`member:<purpose>`).
 */
function spendSmsCode(
  sandbox: Sandbox,
  account: Account,
  purpose: keyof typeof verificationPurposes,
  code: string | undefined,
): void {
  if (!code?.trim()) fail('sms.code.required');
  if (!account.mobileNum || !sandbox.verifySmsCode(`member:${purpose}`, undefined, account.mobileNum, code)) {
    fail('sms.code.invalid');
  }
}

function withdrawnToday(sandbox: Sandbox, account: Account) {
  const since = sandbox.now() - DAY;
  const today = account.withdrawals.filter((record) => record.createTime >= since && record.status !== 'REJECTED');
  return { count: today.length, amount: today.reduce((sum, record) => sum + record.amount, 0) };
}

function feeOf(cardType: 'BC' | 'EW' | 'VW'): number {
  return cardType === 'BC' ? 0 : withdrawLimits.eWalletFee;
}

const MINUTE = 60_000;

/** Receipts left unconfirmed past the merchant's minutes count as received, and the withdrawal as paid. */
function settleReceipts(sandbox: Sandbox, account: Account): void {
  const deadline = withdrawalReceiptRules.autoConfirmMinutes * MINUTE;
  for (const record of account.withdrawals) {
    if (record.receipt?.status === 'PENDING' && sandbox.now() >= record.createTime + deadline) {
      record.receipt = { ...record.receipt, status: 'AUTO_CONFIRMED', confirmedAt: record.createTime + deadline };
      record.status = 'SUCCESS';
    }
  }
}

function receiptOf(account: Account, withdrawId: string) {
  const record = account.withdrawals.find((candidate) => String(candidate.withdrawId) === withdrawId);
  if (!record?.receipt) fail('withdraw.not.exists');
  return { record, receipt: record.receipt };
}

/** Creates a pending deposit; the sandbox's payment page completes or cancels it. */
function createDeposit(
  sandbox: Sandbox,
  account: Account,
  input: { amount: number; vendorId: string; promotionId?: string | undefined },
) {
  sandbox.requireRealAccount(account);
  const { method, channel } = channelOf(input.vendorId);
  const amount = positiveAmount(input.amount);
  if (amount < channel.min || amount > channel.max) {
    fail('invalid.amount', { detail: `Amount must be between ${channel.min} and ${channel.max}` });
  }
  const record = {
    depositId: sandbox.nextId('record'),
    amount,
    status: 'PENDING' as const,
    methodCode: method.methodCode,
    methodName: method.methodName,
    vendorId: channel.vendorId,
    promotionId: input.promotionId ? Number(input.promotionId) : null,
    createTime: sandbox.now(),
    remark: '',
  };
  account.deposits.unshift(record);
  return record;
}

export function walletRoutes(): Route[] {
  return [
    answer(walletEndpoints.balance, ({ sandbox, member }) => balanceOf(sandbox, member())),

    answer(walletEndpoints.transfer, ({ sandbox, input, member }) => {
      const account = member();
      const vendor = sandbox.catalogue.vendors.find((candidate) => candidate.vassalage === input.vassalage);
      if (!vendor) fail('vendor.not.exists');
      const amount = positiveAmount(input.amount);
      const inGame = account.vendorWallets.get(input.vassalage) ?? 0;
      if (input.direction === 'IN') {
        if (amount > account.main) fail('insufficient.balance');
        account.vendorWallets.set(input.vassalage, money(inGame + amount));
        sandbox.book(account, 'TRANSFER_OUT', -amount, `Transfer to ${vendor.displayName}`);
      } else {
        if (amount > inGame) fail('insufficient.balance');
        account.vendorWallets.set(input.vassalage, money(inGame - amount));
        sandbox.book(account, 'TRANSFER_IN', amount, `Transfer from ${vendor.displayName}`);
      }
      return balanceOf(sandbox, account);
    }),

    answer(walletEndpoints.merchantWallet, () => ({ isSingle: false })),

    answer(walletEndpoints.recall, ({ sandbox, input, member }) => {
      const account = member();
      if (input.customerId !== String(account.id)) fail('account.not.exists');
      for (const [vassalage, amount] of account.vendorWallets) {
        if (amount > 0) sandbox.book(account, 'TRANSFER_IN', amount, `Recall from ${vassalage}`);
        account.vendorWallets.set(vassalage, 0);
      }
      return balanceOf(sandbox, account);
    }),

    answer(walletEndpoints.turnoverInfo, ({ member }) => {
      const account = member();
      return {
        requiredTurnover: account.turnoverRequired,
        currentTurnover: account.turnoverDone,
        remainingTurnover: money(Math.max(0, account.turnoverRequired - account.turnoverDone)),
      };
    }),

    answer(depositEndpoints.depositSettings, ({ member }) => {
      const account = member();
      return {
        allowDeposit: account.type !== 4,
        totalDepositSuccessCount: account.deposits.filter((record) => record.status === 'SUCCESS').length,
        depositInfo: null,
      };
    }),

    answer(depositEndpoints.depositMethods, ({ cdnBase }) =>
      depositMethods.map((method) => ({
        methodCode: method.methodCode,
        methodName: method.methodName,
        icon: `${cdnBase}/TCG_PROD_IMAGES/PAYMENT/${method.methodCode}.png`,
        sort: method.sort,
      })),
    ),

    answer(depositEndpoints.depositChannels, () =>
      Object.fromEntries(
        depositMethods.map((method) => [
          method.methodCode,
          {
            channels: method.channels.map((channel) => ({
              vendorId: channel.vendorId,
              vendorName: channel.vendorName,
              mcsBankCode: channel.mcsBankCode,
              min: channel.min,
              max: channel.max,
              fixAmounts: channel.fixAmounts,
              banks: channel.bankCodes.map((code) => {
                const bank = banks.find((candidate) => candidate.bankCode === code);
                return { bankCode: code, bankType: bank?.cardType ?? 'BC', bankName: bank?.bankName ?? code };
              }),
            })),
          },
        ]),
      ),
    ),

    answer(depositEndpoints.depositPromotions, ({ sandbox, input, language }) =>
      sandbox.catalogue.promotions
        // Only running promotions can be picked: not one to come, nor one that has ended.
        .filter((promotion) => promotion.type === 'DEPOSIT' && promotionRunning(sandbox, promotion))
        .filter((promotion) => input?.amount === undefined || (promotion.minDeposit ?? 0) <= input.amount)
        .map((promotion) => ({
          promotionId: String(promotion.id),
          title: localised(promotion.title, language),
          minDeposit: promotion.minDeposit,
        })),
    ),

    answer(depositEndpoints.depositByLaunchUrl, ({ sandbox, input, member, cdnBase }) => {
      const record = createDeposit(sandbox, member(), input);
      return { redirectUrl: `${cdnBase}/pay/${record.depositId}` };
    }),

    answer(depositEndpoints.depositByQr, ({ sandbox, input, member, cdnBase }) => {
      const record = createDeposit(sandbox, member(), input);
      const payUrl = `${cdnBase}/pay/${record.depositId}`;
      return { qrImageUrl: qrCodeImage(payUrl), redirectUrl: payUrl, depositId: String(record.depositId) };
    }),

    answer(depositEndpoints.cancelDeposit, ({ input, member }) => {
      const record = member().deposits.find((candidate) => String(candidate.depositId) === input.depositId);
      if (!record) fail('deposit.not.exists');
      if (record.status !== 'PENDING') fail('deposit.not.pending');
      record.status = 'CANCELLED';
      record.remark = 'Cancelled by member';
      return null;
    }),

    answer(depositEndpoints.depositRecords, ({ input, member }) => {
      const query = input ?? {};
      const rows = member().deposits.filter((record) => inRange(record.createTime, query));
      const paged = page(rows, query.pageNo, query.pageSize);
      return {
        records: paged.list.map((record) => ({
          depositId: String(record.depositId),
          amount: record.amount,
          status: record.status,
          methodName: record.methodName,
          createTime: dateTime(record.createTime),
          remark: record.remark,
        })),
        footer: [
          { amount: money(rows.filter((r) => r.status === 'SUCCESS').reduce((sum, record) => sum + record.amount, 0)) },
        ],
        totalPages: paged.totalPages,
      };
    }),

    answer(withdrawEndpoints.withdrawSettings, ({ sandbox, member }) => {
      const account = member();
      return {
        allowWithdraw: account.type !== 4,
        minimumAmount: withdrawLimits.minimumAmount,
        maximumAmount: withdrawLimits.maximumAmount,
        withdrawDateFrom: '00:00',
        withdrawDateTo: '23:59',
        withdrawTimeMsg: 'Withdrawals are processed 24/7, usually within 15 minutes.',
        mobileVerificationType: asksForCodes(sandbox) ? 'EVERY_WITHDRAWAL' : null,
        c2cEnabled: false,
        withdrawPenaltyCharge: 0,
        fixedWithdrawAmounts: [...withdrawLimits.fixedAmounts],
        precautionNote: 'Withdrawals go only to accounts in your own name.',
      };
    }),

    answer(withdrawEndpoints.withdrawMethods, () => [
      { methodGroupType: 'BC', methodName: 'Bank card' },
      { methodGroupType: 'EW', methodName: 'E-wallet' },
    ]),

    answer(withdrawEndpoints.withdrawAccountInfo, ({ sandbox, member }) => {
      const account = member();
      const today = withdrawnToday(sandbox, account);
      return {
        bankCards: account.bankCards.map(cardValue),
        minWithdrawal: withdrawLimits.minimumAmount,
        maxWithdrawal: withdrawLimits.maximumAmount,
        remainingWithdrawAmount: money(Math.max(0, withdrawLimits.dailyAmount - today.amount)),
        remainingTransactionTimes: Math.max(0, withdrawLimits.dailyTimes - today.count),
      };
    }),

    answer(withdrawEndpoints.withdrawCharges, ({ input }) => {
      positiveAmount(input.withdrawAmount);
      return { fee: feeOf(input.withdrawType) };
    }),

    answer(withdrawEndpoints.withdraw, ({ sandbox, input, member }) => {
      const account = member();
      sandbox.requireRealAccount(account);
      checkPaymentPassword(account, input.password);
      const card = account.bankCards.find((candidate) => String(candidate.bankCardId) === input.bankCardId);
      if (!card) fail('bank.card.not.exists');
      const amount = positiveAmount(input.amount);
      if (amount < withdrawLimits.minimumAmount || amount > withdrawLimits.maximumAmount)
        fail('withdraw.limit.exceeded');
      const today = withdrawnToday(sandbox, account);
      if (today.count >= withdrawLimits.dailyTimes || today.amount + amount > withdrawLimits.dailyAmount) {
        fail('withdraw.limit.exceeded');
      }
      if (account.turnoverDone < account.turnoverRequired) fail('turnover.not.met');
      const fee = feeOf(card.cardType);
      if (amount + fee > account.main) fail('insufficient.balance');
      // Last, so a refusal for any other reason leaves the code usable.
      if (asksForCodes(sandbox)) spendSmsCode(sandbox, account, 'withdraw', input.verificationCode);
      const record = {
        withdrawId: sandbox.nextId('record'),
        amount,
        fee,
        status: 'PENDING' as const,
        bankCardId: card.bankCardId,
        bankName: card.bankName,
        createTime: sandbox.now(),
        remark: '',
        // Every sandbox withdrawal waits for the member to confirm receiving it.
        receipt: { status: 'PENDING' as const, proofUrl: null, confirmedAt: null },
      };
      account.withdrawals.unshift(record);
      sandbox.book(account, 'WITHDRAW', -(amount + fee), `Withdrawal to ${card.bankName}`);
      return { withdrawId: String(record.withdrawId), status: record.status };
    }),

    answer(withdrawEndpoints.withdrawRecords, ({ input, member }) => {
      const query = input ?? {};
      const rows = member().withdrawals.filter((record) => inRange(record.createTime, query));
      const paged = page(rows, query.pageNo, query.pageSize);
      return {
        records: paged.list.map((record) => ({
          withdrawId: String(record.withdrawId),
          amount: record.amount,
          fee: record.fee,
          status: record.status,
          bankName: record.bankName,
          createTime: dateTime(record.createTime),
          remark: record.remark,
        })),
        totalPages: paged.totalPages,
      };
    }),

    answer(withdrawReceiptEndpoints.withdrawalReceipts, ({ sandbox, member }) => {
      const account = member();
      settleReceipts(sandbox, account);
      return {
        autoConfirmMinutes: withdrawalReceiptRules.autoConfirmMinutes,
        forcedReceipt: withdrawalReceiptRules.forcedReceipt,
        receipts: account.withdrawals.flatMap((record) =>
          record.receipt
            ? [
                {
                  withdrawId: String(record.withdrawId),
                  amount: record.amount,
                  status: record.receipt.status,
                  bankName: record.bankName,
                  createTime: dateTime(record.createTime),
                  confirmBefore: dateTime(record.createTime + withdrawalReceiptRules.autoConfirmMinutes * MINUTE),
                  proofImageUrl: record.receipt.proofUrl,
                },
              ]
            : [],
        ),
      };
    }),

    answer(withdrawReceiptEndpoints.uploadReceiptProof, ({ sandbox, input, member, cdnBase }) => {
      const account = member();
      const { record } = receiptOf(account, input.withdrawId);
      const base64 = input.encodedImage.slice(input.encodedImage.indexOf(',') + 1);
      const bytes = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
      if (bytes > withdrawalReceiptRules.proofMaxBytes) fail('file.too.large');
      const extension = input.encodedImage.startsWith('data:image/png') ? 'png' : 'jpg';
      return { imageUrl: `${cdnBase}/receipts/${record.withdrawId}-${sandbox.nextId('record')}.${extension}` };
    }),

    answer(withdrawReceiptEndpoints.confirmReceipt, ({ sandbox, input, member }) => {
      const account = member();
      settleReceipts(sandbox, account);
      const { record, receipt } = receiptOf(account, input.withdrawId);
      if (receipt.status !== 'PENDING') fail('receipt.already.confirmed');
      if (!input.received && !input.proofImageUrl) fail('request.invalid', { detail: 'A proof picture is required' });
      record.receipt = {
        status: input.received ? 'RECEIVED' : 'NOT_RECEIVED',
        proofUrl: input.proofImageUrl ?? null,
        confirmedAt: sandbox.now(),
      };
      if (input.received) record.status = 'SUCCESS';
      else record.remark = 'Reported not received: under review';
      return null;
    }),

    answer(bankCardEndpoints.banks, ({ sandbox, input, cdnBase }) => {
      if (input.merchantCode !== sandbox.merchantCode) fail('merchant.not.exists');
      return banks.map((bank) => ({
        bankId: String(bank.bankId),
        bankCode: bank.bankCode,
        bankName: bank.bankName,
        icon: `${cdnBase}/TCG_PROD_IMAGES/BANK/${bank.bankCode}.png`,
      }));
    }),

    answer(bankCardEndpoints.bindBankCard, ({ sandbox, input, member }) => {
      const account = member();
      sandbox.requireRealAccount(account);
      if (account.paymentPassword && input.password !== undefined) checkPaymentPassword(account, input.password);
      const bank = banks.find((candidate) => String(candidate.bankId) === input.bankId);
      if (!bank) fail('bank.not.exists');
      const number = input.accountNumber.replace(/\s+/g, '');
      const { accountNumberMinLength: min, accountNumberMaxLength: max } = bindCardRules;
      if (!/^\d+$/.test(number) || number.length < min || number.length > max) {
        fail('request.invalid', { detail: `The account number is ${min} to ${max} digits` });
      }
      if (account.bankCards.some((card) => card.accountNumber === number)) fail('bank.card.exists');
      if (account.bankCards.length >= bindCardRules.maxBankCards) fail('bank.card.limit');
      if (asksForCodes(sandbox)) spendSmsCode(sandbox, account, 'bindBankCard', input.verificationCode);
      account.bankCards.push({
        bankCardId: sandbox.nextId('record'),
        bankId: bank.bankId,
        bankCode: bank.bankCode,
        bankName: bank.bankName,
        cardType: input.cardType ?? bank.cardType,
        accountName: input.accountName.trim(),
        accountNumber: number,
        isWithdrawActive: true,
        createTime: sandbox.now(),
      });
      return null;
    }),

    answer(bankCardEndpoints.removeBankCard, ({ input, member }) => {
      const account = member();
      if (account.paymentPassword && input.password !== undefined) checkPaymentPassword(account, input.password);
      const index = account.bankCards.findIndex((card) => String(card.bankCardId) === input.bankCardId);
      if (index < 0) fail('bank.card.not.exists');
      account.bankCards.splice(index, 1);
      return null;
    }),

    answer(bankCardEndpoints.bindCardConfig, ({ sandbox }) => ({
      ...bindCardRules,
      verificationRequired: asksForCodes(sandbox),
    })),

    answer(bankCardEndpoints.hasPaymentPassword, ({ member }) => member().paymentPassword !== null),

    answer(bankCardEndpoints.setPaymentPassword, ({ sandbox, input, member }) => {
      const account = member();
      sandbox.requireRealAccount(account);
      if (account.paymentPassword) fail('payment.password.exists');
      setPaymentPassword(account, input.paymentPassword, input.confirmPaymentPassword);
      return null;
    }),

    // Forgotten: a code of purpose changePaymentPassword to the bound phone (SMS) or the bound e-mail (MAIL).
    answer(bankCardEndpoints.resetPaymentPassword, ({ sandbox, input, member }) => {
      const account = member();
      sandbox.requireRealAccount(account);
      checkNewPaymentPassword(input.paymentPassword, input.confirmPaymentPassword);
      const purpose = 'member:changePaymentPassword';
      const valid =
        input.verifyType === 'SMS'
          ? account.mobileNum !== null &&
            sandbox.verifySmsCode(purpose, undefined, account.mobileNum, input.verificationCode)
          : account.email !== null && sandbox.verifyMailCode(purpose, account.email, input.verificationCode);
      if (!valid) fail('sms.code.invalid');
      setPaymentPassword(account, input.paymentPassword, input.confirmPaymentPassword);
      return null;
    }),

    answer(bankCardEndpoints.changePaymentPassword, ({ input, member }) => {
      const account = member();
      checkPaymentPassword(account, input.oldPaymentPassword);
      setPaymentPassword(account, input.paymentPassword, input.confirmPaymentPassword);
      return null;
    }),
  ];
}

function checkNewPaymentPassword(password: string, confirmation: string): void {
  if (password !== confirmation) fail('password.not.match');
  // Registration rule for paymentPassword: six digits.
  if (!/^\d{6}$/.test(password)) fail('request.invalid', { detail: 'The payment password is 6 digits' });
}

function setPaymentPassword(account: Account, password: string, confirmation: string): void {
  checkNewPaymentPassword(password, confirmation);
  account.paymentPassword = password;
}

function cardValue(card: Account['bankCards'][number]) {
  const masked = `${'*'.repeat(Math.max(0, card.accountNumber.length - 4))}${card.accountNumber.slice(-4)}`;
  return {
    bankCardId: String(card.bankCardId),
    bankCode: card.bankCode,
    bankName: card.bankName,
    cardType: card.cardType,
    accountName: card.accountName,
    accountNumber: masked,
    isWithdrawActive: card.isWithdrawActive,
  };
}
