import { readToken } from '@lobby/api/session';
import { SEED_PASSWORD, WEAK_PASSWORD } from '@lobby/mocks';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { modals } from '../../app/modals';
import { setupFlowHarness, usePath } from '../../testing/flowHarness';
import { forcedChange } from '../accounts/accountState';
import ModalHost from './ModalHost';

const { wrapper } = setupFlowHarness({ path: '/login' });

beforeAll(() => {
  // jsdom has no media queries; the modal asks whether the screen is wide.
  window.matchMedia ??= ((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

function Path() {
  return <output data-testid="path">{usePath()}</output>;
}

function renderHost() {
  const user = userEvent.setup({ delay: 40 });
  render(
    <>
      <ModalHost />
      <Path />
    </>,
    { wrapper },
  );
  return user;
}

/** Ten arrow presses, 40 ms apart: a slide at a human pace. */
async function slide(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const slider = within(dialog).getByRole('slider');
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled', 'true'));
  slider.focus();
  for (let step = 0; step < 10; step += 1) await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', 'Verified'));
}

/** The site's settings arrive at start-up, before any modal; here they arrive after it, and add the mobile tab. */
async function settled(dialog: HTMLElement) {
  await within(dialog).findByRole('tab', { name: 'Mobile number' });
}

describe('the account modals', () => {
  it('logs in from /login and returns to /index', async () => {
    act(() => modals.open('loginPopupModal'));
    const user = renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await settled(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'demo_player');
    await user.type(within(dialog).getByLabelText(/^Password/), SEED_PASSWORD);
    await slide(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/index'));
    expect(modals.current()).toBeNull();
    expect(readToken()).not.toBeNull();
  });

  it('keeps what was typed after a failed login and shows the platform message', async () => {
    act(() => modals.open('loginPopupModal'));
    const user = renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await settled(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'demo_player');
    await user.type(within(dialog).getByLabelText(/^Password/), 'not-it');
    await slide(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Wrong account or password')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Username/ })).toHaveValue('demo_player');
    expect(within(dialog).getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
  });

  it('switches to the register tab as registerModal', async () => {
    act(() => modals.open('loginPopupModal'));
    const user = renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('tab', { name: 'Register' }));
    expect(modals.current()).toBe('registerModal');
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeVisible();
  });

  it('forces demo_weak into the change-password modal; closing it ends that login', async () => {
    act(() => modals.open('loginPopupModal'));
    const user = renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await settled(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'demo_weak');
    await user.type(within(dialog).getByLabelText(/^Password/), WEAK_PASSWORD);
    await slide(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).getByLabelText(/^Account/)).toHaveValue('demo_weak');
    expect(within(change).queryByLabelText(/^Current password/)).toBeNull();
    expect(within(change).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(readToken()).not.toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(readToken()).toBeNull());
    expect(forcedChange.current()).toBeNull();
  });

  it('opens the login instead when a visitor asks to change a password', async () => {
    act(() => modals.open('changePassModal'));
    renderHost();
    await waitFor(() => expect(modals.current()).toBe('loginPopupModal'));
  });
});
