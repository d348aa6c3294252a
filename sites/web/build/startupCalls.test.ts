import { createPlatformClient, getAnnouncements, getGameList, getGameVendors, getPermission } from '@lobby/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  splashGameList,
  splashGameTiles,
  startupFetch,
  takeStartedBrandFile,
  takeStartupAnswer,
} from '../src/app/startup/startupAnswers';
import { demoBrand } from '../src/brands/demo';
import { bootDataId } from './splashFirst';
import { leadBannerKey, type StartupData, startupCallsScript } from './startupCalls';
import { startupDataOf } from './startupData';

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { headers: { 'content-type': 'application/json' } });

const banners = {
  popup: [],
  player: [],
  promotion: [],
  banners: [
    { groupName: 'w_login', url: 'https://cdn.example/login.png' },
    { groupName: 'w_home', url: 'https://cdn.example/lead.png' },
    { groupName: 'w_home', url: 'https://cdn.example/second.png' },
  ],
};

/** Runs index.html's start-up script on a page whose data block holds `data`, with the network answering `route`. */
async function runStartupScript(data: StartupData, route: (url: string) => Response | Promise<Response>) {
  document.head.innerHTML = '';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = bootDataId;
  block.textContent = JSON.stringify({ startup: data });
  document.head.append(block);
  const network = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => route(String(input)));
  new Function(startupCallsScript)();
  // The calls start at once (each in a task of its own), beside the brand file; their answers, once read, preload
  // the lead banner. A brand file naming another merchant may add a second round meanwhile.
  await vi.waitFor(() => expect(window.__lobbyStartup?.answers.length).toBeGreaterThanOrEqual(callsHere(data).length));
  return network;
}

/** The calls the script starts on this page: a games page's list only on a games page opened without filters. */
const callsHere = (data: StartupData) =>
  data.calls.filter(
    (call) => !call.gameList || (location.search === '' && location.pathname.toLowerCase() in data.gamePages),
  );

/** The platform client as the app builds it for this brand, fetching through the start-up answers. */
const startupClientOf = (data: StartupData) =>
  createPlatformClient({
    baseUrl: data.baseUrl,
    merchantCode: data.merchantCode,
    getLanguage: () => data.defaultLanguage,
    fetch: startupFetch,
  });

const platformAnswer = (url: string) => {
  if (url.endsWith('/brand.json')) return new Response('not found', { status: 404 });
  if (url.includes('MCSFE_getListAnnouncements')) return envelope(banners);
  return envelope({});
};

