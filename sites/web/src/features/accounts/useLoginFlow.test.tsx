import { readAccountType, readRememberedLogin, readToken } from '@lobby/api/session';
import { SEED_PASSWORD, WEAK_PASSWORD } from '@lobby/mocks';
import type { LoginFormProps, LoginSubmitValues } from '@lobby/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAlert } from '../../app/alerts';
import { modals } from '../../app/modals';
import { everythingStored, SANDBOX_DEVICE, setupFlowHarness, usePath } from '../../testing/flowHarness';
import { afterLoginFlag, forcedChange, onFirstLogin } from './accountState';
import { useChangePasswordFlow } from './useChangePasswordFlow';
import { rememberedDefaults, useLoginFlow } from './useLoginFlow';

const { host, wrapper } = setupFlowHarness();

function renderLogin() {
  const onDone = vi.fn();
  const rendered = renderHook(() => ({ form: useLoginFlow({ onDone }), path: usePath(), alert: useAlert() }), {
    wrapper,
  });
  return { ...rendered, onDone };
}

type Current = { form: LoginFormProps };

/** Slides the slider to the end at a human pace, once its challenge is in. */
async function slide(result: { current: Current }) {
  await waitFor(() => expect(result.current.form.slider?.challenge).not.toBeNull());
  const challenge = result.current.form.slider?.challenge;
  if (!challenge) throw new Error('No challenge');
  act(() => result.current.form.slider?.onVerify({ challengeId: challenge.id, position: 100, durationMs: 850 }));
  await waitFor(() => expect(result.current.form.slider?.status).toBe('verified'));
  return challenge.id;
}

async function submit(result: { current: Current }, values: LoginSubmitValues) {
  await act(async () => {
    await result.current.form.onSubmit(values);
  });
}

const player = (password = SEED_PASSWORD): LoginSubmitValues => ({
  type: 'username',
  username: 'demo_player',
  password,
  remember: false,
});

