import { playForFree } from '@lobby/api';
import { storeMember, writeToken } from '@lobby/api/session';
import type { GameFixture } from '@lobby/mocks';
import { ToastProvider } from '@lobby/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alerts, useAlert } from '../../app/alerts';
import { modals } from '../../app/modals';
import { setupFlowHarness } from '../../testing/flowHarness';
import { launchedGameOf } from './launchState';
import { useGameDeepLink } from './useGameDeepLink';

const { host, client, wrapper } = setupFlowHarness();

let launches: URL[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/wps/game/launchGame') launches.push(url);
};
beforeEach(() => {
  launches = [];
  host.server.events.on('request:start', record);
});
afterEach(() => {
  host.server.events.removeListener('request:start', record);
  alerts.dismiss();
  modals.close();
});

/** The game page as far as the link goes: the id from the address unless a launch is in memory. */
function GamePage() {
  const location = useLocation();
  const navigation = useNavigationType();
  const game = launchedGameOf(location.state);
  const link = useGameDeepLink(game ? null : new URLSearchParams(location.search).get('gameId'));
  const alert = useAlert();
  return (
    <>
      <output data-testid="waiting">{link.waiting ?? 'nothing'}</output>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <output data-testid="navigation">{navigation}</output>
      <output data-testid="game">{game?.url ?? ''}</output>
      <output data-testid="title">{game?.title ?? ''}</output>
      <output data-testid="alert">{alert?.message}</output>
      <button type="button" onClick={link.onLogin}>
        Log in
      </button>
    </>
  );
}

/** Follows a link to the game page from the home page, as a click on a shared link would. */
function FollowLink({ to }: { to: string }) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: followed once, when the page opens
  useEffect(() => {
    void navigate(to);
  }, []);
  return null;
}

function renderAt(gameId: string) {
  render(
    <ToastProvider>
      <FollowLink to={`/game?gameId=${gameId}`} />
      <GamePage />
    </ToastProvider>,
    { wrapper },
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

function logIn() {
  writeToken(host.sandbox.signIn('demo_player'));
  storeMember({ account: 'demo_player', type: 0 });
}

function pgSlot(trial: boolean): GameFixture {
  const game = host.sandbox.catalogue.index.gamesByVendor
    .get('PG')
    ?.find((candidate) => candidate.category === 'RNG' && (candidate.supportPlay === 0) === trial);
  if (!game) throw new Error('The sandbox has no such PG slot');
  return game;
}

describe('a link to /game?gameId=', () => {
  it("launches a signed-in player's game in place of the link, by the usual launch", async () => {
    logIn();
    const game = pgSlot(false);
    renderAt(String(game.gameId));
    await waitFor(() => expect(text('address')).toBe('/game'));
    expect(text('title')).toBe(game.gameName);
    expect(text('game')).toContain(`/game/PG/${game.gameId}?mode=real&lang=EN&player=demo_player`);
    // Back leaves the game rather than launching it again.
    expect(text('navigation')).toBe('REPLACE');
    expect(launches).toHaveLength(1);
    expect(Object.fromEntries(launches[0]?.searchParams ?? [])).toMatchObject({
      gameId: String(game.gameId),
      vassalage: 'PG',
    });
  });

  it('says the game could not be found for an id the platform does not know, and launches nothing', async () => {
    logIn();
    renderAt('999999999');
    await waitFor(() => expect(text('waiting')).toBe('notFound'));
    expect(text('address')).toBe('/game?gameId=999999999');
    expect(launches).toHaveLength(0);
  });

  it('asks a visitor to log in first, then launches the game', async () => {
    const game = pgSlot(true);
    renderAt(String(game.gameId));
    await waitFor(() => expect(modals.current()).toBe('loginPopupModal'));
    expect(text('waiting')).toBe('login');
    // Closing the login leaves the way to log in on the page.
    act(() => modals.close());
    act(() => screen.getByRole('button', { name: 'Log in' }).click());
    expect(modals.current()).toBe('loginPopupModal');

    act(() => {
      logIn();
      modals.close();
    });
    expect(text('waiting')).toBe('starting');
    await waitFor(() => expect(text('address')).toBe('/game'));
    expect(text('title')).toBe(game.gameName);
  });

  it('tells a trial account the game needs a real account, and stops waiting', async () => {
    const trial = await playForFree(client());
    expect(trial.customerType).toBe(4);
    writeToken(trial.token ?? '');
    storeMember({ account: trial.userName ?? '', type: 4 });
    renderAt(String(pgSlot(false).gameId));
    await waitFor(() => expect(text('waiting')).toBe('nothing'));
    expect(text('alert')).toBe(
      'Free play accounts can only play games that offer a free trial. Register a real account to play this one.',
    );
    expect(launches).toHaveLength(0);
  });
});