describe("index.html's start-up reads", () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/index');
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.__lobbyStartup;
  });

  it('are the addresses the platform client asks for, so the app takes them instead of asking again', async () => {
    const data = startupDataOf(demoBrand, '/brand.json');
    const network = await runStartupScript(data, platformAnswer);
    const started = network.mock.calls.map(([input]) => String(input)).filter((url) => !url.endsWith('/brand.json'));
    expect(started).toHaveLength(3);
    network.mockClear();

    const client = startupClientOf(data);
    // The stand-in answers are not all valid: what matters here is where they come from.
    const results = await Promise.allSettled([
      getPermission(client),
      getAnnouncements(client, { types: ['B'] }),
      getGameVendors(client),
    ]);
    expect(results[1]).toMatchObject({ status: 'fulfilled', value: { banners: banners.banners } });
    expect(network).not.toHaveBeenCalled();
    expect(window.__lobbyStartup?.answers).toEqual([]);
  });

  it('send the merchant, language and module headers of the client', async () => {
    localStorage.setItem('hisLang', 'CN');
    const network = await runStartupScript(startupDataOf(demoBrand, null), platformAnswer);
    const [, init] = network.mock.calls.find(([input]) => String(input).includes('MCSFE_getListAnnouncements')) ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('Merchant')).toBe(demoBrand.merchantCode);
    expect(headers.get('Language')).toBe('CN');
    expect(headers.get('Device')).toBe('web');
    expect(headers.get('ModuleId')).toBe('COMM3');
  });

  it("follow the brand file's merchant, and a saved language only when the brand offers it", async () => {
    localStorage.setItem('hisLang', 'TH');
    const data = startupDataOf(demoBrand, '/brand.json');
    const network = await runStartupScript(data, (url) =>
      url.endsWith('/brand.json')
        ? new Response(JSON.stringify({ merchantCode: 'harbour', defaultLanguage: 'CN', languages: ['CN', 'EN'] }), {
            headers: { 'content-type': 'application/json' },
          })
        : platformAnswer(url),
    );
    const vendorCalls = () => network.mock.calls.filter(([input]) => String(input).includes('GCSGAME_gameVendor'));
    // First as the build's brand says, beside the brand file; then again as the file says.
    await vi.waitFor(() => expect(vendorCalls()).toHaveLength(2));
    const [guessed, vendors] = vendorCalls();
    expect(new URL(String(guessed?.[0])).searchParams.get('merchantCode')).toBe(demoBrand.merchantCode);
    expect(new URL(String(vendors?.[0])).searchParams.get('merchantCode')).toBe('harbour');
    expect(new Headers(vendors?.[1]?.headers).get('Language')).toBe('CN');
    expect(window.__lobbyStartup?.answers.map((answer) => answer.merchant)).toEqual([
      ...callsHere(data).map(() => demoBrand.merchantCode),
      ...callsHere(data).map(() => 'harbour'),
    ]);
    // The app reads the same brand file answer, still unread.
    const brandFile = await takeStartedBrandFile('/brand.json');
    expect(await brandFile?.json()).toMatchObject({ merchantCode: 'harbour' });
    expect(takeStartedBrandFile('/brand.json')).toBeNull();
  });

  it("ask for the home page's lead banner as soon as the banners answer, and remember it for the next visit", async () => {
    await runStartupScript(startupDataOf(demoBrand, null), platformAnswer);
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(
        'https://cdn.example/lead.png',
      ),
    );
    expect(document.head.querySelector('link[as="image"]')?.getAttribute('fetchpriority')).toBe('high');
    expect(localStorage.getItem(leadBannerKey)).toBe('https://cdn.example/lead.png');
  });

  it('start beside the brand file rather than after it', async () => {
    const network = await runStartupScript(startupDataOf(demoBrand, '/brand.json'), (url) =>
      url.endsWith('/brand.json') ? new Promise<Response>(() => {}) : platformAnswer(url),
    );
    expect(network.mock.calls.filter(([input]) => !String(input).endsWith('/brand.json'))).toHaveLength(3);
  });

  it("show the lead banner in the splash's banner box once the brand file agrees, and name it for the app", async () => {
    document.body.innerHTML =
      '<main class="lobby-boot"><div class="lobby-boot-lead"><div class="lobby-boot-banner"></div></div></main>';
    let answerBrandFile: (response: Response) => void = () => {};
    await runStartupScript(startupDataOf(demoBrand, '/brand.json'), (url) =>
      url.endsWith('/brand.json')
        ? new Promise<Response>((resolve) => {
            answerBrandFile = resolve;
          })
        : platformAnswer(url),
    );
    expect(document.documentElement.dataset.lobbyBoot).toBe('home');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.querySelector('.lobby-boot-banner img')).toBeNull();
    answerBrandFile(new Response('not found', { status: 404 }));
    await vi.waitFor(() =>
      expect(document.querySelector('.lobby-boot-banner img')?.getAttribute('src')).toBe(
        'https://cdn.example/lead.png',
      ),
    );
    expect(window.__lobbyStartup?.leadBanner).toBe('https://cdn.example/lead.png');
    // The app's code waits for the banner's paint (splashFirst.ts): settled once the image has loaded.
    let painted = false;
    void window.__lobbyStartup?.leadPainted?.then(() => {
      painted = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(painted).toBe(false);
    document.querySelector('.lobby-boot-banner img')?.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(painted).toBe(true));
    document.body.innerHTML = '';
    delete document.documentElement.dataset.lobbyBoot;
  });

  it('let the app start at once on a home page without a lead banner, and need no wait elsewhere', async () => {
    await runStartupScript(startupDataOf(demoBrand, null), (url) =>
      url.includes('MCSFE_getListAnnouncements') ? envelope({ ...banners, banners: [] }) : platformAnswer(url),
    );
    await expect(window.__lobbyStartup?.leadPainted).resolves.toBeUndefined();

    window.history.replaceState(null, '', '/promotions');
    vi.restoreAllMocks();
    await runStartupScript(startupDataOf(demoBrand, null), platformAnswer);
    expect(window.__lobbyStartup?.leadPainted).toBeUndefined();
  });

  it('still start when the browser refuses the site its storage', async () => {
    const refuse = () => {
      throw new DOMException('The site may not keep data', 'SecurityError');
    };
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse);
    const network = await runStartupScript(startupDataOf(demoBrand, null), platformAnswer);
    const [, init] = network.mock.calls.find(([input]) => String(input).includes('MCSFE_getListAnnouncements')) ?? [];
    expect(new Headers(init?.headers).get('Language')).toBe(demoBrand.defaultLanguage);
  });

  it('ask for the remembered lead banner before any answer, on the home page only', async () => {
    localStorage.setItem(leadBannerKey, 'https://cdn.example/remembered.png');
    window.history.replaceState(null, '', '/rng');
    await runStartupScript(startupDataOf(demoBrand, null), platformAnswer);
    expect(document.head.querySelector('link[as="image"]')).toBeNull();

    window.history.replaceState(null, '', '/index');
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    document.head.innerHTML = `<script type="application/json" id="${bootDataId}">${JSON.stringify({ startup: startupDataOf(demoBrand, null) })}</script>`;
    new Function(startupCallsScript)();
    expect(document.head.querySelector('link[as="image"]')?.getAttribute('href')).toBe(
      'https://cdn.example/remembered.png',
    );
  });
});

