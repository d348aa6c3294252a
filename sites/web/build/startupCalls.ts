/** A query value the page fills in when it runs: the merchant (the brand file may change it) or its own host. */
export type StartupValue = string | { from: 'merchantCode' | 'host' };

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
  calls: StartupCall[];
}

/** Where the page remembers the last lead banner, to ask for it first on the next visit. */
export const leadBannerKey = 'lobby.leadBanner';

/**
 * Runs in the head, before anything else: asks for the start-up reads and,
 * on the home page, the lead banner's image, while the app's code is still
 * on its way. The answers wait on `window.__lobbyStartup` for the platform
 * client, which takes each one once (src/app/startup/startupAnswers.ts).
 * The splash shows the lead banner in the banner's place (index.html); the
 * store names it (`leadBanner`) for the app to keep it there, and settles
 * `leadPainted` once it has painted or is known to be missing.
 * Same bytes in every build (it reads the data block), so its hash in the
 * content security policy never changes.
 */
export const startupCallsScript = [
  `(() => {`,
  `  const data = JSON.parse(document.getElementById('lobby-boot').textContent).startup;`,
  `  if (!data || typeof fetch !== 'function') return;`,
  `  const store = { brandFileAddress: data.brandFile, brandFile: null, answers: [], leadBanner: null };`,
  `  window.__lobbyStartup = store;`,
  `  const home = data.homePaths.includes(location.pathname);`,
  // index.html's splash then draws the home page's frame, whose banner box the lead banner fills once it is known;
  // the app's code is asked for once it has painted there, or the page knows it has none (splashFirst.ts).
  `  let leadSettled = () => {};`,
  `  if (home) {`,
  `    document.documentElement.dataset.lobbyBoot = 'home';`,
  `    store.leadPainted = new Promise((resolve) => { leadSettled = resolve; });`,
  `  }`,
  `  const isWebAddress = (href) => typeof href === 'string' && /^https?:\\/\\//i.test(href);`,
  `  const preloadImage = (href) => {`,
  `    if (!home || !isWebAddress(href)) return;`,
  `    for (const link of document.querySelectorAll('link[rel="preload"][as="image"]')) if (link.href === href) return;`,
  `    const link = document.createElement('link');`,
  `    link.rel = 'preload'; link.setAttribute('as', 'image'); link.setAttribute('fetchpriority', 'high'); link.href = href;`,
  `    document.head.append(link);`,
  `  };`,
  `  const showLead = (href) => {`,
  `    const place = () => {`,
  `      const box = document.querySelector('.lobby-boot-banner');`,
  `      if (!box || box.firstChild) { leadSettled(); return; }`,
  `      const image = document.createElement('img');`,
  `      image.alt = ''; image.setAttribute('fetchpriority', 'high'); image.src = href;`,
  `      image.addEventListener('load', () => requestAnimationFrame(() => leadSettled()));`,
  `      image.addEventListener('error', () => leadSettled());`,
  `      box.append(image);`,
  `      store.leadBanner = href;`,
  `    };`,
  `    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', place, { once: true });`,
  `    else place();`,
  `  };`,
  // Storage may be refused outright (a browser blocking site data throws on reading `localStorage` itself).
  `  const read = (storage, key) => { try { return window[storage].getItem(key); } catch { return null; } };`,
  `  preloadImage(read('localStorage', ${JSON.stringify(leadBannerKey)}));`,
  `  const brandFile = data.brandFile ? fetch(data.brandFile).catch(() => null) : Promise.resolve(null);`,
  `  store.brandFile = brandFile;`,
  `  const isJson = (response) => !!response && response.ok && /[/+]json\\b/i.test(response.headers.get('content-type') || '');`,
  `  const saved = read('localStorage', 'hisLang') || read('localStorage', 'lang');`,
  `  const token = read('sessionStorage', 'token');`,
  `  let userAgent = null;`,
  `  try { userAgent = btoa(String.fromCharCode(...new TextEncoder().encode(navigator.userAgent))); } catch {}`,
  `  const identityOf = (fields) => {`,
  `    const merchant = typeof fields.merchantCode === 'string' ? fields.merchantCode : data.merchantCode;`,
  `    const languages = Array.isArray(fields.languages) ? fields.languages : data.languages;`,
  `    const fallback = typeof fields.defaultLanguage === 'string' ? fields.defaultLanguage : data.defaultLanguage;`,
  `    return { merchant, language: saved && languages.includes(saved) ? saved : fallback };`,
  `  };`,
  // `confirmed`: whether these calls asked as the brand file says; only then is their lead banner shown.
  `  const startCalls = ({ merchant, language }, confirmed) => {`,
  `    const values = { merchantCode: merchant, host: location.host };`,
  `    for (const call of data.calls) {`,
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
  `      if (!call.leadBanner || !home) continue;`,
  `      Promise.all([answer.then((response) => (isJson(response) ? response.clone().json() : null)), confirmed])`,
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
  `    }`,
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
