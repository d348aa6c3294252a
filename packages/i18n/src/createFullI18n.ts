import type { i18n as I18nInstance } from 'i18next';
import { type CreateI18nOptions, createI18n, setLanguage } from './createI18n';
import { defaultLanguage, isLanguageCode, tagOf } from './languages';
import enAccounts from './locales/en/deferred/accounts.json';
import enAgentCentre from './locales/en/deferred/agentCentre.json';
import enFooter from './locales/en/deferred/footer.json';
import enFoundations from './locales/en/deferred/foundations.json';
import enGames from './locales/en/deferred/games.json';
import enHelp from './locales/en/deferred/help.json';
import enLoyalty from './locales/en/deferred/loyalty.json';
import enMemberCentre from './locales/en/deferred/memberCentre.json';
import enPanels from './locales/en/deferred/panels.json';
import enPlay from './locales/en/deferred/play.json';
import enPromotions from './locales/en/deferred/promotions.json';
import enSideBars from './locales/en/deferred/sideBars.json';
import { type MessageArea, markMessageAreaLoaded } from './messageAreas';

const enAreas: Record<MessageArea, object> = {
  accounts: enAccounts,
  games: enGames,
  memberCentre: enMemberCentre,
  play: enPlay,
  agentCentre: enAgentCentre,
  promotions: enPromotions,
  loyalty: enLoyalty,
  help: enHelp,
  footer: enFooter,
  sideBars: enSideBars,
  panels: enPanels,
  foundations: enFoundations,
};

/**
 * An instance with every message area in it from the start, for hosts that
 * show any screen at once and need no lean first bundle: Storybook, tests,
 * benchmarks. The site uses `createI18n` and loads areas as screens open.
 * Other languages bring their areas when switched to, as in the site.
 */
export function createFullI18n(options: CreateI18nOptions = {}): I18nInstance {
  const instance = createI18n({ ...options, language: null });
  for (const [area, messages] of Object.entries(enAreas) as [MessageArea, object][]) {
    instance.addResourceBundle(tagOf('EN'), 'translation', messages, true, false);
    markMessageAreaLoaded(instance, area, 'EN');
  }
  // Switched only now, so the language's areas load with it.
  const wanted = options.language;
  if (isLanguageCode(wanted) && wanted !== defaultLanguage) void setLanguage(instance, wanted);
  return instance;
}
