/**
 * The start-up reads index.html asks for before the app's code arrives
 * (build/startupCalls.ts), handed to the platform client so that nothing is
 * asked twice. Each answer is taken once, and only by the same request: the
 * same address, merchant, language and token. Anything else, or an answer
 * that failed or is older than a minute, goes to the network as usual.
 */

interface StartedAnswer {
  url: string;
  merchant: string;
  language: string;
  authorization: string | null;
  startedAt: number;
  answer: Promise<Response>;
}

interface StartupStore {
  brandFileAddress: string | null;
  brandFile: Promise<Response | null> | null;
  answers: StartedAnswer[];
  /** The lead banner's image the splash shows in the banner's place (http or https only), once it does. */
  leadBanner?: string | null;
  /** The games page's first screen the splash drew, from the first page of its list. */
  splashGames?: SplashGames | null;
  /** Settles once the splash has painted its largest picture (the lead banner, a games page's first screen) or knows there is none. */
  leadPainted?: Promise<void>;
}

/** A tile of the splash's games grid: the game's name and its picture (http(s) or an inline image), if any. */
export interface SplashGameTile {
  name: string;
  art: string | null;
  /** On the first screen: asked for at once rather than when scrolled to. */
  eager: boolean;
}

interface SplashGames {
  gameType: string;
  aspect: 'square' | 'landscape';
  language: string;
  startedAt: number;
  /** The list's first page as the platform sent it (the envelope's `value`), not yet read by its schema. */
  list: unknown;
  tiles: SplashGameTile[];
}

declare global {
  interface Window {
    /** Written by index.html's start-up script; read once here. */
    __lobbyStartup?: StartupStore;
  }
}

/** An answer this old was asked for in another moment of the page (a tab left open) and is asked for again. */
const freshForMs = 60_000;

function startupStore(): StartupStore | undefined {
  return typeof window === 'undefined' ? undefined : window.__lobbyStartup;
}

/** The same address whatever the order of its query fields. */
function sameAddress(a: string, b: string): boolean {
  try {
    const left = new URL(a, location.href);
    const right = new URL(b, location.href);
    left.searchParams.sort();
    right.searchParams.sort();
    return left.href === right.href;
  } catch {
    return false;
  }
}

/**
 * The lead banner the splash is showing, for the home page to keep in place
 * while its own banners load: an image that went away and came back would flash.
 */
export function splashLeadBanner(): string | null {
  const shown = startupStore()?.leadBanner;
  return typeof shown === 'string' && /^https?:\/\//i.test(shown) ? shown : null;
}

const isSplashArt = (art: unknown): art is string | null =>
  art === null || (typeof art === 'string' && (/^https?:\/\//i.test(art) || /^data:image\//i.test(art)));

/**
 * The games grid the splash is showing, for the app's splash to repeat while
 * the status loads; null when it shows none.
 */
export function splashGameTiles(): { aspect: 'square' | 'landscape'; tiles: SplashGameTile[] } | null {
  const shown = startupStore()?.splashGames;
  if (!shown || !Array.isArray(shown.tiles)) return null;
  const tiles = shown.tiles.filter((tile) => typeof tile?.name === 'string' && isSplashArt(tile.art));
  return tiles.length > 0 ? { aspect: shown.aspect === 'landscape' ? 'landscape' : 'square', tiles } : null;
}

/**
 * The first page of a games page's list that the splash drew, as the platform
 * sent it, for the page to open on while it reads the same answer: asked in
 * this category and language within the last minute, or undefined.
 */
export function splashGameList(gameType: string, language: string): unknown {
  const shown = startupStore()?.splashGames;
  if (!shown || shown.gameType !== gameType || shown.language !== language) return undefined;
  return Date.now() - shown.startedAt > freshForMs ? undefined : shown.list;
}

/** The started answer for this request, removed from the store, or null. */
export function takeStartupAnswer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | null {
  const store = startupStore();
  if (!store || store.answers.length === 0) return null;
  if (typeof input !== 'string' && !(input instanceof URL)) return null;
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return null;
  const headers = new Headers(init?.headers);
  const url = String(input);
  const index = store.answers.findIndex(
    (started) =>
      sameAddress(started.url, url) &&
      started.merchant === headers.get('Merchant') &&
      started.language === headers.get('Language') &&
      started.authorization === headers.get('Authorization'),
  );
  if (index < 0) return null;
  const [started] = store.answers.splice(index, 1);
  if (!started || Date.now() - started.startedAt > freshForMs) return null;
  return started.answer;
}

/**
 * The platform client's fetch: a start-up read already on its way is used;
 * if it failed on the network, the request is made again, as the client would.
 */
export const startupFetch: typeof fetch = (input, init) => {
  const started = takeStartupAnswer(input, init);
  if (!started) return fetch(input, init);
  return started.catch(() => fetch(input, init));
};

/** The brand file index.html already asked for at this address, once; null when it did not. */
export function takeStartedBrandFile(address: string): Promise<Response | null> | null {
  const store = startupStore();
  const started = store?.brandFile;
  if (!store || !started) return null;
  store.brandFile = null;
  return store.brandFileAddress !== null && sameAddress(address, store.brandFileAddress) ? started : null;
}
