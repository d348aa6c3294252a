import { sessionStore, storeMember, writeToken } from '@lobby/api/session';
import { ToastProvider } from '@lobby/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAlert } from '../../app/alerts';
import { modals } from '../../app/modals';
import { setupFlowHarness } from '../../testing/flowHarness';
import PanelsHost from './PanelsHost';

const { host, wrapper } = setupFlowHarness({ path: '/index?panel=member&page=rewardCenter' });

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

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function Alert() {
  return <output data-testid="alert">{useAlert()?.message ?? ''}</output>;
}

function renderHost() {
  render(
    // As the site renders it (main.tsx).
    <StrictMode>
      <ToastProvider>
        <PanelsHost />
        <Address />
        <Alert />
      </ToastProvider>
    </StrictMode>,
    { wrapper },
  );
}

const address = () => screen.getByTestId('address').textContent;

function logInAs(username: string, type: number) {
  writeToken(host.sandbox.signIn(username));
  storeMember({ account: username, type });
}

describe('the panels host', () => {
  it('asks a visitor to log in, and opens the centre on the linked page once they have', async () => {
    renderHost();
    await waitFor(() => expect(modals.current()).toBe('loginPopupModal'));
    expect(screen.queryByRole('dialog', { name: 'Personal Center' })).toBeNull();
    expect(address()).toBe('/index?panel=member&page=rewardCenter');

    act(() => {
      logInAs('demo_player', 0);
      modals.close();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Personal Center' });
    const rewards = await within(dialog).findByRole('button', { name: 'Rewards Center' });
    expect(rewards).toHaveAttribute('aria-current', 'page');
    expect(address()).toBe('/index?panel=member&page=rewardCenter');
    // The linked page itself, under the section's title.
    const page = within(dialog).getByRole('region', { name: 'Rewards Center' });
    await within(page).findByRole('heading', { name: 'Rewards Center', level: 3 });
    expect(await within(page).findByRole('heading', { name: 'Available promotions', level: 4 })).toBeVisible();
  });

  it('drops the centre from the address when the visitor closes the login popup', async () => {
    renderHost();
    await waitFor(() => expect(modals.current()).toBe('loginPopupModal'));
    // Switching to the registration tab is still on the way to logging in.
    act(() => modals.open('registerModal'));
    expect(address()).toBe('/index?panel=member&page=rewardCenter');
    act(() => modals.close());
    await waitFor(() => expect(address()).toBe('/index'));
    expect(modals.current()).toBeNull();
  });

  it('warns a trial account and keeps the member centre closed', async () => {
    logInAs('demo_player', 4);
    renderHost();
    await waitFor(() => expect(screen.getByTestId('alert')).toHaveTextContent(/needs a real account/));
    await waitFor(() => expect(address()).toBe('/index'));
    expect(screen.queryByRole('dialog', { name: 'Personal Center' })).toBeNull();
  });

  it('waits for the account type, then opens the centre, and clears the point mall value on closing', async () => {
    // A token from an earlier visit, the account type not stored yet: the member info call tells it.
    writeToken(host.sandbox.signIn('demo_player'));
    sessionStore.setItem('pointMallWindow', '1');
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Personal Center' });
    await within(dialog).findByRole('button', { name: 'Rewards Center' });
    expect(sessionStore.getItem('isAgent')).toBe('0');
    act(() => within(dialog).getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(address()).toBe('/index'));
    expect(sessionStore.getItem('pointMallWindow')).toBeNull();
  });
});