describe("a games page's first screen before the code", () => {
  const art = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
  const firstPage = {
    pageNum: 1,
    totalPages: 9,
    games: [
      { vassalage: 'PP', gameName: 'Cappadocia', gameId: '1', showIcon: art, isHot: 1 },
      { vassalage: 'JILI', gameName: 'Rocket Dice', gameId: '2', showIcon: 'javascript:alert(1)' },
      { vassalage: 'SG', gameName: 'Pharaoh', gameId: '3', showIcon: 'https://cdn.example/pharaoh.png' },
    ],
  };
  const gamesAnswer = (url: string) => (url.includes('GCSGAME_gameList') ? envelope(firstPage) : platformAnswer(url));
  const splashMarkup =
    '<main class="lobby-boot"><h1>Lobby</h1><div class="lobby-boot-games"><ul class="lobby-boot-grid"></ul></div></main>';

  beforeEach(() => {
    window.history.replaceState(null, '', '/rng');
    localStorage.clear();
    sessionStorage.clear();
    document.body.innerHTML = splashMarkup;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.__lobbyStartup;
    delete document.documentElement.dataset.lobbyBoot;
    document.body.innerHTML = '';
  });

  it('asks for the first page of its list at the address the games page asks for, which the client then takes', async () => {
    const data = startupDataOf(demoBrand, null);
    const network = await runStartupScript(data, gamesAnswer);
    expect(network.mock.calls.filter(([input]) => String(input).includes('GCSGAME_gameList'))).toHaveLength(1);
    network.mockClear();
    const client = startupClientOf(data);
    // As useGameList asks for the games page's first page with no filters (serverQueryOf: openingList.test.ts).
    const list = await getGameList(client, { vassalage: '', gameType: 'RNG', gameName: '', pageNo: 1, pageSize: 24 });
    expect(list.games.map((game) => game.gameName)).toEqual(['Cappadocia', 'Rocket Dice', 'Pharaoh']);
    expect(network).not.toHaveBeenCalled();
  });

  it("draws a visitor's first page in the splash's grid, names it for the app, and settles once its pictures paint", async () => {
    await runStartupScript(startupDataOf(demoBrand, null), gamesAnswer);
    expect(document.documentElement.dataset.lobbyBoot).toBe('games');
    await vi.waitFor(() => expect(document.querySelectorAll('.lobby-boot-grid li')).toHaveLength(3));
    expect([...document.querySelectorAll('.lobby-boot-name')].map((name) => name.textContent)).toEqual([
      'Cappadocia',
      'Rocket Dice',
      'Pharaoh',
    ]);
    // Pictures only from the web or inline: a script address draws an empty frame.
    const pictures = [...document.querySelectorAll('.lobby-boot-art')].map((frame) =>
      frame.querySelector('img')?.getAttribute('src'),
    );
    expect(pictures).toEqual([art, undefined, 'https://cdn.example/pharaoh.png']);
    expect(splashGameTiles()).toEqual({
      aspect: 'square',
      tiles: [
        { name: 'Cappadocia', art, eager: true },
        { name: 'Rocket Dice', art: null, eager: true },
        { name: 'Pharaoh', art: 'https://cdn.example/pharaoh.png', eager: true },
      ],
    });
    // The games page opens on the same list, as the platform sent it, in this category and language only.
    expect(splashGameList('RNG', 'EN')).toEqual(firstPage);
    expect(splashGameList('LIVE', 'EN')).toBeUndefined();
    expect(splashGameList('RNG', 'CN')).toBeUndefined();

    let painted = false;
    void window.__lobbyStartup?.leadPainted?.then(() => {
      painted = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(painted).toBe(false);
    for (const image of document.querySelectorAll('.lobby-boot-grid img')) image.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(painted).toBe(true));
  });

  it("starts a player's list without drawing it (their page may open on recent games), and none on a filtered page", async () => {
    sessionStorage.setItem('token', 'player-token');
    const network = await runStartupScript(startupDataOf(demoBrand, null), gamesAnswer);
    const [, init] = network.mock.calls.find(([input]) => String(input).includes('GCSGAME_gameList')) ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('player-token');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.documentElement.dataset.lobbyBoot).toBeUndefined();
    expect(document.querySelector('.lobby-boot-grid li')).toBeNull();
    expect(window.__lobbyStartup?.leadPainted).toBeUndefined();

    sessionStorage.clear();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/rng?page=PP');
    const filtered = await runStartupScript(startupDataOf(demoBrand, null), gamesAnswer);
    expect(filtered.mock.calls.some(([input]) => String(input).includes('GCSGAME_gameList'))).toBe(false);
    expect(document.documentElement.dataset.lobbyBoot).toBeUndefined();
  });

  it('goes back to the brand alone, and lets the app start, when the list fails', async () => {
    await runStartupScript(startupDataOf(demoBrand, null), (url) =>
      url.includes('GCSGAME_gameList')
        ? new Response(JSON.stringify({ success: false, errorCode: 'system.error' }), {
            headers: { 'content-type': 'application/json' },
          })
        : platformAnswer(url),
    );
    await expect(window.__lobbyStartup?.leadPainted).resolves.toBeUndefined();
    expect(document.documentElement.dataset.lobbyBoot).toBeUndefined();
    expect(document.querySelector('.lobby-boot-grid li')).toBeNull();
    expect(splashGameTiles()).toBeNull();
    expect(splashGameList('RNG', 'EN')).toBeUndefined();
  });
});

