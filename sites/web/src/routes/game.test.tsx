import { getGameList, launchGame } from '@lobby/api';
import { storeMember, writeToken } from '@lobby/api/session';
import { ToastProvider } from '@lobby/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberLaunchedGame } from '../features/games/launchState';
import { setupFlowHarness } from '../testing/flowHarness';
import GamePage from './game';

const { host, client, wrapper } = setupFlowHarness();

let calls: { path: string; url: URL; body: Promise<string> }[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  calls.push({ path: url.pathname, url, body: request.clone().text() });
};
beforeEach(() => {
  calls = [];
  host.server.events.on('request:start', record);
});
afterEach(() => host.server.events.removeListener('request:start', record));

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('the /game page', () => {
  it("reads the balance when the player comes back to the tab; leaving ends the vendor's session and brings the game wallets back", async () => {
    const username = 'demo_vip';
    const token = host.sandbox.signIn(username);
    writeToken(token);
    storeMember({ account: username, type: 0 });
    const account = host.sandbox.account(username);
    const game = (await getGameList(client(), { vassalage: 'PG', pageNo: 1, pageSize: 24 })).games[0];
    const url = await launchGame(client(), { vassalage: 'PG', gameId: game?.gameId ?? '', username });
    expect(account?.openGames.has('PG')).toBe(true);

    render(
      <ToastProvider>
        <Navigator />
        <Routes>
          <Route path="/index" element={<p>Home</p>} />
          <Route path="/game" element={<GamePage />} />
        </Routes>
      </ToastProvider>,
      { wrapper },
    );
    act(() =>
      navigate('/game', { state: { launch: rememberLaunchedGame({ url, title: 'PG game', vassalage: 'PG' }) } }),
    );
    expect(await screen.findByTitle('PG game')).toHaveAttribute('src', url);
    // Member info gives the id the wallet recall names.
    await waitFor(() => expect(calls.some((call) => call.path === '/wps/member/info')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.some((call) => call.path.endsWith('GCS_gameLogout'))).toBe(false);

    // Coming back to the tab from the game reads the balance anew.
    const balanceReads = () => calls.filter((call) => call.path === '/wps/v2/wallets/balance').length;
    const before = balanceReads();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(balanceReads()).toBe(before + 1));

    act(() => navigate('/index'));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('GCS_walletReturn'))).toBe(true));
    const logout = calls.find((call) => call.path.endsWith('GCS_gameLogout'));
    expect(logout?.url.searchParams.get('vassalage')).toBe('PG');
    const recall = calls.find((call) => call.path.endsWith('GCS_walletReturn'));
    expect(JSON.parse((await recall?.body) ?? '{}')).toEqual({ customerId: String(account?.id) });
    expect(account?.openGames.has('PG')).toBe(false);
    expect([...(account?.vendorWallets.values() ?? [])].every((amount) => amount === 0)).toBe(true);
  });
});
