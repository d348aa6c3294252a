/**
 * A query value the page fills in when it runs: the merchant and the language (the brand file may change
 * them), its own host, or the games page's category.
 */
export type StartupValue = string | { from: 'merchantCode' | 'language' | 'host' | 'gameType' };

/** One call the page starts before the app's code, as the platform client would send it. */
export interface StartupCall {
  path: string;
  /** In the client's order; a pair per field. */
  query: [string, StartupValue][];
  moduleId?: string;
  /** `optional`: the session's token travels when there is one. */
  token: 'none' | 'optional';
  /** The answer names the home page's lead banner, whose image is asked for as soon as it is known. */
  leadBanner?: boolean;
  /** The first page of a games page's list: asked on that page only, where the splash draws its first screen. */
  gameList?: boolean;
}

/** A games page whose first screen the splash can draw: the platform's category and the shape of its art. */
export interface StartupGamePage {
  gameType: string;
  aspect: 'square' | 'landscape';
}

/** What the page's start-up script needs: where the platform is, who is asking, and which calls to start. */
export interface StartupData {
  baseUrl: string;
  merchantCode: string;
  defaultLanguage: string;
  languages: string[];
  device: string;
  moduleIdHeader: string;
  /** The deployed brand file, which may name another merchant or language (src/brands/loadBrand.ts). */
  brandFile: string | null;
  /** The addresses that open on the home page, where the lead banner is the largest paint. */
  homePaths: string[];
  /** The banner group the home page shows (`homeBannersOf`). */
  homeBannerGroup: string;
  /** The games pages by address (lower case), whose list starts with the page when it opens without filters. */
  gamePages: Record<string, StartupGamePage>;
  calls: StartupCall[];
}

/** Where the page remembers the last lead banner, to ask for it first on the next visit. */
export const leadBannerKey = 'lobby.leadBanner';

/**
 * Runs in the head, before anything else: asks for the start-up reads and,
 * on the home page, the lead banner's image, while the app's code is still
 * on its way. The answers wait on `window.__lobbyStartup` for the platform
 * client, which takes each one once (src/app/startup/startupAnswers.ts).
 *
 * The splash then paints the page's largest picture itself (index.html): on
 * the home page the lead banner in the banner's place (`leadBanner` names
 * it), on a games page opened without filters the first screen of its grid
 * (`splashGames` holds the list and the tiles drawn). The app keeps either in
 * place while it takes over. `leadPainted` settles once that picture has
 * painted or is known to be missing, and the app's code is asked for then
 * (splashFirst.ts).
 *
 * Same bytes in every build (it reads the data block), so its hash in the
 * content security policy never changes.
 */
