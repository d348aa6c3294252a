import { readRememberedLogin } from '@lobby/api/session';
import { SEED_PASSWORD } from '@lobby/mocks';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { everythingStored, SANDBOX_DEVICE, setupFlowHarness } from '../../testing/flowHarness';
import { LoginContainer } from './LoginContainer';

const { host, wrapper } = setupFlowHarness();

/** The site's settings arrive at start-up, before any form; here they arrive after it, and add the mobile tab. */
async function settled() {
  await screen.findByRole('tab', { name: 'Mobile number' });
}

async function slide(user: ReturnType<typeof userEvent.setup>) {
  const slider = screen.getByRole('slider');
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled', 'true'));
  slider.focus();
  for (let step = 0; step < 10; step += 1) await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', 'Verified'));
}

async function logInWith(user: ReturnType<typeof userEvent.setup>, password: string) {
  const field = screen.getByLabelText(/^Password/);
  await user.clear(field);
  await user.type(field, password);
  await slide(user);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginContainer (the login form against the sandbox)', () => {
  it('shows the captcha image after two wrong passwords and logs in with its code', async () => {
    const user = userEvent.setup({ delay: 40 });
    const onDone = vi.fn();
    render(<LoginContainer onDone={onDone} />, { wrapper });
    await settled();
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'demo_player');
    await logInWith(user, 'wrong-1');
    expect(await screen.findByText('Wrong account or password')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Captcha/ })).toBeNull();
    await logInWith(user, 'wrong-2');
    const captcha = await screen.findByRole('textbox', { name: /^Captcha/ });
    await waitFor(() => expect(host.sandbox.captchaCode(SANDBOX_DEVICE)).toBeTruthy());
    await user.type(captcha, host.sandbox.captchaCode(SANDBOX_DEVICE) ?? '');
    await logInWith(user, SEED_PASSWORD);
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  }, 20_000);

  it('remembers the username only, and fills it in next time', async () => {
    const user = userEvent.setup({ delay: 40 });
    const first = render(<LoginContainer onDone={() => undefined} />, { wrapper });
    await settled();
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'demo_player');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await logInWith(user, SEED_PASSWORD);
    await waitFor(() => expect(readRememberedLogin()).toEqual({ username: 'demo_player' }));
    expect(everythingStored()).not.toContain(SEED_PASSWORD);
    first.unmount();
    render(<LoginContainer onDone={() => undefined} />, { wrapper });
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue('demo_player');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveAttribute('autocomplete', 'username');
  });
});
