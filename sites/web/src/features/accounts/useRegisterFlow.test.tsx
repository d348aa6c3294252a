import { readAccount, readAccountType, readToken, sessionStore } from '@lobby/api/session';
import type { RegisterFormProps, RegisterSubmitValues } from '@lobby/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAlert } from '../../app/alerts';
import { SANDBOX_DEVICE, setupFlowHarness } from '../../testing/flowHarness';
import { captureReferralCodes, storedReferralCodes } from './referralCodes';
import { registrationPayload, useRegisterFlow } from './useRegisterFlow';

const { host, wrapper } = setupFlowHarness({ path: '/register' });

function renderRegister() {
  const onDone = vi.fn();
  const rendered = renderHook(() => ({ form: useRegisterFlow({ onDone }), alert: useAlert() }), { wrapper });
  return { ...rendered, onDone };
}

type Current = { form: RegisterFormProps };

async function slide(result: { current: Current }) {
  await waitFor(() => expect(result.current.form.slider?.challenge).not.toBeNull());
  const id = result.current.form.slider?.challenge?.id ?? '';
  act(() => result.current.form.slider?.onVerify({ challengeId: id, position: 100, durationMs: 700 }));
  await waitFor(() => expect(result.current.form.slider?.status).toBe('verified'));
}

/** A complete username registration as the form hands it over, with the SMS code and the captcha shown. */
async function filledIn(result: { current: Current }, mobileNo: string, extra: Partial<RegisterSubmitValues> = {}) {
  await waitFor(() => expect(result.current.form.captcha?.src).toBeTruthy());
  act(() => result.current.form.onRequestSms?.({ mobileNum: mobileNo, countryDialingCode: '63' }, 'username'));
  await waitFor(() => expect(host.sandbox.smsCode(mobileNo, 'register')).toBeTruthy());
  return {
    mode: 'username',
    countryDialingCode: '63',
    mobileNum: mobileNo,
    verificationCode: host.sandbox.smsCode(mobileNo, 'register') ?? '',
    username: 'newplayer1',
    password: 'Secret#123',
    confirmPassword: 'Secret#123',
    payeeName: 'Ana Cruz',
    paymentPassword: '123321',
    captcha: host.sandbox.captchaCode(SANDBOX_DEVICE) ?? '',
    ...extra,
  } satisfies RegisterSubmitValues;
}

async function submit(result: { current: Current }, values: RegisterSubmitValues) {
  await act(async () => {
    await result.current.form.onSubmit(values);
  });
}

