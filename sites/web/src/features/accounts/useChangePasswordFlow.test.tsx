import { readToken, writeToken } from '@lobby/api/session';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAlert } from '../../app/alerts';
import { setupFlowHarness } from '../../testing/flowHarness';
import { forcedChange } from './accountState';
import { abandonForcedChange, useChangePasswordFlow } from './useChangePasswordFlow';

const { host, wrapper, client } = setupFlowHarness();

function renderChange() {
  const onDone = vi.fn();
  const rendered = renderHook(() => ({ flow: useChangePasswordFlow({ onDone }), alert: useAlert() }), { wrapper });
  return { ...rendered, onDone };
}

describe('change password', () => {
  it('asks the player for the old password, and shows the platform message when it is wrong', async () => {
    writeToken(host.sandbox.signIn('demo_player'));
    sessionStorage.setItem('account', 'demo_player');
    const { result, onDone } = renderChange();
    expect(result.current.flow.form).toMatchObject({ account: 'demo_player', needsOldPassword: true, reason: null });
    expect(result.current.flow.forced).toBe(false);
    await act(async () => {
      await result.current.flow.form.onSubmit({
        oldPassword: 'not-it',
        newPassword: 'Better#2025',
        confirmNewPassword: 'Better#2025',
      });
    });
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.flow.form.fieldErrors?.oldPassword).toBe('The old password is incorrect');

    await act(async () => {
      await result.current.flow.form.onSubmit({
        oldPassword: 'Passw0rd!',
        newPassword: 'Better#2025',
        confirmNewPassword: 'Better#2025',
      });
    });
    expect(onDone).toHaveBeenCalledOnce();
    expect(result.current.alert?.tone).toBe('info');
    expect(host.sandbox.account('demo_player').password).toBe('Better#2025');
  });

  it('abandoning a forced change ends the half-finished login', async () => {
    const token = host.sandbox.signIn('demo_weak');
    writeToken(token);
    forcedChange.begin({ account: 'demo_weak', oldPassword: '123456', reason: 'default', remember: false });
    await abandonForcedChange(client());
    expect(readToken()).toBeNull();
    expect(forcedChange.current()).toBeNull();
    expect(host.sandbox.sessions.has(token)).toBe(false);
  });
});
