// @vitest-environment node
/** Multi-step flows across calls: the state the sandbox keeps between them. */
import * as api from '@lobby/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node';
import { SMS_TTL_MINUTES } from '../sandbox/sandbox';
import { SEED_PASSWORD, SEED_PAYMENT_PASSWORD } from '../sandbox/seed';
import { createTestClient, humanSlide, TEST_BASE_URL } from '../testing/client';

const host = setupSandboxServer();
beforeAll(() => host.listen());
afterEach(() => host.reset());
afterAll(() => host.close());

async function failure(promise: Promise<unknown>): Promise<api.PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof api.PlatformError) return error;
    throw error;
  }
  throw new Error('The call succeeded');
}

describe('flows', () => {
  it('logs in by SMS code', async () => {
    const { client } = createTestClient(host.sandbox);
    await client.call(api.authLoginSmsEndpoint, { mobileNum: '912345678', countryDialingCode: '84' });
    const code = host.sandbox.smsCode('912345678') ?? '';
    const wrong = await failure(
      client.call(api.authLoginEndpoint, {
        sliderToken: await humanSlide(client),
        type: 'sms',
        mobileNum: '912345678',
        countryDialingCode: '84',
        verificationCode: '000000',
      }),
    );
    expect(wrong.errorCode).toBe('sms.code.invalid');
    // A second code within ten seconds is refused; the first one, not used up by the wrong guess, still works.
    const resend = await failure(
      client.call(api.authLoginSmsEndpoint, { mobileNum: '912345678', countryDialingCode: '84' }),
    );
    expect(resend.errorCode).toBe('sms.too.frequent');
    const result = await client.call(api.authLoginEndpoint, {
      sliderToken: await humanSlide(client),
      type: 'sms',
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: code,
    });
    expect(result.userName).toBe('demo_player');
  });

  it('deposits through the payment page and credits the wallet', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_player');
    const { redirectUrl } = await test.client.call(api.walletDepositByLaunchUrlEndpoint, {
      amount: 1000,
      vendorId: 'PAYPRO',
    });
    expect((await fetch(redirectUrl)).headers.get('content-type')).toContain('text/html');
    await fetch(`${redirectUrl}/complete`);
    expect((await test.client.call(api.walletBalanceEndpoint)).sumBalance).toBe(13_345.67);
    const records = await test.client.call(api.walletDepositRecordsEndpoint, {});
    expect(records.records[0]).toMatchObject({ amount: 1000, status: 'SUCCESS' });
    const outOfRange = await failure(
      test.client.call(api.walletDepositByLaunchUrlEndpoint, { amount: 10, vendorId: 'PAYPRO' }),
    );
    expect(outOfRange.errorCode).toBe('invalid.amount');
  });

  it('enforces withdrawal rules: turnover, payment password, balance', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_player');
    const card = (await test.client.call(api.walletWithdrawAccountInfoEndpoint, {})).bankCards[0];
    const request = {
      check: 'v2',
      amount: 500,
      bankCardId: card?.bankCardId ?? '',
      password: SEED_PAYMENT_PASSWORD,
    } as const;
    expect((await failure(test.client.call(api.walletWithdrawEndpoint, request))).errorCode).toBe('turnover.not.met');
    test.signIn('demo_vip');
    const vipCard = (await test.client.call(api.walletWithdrawAccountInfoEndpoint, {})).bankCards[0]?.bankCardId ?? '';
    const badPassword = await failure(
      test.client.call(api.walletWithdrawEndpoint, { ...request, bankCardId: vipCard, password: '000000' }),
    );
    expect(badPassword).toMatchObject({ errorCode: 'invalid.payment.pw', messageKey: 'errors.invalidPaymentPassword' });
    await test.client.call(api.walletWithdrawEndpoint, { ...request, bankCardId: vipCard });
    expect((await test.client.call(api.walletWithdrawRecordsEndpoint, {})).records[0]).toMatchObject({
      amount: 500,
      status: 'PENDING',
    });
  });

  it('resets a forgotten payment password with the code sent to the bound phone, refusing a wrong one', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_vip');
    const { changePaymentPassword } = api.verificationPurposes;
    await test.client.call(api.verificationSendSmsEndpoint, { operationType: changePaymentPassword });
    const code = host.sandbox.smsCode('987654321', 'member:changePaymentPassword') ?? '';
    const reset = { verifyType: 'SMS', paymentPassword: '135790', confirmPaymentPassword: '135790' } as const;
    const wrong = await failure(
      test.client.call(api.walletResetPaymentPasswordEndpoint, {
        ...reset,
        verificationCode: code === '000000' ? '111111' : '000000',
      }),
    );
    expect(wrong.errorCode).toBe('sms.code.invalid');
    await test.client.call(api.walletResetPaymentPasswordEndpoint, { ...reset, verificationCode: code });
    // The code is used up, and withdrawals now take the new password only.
    expect(
      (await failure(test.client.call(api.walletResetPaymentPasswordEndpoint, { ...reset, verificationCode: code })))
        .errorCode,
    ).toBe('sms.code.invalid');
    const card = (await test.client.call(api.walletWithdrawAccountInfoEndpoint, {})).bankCards[0]?.bankCardId ?? '';
    const request = { check: 'v2', amount: 500, bankCardId: card } as const;
    const old = await failure(
      test.client.call(api.walletWithdrawEndpoint, { ...request, password: SEED_PAYMENT_PASSWORD }),
    );
    expect(old.errorCode).toBe('invalid.payment.pw');
    await test.client.call(api.walletWithdrawEndpoint, { ...request, password: '135790' });
  });

  it('refuses a reset with a code past its minutes', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_vip');
    await test.client.call(api.verificationSendSmsEndpoint, {
      operationType: api.verificationPurposes.changePaymentPassword,
    });
    const code = host.sandbox.smsCode('987654321', 'member:changePaymentPassword') ?? '';
    host.sandbox.advanceClock((SMS_TTL_MINUTES + 1) * 60_000);
    const expired = await failure(
      test.client.call(api.walletResetPaymentPasswordEndpoint, {
        verifyType: 'SMS',
        verificationCode: code,
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
    );
    expect(expired).toMatchObject({ errorCode: 'sms.code.invalid', message: 'Invalid or expired verification code' });
    expect(host.sandbox.account('demo_vip').paymentPassword).toBe(SEED_PAYMENT_PASSWORD);
  });

  it('resets by e-mail code too, and refuses a code sent for another purpose', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_vip');
    const email = 'demo.vip@lobby.example';
    await test.client.call(api.verificationSendMailEndpoint, {
      operationType: api.verificationPurposes.withdraw,
      email,
    });
    const otherPurpose = host.sandbox.outbox.at(-1)?.code ?? '';
    const reset = { verifyType: 'MAIL', paymentPassword: '246802', confirmPaymentPassword: '246802' } as const;
    expect(
      (
        await failure(
          test.client.call(api.walletResetPaymentPasswordEndpoint, { ...reset, verificationCode: otherPurpose }),
        )
      ).errorCode,
    ).toBe('sms.code.invalid');
    await test.client.call(api.verificationSendMailEndpoint, {
      operationType: api.verificationPurposes.changePaymentPassword,
      email,
    });
    const code = host.sandbox.outbox.at(-1)?.code ?? '';
    await test.client.call(api.walletResetPaymentPasswordEndpoint, { ...reset, verificationCode: code });
    expect(await test.client.call(api.walletHasPaymentPasswordEndpoint)).toBe(true);
  });

  it('asks for an SMS code with each withdrawal and binding in the verification-required scenario', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_vip');
    expect((await test.client.call(api.walletWithdrawSettingsEndpoint, {})).mobileVerificationType).toBeNull();
    host.sandbox.setScenario('verification-required');
    expect((await test.client.call(api.walletWithdrawSettingsEndpoint, {})).mobileVerificationType).toBe(
      'EVERY_WITHDRAWAL',
    );
    expect((await test.client.call(api.walletBindCardConfigEndpoint)).verificationRequired).toBe(true);
    const card = (await test.client.call(api.walletWithdrawAccountInfoEndpoint, {})).bankCards[0]?.bankCardId ?? '';
    const request = { check: 'v2', amount: 500, bankCardId: card, password: SEED_PAYMENT_PASSWORD } as const;
    expect((await failure(test.client.call(api.walletWithdrawEndpoint, request))).errorCode).toBe('sms.code.required');
    await test.client.call(api.verificationSendSmsEndpoint, { operationType: api.verificationPurposes.withdraw });
    const code = host.sandbox.smsCode('987654321', 'member:withdraw') ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await failure(test.client.call(api.walletWithdrawEndpoint, { ...request, verificationCode: wrong }))).errorCode,
    ).toBe('sms.code.invalid');
    const before = (await test.client.call(api.walletWithdrawRecordsEndpoint, {})).records.length;
    await test.client.call(api.walletWithdrawEndpoint, { ...request, verificationCode: code });
    expect((await test.client.call(api.walletWithdrawRecordsEndpoint, {})).records).toHaveLength(before + 1);
  });

  it('binds cards up to the configured number only', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_vip');
    const config = await test.client.call(api.walletBindCardConfigEndpoint);
    expect(config).toMatchObject({ maxBankCards: 3, verificationRequired: false });
    const bank = (await test.client.call(api.walletBanksEndpoint, { merchantCode: host.sandbox.merchantCode }))[0];
    const bind = (accountNumber: string) =>
      test.client.call(api.walletBindBankCardEndpoint, {
        bankId: bank?.bankId ?? '',
        accountName: 'Tran Thi Mai',
        accountNumber,
        password: SEED_PAYMENT_PASSWORD,
      });
    expect((await failure(bind('12345'))).errorCode).toBe('request.invalid');
    await bind('123456789012');
    expect((await failure(bind('123456789013'))).errorCode).toBe('bank.card.limit');
  });

  it('moves money between wallets and refuses more than there is', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_player');
    await test.client.call(api.walletTransferEndpoint, { vassalage: 'JILI', amount: 345.67, direction: 'IN' });
    const balance = await test.client.call(api.walletBalanceEndpoint);
    expect(balance.sumBalance).toBe(12_345.67);
    expect(balance.balance.find((wallet) => wallet.accountTypeId === 2)?.availBalance).toBe(12_000);
    const tooMuch = await failure(
      test.client.call(api.walletTransferEndpoint, { vassalage: 'JILI', amount: 400, direction: 'OUT' }),
    );
    expect(tooMuch.errorCode).toBe('insufficient.balance');
    const records = await test.client.call(api.memberTransactionsEndpoint, { pageSize: 1 });
    expect(records.list[0]).toMatchObject({ amount: -345.67, txTypeName: 'Transfer to game' });
  });

  it('serves the public catalogue to visitors and members alike, and pages through it', async () => {
    const visitor = createTestClient(host.sandbox);
    const member = createTestClient(host.sandbox);
    member.signIn('demo_player');
    const [asVisitor, asMember] = await Promise.all([
      api.getGameVendors(visitor.client),
      api.getGameVendors(member.client),
    ]);
    expect(asVisitor).toEqual(asMember);
    const first = await api.getGameList(visitor.client, { vassalage: 'MG', pageSize: 21 });
    const second = await api.getGameList(visitor.client, { vassalage: 'MG', pageNo: 2, pageSize: 18 });
    expect(first.games).toHaveLength(21);
    expect(second.pageNum).toBe(2);
    // Offsets are (pageNo - 1) x pageSize, whatever size earlier pages had, as on the platform.
    const whole = await api.getGameList(visitor.client, { vassalage: 'MG', pageSize: 36 });
    expect(second.games.map((game) => game.gameId)).toEqual(whole.games.slice(18, 36).map((game) => game.gameId));
    expect(first.games.map((game) => game.gameId)).toEqual(whole.games.slice(0, 21).map((game) => game.gameId));
    const crash = await api.getGameList(visitor.client, { vassalage: '', gameType: 'Crash', pageSize: 50 });
    expect(crash.games.length).toBeGreaterThanOrEqual(10);
    const scratch = await api.getGameList(visitor.client, { vassalage: 'MG', gameType: 'SC', pageSize: 50 });
    expect(scratch.games.length).toBeGreaterThan(0);
  });

  it('launches games and lotteries on the shared launch path', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_player');
    const game = host.sandbox.catalogue.games.find((candidate) => candidate.category === 'LIVE');
    const trial = await failure(
      api.launchGame(test.client, { vassalage: game?.vassalage ?? '', gameId: String(game?.gameId), trial: true }),
    );
    expect(trial.errorCode).toBe('trial.not.supported');
    const room = host.sandbox.catalogue.pvpRooms[0];
    const pvp = host.sandbox.catalogue.index.gameById.get(room?.gameId ?? 0);
    const url = await api.launchGame(test.client, { vassalage: pvp?.vassalage ?? '', roomId: String(room?.roomId) });
    expect(url).toContain(`room=${room?.roomId}`);
    const lottery = { lottoArea: 'SEA', device: 'WEB', backUrl: 'https://lobby.example/lottery' };
    expect(
      await api.launchLottery(test.client, { ...lottery, lottoGameCode: 'TH_GOV', lottoView: 'betting' }),
    ).toContain('/lottery/TH_GOV');
    expect((await test.client.call(api.gamesRecentGamesEndpoint))[0]?.gameId).toBe(String(pvp?.gameId));
  });

  it('keeps the mailbox and the rewards badge counts in step', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_player');
    const inbox = await test.client.call(api.contentInboxEndpoint, { page: 1, size: 20 });
    const unread = inbox.list.filter((message) => !message.read).map((message) => message.id);
    await test.client.call(api.contentMarkReadEndpoint, { ids: unread });
    expect(await test.client.call(api.contentUnreadCountV2Endpoint)).toBe(0);
    const before = (await test.client.call(api.promotionsAvailableEndpoint)).length;
    await test.client.call(api.promotionsClaimRaffleEndpoint, { promotionId: '6006' });
    expect(await test.client.call(api.promotionsAvailableEndpoint)).toHaveLength(before - 1);
    const again = await failure(test.client.call(api.promotionsClaimRaffleEndpoint, { promotionId: '6006' }));
    expect(again.errorCode).toBe('promotion.already.claimed');
  });

  it('redeems points only with the payment password, enough points and stock', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_player');
    const badPassword = await failure(
      test.client.call(api.pointsRedeemEndpoint, { rewardId: '5001', quantity: 1, password: 'nope' }),
    );
    expect(badPassword.errorCode).toBe('invalid.payment.pw');
    // The login password is not the one these relays check.
    const loginPassword = await failure(
      test.client.call(api.pointsRedeemEndpoint, { rewardId: '5001', quantity: 1, password: SEED_PASSWORD }),
    );
    expect(loginPassword.errorCode).toBe('invalid.payment.pw');
    const tooMany = await failure(
      test.client.call(api.pointsRedeemEndpoint, { rewardId: '5001', quantity: 10, password: SEED_PAYMENT_PASSWORD }),
    );
    expect(tooMany.errorCode).toBe('points.insufficient');
    const outOfStock = await failure(
      test.client.call(api.pointsRedeemEndpoint, { rewardId: '5009', quantity: 1, password: SEED_PAYMENT_PASSWORD }),
    );
    expect(outOfStock.errorCode).toBe('reward.out.of.stock');
  });

  it('keeps a contract kind enabled when the agent answers its last waiting request', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_agent');
    const before = api.agentContractsOf(await test.client.call(api.memberConsolidatedEndpoint));
    expect(before.enabled).toContain('dailySalary');
    expect(before.pending.dailySalary).toBe(1);
    const request = (await test.client.call(api.agentDailySalaryContractsEndpoint, {})).find(
      (contract) => contract.account === 'house_master' && contract.status === 'PENDING',
    );
    await test.client.call(api.agentProcessDailySalaryEndpoint, {
      contractId: request?.contractId ?? '',
      action: 'accept',
    });
    const after = api.agentContractsOf(await test.client.call(api.memberConsolidatedEndpoint));
    expect(after.pending.dailySalary).toBe(0);
    expect(after.enabled).toEqual(before.enabled);
  });

  it('shows the maintenance answer in the caller’s language', async () => {
    host.sandbox.setScenario('maintenance');
    const response = await fetch(`${TEST_BASE_URL}/wps/member/info`, { headers: { Merchant: 'demo', Language: 'CN' } });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toBe('系统维护中');
  });
  it('lets a trial (type 4) account launch only games with a free trial, never a real-money game, a sportsbook or a lottery', async () => {
    const test = createTestClient(host.sandbox);
    const trial = await api.playForFree(test.client);
    test.token = trial.token ?? null;
    const username = trial.userName ?? '';
    const games = (await api.getGameList(test.client, { vassalage: 'PG', pageNo: 1, pageSize: 24 })).games;
    const offered = games.find((game) => game.supportPlay === 0);
    const realOnly = games.find((game) => game.supportPlay !== 0);
    expect(offered && realOnly).toBeTruthy();

    // Played with the account's trial credit.
    const url = await api.launchGame(test.client, { vassalage: 'PG', gameId: offered?.gameId ?? '', username });
    expect(url).toMatch(new RegExp(`/__sandbox/cdn/game/PG/${offered?.gameId}\\?mode=trial&`));

    const refusals = await Promise.all([
      failure(api.launchGame(test.client, { vassalage: 'PG', gameId: realOnly?.gameId ?? '', username })),
      failure(api.launchGame(test.client, { vassalage: 'SABA', username })),
      failure(
        api.launchLottery(test.client, {
          lottoArea: 'VN',
          lottoView: 'lobby',
          device: 'WEB',
          backUrl: 'https://lobby.example/vnlottery',
        }),
      ),
    ]);
    for (const refusal of refusals) {
      expect(refusal.errorCode).toBe('real.account.required');
      expect(refusal.message).toBe('Please use a real account');
    }

    // A member launches the same real-money game.
    test.signIn('demo_player');
    const real = await api.launchGame(test.client, {
      vassalage: 'PG',
      gameId: realOnly?.gameId ?? '',
      username: 'demo_player',
    });
    expect(real).toContain('mode=real');
  });
});
