import { getGameVendors, playForFree } from '@lobby/api';
import { storeMember, writeToken } from '@lobby/api/session';
import type { GameFixture } from '@lobby/mocks';
import { createCdnPool, ToastProvider } from '@lobby/ui';
import { categoriesOf } from '@lobby/view-models';
import { act, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alerts, useAlert } from '../../app/alerts';
import { modals } from '../../app/modals';
import { brand } from '../../brands';
import { setupFlowHarness } from '../../testing/flowHarness';
import { vendorLaunchTargetOf } from './launchDispatch';
import { launchedGameOf, listedVendor } from './launchState';
import { type GameLauncher, launchAddress, useGameLauncher } from './useGameLauncher';

describe('where a launched game opens', () => {
  const launchCdn = createCdnPool(['https://play-a.example/', 'https://play-b.example'], { random: () => 0.99 });

  it('puts an address given as a path on a host of the launch CDN', () => {
    expect(launchAddress('/h5/PP/vs20?token=abc', launchCdn)).toBe('https://play-b.example/h5/PP/vs20?token=abc');
  });

  it('opens a full address as it is', () => {
    expect(launchAddress('https://games.vendor.example/launch?id=1', launchCdn)).toBe(
      'https://games.vendor.example/launch?id=1',
    );
  });

  it('opens nothing for an empty answer or an address that is not http(s)', () => {
    expect(launchAddress('', launchCdn)).toBeNull();
    expect(launchAddress('javascript:alert(1)', launchCdn)).toBeNull();
  });

  const site = { href: 'https://lobby.example/index', origin: 'https://lobby.example', protocol: 'https:' };

  it("never frames the site's own origin, where a game could script the site", () => {
    expect(launchAddress('https://lobby.example/launch?token=abc', launchCdn, site)).toBeNull();
    // A path with no launch CDN to put it on would land on the site itself.
    expect(launchAddress('/h5/PP/vs20', createCdnPool([]), site)).toBeNull();
    expect(launchAddress('https://games.vendor.example/launch', launchCdn, site)).toBe(
      'https://games.vendor.example/launch',
    );
  });

  it('frames no http game inside an https site, which the browser would block', () => {
    expect(launchAddress('http://games.vendor.example/launch', launchCdn, site)).toBeNull();
    const plainSite = { href: 'http://lobby.test/index', origin: 'http://lobby.test', protocol: 'http:' };
    expect(launchAddress('http://games.vendor.example/launch', launchCdn, plainSite)).toBe(
      'http://games.vendor.example/launch',
    );
  });
});

const { host, client, wrapper } = setupFlowHarness();

interface SeenRequest {
  url: URL;
  headers: Headers;
}

/** The platform calls the page made, as they left it. */
let seen: SeenRequest[] = [];
const record = ({ request }: { request: Request }) => {
  seen.push({ url: new URL(request.url), headers: request.headers });
};
beforeEach(() => {
  seen = [];
  host.server.events.on('request:start', record);
});
afterEach(() => {
  host.server.events.removeListener('request:start', record);
  alerts.dismiss();
});

const callsTo = (path: string) => seen.filter((request) => request.url.pathname === path);

let launcher: GameLauncher;