export const startupCallsScript = [
  `(() => {`,
  `  const data = JSON.parse(document.getElementById('lobby-boot').textContent).startup;`,
  `  if (!data || typeof fetch !== 'function') return;`,
  `  const store = { brandFileAddress: data.brandFile, brandFile: null, answers: [], leadBanner: null, splashGames: null };`,
  `  window.__lobbyStartup = store;`,
  // Storage may be refused outright (a browser blocking site data throws on reading `localStorage` itself).
  `  const read = (storage, key) => { try { return window[storage].getItem(key); } catch { return null; } };`,
  `  const token = read('sessionStorage', 'token');`,
  `  const home = data.homePaths.includes(location.pathname);`,
  `  const path = location.pathname.toLowerCase();`,
  `  const gamePage = location.search === '' && Object.prototype.hasOwnProperty.call(data.gamePages, path) ? data.gamePages[path] : null;`,
  // A player's games page may open on their recent games, above the grid: only a visitor's splash draws it.
  `  const drawGames = !!gamePage && !token;`,
  `  let leadSettled = () => {};`,
  `  if (home || drawGames) {`,
  `    document.documentElement.dataset.lobbyBoot = home ? 'home' : 'games';`,
  `    store.leadPainted = new Promise((resolve) => { leadSettled = resolve; });`,
  `  }`,
  // The frame after the one that shows the picture: the code is asked for once the picture is on screen, not as it
  // is about to be (1.5 s at most: splashFirst.ts).
  `  const settleAfterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => leadSettled()));`,
  // Without games to draw, a games page's splash goes back to the brand alone, as the app's splash does then.
  `  const noGames = () => { if (!home) delete document.documentElement.dataset.lobbyBoot; leadSettled(); };`,
  `  const isWebAddress = (href) => typeof href === 'string' && /^https?:\\/\\//i.test(href);`,
  `  const isPicture = (href) => isWebAddress(href) || (/^data:image\\//i.test(href) && !/[\\u0000-\\u001f\\u007f]/.test(href));`,
  `  const whenParsed = (place) => {`,
  `    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', place, { once: true });`,
  `    else place();`,
  `  };`,
  `  const preloadImage = (href) => {`,
  `    if (!home || !isWebAddress(href)) return;`,
  `    for (const link of document.querySelectorAll('link[rel="preload"][as="image"]')) if (link.href === href) return;`,
  `    const link = document.createElement('link');`,
  `    link.rel = 'preload'; link.setAttribute('as', 'image'); link.setAttribute('fetchpriority', 'high'); link.href = href;`,
  `    document.head.append(link);`,
  `  };`,
  `  const showLead = (href) => whenParsed(() => {`,
  `    const box = document.querySelector('.lobby-boot-banner');`,
  `    if (!box || box.firstChild) { leadSettled(); return; }`,
  `    const image = document.createElement('img');`,
  `    image.alt = ''; image.setAttribute('fetchpriority', 'high'); image.src = href;`,
  `    image.addEventListener('load', settleAfterPaint);`,
  `    image.addEventListener('error', () => leadSettled());`,
  `    box.append(image);`,
  `    store.leadBanner = href;`,
  `  });`,
  // The first page's games as the grid shows them: the art in its frame, the name under it; the pictures on the
  // first screen are asked for at once (the largest paint), the rest when scrolled to.
  `  const showGames = (list, language) => whenParsed(() => {`,
  `    const grid = document.querySelector('.lobby-boot-grid');`,
  `    const games = list.games.filter((game) => game && typeof game.gameName === 'string').slice(0, 24);`,
  `    if (!grid || grid.firstChild || games.length === 0) { noGames(); return; }`,
  `    const items = games.map((game) => {`,
  `      const item = document.createElement('li');`,
  `      const frame = document.createElement('span');`,
  `      const name = document.createElement('span');`,
  `      frame.className = 'lobby-boot-art'; name.className = 'lobby-boot-name'; name.textContent = game.gameName;`,
  `      item.append(frame, name);`,
  `      return item;`,
  `    });`,
  `    grid.dataset.aspect = gamePage.aspect;`,
  `    grid.append(...items);`,
  `    const fold = innerHeight;`,
  `    const tops = items.map((item) => item.getBoundingClientRect().top);`,
  `    const painted = [];`,
  `    const tiles = games.map((game, index) => {`,
  `      const icon = typeof game.showIcon === 'string' ? game.showIcon.trim() : '';`,
  `      const art = isPicture(icon) ? icon : null;`,
  `      const eager = tops[index] < fold;`,
  `      if (art) {`,
  `        const image = document.createElement('img');`,
  `        image.alt = '';`,
  `        if (eager) {`,
  `          image.setAttribute('fetchpriority', 'high');`,
  `          painted.push(new Promise((done) => { image.addEventListener('load', done); image.addEventListener('error', done); }));`,
  `        } else image.loading = 'lazy';`,
  `        image.src = art;`,
  `        items[index].firstChild.append(image);`,
  `      }`,
  `      return { name: game.gameName, art, eager };`,
  `    });`,
  `    store.splashGames = { gameType: gamePage.gameType, aspect: gamePage.aspect, language, startedAt: Date.now(), list, tiles };`,
  `    Promise.all(painted).then(settleAfterPaint);`,
  `  });`,
  `  preloadImage(read('localStorage', ${JSON.stringify(leadBannerKey)}));`,
  `  const brandFile = data.brandFile ? fetch(data.brandFile).catch(() => null) : Promise.resolve(null);`,
  `  store.brandFile = brandFile;`,
  `  const isJson = (response) => !!response && response.ok && /[/+]json\\b/i.test(response.headers.get('content-type') || '');`,
  `  const bodyOf = (answer) => answer.then((response) => (isJson(response) ? response.clone().json() : null));`,
  `  const saved = read('localStorage', 'hisLang') || read('localStorage', 'lang');`,
  `  let userAgent = null;`,
  `  try { userAgent = btoa(String.fromCharCode(...new TextEncoder().encode(navigator.userAgent))); } catch {}`,
  `  const identityOf = (fields) => {`,
  `    const merchant = typeof fields.merchantCode === 'string' ? fields.merchantCode : data.merchantCode;`,
  `    const languages = Array.isArray(fields.languages) ? fields.languages : data.languages;`,
  `    const fallback = typeof fields.defaultLanguage === 'string' ? fields.defaultLanguage : data.defaultLanguage;`,
  `    return { merchant, language: saved && languages.includes(saved) ? saved : fallback };`,
  `  };`,
  // `confirmed`: whether these calls asked as the brand file says; only then does the splash show their pictures.
  `  const startCalls = ({ merchant, language }, confirmed) => {`,
  `    const values = { merchantCode: merchant, language, host: location.host, gameType: gamePage ? gamePage.gameType : '' };`,
  // Each call starts in a task of its own: starting a request costs the page a few milliseconds, and together
  // they made one long task of the page's parse, on a phone just as the splash is about to paint.
  `    const ask = (call) => {`,
  `      if (call.gameList && !gamePage) return;`,
  `      const url = new URL(data.baseUrl + call.path, location.href);`,
  `      for (const [key, value] of call.query) url.searchParams.append(key, typeof value === 'string' ? value : values[value.from]);`,
  `      const headers = { Accept: 'application/json, text/plain, */*', Language: language, Merchant: merchant, Device: data.device, 'X-Timestamp': String(Date.now()) };`,
  `      if (userAgent) headers['X-Real-UA'] = userAgent;`,
  `      if (call.moduleId) headers[data.moduleIdHeader] = call.moduleId;`,
  `      const authorization = call.token === 'optional' && token ? token : null;`,
  `      if (authorization) headers.Authorization = authorization;`,
  `      const answer = fetch(url.href, { headers });`,
  `      answer.catch(() => {});`,
  `      store.answers.push({ url: url.href, merchant, language, authorization, startedAt: Date.now(), answer });`,
  `      if (call.gameList && drawGames) {`,
  `        Promise.all([bodyOf(answer), confirmed])`,
  `          .then(([envelope, asBrandSays]) => {`,
  `            if (!asBrandSays) return;`,
  `            const list = envelope && envelope.success === true && envelope.value && Array.isArray(envelope.value.games) ? envelope.value : null;`,
  `            if (list) showGames(list, language);`,
  `            else noGames();`,
  `          })`,
  `          .catch(noGames);`,
  `      }`,
  `      if (!call.leadBanner || !home) return;`,
  `      Promise.all([bodyOf(answer), confirmed])`,
  `        .then(([envelope, asBrandSays]) => {`,
  `          if (!asBrandSays) return;`,
  `          const banners = envelope && envelope.value && Array.isArray(envelope.value.banners) ? envelope.value.banners : [];`,
  // The first of the group is the one the carousel opens on (homeBannersOf); an inline picture needs no request.
  `          const lead = banners.find((banner) => banner && banner.groupName === data.homeBannerGroup && typeof banner.url === 'string' && banner.url.trim() !== '');`,
  `          if (!lead || !isWebAddress(lead.url)) { leadSettled(); return; }`,
  `          preloadImage(lead.url);`,
  `          showLead(lead.url);`,
  `          try { localStorage.setItem(${JSON.stringify(leadBannerKey)}, lead.url); } catch {}`,
  `        })`,
  `        .catch(() => leadSettled());`,
  `    };`,
  `    for (const call of data.calls) setTimeout(() => ask(call));`,
  `  };`,
  // The calls start at once as the build's brand asks, beside the brand file rather than after it; if the file
  // names another merchant or language, they are asked again as it says (the app takes the answers that match).
  `  const guess = identityOf({});`,
  `  const decided = brandFile`,
  `    .then((response) => (isJson(response) ? response.clone().json() : null))`,
  `    .catch(() => null)`,
  `    .then((file) => identityOf(file && typeof file === 'object' ? file : {}));`,
  `  const same = (identity) => identity.merchant === guess.merchant && identity.language === guess.language;`,
  `  startCalls(guess, decided.then(same));`,
  `  decided.then((identity) => { if (!same(identity)) startCalls(identity, true); });`,
  `})();`,
].join('\n');
