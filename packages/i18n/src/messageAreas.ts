import type { i18n as I18nInstance } from 'i18next';
import { useTranslation } from 'react-i18next';
import { codeOfTag, type LanguageCode, tagOf } from './languages';

type Loader = () => Promise<{ default: object }>;

/**
 * Messages that only some screens need, kept out of the first bundle: each
 * area's file holds a part of the message tree (`{ "panels": { … } }`) that is
 * merged into it when a screen asks for the area. The site's first route
 * carries only the eager messages.
 */
const messageAreas = {
  // Login, registration and the password forms (the account modals), the feedback form, /join,
  // responsible gaming and its reality check.
  accounts: {
    EN: () => import('./locales/en/deferred/accounts.json'),
    CN: () => import('./locales/zh/deferred/accounts.json'),
  },
  // The games pages (/rng, /live, /pvp, /fish, /hot, /fav).
  games: {
    EN: () => import('./locales/en/deferred/games.json'),
    CN: () => import('./locales/zh/deferred/games.json'),
  },
  // The member centre's pages.
  memberCentre: {
    EN: () => import('./locales/en/deferred/memberCentre.json'),
    CN: () => import('./locales/zh/deferred/memberCentre.json'),
  },
  // The agent centre's pages.
  agentCentre: {
    EN: () => import('./locales/en/deferred/agentCentre.json'),
    CN: () => import('./locales/zh/deferred/agentCentre.json'),
  },
  // The lottery, sports and e-sports pages.
  play: {
    EN: () => import('./locales/en/deferred/play.json'),
    CN: () => import('./locales/zh/deferred/play.json'),
  },
  // The promotions pages (/promotions, /promoDetail).
  promotions: {
    EN: () => import('./locales/en/deferred/promotions.json'),
    CN: () => import('./locales/zh/deferred/promotions.json'),
  },
  // The VIP page and the points mall.
  loyalty: {
    EN: () => import('./locales/en/deferred/loyalty.json'),
    CN: () => import('./locales/zh/deferred/loyalty.json'),
  },
} satisfies Record<string, Record<LanguageCode, Loader>>;

export type MessageArea = keyof typeof messageAreas;

// Read from the loaders rather than imported as JSON types: a published declaration file cannot
// point at the message files, which the package's build bundles away.
type EnglishMessagesOf<Area extends MessageArea> = Awaited<ReturnType<(typeof messageAreas)[Area]['EN']>>['default'];

/** Every area's EN messages, for the message keys' types (merged with the eager messages). */
export type DeferredMessages = EnglishMessagesOf<'accounts'> &
  EnglishMessagesOf<'games'> &
  EnglishMessagesOf<'memberCentre'> &
  EnglishMessagesOf<'play'> &
  EnglishMessagesOf<'agentCentre'> &
  EnglishMessagesOf<'promotions'> &
  EnglishMessagesOf<'loyalty'>;

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
    const loading = messageAreas[area][code]().then((messages) => {
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
