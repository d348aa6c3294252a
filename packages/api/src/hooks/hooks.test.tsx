import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, readToken, writeLanguage, writeToken } from '../session/session';
import { localStore, sessionStore } from '../session/storage';
import { fakeFetch, ok, type Responder } from '../test/fakeFetch';
import { testRsaKey } from '../test/rsaKey';
import { createPlatformClient, type PlatformClient } from '../transport/client';
import { useCaptcha, useLogin, useSliderChallenge } from './auth';
import { useAnnouncements } from './content';
import { PlatformProvider } from './context';
import { useGameList } from './gameList';
import { useHelpCenter } from './help';
import { useLogout } from './logout';
import { useMemberInfo } from './member';
import { useIsLoggedIn } from './query';
import { useSettings, useSystemStatus } from './system';
import { useBalance, useMerchantWallet, useTurnoverInfo, useWalletTransfer } from './wallet';

function harness(respond: Responder) {
  const fake = fakeFetch(respond);
  const client: PlatformClient = createPlatformClient({ merchantCode: 'demo', fetch: fake.fetch, userAgent: null });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PlatformProvider client={client}>{children}</PlatformProvider>
    </SWRConfig>
  );
  const count = (path: string) => fake.requests.filter((request) => request.url.pathname === path).length;
  return { ...fake, client, wrapper, count };
}

const permission = (maintenance: unknown) => ({
  info: {
    imageCDNs: ['https://img-a.example.com', 'https://img-b.example.com'],
    launchGameCDNs: ['https://play.example.com'],
    customerService: [],
  },
  location: { ip: '203.0.113.9', country: 'VN' },
  maintenance,
  regionRestriction: { ip: '203.0.113.9', country: 'VN' },
});

beforeEach(() => {
  sessionStore.clear();
  localStore.clear();
});

