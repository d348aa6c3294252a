import type { i18n as I18nInstance } from 'i18next';
import { useTranslation } from 'react-i18next';
import { codeOfTag, defaultLanguage, type LanguageCode, localeFolderOf, tagOf } from './languages';

type Loader = () => Promise<{ default: object }>;

/**
 * Messages that only some screens need, kept out of the first bundle: each
 * area's file holds a part of the message tree (`{ "panels": { … } }`) that is
 * merged into it when a screen asks for the area. The site's first route
 * carries only the eager messages. English, the source and fallback, names
 * the areas and gives the keys their types.
 */
const englishAreas = {
  // Login, registration and the password forms (the account modals), the feedback form, /join,
  // responsible gaming and its reality check.
  accounts: () => import('./locales/en/deferred/accounts.json'),
  // The games pages (/rng, /live, /pvp, /fish, /hot, /fav).
  games: () => import('./locales/en/deferred/games.json'),
  // The member centre's pages.
  memberCentre: () => import('./locales/en/deferred/memberCentre.json'),
  // The agent centre's pages.
  agentCentre: () => import('./locales/en/deferred/agentCentre.json'),
  // The lottery, sports and e-sports pages.
  play: () => import('./locales/en/deferred/play.json'),
  // The promotions pages (/promotions, /promoDetail).
  promotions: () => import('./locales/en/deferred/promotions.json'),
  // The VIP page and the points mall.
  loyalty: () => import('./locales/en/deferred/loyalty.json'),
  // The help centre (/help, /helpmc) and the app download page (/down).
  help: () => import('./locales/en/deferred/help.json'),
  // The footer, which loads as it nears the viewport.
  footer: () => import('./locales/en/deferred/footer.json'),
  // The side menu and the right bar, which load beside the page from the laptop width or when the drawer opens.
  sideBars: () => import('./locales/en/deferred/sideBars.json'),
  // The member and agent centres' frames (titles and section menus), which load with the centres.
  panels: () => import('./locales/en/deferred/panels.json'),
  // The design system's own tools (the theme editor): Storybook's, never the site's.
  foundations: () => import('./locales/en/deferred/foundations.json'),
} satisfies Record<string, Loader>;

// Every other language's areas, found by folder: `locales/<folder>/deferred/<area>.json`, one chunk each.
const translatedAreas = import.meta.glob<{ default: object }>([
  './locales/*/deferred/*.json',
  '!./locales/en/deferred/*.json',
]);

function areaLoader(area: MessageArea, code: LanguageCode): Loader {
  if (code === defaultLanguage) return englishAreas[area];
  const load = translatedAreas[`./locales/${localeFolderOf(tagOf(code))}/deferred/${area}.json`];
  return load ?? (() => Promise.reject(new Error(`No ${area} messages for the interface language ${code}`)));
}

export type MessageArea = keyof typeof englishAreas;

// Read from the loaders rather than imported as JSON types: a published declaration file cannot
// point at the message files, which the package's build bundles away.
type EnglishMessagesOf<Area extends MessageArea> = Awaited<ReturnType<(typeof englishAreas)[Area]>>['default'];

/** Every area's EN messages, for the message keys' types (merged with the eager messages). */
export type DeferredMessages = EnglishMessagesOf<'accounts'> &
  EnglishMessagesOf<'games'> &
  EnglishMessagesOf<'memberCentre'> &
  EnglishMessagesOf<'play'> &
  EnglishMessagesOf<'agentCentre'> &
  EnglishMessagesOf<'promotions'> &
  EnglishMessagesOf<'loyalty'> &
  EnglishMessagesOf<'help'> &
  EnglishMessagesOf<'footer'> &
  EnglishMessagesOf<'sideBars'> &
  EnglishMessagesOf<'panels'> &
  EnglishMessagesOf<'foundations'>;

// Per message store: the loads asked for, by language and area (the promise stays, so React can
// suspend on it). Keyed by the store, not the instance: `useTranslation` hands out a copy of the
// instance that shares its store.
const loads = new WeakMap<object, Map<string, Promise<void>>>();
// The loads whose messages are in their instance.
const arrived = new WeakSet<Promise<void>>();

function loadsOf(instance: I18nInstance): Map<string, Promise<void>> {
  let known = loads.get(instance.store);
  if (!known) {
    known = new Map();
    loads.set(instance.store, known);
  }
  return known;
}

/** Records messages already in the instance (added at creation), so nothing is fetched or awaited for them. */
export function markMessageAreaLoaded(instance: I18nInstance, area: MessageArea, code: LanguageCode): void {
  const done = Promise.resolve();
  arrived.add(done);
  loadsOf(instance).set(`${code} ${area}`, done);
}

/** Loads an area's messages in a language into the instance (once; later calls get the same promise). */
export function loadMessageArea(instance: I18nInstance, area: MessageArea, code: LanguageCode): Promise<void> {
  const known = loadsOf(instance);
  const key = `${code} ${area}`;
  let load = known.get(key);
  if (!load) {
    const loading = areaLoader(area, code)().then((messages) => {
      instance.addResourceBundle(tagOf(code), 'translation', messages.default, true, false);
      arrived.add(loading);
    });
    load = loading;
    known.set(key, load);
  }
  return load;
}

/** The areas loaded in any language: a language switch loads them in the new one first. */
export function loadedMessageAreas(instance: I18nInstance): MessageArea[] {
  const areas = new Set<MessageArea>();
  for (const key of loadsOf(instance).keys()) areas.add(key.split(' ')[1] as MessageArea);
  return [...areas];
}

/**
 * For a screen whose messages live in an area: suspends the first render
 * until the area is loaded in the current language (the screen's Suspense
 * fallback shows meanwhile).
 */
export function useMessageArea(area: MessageArea): void {
  const { i18n } = useTranslation();
  const load = loadMessageArea(i18n, area, codeOfTag(i18n.resolvedLanguage ?? i18n.language));
  // Suspends by throwing the load while the messages are on their way, and does nothing once they
  // are in. React's `use` does not fit: called at all (even on a settled promise) in a component
  // that re-renders during a navigation whose next screen waits for its code, it left that
  // navigation unfinished (a page change in an open member centre was lost); and called only
  // while loading, the render React replays after the load differs from the one that suspended.
  if (!arrived.has(load)) throw load;
}
