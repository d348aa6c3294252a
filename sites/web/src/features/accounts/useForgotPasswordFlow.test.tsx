import { readAccount, readToken } from '@lobby/api/session';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAlert } from '../../app/alerts';
import { modals } from '../../app/modals';
import { everythingStored, setupFlowHarness, usePath } from '../../testing/flowHarness';
import { useForgotPasswordFlow } from './useForgotPasswordFlow';

const { host, wrapper } = setupFlowHarness();

function renderForgot() {
  const onDone = vi.fn();
  const rendered = renderHook(() => ({ flow: useForgotPasswordFlow({ onDone }), alert: useAlert(), path: usePath() }), {
    wrapper,
  });
  return { ...rendered, onDone };
}

describe('forgot password', () => {
  it('by e-mail: the reset e-mail goes out, an info popup says so and the modal closes', async () => {
    const { result, onDone } = renderForgot();
    expect(result.current.flow.loginStep).toBeNull();
    await act(async () => {
      await result.current.flow.form.onSubmit({
        mode: 'email',
        username: 'demo_player',
        email: 'demo.player@lobby.example',
      });
    });
    expect(onDone).toHaveBeenCalledOnce();
    expect(result.current.alert?.tone).toBe('info');
    expect(host.sandbox.outbox.at(-1)).toMatchObject({ channel: 'email', to: 'demo.player@lobby.example' });
  });

  it('by e-mail: a wrong address shows the platform message on the field and keeps the modal', async () => {
    const { result, onDone } = renderForgot();
    await act(async () => {
      await result.current.flow.form.onSubmit({ mode: 'email', username: 'demo_player', email: 'other@lobby.example' });
    });
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.flow.form.fieldErrors?.email).toBe('User or e-mail does not exist');
  });

  it('by phone: the SMS code sets the new password, one slide logs the player in with it, at /', async () => {
    modals.open('forgetPassModal');
    const { result } = renderForgot();
    await waitFor(() => expect(result.current.flow.form.mobileEnabled).toBe(true));
    act(() => result.current.flow.form.onModeChange?.('mobile'));
    const before = Date.now();
    act(() => result.current.flow.form.onRequestSms?.({ mobileNum: '912345678', countryDialingCode: '84' }));
    await waitFor(() => expect(result.current.flow.form.smsEndsAt).not.toBeNull());
    // expiredMinutes (5) minutes.
    expect((result.current.flow.form.smsEndsAt ?? 0) - before).toBeGreaterThanOrEqual(5 * 60_000 - 50);
    expect(result.current.flow.loginStep).toBeNull();

    await act(async () => {
      await result.current.flow.form.onSubmit({
        mode: 'mobile',
        mobileNum: '912345678',
        countryDialingCode: '84',
        verificationCode: host.sandbox.smsCode('912345678') ?? '',
        newPassword: 'Reset#2025',
        confirmNewPassword: 'Reset#2025',
      });
    });
    expect(host.sandbox.account('demo_player').password).toBe('Reset#2025');
    expect(result.current.flow.loginStep?.account).toBe('demo_player');
    expect(everythingStored()).not.toContain('Reset#2025');

    // A refused slide (here: a challenge the platform no longer knows) asks for another.
    await waitFor(() => expect(result.current.flow.loginStep?.slider.challenge).not.toBeNull());
    const stale = result.current.flow.loginStep?.slider.challenge?.id ?? '';
    host.sandbox.sliderChallenges.delete(stale);
    act(() => result.current.flow.loginStep?.slider.onVerify({ challengeId: stale, position: 100, durationMs: 640 }));
    await waitFor(() => expect(result.current.flow.loginStep?.slider.error).toBeTruthy());
    expect(readToken()).toBeNull();

    await waitFor(() => expect(result.current.flow.loginStep?.slider.challenge?.id).not.toBe(stale));
    await waitFor(() => expect(result.current.flow.loginStep?.slider.challenge).not.toBeNull());
    const id = result.current.flow.loginStep?.slider.challenge?.id ?? '';
    act(() => result.current.flow.loginStep?.slider.onVerify({ challengeId: id, position: 100, durationMs: 640 }));
    await waitFor(() => expect(result.current.path).toBe('/'));
    expect(readToken()).not.toBeNull();
    expect(readAccount()).toBe('demo_player');
    expect(modals.current()).toBeNull();
  });

  it('by phone: a wrong code shows the platform message and changes nothing', async () => {
    const { result } = renderForgot();
    await waitFor(() => expect(result.current.flow.form.mobileEnabled).toBe(true));
    act(() => result.current.flow.form.onModeChange?.('mobile'));
    await act(async () => {
      await result.current.flow.form.onSubmit({
        mode: 'mobile',
        mobileNum: '912345678',
        countryDialingCode: '84',
        verificationCode: '000000',
        newPassword: 'Reset#2025',
        confirmNewPassword: 'Reset#2025',
      });
    });
    expect(result.current.flow.form.fieldErrors?.verificationCode).toBe('Invalid or expired verification code');
    expect(result.current.flow.loginStep).toBeNull();
    expect(readToken()).toBeNull();
  });

  it('offers the mobile tab only with CHNGPASSVERIF3', async () => {
    host.sandbox.setFlag('CHNGPASSVERIF3', false);
    const { result } = renderForgot();
    await waitFor(() => expect(result.current.flow.form.countries?.length ?? 0).toBeGreaterThan(0));
    expect(result.current.flow.form.mobileEnabled).toBe(false);
    act(() => result.current.flow.form.onModeChange?.('mobile'));
    expect(result.current.flow.form.mode).toBe('email');
  });
});