describe('reads', () => {
  it('does not ask for token reads without a token, and does once there is one', async () => {
    const { wrapper, count } = harness(() => ok({ id: 1, account: 'demo_player', type: 2 }));
    const { result } = renderHook(() => useMemberInfo(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(count('/wps/member/info')).toBe(0);
    act(() => writeToken('tok'));
    await waitFor(() => expect(result.current.data?.account).toBe('demo_player'));
    expect(sessionStorage.getItem('isAgent')).toBe('2');
  });

  it('shares one balance request between components and refreshes on demand', async () => {
    writeToken('tok');
    let sum = 100;
    const { wrapper, requests, count } = harness((request) => {
      if (request.url.pathname === '/wps/relay/GCS_walletTransfer') {
        sum -= 25;
        return ok(null);
      }
      return ok({ sumBalance: sum });
    });
    const { result } = renderHook(() => ({ header: useBalance(), menu: useBalance(), transfer: useWalletTransfer() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.header.data?.sumBalance).toBe(100));
    expect(result.current.menu.data?.sumBalance).toBe(100);
    expect(count('/wps/v2/wallets/balance')).toBe(1);
    sum = 150;
    await act(() => result.current.header.refresh());
    expect(result.current.menu.data?.sumBalance).toBe(150);
    expect(requests.at(-1)?.url.searchParams.get('sync')).toBe('true');
    await act(() => result.current.transfer.trigger({ vassalage: 'PP', amount: 25, direction: 'IN' }));
    await waitFor(() => expect(result.current.header.data?.sumBalance).toBe(125));
  });

  it('derives system status, the CDN lists and switches', async () => {
    const { wrapper } = harness((request) => {
      if (request.url.pathname === '/wps/system/status') return ok(permission({ endTime: '2026-01-01 00:00:00' }));
      return ok({
        modId: 'ROOT',
        enabled: '1',
        childrenNodes: [
          { modId: 'DIRECTREG3', enabled: 1 },
          { modId: 'FREEPLAY3', enabled: '0' },
        ],
      });
    });
    const { result } = renderHook(() => ({ status: useSystemStatus(), settings: useSettings() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status.status).toBe(1));
    expect(result.current.status.permission?.info?.imageCDNs).toEqual([
      'https://img-a.example.com',
      'https://img-b.example.com',
    ]);
    await waitFor(() => expect(result.current.settings.isEnabled('DIRECTREG3')).toBe(true));
    expect(result.current.settings.isEnabled('FREEPLAY3')).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('settings') ?? 'null')).toMatchObject({ modId: 'ROOT' });
  });

  it('pages the menu grid 21 then 18 and drops the overlap', async () => {
    const all = Array.from({ length: 50 }, (_, index) => ({
      vassalage: 'PP',
      gameName: `Game ${index}`,
      nodeId: String(index),
    }));
    const { wrapper, requests } = harness((request) => {
      const pageNo = Number(request.url.searchParams.get('pageNo'));
      const pageSize = Number(request.url.searchParams.get('pageSize'));
      const start = (pageNo - 1) * pageSize;
      return ok({
        games: all.slice(start, start + pageSize),
        pageNum: pageNo,
        totalPages: Math.ceil(all.length / pageSize),
      });
    });
    const { result } = renderHook(() => useGameList({ vassalage: 'PP', layout: 'menu' }), { wrapper });
    await waitFor(() => expect(result.current.games).toHaveLength(21));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(36));
    expect(result.current.games.map((game) => game.nodeId)).toEqual(all.slice(0, 36).map((game) => game.nodeId));
    expect(requests.map((request) => request.url.searchParams.get('pageSize'))).toEqual(['21', '18']);
  });

  it('refetches localized content when the language changes', async () => {
    const { wrapper, requests } = harness((request) =>
      ok({
        popup: [],
        banners: [],
        player: [{ title: `Notice ${request.headers.get('Language')}`, content: '<p>x</p>' }],
        promotion: [],
      }),
    );
    const { result } = renderHook(() => useAnnouncements(), { wrapper });
    await waitFor(() => expect(result.current.data?.player[0]?.title).toBe('Notice EN'));
    act(() => writeLanguage('CN'));
    await waitFor(() => expect(result.current.data?.player[0]?.title).toBe('Notice CN'));
    expect(requests).toHaveLength(2);
    expect(sessionStorage.getItem('index_notice')).toContain('Notice CN');
  });

  it('runs a declared read as its definition says: a token call waits for the token, a public one does not', async () => {
    const { wrapper, count, requests } = harness((request) =>
      request.url.pathname === '/wps/system/helpCenter'
        ? ok([{ title: 'Deposits', content: '<p>How to</p>' }])
        : ok({ requiredTurnover: 500, currentTurnover: 200, remainingTurnover: 300 }),
    );
    const { result } = renderHook(() => ({ help: useHelpCenter(), turnover: useTurnoverInfo() }), { wrapper });
    await waitFor(() => expect(result.current.help.data?.[0]?.title).toBe('Deposits'));
    expect(result.current.turnover.data).toBeUndefined();
    expect(count('/wps/relay/MCSFE_getTurnoverInfo')).toBe(0);
    act(() => writeToken('tok'));
    await waitFor(() => expect(result.current.turnover.data?.remainingTurnover).toBe(300));
    const turnover = requests.find((request) => request.url.pathname === '/wps/relay/MCSFE_getTurnoverInfo');
    expect(turnover?.headers.get('Authorization')).toBe('tok');
    // The help centre is tokenless: the login does not fetch it again.
    expect(count('/wps/system/helpCenter')).toBe(1);
  });

  it('fetches the announcements again when the player logs in, though the call never sends the token', async () => {
    let served = 0;
    const { wrapper, requests } = harness(() =>
      ok({ popup: [], banners: [], player: [{ title: `Notice ${++served}`, content: '<p>x</p>' }], promotion: [] }),
    );
    const { result } = renderHook(() => useAnnouncements(), { wrapper });
    await waitFor(() => expect(result.current.data?.player[0]?.title).toBe('Notice 1'));
    act(() => writeToken('tok'));
    await waitFor(() => expect(result.current.data?.player[0]?.title).toBe('Notice 2'));
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([null, null]);
  });

  it('refreshes the captcha at most once a second', async () => {
    let clock = 10_000;
    let served = 0;
    const { wrapper } = harness(() => ok(`AAA${++served}`));
    const { result } = renderHook(() => useCaptcha({ now: () => clock }), { wrapper });
    await waitFor(() => expect(result.current.src).toBe('data:image/png;base64,AAA1'));
    clock += 500;
    act(() => {
      expect(result.current.refresh()).toBe(false);
    });
    clock += 600;
    act(() => {
      expect(result.current.refresh()).toBe(true);
    });
    await waitFor(() => expect(result.current.src).toBe('data:image/png;base64,AAA2'));
  });

  it('gives each form its own slider challenge and drops a used one at once on renew', async () => {
    let served = 0;
    const { wrapper, count } = harness(() => ok({ challengeId: `ch-${++served}` }));
    const { result } = renderHook(() => ({ a: useSliderChallenge(), b: useSliderChallenge() }), { wrapper });
    await waitFor(() => expect(result.current.a.challenge && result.current.b.challenge).toBeTruthy());
    expect(result.current.a.challenge?.challengeId).not.toBe(result.current.b.challenge?.challengeId);
    expect(count('/wps/captcha/slider')).toBe(2);
    const used = result.current.a.challenge?.challengeId;
    act(() => result.current.a.renew());
    // The used challenge is gone before the new one arrives: no slide can be made against it.
    expect(result.current.a.challenge).toBeUndefined();
    await waitFor(() => expect(result.current.a.challenge?.challengeId).toMatch(/^ch-/));
    expect(result.current.a.challenge?.challengeId).not.toBe(used);
    expect(count('/wps/captcha/slider')).toBe(3);
  });
});

describe("one session's data", () => {
  it('drops the answer of a read still in flight at logout: nothing of it reaches storage', async () => {
    writeToken('token-of-a');
    let answer: (response: Response) => void = () => {};
    const { wrapper, count } = harness(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = renderHook(() => useMerchantWallet(), { wrapper });
    await waitFor(() => expect(count('/wps/relay/GCS_merchantWallet')).toBe(1));
    act(() => clearSession('demo'));
    await act(async () => {
      answer(ok({ isSingle: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(sessionStorage.getItem('merchantWallet')).toBeNull();
    expect(result.current.data).toBeUndefined();
  });

  it("shows the next player no cached answer of the previous player's session", async () => {
    writeToken('token-of-a');
    const first = harness(() => ok({ isSingle: true }));
    const a = renderHook(() => useMerchantWallet(), { wrapper: first.wrapper });
    await waitFor(() => expect(a.result.current.data).toEqual({ isSingle: true }));
    expect(sessionStorage.getItem('merchantWallet')).not.toBeNull();
    a.unmount();
    // Another player's token in this tab (a login that replaced the session, or a reload after one).
    writeToken('token-of-b');
    const second = harness(() => new Promise<Response>(() => {}));
    const b = renderHook(() => useMerchantWallet(), { wrapper: second.wrapper });
    expect(b.result.current.data).toBeUndefined();
  });

  it("never shows a balance of the previous player while the next one's loads", async () => {
    writeToken('token-of-a');
    const { wrapper } = harness((request) =>
      request.headers.get('Authorization') === 'token-of-a'
        ? ok({ sumBalance: 1234 })
        : new Promise<Response>(() => {}),
    );
    const seen: (number | undefined)[] = [];
    const { result } = renderHook(
      () => {
        const balance = useBalance();
        if (readToken() === 'token-of-b') seen.push(balance.data?.sumBalance);
        return balance;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.sumBalance).toBe(1234));
    act(() => clearSession('demo'));
    act(() => writeToken('token-of-b'));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((sum) => sum !== undefined)).toEqual([]);
  });
});

describe('writes', () => {
  const { modulusHex } = testRsaKey();

  it('logs in, loads the login info and logs out', async () => {
    const { wrapper } = harness((request) => {
      switch (request.url.pathname) {
        case '/wps/session/key/rsa':
          return ok(modulusHex);
        case '/wps/session/login':
          return ok({ token: 'tok-9', firstTimeLogin: true });
        case '/wps/session/logout':
          return ok(null);
        default:
          return ok({ id: 3, account: 'demo_vip', type: 0, clubLabel: { labelName: 'VIP', rankLevel: 5 } });
      }
    });
    const { result } = renderHook(() => ({ login: useLogin(), logout: useLogout(), loggedIn: useIsLoggedIn() }), {
      wrapper,
    });
    expect(result.current.loggedIn).toBe(false);
    let started: Awaited<ReturnType<typeof result.current.login.trigger>> | undefined;
    await act(async () => {
      started = await result.current.login.trigger({ type: 'username', username: 'demo_vip', password: 'Passw0rd!' });
    });
    expect(started?.result.firstTimeLogin).toBe(true);
    expect(started?.member.account).toBe('demo_vip');
    expect(result.current.loggedIn).toBe(true);
    await act(() => result.current.logout.trigger(undefined));
    expect(readToken()).toBeNull();
    expect(result.current.loggedIn).toBe(false);
    expect(sessionStorage.getItem('merchant')).toBe('demo');
  });
});