describe('registration', () => {
  it('checks the affiliate code first: a bad one answers invitation_code_error, then a good one registers and logs in', async () => {
    const { result, onDone } = renderRegister();
    await waitFor(() => expect(Object.keys(result.current.form.rules).length).toBeGreaterThan(0));
    await slide(result);
    const values = await filledIn(result, '917123001', { affiliateCode: 'NOPE99' });
    await submit(result, values);
    expect(result.current.alert).toMatchObject({
      tone: 'warning',
      message: 'The affiliate code is invalid. Please check it and try again.',
    });
    expect(result.current.form.fieldErrors?.affiliateCode).toBe(
      'The affiliate code is invalid. Please check it and try again.',
    );
    expect(host.sandbox.findAccount('newplayer1')).toBeUndefined();
    // The check does not use the slide up: the player fixes the code and sends again.
    expect(result.current.form.slider?.status).toBe('verified');

    const agent = host.sandbox.account('demo_agent');
    await submit(result, { ...values, affiliateCode: agent.affiliateCode });
    expect(onDone).toHaveBeenCalledOnce();
    expect(readToken()).not.toBeNull();
    expect(readAccount()).toBe('newplayer1');
    expect(readAccountType()).toBe(0);
    expect(host.sandbox.account('newplayer1').uplineId).toBe(agent.id);
  });

  it('shows the platform message of a failed registration, keeps the form, and resets the slider', async () => {
    host.sandbox.addAccount({
      ...host.sandbox.account('demo_vip'),
      id: 990_001,
      username: 'takenname1',
      mobileNum: null,
    });
    const { result, onDone } = renderRegister();
    await slide(result);
    const values = await filledIn(result, '917123002', { username: 'takenname1' });
    await submit(result, values);
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.form.fieldErrors?.username).toBe('Username already exists');
    expect(result.current.form.slider?.status).toBe('idle');
    expect(result.current.form.status).toBe('idle');

    // A refusal that names no field on screen is shown at the top of the form.
    await slide(result);
    await submit(result, { ...values, username: 'freshname1', payeeName: 'x' });
    expect(result.current.form.serverError).toMatch(/payeeName/);
  });

  it('uses the affiliate code of the link when the field is hidden, and sends the referral code', async () => {
    const agent = host.sandbox.account('demo_agent');
    captureReferralCodes(`?affiliateCode=${agent.affiliateCode}&referralCode=RFX1`);
    const { result, onDone } = renderRegister();
    expect(result.current.form.affiliateCodeShown).toBe(false);
    await slide(result);
    const values = await filledIn(result, '917123003', { username: 'linked01' });
    await submit(result, values);
    expect(onDone).toHaveBeenCalledOnce();
    expect(host.sandbox.account('linked01').uplineId).toBe(agent.id);
  });

  it('registers by mobile: the number is the account, the SMS code is the mobile one', async () => {
    const { result, onDone } = renderRegister();
    await slide(result);
    act(() => result.current.form.onModeChange?.('mobile'));
    act(() => result.current.form.onRequestSms?.({ mobileNum: '917123004', countryDialingCode: '63' }, 'mobile'));
    await waitFor(() => expect(result.current.form.smsEndsAt).not.toBeNull());
    await submit(result, {
      mode: 'mobile',
      countryDialingCode: '63',
      mobileNum: '917123004',
      verificationCode: host.sandbox.smsCode('917123004', 'register') ?? '',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      payeeName: 'Jose Reyes',
      paymentPassword: '123321',
    });
    expect(result.current.form.serverError).toBeNull();
    expect(onDone).toHaveBeenCalledOnce();
    expect(readAccount()).toBe('917123004');
  });

  it('counts the registration SMS down from 60 s', async () => {
    const { result } = renderRegister();
    const before = Date.now();
    act(() => result.current.form.onRequestSms?.({ mobileNum: '917123005', countryDialingCode: '63' }, 'username'));
    await waitFor(() => expect(result.current.form.smsEndsAt).not.toBeNull());
    const wait = (result.current.form.smsEndsAt ?? 0) - before;
    expect(wait).toBeGreaterThanOrEqual(60_000 - 50);
    expect(wait).toBeLessThan(65_000);
  });
});

describe('registration payload', () => {
  const extra = { affiliateCode: 'AF1', referralCode: 'RF1', sliderToken: 'sl:100:700' };

  it('takes the mobile number as the account in mobile mode', () => {
    const payload = registrationPayload(
      { mode: 'mobile', countryDialingCode: '63', mobileNum: '0917000', password: 'Pw#12345' },
      extra,
    );
    expect(payload).toMatchObject({
      username: '0917000',
      mobileNum: '0917000',
      password: 'Pw#12345',
      confirmPassword: 'Pw#12345',
      countryDialingCode: '63',
      login: true,
      affiliateCode: 'AF1',
      referralCode: 'RF1',
      sliderToken: 'sl:100:700',
      domain: location.host,
      registerUrl: location.href,
    });
  });

  it('without a username, uses the number without leading zeros; confirmPassword is the password', () => {
    const payload = registrationPayload(
      { mode: 'username', countryDialingCode: '', mobileNum: '00917000', password: 'a', confirmPassword: 'different' },
      extra,
    );
    expect(payload.username).toBe('917000');
    expect(payload.confirmPassword).toBe('a');
    expect(payload).not.toHaveProperty('countryDialingCode');
  });

  it('leaves empty optional fields out', () => {
    const payload = registrationPayload(
      { mode: 'username', countryDialingCode: '63', username: 'abc', password: 'p', email: '  ', qqNum: '12345' },
      { affiliateCode: undefined, referralCode: undefined, sliderToken: 't' },
    );
    expect(payload).not.toHaveProperty('email');
    expect(payload).not.toHaveProperty('affiliateCode');
    expect(payload.qqNum).toBe('12345');
  });
});

describe('referral codes', () => {
  it('keeps the codes of the query in session storage, and only code-like values', () => {
    captureReferralCodes('?affiliateCode=AF1001&referralCode=<script>');
    expect(storedReferralCodes()).toEqual({ affiliateCode: 'AF1001' });
    captureReferralCodes('?page=2');
    expect(sessionStore.getItem('affiliateCode')).toBe('AF1001');
  });
});