function Launcher() {
  launcher = useGameLauncher();
  const location = useLocation();
  const game = launchedGameOf(location.state);
  const alert = useAlert();
  return (
    <>
      <output data-testid="alert">{alert?.message}</output>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <output data-testid="game">{game?.url ?? ''}</output>
      <output data-testid="title">{game?.title ?? ''}</output>
      <output data-testid="history-state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

function renderLauncher() {
  render(
    <ToastProvider>
      <Launcher />
    </ToastProvider>,
    { wrapper },
  );
}

const address = () => screen.getByTestId('address').textContent;
const gameUrl = () => screen.getByTestId('game').textContent ?? '';

function logIn(username = 'demo_player') {
  const token = host.sandbox.signIn(username);
  writeToken(token);
  storeMember({ account: username, type: 0 });
  return token;
}

/** A PG slot of the sandbox, with or without a free trial. */
function pgSlot(trial: boolean): GameFixture {
  const game = host.sandbox.catalogue.index.gamesByVendor
    .get('PG')
    ?.find((candidate) => candidate.category === 'RNG' && (candidate.supportPlay === 0) === trial);
  if (!game) throw new Error('The sandbox has no such PG slot');
  return game;
}

const targetOf = (game: GameFixture) => ({
  vassalage: game.vassalage,
  name: game.gameName,
  gameType: game.gameType,
  isGame: game.isGame,
  gameId: String(game.gameId),
  nodeId: String(game.nodeId),
});

describe('launching a game', () => {
  it("sends a signed-in player's launch with exactly the platform's fields, and opens the game on /game", async () => {
    const token = logIn();
    renderLauncher();
    const game = pgSlot(false);
    await act(() => launcher(targetOf(game)));

    await waitFor(() => expect(address()).toBe('/game'));
    const [launch] = callsTo('/wps/game/launchGame');
    expect(Object.fromEntries(launch?.url.searchParams ?? [])).toEqual({
      gameId: String(game.gameId),
      nodeId: String(game.nodeId),
      accountType: '1',
      confirmTrans: '0',
      vassalage: 'PG',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: '3',
      username: 'demo_player',
      token,
      merchantCode: brand.merchantCode,
      language: 'EN',
    });
    expect(launch?.headers.get('Language')).toBe('EN');
    expect(launch?.headers.get('Authorization')).toBe(token);
    // The sandbox's game page for this game, for real money, in the frame under the game's name.
    expect(gameUrl()).toMatch(new RegExp(`^http://[^/]+/__sandbox/cdn/game/PG/${game.gameId}\\?mode=real&`));
    expect(new URL(gameUrl()).searchParams.get('player')).toBe('demo_player');
    // History keeps only a key to the address, which may carry a session token.
    expect(screen.getByTestId('history-state').textContent).toMatch(/^\{"launch":"game-\d+"\}$/);
    expect(screen.getByTestId('title')).toHaveTextContent(game.gameName);
  });

  it("asks a visitor's Play to log in, then launches the same game without a second click", async () => {
    renderLauncher();
    const game = pgSlot(false);
    await act(() => launcher(targetOf(game)));
    expect(modals.current()).toBe('loginPopupModal');
    expect(callsTo('/wps/game/launchGame')).toHaveLength(0);
    expect(address()).toBe('/index');

    // Switching to registration is still on the way to logging in.
    act(() => modals.open('registerModal'));
    act(() => {
      logIn();
      modals.close();
    });
    await waitFor(() => expect(address()).toBe('/game'));
    expect(callsTo('/wps/game/launchGame')).toHaveLength(1);
    expect(gameUrl()).toContain(`/__sandbox/cdn/game/PG/${game.gameId}?mode=real`);
    expect(new URL(gameUrl()).searchParams.get('player')).toBe('demo_player');
  });

  it('drops a Play when the visitor closes the login without logging in', async () => {
    renderLauncher();
    await act(() => launcher(targetOf(pgSlot(false))));
    expect(modals.current()).toBe('loginPopupModal');
    act(() => modals.close());
    // Logging in later, for another reason, starts nothing.
    act(() => {
      logIn();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo('/wps/game/launchGame')).toHaveLength(0);
    expect(address()).toBe('/index');
  });

  it("starts a visitor's free trial through the trial launch, without a login", async () => {
    renderLauncher();
    const game = pgSlot(true);
    await act(() => launcher(targetOf(game), 'trial'));

    await waitFor(() => expect(address()).toBe('/game'));
    expect(modals.current()).toBeNull();
    expect(callsTo('/wps/game/launchGame')).toHaveLength(0);
    const [trial] = callsTo('/wps/relay/GCS_gameTrialLaunch');
    expect(Object.fromEntries(trial?.url.searchParams ?? [])).toEqual({
      launchMode: 'GLS',
      gameId: String(game.gameId),
      nodeId: String(game.nodeId),
      vassalage: 'PG',
      platform: 'html5-desktop',
      clientType: '3',
      merchantCode: brand.merchantCode,
      language: 'EN',
    });
    expect(trial?.headers.get('Authorization')).toBeNull();
    expect(gameUrl()).toContain(`/__sandbox/cdn/game/PG/${game.gameId}?mode=trial`);
    // The sandbox keeps the trial as a game session of its own.
    expect(host.sandbox.trialPlays.map((play) => play.gameId)).toEqual([game.gameId]);
  });

  it('refuses an address that is not http(s), and says so in the player’s language', async () => {
    host.server.use(
      http.get('*/wps/game/launchGame', () =>
        HttpResponse.json({ success: true, value: { game_url: 'javascript:alert(document.cookie)' } }),
      ),
    );
    logIn();
    renderLauncher();
    await act(() => launcher(targetOf(pgSlot(false))));

    expect(await screen.findByText('The game could not be started')).toBeVisible();
    expect(screen.getByText('The game sent an address that cannot be opened safely.')).toBeVisible();
    expect(address()).toBe('/index');
    expect(gameUrl()).toBe('');
  });

  it("shows the platform's reason when it refuses a launch", async () => {
    logIn();
    renderLauncher();
    // A game without a free trial, asked for one.
    await act(() => launcher(targetOf(pgSlot(false)), 'trial'));
    expect(await screen.findByText('The game could not be started')).toBeVisible();
    expect(screen.getByText('This game has no free trial')).toBeVisible();
    expect(address()).toBe('/index');
  });

  it('lets a trial account play a game with a free trial, and tells it the others need a real account', async () => {
    const trial = await playForFree(client());
    expect(trial.customerType).toBe(4);
    writeToken(trial.token ?? '');
    storeMember({ account: trial.userName ?? '', type: 4 });
    renderLauncher();

    await act(() => launcher({ ...targetOf(pgSlot(false)), offersTrial: false }));
    expect(screen.getByTestId('alert')).toHaveTextContent(
      'Free play accounts can only play games that offer a free trial. Register a real account to play this one.',
    );
    await act(() => launcher({ vassalage: 'SABA', name: 'SABA Sports', gameType: 'SPORTS' }));
    expect(callsTo('/wps/game/launchGame')).toHaveLength(0);
    expect(address()).toBe('/index');

    act(() => alerts.dismiss());
    const offered = pgSlot(true);
    await act(() => launcher({ ...targetOf(offered), offersTrial: true }));
    await waitFor(() => expect(address()).toBe('/game'));
    // Played on the account's trial credit.
    expect(gameUrl()).toContain(`/game/PG/${offered.gameId}?mode=trial&`);
    expect(screen.getByTestId('alert')).toBeEmptyDOMElement();
  });

  it('opens the popup game list for an entry standing for a vendor', async () => {
    renderLauncher();
    await act(() => launcher({ vassalage: 'PP', name: 'PP Slots', gameType: 'RNG', isGame: 'VASSALAGE' }));
    expect(modals.current()).toBe('gameListModal');
    expect(listedVendor.get()).toEqual({ vassalage: 'PP', name: 'PP Slots', gameType: 'RNG' });
    expect(callsTo('/wps/game/launchGame')).toHaveLength(0);
    expect(address()).toBe('/index');
  });

  it("takes the header's lottery vendors to their product's page", async () => {
    renderLauncher();
    // The vendor list as the platform sends it, through the site's own mapping to categories.
    const lottery = categoriesOf(await getGameVendors(client()), brand.esportsVendors).find(
      (category) => category.id === 'LOTTERY',
    );
    const vendor = (vassalage: string) => {
      const card = lottery?.vendors.find((candidate) => candidate.vassalage === vassalage);
      if (!card) throw new Error(`No lottery vendor ${vassalage}`);
      return vendorLaunchTargetOf('LOTTERY', card);
    };
    await act(() => launcher(vendor('TCGSEA')));
    expect(address()).toBe('/seaLottery');
    await act(() => launcher(vendor('TCGVN')));
    expect(address()).toBe('/vnlottery');
    await act(() => launcher(vendor('TCG')));
    expect(address()).toBe('/lottery');
    await act(() => launcher(vendor('GW')));
    expect(address()).toBe('/lottery');
    expect(callsTo('/wps/game/launchGame')).toHaveLength(0);
  });

  it('opens a slots vendor on the slots page with the vendor kept in the address', async () => {
    renderLauncher();
    await act(() => launcher({ vassalage: 'JILI', name: 'JILI Slots', gameType: 'RNG' }));
    expect(address()).toBe('/rng?page=JILI');
  });
});
