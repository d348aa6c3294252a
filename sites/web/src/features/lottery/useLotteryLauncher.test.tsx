import { storeMember, writeToken } from '@lobby/api/session';
import { ToastProvider } from '@lobby/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alerts, useAlert } from '../../app/alerts';
import { modals } from '../../app/modals';
import { setupFlowHarness } from '../../testing/flowHarness';
import { launchedGameOf } from '../games/launchState';
import type { LotteryPagePath } from './lotteryLaunch';
import { type LotteryLauncher, useLotteryLauncher } from './useLotteryLauncher';

const { host, wrapper } = setupFlowHarness();

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
});

let launcher: LotteryLauncher;

function Page({ page }: { page: LotteryPagePath }) {
  launcher = useLotteryLauncher(page);
  const location = useLocation();
  const game = launchedGameOf(location.state);
  const alert = useAlert();
  return (
    <>
      <output data-testid="alert">{alert?.message}</output>
      <output data-testid="address">{location.pathname}</output>
      <output data-testid="game">{game?.url ?? ''}</output>
      <output data-testid="title">{game?.title ?? ''}</output>
    </>
  );
}

function renderPage(page: LotteryPagePath) {
  render(
    <ToastProvider>
      <Page page={page} />
    </ToastProvider>,
    { wrapper },
  );
}

function logIn() {
  writeToken(host.sandbox.signIn('demo_player'));
  storeMember({ account: 'demo_player', type: 0 });
}

const address = () => screen.getByTestId('address').textContent;
const sent = () => Object.fromEntries(launches.at(-1)?.searchParams ?? []);

describe('launching a lottery from its page', () => {
  it("opens a Vietnamese game's betting view in the VN area, with its play type, in the /game frame", async () => {
    logIn();
    renderPage('/vnlottery');
    await act(() => launcher.start({ code: 'VN_N_HN', defaultPlayType: 'LO_2_SO' }, 'Hà Nội'));
    await waitFor(() => expect(address()).toBe('/game'));
    expect(sent()).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: 'VN_N_HN',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: `${window.location.origin}/vnlottery`,
      language: 'EN',
      gameCode: 'VN_N_HN',
      playType: 'LO_2_SO',
    });
    expect(screen.getByTestId('game').textContent).toContain('/lottery/VN_N_HN?launchMode=LOTT&view=betting');
    expect(screen.getByTestId('title')).toHaveTextContent('Hà Nội');
  });

  it("opens the lottery's lobby in the brand's area when no game was chosen", async () => {
    logIn();
    renderPage('/seaLottery');
    await act(() => launcher.start(null, 'Southeast Asia Lottery'));
    await waitFor(() => expect(address()).toBe('/game'));
    expect(sent()).toMatchObject({ lottoArea: 'SEA', lottoView: 'lobby', device: 'WEB' });
    expect(sent()).not.toHaveProperty('lottoGameCode');
  });

  it('asks a visitor to log in, then launches the same choice without a second click', async () => {
    renderPage('/lottery');
    await act(() => launcher.start({ code: 'TH_GOV', defaultPlayType: null }, 'Thai Government Lottery'));
    expect(modals.current()).toBe('loginPopupModal');
    expect(launches).toHaveLength(0);
    act(() => {
      logIn();
      modals.close();
    });
    await waitFor(() => expect(address()).toBe('/game'));
    expect(launches).toHaveLength(1);
    expect(sent()).toMatchObject({ lottoArea: 'SEA', lottoGameCode: 'TH_GOV', lottoView: 'betting' });
    expect(sent()).not.toHaveProperty('playType');
  });

  it('drops the choice when the visitor closes the login without logging in', async () => {
    renderPage('/lottery');
    await act(() => launcher.start(null, 'Lottery'));
    act(() => modals.close());
    act(() => logIn());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(launches).toHaveLength(0);
    expect(address()).not.toBe('/game');
  });

  it('tells a trial account that lotteries need a real account, and launches nothing', async () => {
    writeToken(host.sandbox.signIn('demo_player'));
    storeMember({ account: 'trial_00001', type: 4 });
    renderPage('/vnlottery');
    await act(() => launcher.start({ code: 'VN_N_HN', defaultPlayType: 'LO_2_SO' }, 'Hà Nội'));
    expect(screen.getByTestId('alert')).toHaveTextContent(
      'Free play accounts can only play games that offer a free trial. Register a real account to play this one.',
    );
    expect(launches).toHaveLength(0);
    expect(address()).not.toBe('/game');
  });
});
