/**
 * Page stories: the real site (its providers, start-up gate, routes, shell
 * and containers) at an address, in a memory router, against the sandbox
 * platform through MSW. Story and test code only: nothing in the site
 * imports it.
 *
 * A story file for a route is a few lines:
 *
 *   export default {
 *     title: 'Pages/Promotions',
 *     tags: ['!autodocs'],
 *     ...pageMeta({ path: '/promotions' }),
 *   } satisfies Meta;
 *
 *   export const Promotions: PageStory = {
 *     play: async ({ canvas }) => {
 *       await expect(await canvas.findByRole('heading', { name: 'Promotions' }, loaded)).toBeVisible();
 *     },
 *   };
 *
 * The toolbar's Scenario and Signed in globals (or a story's own `globals`)
 * choose what the sandbox plays and who is logged in; a story can open
 * another address with `parameters: atPage('/live')`.
 */
import { playForFree, startSession } from '@lobby/api';
import { initSession } from '@lobby/api/session';
import { isLanguageCode, type LanguageCode } from '@lobby/i18n';
import {
  CATALOGUE_NOW,
  createSandbox,
  handlersFor,
  isScenarioName,
  type Sandbox,
  type ScenarioName,
  SEED_USERNAMES,
} from '@lobby/mocks';
import type { Loader, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createContext, type ReactNode, use, useEffect, useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { Site } from '../app/App';
import { changeLanguage } from '../app/i18n';
import { platformClient } from '../app/platform';
import { createStore, useStore } from '../app/store';
import { brand } from '../brands';
import { afterLoginFlag } from '../features/accounts/accountState';
import { noticePopupShownKey } from '../features/notices/NoticePopup';
import { resetSiteState } from './resetSite';

/** Who the toolbar can sign in: nobody, a seed account, or a fresh trial account from the free-play call. */
const pageUsers = ['visitor', SEED_USERNAMES.player, SEED_USERNAMES.vip, SEED_USERNAMES.agent, 'trial'] as const;

export type PageUser = (typeof pageUsers)[number];

const isPageUser = (value: unknown): value is PageUser =>
  typeof value === 'string' && (pageUsers as readonly string[]).includes(value);

/** What a page story opens, under `parameters.page`. */
export interface PageParameters {
  /** The address, with its query and hash: `/index?panel=member&page=depositv2`. */
  path: string;
  /**
   * Prepares the sandbox before the site starts (switch a module off, add a
   * record); it runs on the seeded state, before anyone signs in.
   */
  setup?: (sandbox: Sandbox) => void;
  /**
   * The popup announcements open once per session, when the browser is idle.
   * Page stories start as if they had been seen, so a page is what the story
   * shows; a story about the popup turns this off.
   */
  noticePopupSeen?: boolean;
}

/** `parameters` for a story that opens another address than its file's. */
export function atPage(path: string, more: Omit<PageParameters, 'path'> = {}): { page: PageParameters } {
  return { page: { path, ...more } };
}

/** A generous wait for `findBy…` queries: the first story of a run loads the site's code on demand. */
export const loaded = { timeout: 15_000 };

/**
 * The page's main landmark once the start-up is over: the splash is a main
 * landmark too (busy while the platform answers) and is replaced, not filled.
 */
export function findPageMain(canvas: ReturnType<typeof within>): Promise<HTMLElement> {
  return canvas.findByRole('main', { busy: false }, loaded);
}

// One sandbox behind every page story, reset before each render. Its clock
// is fixed, so dates (notices, records) are the same on every run.
const pageSandbox = createSandbox({ now: () => CATALOGUE_NOW });
const pageHandlers = {
  ...handlersFor('normal', { sandbox: pageSandbox }),
  // The merchant's analytics tag loads from Google: stories stay off the internet.
  analytics: [
    http.get(
      'https://www.googletagmanager.com/*',
      () => new HttpResponse('', { headers: { 'Content-Type': 'text/javascript' } }),
    ),
  ],
};

/** The render allowed on screen: a new render first takes the previous site off, then resets the world. */
const shownRender = createStore<number | null>(null);
let renders = 0;
/** The world the site on screen was started in, so a theme or viewport change keeps the running site. */
let current: { key: string; render: number; mounted: boolean } | null = null;

/** Signs `user` in on the sandbox and stores the session as a login does: the token, then the login info. */
async function signIn(user: PageUser): Promise<void> {
  if (user === 'visitor') return;
  const result = user === 'trial' ? await playForFree(platformClient) : { token: pageSandbox.signIn(user) };
  await startSession(platformClient, result);
  afterLoginFlag.set();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface PageWorld {
  page: PageParameters;
  user: PageUser;
  scenario: ScenarioName;
  language: LanguageCode;
}

function worldOf(context: StoryContext): PageWorld {
  const page: PageParameters | undefined = context.parameters.page;
  if (!page) throw new Error(`${context.title}: a page story needs parameters.page (use pageMeta)`);
  const { user, scenario, locale } = context.globals;
  return {
    page,
    user: isPageUser(user) ? user : 'visitor',
    scenario: isScenarioName(scenario) ? scenario : 'normal',
    language: isLanguageCode(locale) ? locale : 'EN',
  };
}

/**
 * Runs before each render, after MSW has installed the sandbox's handlers:
 * takes the previous site off the screen, then gives the next one a reset
 * sandbox, empty storage and cookies, reset stores, the language, the
 * signed-in player and the scenario. A render in the same world (a theme or
 * viewport change) keeps the site that is running.
 */
const preparePage: Loader = async (context) => {
  const world = worldOf(context);
  const key = JSON.stringify([context.id, world.user, world.scenario, world.language]);
  if (current?.key === key && current.mounted) return { pageRender: current.render };

  renders += 1;
  const render = renders;
  current = null;
  shownRender.set(null);
  // Let React take the previous site down (and its effects unsubscribe) before its storage goes.
  await nextTask();

  resetSiteState();
  initSession(brand.merchantCode);

  pageSandbox.reset();
  world.page.setup?.(pageSandbox);
  await changeLanguage(world.language);
  await signIn(world.user);
  // The scenario starts once the player is in: signing in is not what the story is about.
  pageSandbox.setScenario(world.scenario);
  if (world.page.noticePopupSeen !== false) sessionStorage.setItem(noticePopupShownKey, '1');

  current = { key, render, mounted: false };
  shownRender.set(render);
  return { pageRender: render };
};

// A fresh data cache per render, with the site's own settings (not the preview's).
const freshCache = () => ({ provider: () => new Map() });

/** The story's address, for the memory router the site's routes live in. */
const FirstEntries = createContext<string[]>(['/index']);

function StoryRouter({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={use(FirstEntries)}>{children}</MemoryRouter>;
}

function PageSite({ render, path }: { render: number; path: string }) {
  const shown = useStore(shownRender);
  useEffect(() => {
    if (current?.render === render) current.mounted = true;
    return () => {
      if (current?.render === render) current.mounted = false;
    };
  }, [render]);
  const entries = useMemo(() => [path], [path]);
  if (shown !== render) return null;
  return (
    <SWRConfig value={freshCache}>
      <FirstEntries value={entries}>
        <Site Router={StoryRouter} />
      </FirstEntries>
    </SWRConfig>
  );
}

export interface PageMetaOptions {
  /** The address every story of the file opens unless it says another (`atPage`). */
  path: string;
  /** Pins who is signed in, the scenario or the language for every story of the file. */
  globals?: { user?: PageUser; scenario?: ScenarioName; locale?: LanguageCode };
  /** More of `PageParameters` for every story of the file. */
  page?: Omit<PageParameters, 'path'>;
}

/**
 * What makes a story file's stories page stories; spread it into the default
 * export beside the title and tags, which Storybook reads from the file's text:
 *
 *   export default { title: 'Pages/Home', tags: ['!autodocs'], ...pageMeta({ path: '/index' }) } satisfies Meta;
 *
 * (`!autodocs`: a docs page would start every story's site at once.) Describe
 * the file in a line comment: with a JSDoc comment right above the default
 * export, Storybook's test plugin lost the meta's parameters.
 */
export function pageMeta({ path, globals, page }: PageMetaOptions) {
  return {
    ...(globals ? { globals } : {}),
    parameters: {
      layout: 'fullscreen',
      page: { path, ...page },
      msw: { handlers: pageHandlers },
    },
    loaders: [preparePage],
    render: (_args, context) => {
      const render: number = context.loaded.pageRender;
      return <PageSite key={render} render={render} path={worldOf(context).page.path} />;
    },
  } satisfies Omit<Meta, 'title'>;
}

export type PageStory = StoryObj;
