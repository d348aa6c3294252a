import type { MessageArea } from '@lobby/i18n';
import type { AppLayoutVariant } from '@lobby/ui';

/**
 * Every route (docs/product.md#routes) with its page chunk, layout and title. Pages load
 * lazily, one chunk per route group; the shell around them renders at once.
 */
export type PageRoute = {
  path: string;
  /** Chunk name, for the "Loading chunk N failed" message. */
  chunk: string;
  /** `bare`: no shell at all (/helpmc); the page is the whole document, its own main landmark included. */
  layout: AppLayoutVariant | 'bare';
  /** i18n key of the page's title (document title and headings). */
  titleKey: string;
} & (
  | {
      load: () => Promise<{ default: React.ComponentType }>;
      /** The message area the page reads: fetched with its code, not after it. */
      messages?: MessageArea;
    }
  /** The page itself, for a route that ships with the first bundle. */
  | { page: React.ComponentType }
);

import HomePage from '../routes/home';

const games = () => import('../routes/games');
const game = () => import('../routes/game');
// /help, /join and /responsibleGaming share the help centre's module: fewer chunks for the first route to list.
const help = () => import('../routes/help');
// The lottery, e-lottery, sports and e-sports pages share one
// chunk: each chunk costs the first route a list of files to preload, and the budget is tight.
const lottery = () => import('../routes/lottery');
const promotions = () => import('../routes/promotions');
// /vip and /pointMall share one chunk, for the same reason.
const loyalty = () => import('../routes/loyalty');

export const pageRoutes: PageRoute[] = [
  // /index is where most visits start: its page ships with the first bundle
  // instead of waiting for a second request.
  { path: '/index', chunk: 'home', page: HomePage, layout: 'full', titleKey: 'site.page.home' },
  {
    path: '/noticePage',
    chunk: 'notices',
    load: () => import('../routes/notices'),
    layout: 'full',
    titleKey: 'site.page.notices',
  },
  { path: '/vip', chunk: 'loyalty', load: loyalty, messages: 'loyalty', layout: 'full', titleKey: 'site.page.vip' },
  {
    path: '/pointMall',
    chunk: 'loyalty',
    load: loyalty,
    messages: 'loyalty',
    layout: 'noSideMenu',
    titleKey: 'site.page.pointMall',
  },
  {
    path: '/lottery',
    chunk: 'lottery',
    load: lottery,
    messages: 'play',
    layout: 'headerOnly',
    titleKey: 'site.page.lottery',
  },
  {
    path: '/vnlottery',
    chunk: 'lottery',
    load: lottery,
    messages: 'play',
    layout: 'headerOnly',
    titleKey: 'site.page.vnLottery',
  },
  {
    path: '/seaLottery',
    chunk: 'lottery',
    load: lottery,
    messages: 'play',
    layout: 'headerOnly',
    titleKey: 'site.page.seaLottery',
  },
  { path: '/elott', chunk: 'lottery', load: lottery, messages: 'play', layout: 'full', titleKey: 'site.page.elott' },
  { path: '/rng', chunk: 'games', load: games, messages: 'games', layout: 'full', titleKey: 'site.page.rng' },
  { path: '/live', chunk: 'games', load: games, messages: 'games', layout: 'full', titleKey: 'site.page.live' },
  { path: '/pvp', chunk: 'games', load: games, messages: 'games', layout: 'full', titleKey: 'site.page.pvp' },
  { path: '/fish', chunk: 'games', load: games, messages: 'games', layout: 'full', titleKey: 'site.page.fish' },
  { path: '/hot', chunk: 'games', load: games, messages: 'games', layout: 'full', titleKey: 'site.page.hot' },
  { path: '/fav', chunk: 'games', load: games, messages: 'games', layout: 'full', titleKey: 'site.page.fav' },
  { path: '/sports', chunk: 'lottery', load: lottery, messages: 'play', layout: 'full', titleKey: 'site.page.sports' },
  {
    path: '/esports',
    chunk: 'lottery',
    load: lottery,
    messages: 'play',
    layout: 'full',
    titleKey: 'site.page.esports',
  },
  // The promotions list and a promotion's page share one chunk.
  {
    path: '/promotions',
    chunk: 'promotions',
    load: promotions,
    messages: 'promotions',
    layout: 'full',
    titleKey: 'site.page.promotions',
  },
  {
    path: '/promoDetail',
    chunk: 'promotions',
    load: promotions,
    messages: 'promotions',
    layout: 'full',
    titleKey: 'site.page.promoDetail',
  },
  // Games of seamless-wallet vendors open here, in the same frame as /game.
  {
    path: '/seamless',
    chunk: 'game',
    load: game,
    messages: 'play',
    layout: 'headerOnly',
    titleKey: 'site.page.seamless',
  },
  { path: '/help', chunk: 'help', load: help, messages: 'help', layout: 'full', titleKey: 'site.page.help' },
  {
    path: '/helpmc',
    chunk: 'help',
    load: () => import('../routes/helpStandalone'),
    messages: 'help',
    layout: 'bare',
    titleKey: 'site.page.help',
  },
  {
    path: '/down',
    chunk: 'download',
    load: () => import('../routes/download'),
    messages: 'help',
    layout: 'full',
    titleKey: 'site.page.download',
  },
  { path: '/join', chunk: 'help', load: help, messages: 'accounts', layout: 'full', titleKey: 'site.page.join' },
  {
    path: '/responsibleGaming',
    chunk: 'help',
    load: help,
    messages: 'accounts',
    layout: 'full',
    titleKey: 'site.page.responsibleGaming',
  },
  {
    path: '/game',
    chunk: 'game',
    load: game,
    messages: 'play',
    layout: 'headerOnly',
    titleKey: 'site.page.game',
  },
];

/** Routes that render the home page with a modal open over it. */
export const modalRoutes = [
  { path: '/login', modal: 'loginPopupModal' },
  { path: '/register', modal: 'registerModal' },
  { path: '/register.html', modal: 'registerModal' },
] as const;

/** The route guard: where visitors may go when `loginedToHomePage` is on. */
export const publicPaths = ['/login', '/register', '/register.html', '/helpmc', '/download'];