describe('login', () => {
  it('logs demo_player in: token, login info, after-login flag, and the modal closes', async () => {
    const { result, onDone } = renderLogin();
    await slide(result);
    await submit(result, player());
    expect(onDone).toHaveBeenCalledOnce();
    expect(readToken()).not.toBeNull();
    expect(readAccountType()).toBe(0);
    expect(afterLoginFlag.get()).toBe(true);
    expect(result.current.form.serverError).toBeNull();
  });

  it('does not send a login before the slide, and says why', async () => {
    const { result, onDone } = renderLogin();
    await waitFor(() => expect(result.current.form.slider?.challenge).not.toBeNull());
    await submit(result, player());
    expect(result.current.form.slider?.error).toBe('Please complete the verification first');
    expect(host.sandbox.sessions.size).toBe(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks a too-quick slide to be done again without sending it', async () => {
    const { result } = renderLogin();
    await waitFor(() => expect(result.current.form.slider?.challenge).not.toBeNull());
    const before = result.current.form.slider?.resetKey;
    const challenge = result.current.form.slider?.challenge;
    act(() =>
      result.current.form.slider?.onVerify({ challengeId: challenge?.id ?? '', position: 100, durationMs: 40 }),
    );
    expect(result.current.form.slider?.status).toBe('idle');
    expect(result.current.form.slider?.resetKey).not.toBe(before);
    expect(result.current.form.slider?.error).toBeTruthy();
  });

  it('shows the captcha after two wrong passwords, resets the slider each time, and passes with the code', async () => {
    const { result, onDone } = renderLogin();
    const first = await slide(result);
    await submit(result, player('wrong-1'));
    expect(result.current.form.serverError).toBe('Wrong account or password');
    expect(result.current.form.captcha).toBeNull();
    // Failure resets the slider onto a new challenge.
    expect(result.current.form.slider?.status).toBe('idle');
    const second = await slide(result);
    expect(second).not.toBe(first);
    await submit(result, player('wrong-2'));
    expect(result.current.form.captcha).not.toBeNull();
    await waitFor(() => expect(result.current.form.captcha?.src).toMatch(/^data:image\/png;base64,/));
    const code = host.sandbox.captchaCode(SANDBOX_DEVICE);
    expect(code).toMatch(/^\d{4}$/);
    await slide(result);
    await submit(result, { ...player(), captcha: code ?? '' });
    expect(result.current.form.serverError).toBeNull();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('puts a wrong captcha on the captcha field and fetches a new image', async () => {
    const { result } = renderLogin();
    for (const password of ['x1', 'x2']) {
      await slide(result);
      await submit(result, player(password));
    }
    await waitFor(() => expect(result.current.form.captcha?.src).toBeTruthy());
    const shown = result.current.form.captcha?.src;
    const code = host.sandbox.captchaCode(SANDBOX_DEVICE);
    await slide(result);
    await submit(result, { ...player(), captcha: code === '0000' ? '1111' : '0000' });
    expect(result.current.form.fieldErrors?.captcha).toBe('Incorrect verification code');
    expect(result.current.form.serverError).toBeNull();
    await waitFor(() => expect(result.current.form.captcha?.src).not.toBe(shown), { timeout: 2500 });
  });

  it('fires the first-login action for a first login', async () => {
    const seen = vi.fn();
    const stop = onFirstLogin(seen);
    host.sandbox.account('demo_vip').firstLogin = true;
    const { result } = renderLogin();
    await slide(result);
    await submit(result, { type: 'username', username: 'demo_vip', password: SEED_PASSWORD, remember: false });
    stop();
    expect(seen).toHaveBeenCalledWith({ account: 'demo_vip' });
  });

  it('forces demo_weak to change its password, knowing the old one only in memory, then goes to /', async () => {
    const login = renderLogin();
    await slide(login.result);
    await submit(login.result, { type: 'username', username: 'demo_weak', password: WEAK_PASSWORD, remember: true });
    expect(login.onDone).not.toHaveBeenCalled();
    expect(modals.current()).toBe('changePassModal');
    expect(forcedChange.current()).toMatchObject({ account: 'demo_weak', reason: 'default' });
    expect(readToken()).not.toBeNull();
    // The login info is not loaded yet: login state waits for the change.
    expect(readAccountType()).toBeNull();
    expect(everythingStored()).not.toContain(WEAK_PASSWORD);

    const done = vi.fn();
    const change = renderHook(() => ({ flow: useChangePasswordFlow({ onDone: done }), path: usePath() }), {
      wrapper,
    });
    expect(change.result.current.flow.form).toMatchObject({ account: 'demo_weak', needsOldPassword: false });
    await act(async () => {
      await change.result.current.flow.form.onSubmit({ newPassword: 'Stronger#1', confirmNewPassword: 'Stronger#1' });
    });
    expect(done).toHaveBeenCalledOnce();
    expect(change.result.current.path).toBe('/');
    expect(readAccountType()).toBe(0);
    expect(forcedChange.current()).toBeNull();
    expect(host.sandbox.account('demo_weak').password).toBe('Stronger#1');
    // The login is complete: its session now outlives a reload.
    expect(sessionStorage.getItem('token')).toBe(readToken());
  });

  it.each([
    ['the default password', 'demo_weak', WEAK_PASSWORD, 'default'],
    ['an expired password', 'demo_vip', SEED_PASSWORD, 'expired'],
  ] as const)(
    'a reload during the forced change of %s leaves a visitor, not a signed-in player',
    async (_name, username, password, reason) => {
      if (reason === 'expired') host.sandbox.account(username).passwordExpired = true;
      const login = renderLogin();
      await slide(login.result);
      await submit(login.result, { type: 'username', username, password, remember: false });
      expect(forcedChange.current()).toMatchObject({ reason });
      // The change itself is made with the session's token: the page holds it.
      expect(readToken()).not.toBeNull();
      expect(everythingStored()).not.toContain(password);

      // A reload: the session layer starts again from what the browser kept.
      vi.resetModules();
      const reloaded = await import('@lobby/api/session');
      expect(reloaded.readToken()).toBeNull();
      expect(reloaded.readAccountType()).toBeNull();
    },
  );

  it('forces a change of an expired password only while expiry is enforced, and never for SMS logins', async () => {
    host.sandbox.account('demo_vip').passwordExpired = true;
    const { result, onDone } = renderLogin();
    await slide(result);
    await submit(result, { type: 'username', username: 'demo_vip', password: SEED_PASSWORD, remember: false });
    expect(forcedChange.current()).toMatchObject({ reason: 'expired' });

    forcedChange.end();
    host.sandbox.setFlag('PWDEXPFORCECHANGE3', false);
    const again = renderLogin();
    await slide(again.result);
    await submit(again.result, { type: 'username', username: 'demo_vip', password: SEED_PASSWORD, remember: false });
    expect(forcedChange.current()).toBeNull();
    expect(again.onDone).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the platform message when the slide is refused', async () => {
    const { result } = renderLogin();
    const id = await slide(result);
    host.sandbox.sliderChallenges.delete(id);
    await submit(result, player());
    expect(result.current.form.serverError).toBe(
      'The verification has expired or was already used, please slide again',
    );
    expect(result.current.form.slider?.status).toBe('idle');
  });
});

describe('remember me', () => {
  it('keeps the username for a day and never writes the password anywhere', async () => {
    const { result } = renderLogin();
    await slide(result);
    await submit(result, { ...player(), remember: true });
    expect(readRememberedLogin()).toEqual({ username: 'demo_player' });
    expect(everythingStored()).not.toContain(SEED_PASSWORD);
    expect(rememberedDefaults()).toEqual({ values: { remember: true, username: 'demo_player' }, mode: 'username' });
  });

  it('offers the password to the Credential Management API where the browser has one', async () => {
    const store = vi.fn(async () => undefined);
    class PasswordCredential {
      readonly id: string;
      readonly password: string;
      constructor(data: { id: string; password: string }) {
        this.id = data.id;
        this.password = data.password;
      }
    }
    vi.stubGlobal('PasswordCredential', PasswordCredential);
    Object.defineProperty(navigator, 'credentials', { value: { store }, configurable: true });
    try {
      const { result } = renderLogin();
      await slide(result);
      await submit(result, { ...player(), remember: true });
      expect(store).toHaveBeenCalledWith(expect.objectContaining({ id: 'demo_player', password: SEED_PASSWORD }));
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'credentials');
    }
  });

  it('forgets what was remembered when unchecked', async () => {
    const { result } = renderLogin();
    await slide(result);
    await submit(result, { ...player(), remember: true });
    const next = renderLogin();
    await slide(next.result);
    await submit(next.result, player());
    expect(readRememberedLogin()).toEqual({});
  });

  it('keeps the SMS mobile of an SMS login', async () => {
    const { result } = renderLogin();
    act(() => result.current.form.onRequestSms?.({ mobileNum: '912345678', countryDialingCode: '84' }));
    await waitFor(() => expect(host.sandbox.smsCode('912345678')).toBeTruthy());
    await slide(result);
    await submit(result, {
      type: 'sms',
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: host.sandbox.smsCode('912345678') ?? '',
      remember: true,
    });
    expect(readToken()).not.toBeNull();
    expect(readRememberedLogin()).toEqual({ smsMobile: { mobileNum: '912345678', countryDialingCode: '84' } });
    expect(rememberedDefaults().mode).toBe('sms');
  });
});

describe('SMS code for login', () => {
  it('validates the number, sends at most once a second, and counts down expiredMinutes × 60 s', async () => {
    const { result } = renderLogin();
    act(() => result.current.form.onRequestSms?.({ mobileNum: '12', countryDialingCode: '84' }));
    act(() => result.current.form.onRequestSms?.({ mobileNum: '912345678', countryDialingCode: '84' }));
    act(() => result.current.form.onRequestSms?.({ mobileNum: '912345678', countryDialingCode: '84' }));
    const before = Date.now();
    await waitFor(() => expect(result.current.form.smsEndsAt).not.toBeNull());
    expect(host.sandbox.outbox.filter((entry) => entry.channel === 'sms')).toHaveLength(1);
    const wait = (result.current.form.smsEndsAt ?? 0) - before;
    expect(wait).toBeGreaterThanOrEqual(5 * 60_000 - 50);
    expect(wait).toBeLessThanOrEqual(5 * 60_000 + 5_000);
    act(() => result.current.form.onSmsCountdownEnd?.());
    expect(result.current.form.smsEndsAt).toBeNull();
  });

  it('shows the warning popup with the platform message when the SMS cannot be sent', async () => {
    const { result } = renderLogin();
    act(() => result.current.form.onRequestSms?.({ mobileNum: '911111111', countryDialingCode: '84' }));
    await waitFor(() =>
      expect(result.current.alert).toMatchObject({ tone: 'warning', message: 'Mobile number is not registered' }),
    );
    expect(result.current.form.smsEndsAt).toBeNull();
  });
});

describe('free play and social buttons', () => {
  it('free play: a type-4 session, legacy cpw removed, modals closed, home', async () => {
    localStorage.setItem('cpw', 'legacy');
    sessionStorage.setItem('cpw', 'legacy');
    modals.open('loginPopupModal');
    const { result } = renderLogin();
    await waitFor(() => expect(result.current.form.freePlayEnabled).toBe(true));
    act(() => result.current.form.onFreePlay?.());
    await waitFor(() => expect(result.current.path).toBe('/'));
    expect(readAccountType()).toBe(4);
    expect(modals.current()).toBeNull();
    expect(localStorage.getItem('cpw')).toBeNull();
    expect(sessionStorage.getItem('cpw')).toBeNull();
  });

  it('answers Google and Facebook with the operation-not-enabled message', async () => {
    const { result } = renderLogin();
    act(() => result.current.form.onSocialLogin?.('google'));
    expect(result.current.alert?.message).toBe('This operation is not enabled');
  });
});
