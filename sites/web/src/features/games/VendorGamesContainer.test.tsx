import { storeMember, writeToken } from '@lobby/api/session';
import { ToastProvider } from '@lobby/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { modals } from '../../app/modals';
import { setupFlowHarness, usePath } from '../../testing/flowHarness';
import ModalHost from '../modals/ModalHost';
import { useGameLauncher } from './useGameLauncher';

const { host, wrapper } = setupFlowHarness();

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

/** A hot vendor entry of the hot list, as a page would show it. */
function HotVendor() {
  const launch = useGameLauncher();
  return (
    <button
      type="button"
      onClick={() => void launch({ vassalage: 'PP', name: 'PP Slots', gameType: 'RNG', isGame: 'VASSALAGE' })}
    >
      PP Slots
    </button>
  );
}

function Path() {
  return <output data-testid="path">{usePath()}</output>;
}

function renderPage() {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <HotVendor />
      <ModalHost />
      <Path />
    </ToastProvider>,
    { wrapper },
  );
  return user;
}

const ppSlots = () =>
  (host.sandbox.catalogue.index.gamesByVendor.get('PP') ?? []).filter((game) => game.category === 'RNG');

describe('the popup game list', () => {
  it("lists the vendor's games a page at a time, and a tile launches its game", async () => {
    writeToken(host.sandbox.signIn('demo_player'));
    storeMember({ account: 'demo_player', type: 0 });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'PP Slots' }));

    const dialog = await screen.findByRole('dialog', { name: 'PP Slots' });
    const list = await within(dialog).findByRole('list', { name: 'PP Slots games' });
    expect(list.children).toHaveLength(24);
    await user.click(within(dialog).getByRole('button', { name: 'Show more games' }));
    await waitFor(() => expect(list.children).toHaveLength(48));
    expect(ppSlots().length).toBeGreaterThan(48);

    const [first] = within(list).getAllByRole('button', { name: /^Play / });
    await user.click(first as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/game'));
    // The game takes the list's place.
    expect(modals.current()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'PP Slots' })).toBeNull());
  });

  it("asks a visitor's Play to log in, in the list's place", async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'PP Slots' }));
    const dialog = await screen.findByRole('dialog', { name: 'PP Slots' });
    const list = await within(dialog).findByRole('list', { name: 'PP Slots games' });
    const [first] = within(list).getAllByRole('button', { name: /^Play / });
    await user.click(first as HTMLElement);
    expect(modals.current()).toBe('loginPopupModal');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'PP Slots' })).toBeNull());
    expect(screen.getByTestId('path')).toHaveTextContent('/index');
  });

  it('closes with its close button', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'PP Slots' }));
    const dialog = await screen.findByRole('dialog', { name: 'PP Slots' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(modals.current()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'PP Slots' })).toBeNull());
  });
});