describe('a start-up answer', () => {
  const started = (overrides: Partial<NonNullable<Window['__lobbyStartup']>['answers'][number]> = {}) => ({
    url: 'http://localhost:3000/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W',
    merchant: 'demo',
    language: 'EN',
    authorization: null,
    startedAt: Date.now(),
    answer: Promise.resolve(envelope(banners)),
    ...overrides,
  });
  const request = (headers: Record<string, string> = {}) => ({
    headers: { Merchant: 'demo', Language: 'EN', ...headers },
  });
  const address = '/wps/relay/MCSFE_getListAnnouncements?platform=W&types=B';
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.__lobbyStartup;
  });

  it('is taken once, by the same address in any field order', () => {
    window.__lobbyStartup = { brandFileAddress: null, brandFile: null, answers: [started()] };
    expect(takeStartupAnswer(address, request())).not.toBeNull();
    expect(takeStartupAnswer(address, request())).toBeNull();
  });

  it('is not taken by another language, merchant, session or method', () => {
    window.__lobbyStartup = { brandFileAddress: null, brandFile: null, answers: [started()] };
    expect(takeStartupAnswer(address, request({ Language: 'CN' }))).toBeNull();
    expect(takeStartupAnswer(address, request({ Merchant: 'other' }))).toBeNull();
    expect(takeStartupAnswer(address, request({ Authorization: 'token' }))).toBeNull();
    expect(takeStartupAnswer(address, { ...request(), method: 'POST' })).toBeNull();
    expect(takeStartupAnswer(address, request())).not.toBeNull();
  });

  it('older than a minute is asked for again', async () => {
    window.__lobbyStartup = {
      brandFileAddress: null,
      brandFile: null,
      answers: [started({ startedAt: Date.now() - 61_000 })],
    };
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope({}));
    await startupFetch(address, request());
    expect(network).toHaveBeenCalledOnce();
  });

  it('that failed on the network is asked for again', async () => {
    window.__lobbyStartup = {
      brandFileAddress: null,
      brandFile: null,
      answers: [started({ answer: Promise.reject(new TypeError('Failed to fetch')) })],
    };
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope({ retried: true }));
    const response = await startupFetch(address, request());
    expect(await response.json()).toEqual({ success: true, value: { retried: true } });
    expect(network).toHaveBeenCalledOnce();
  });
});
