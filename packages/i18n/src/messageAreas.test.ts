import { describe, expect, it } from 'vitest';
import { createFullI18n } from './createFullI18n';
import { createI18n, setLanguage } from './createI18n';
import { defaultLanguage, interfaceLanguages, localeFolderOf } from './languages';
import en from './locales/en';
import enAccounts from './locales/en/deferred/accounts.json';
import enAgentCentre from './locales/en/deferred/agentCentre.json';
import enGames from './locales/en/deferred/games.json';
import enLoyalty from './locales/en/deferred/loyalty.json';
import enMemberCentre from './locales/en/deferred/memberCentre.json';
import enPanels from './locales/en/deferred/panels.json';
import enPlay from './locales/en/deferred/play.json';
import enPromotions from './locales/en/deferred/promotions.json';
import enSideBars from './locales/en/deferred/sideBars.json';
import zhAccounts from './locales/zh/deferred/accounts.json';
import zhAgentCentre from './locales/zh/deferred/agentCentre.json';
import zhGames from './locales/zh/deferred/games.json';
import zhLoyalty from './locales/zh/deferred/loyalty.json';
import zhMemberCentre from './locales/zh/deferred/memberCentre.json';
import zhPanels from './locales/zh/deferred/panels.json';
import zhPlay from './locales/zh/deferred/play.json';
import zhPromotions from './locales/zh/deferred/promotions.json';
import zhSideBars from './locales/zh/deferred/sideBars.json';
import { loadMessageArea } from './messageAreas';
import { keysNeededIn } from './pluralKeys';

function entriesOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value !== 'object' || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, child]) => entriesOf(child, prefix ? `${prefix}.${key}` : key));
}

const areas = [
  { area: 'accounts', en: enAccounts, zh: zhAccounts },
  { area: 'games', en: enGames, zh: zhGames },
  { area: 'memberCentre', en: enMemberCentre, zh: zhMemberCentre },
  { area: 'play', en: enPlay, zh: zhPlay },
  { area: 'agentCentre', en: enAgentCentre, zh: zhAgentCentre },
  { area: 'promotions', en: enPromotions, zh: zhPromotions },
  { area: 'loyalty', en: enLoyalty, zh: zhLoyalty },
  { area: 'sideBars', en: enSideBars, zh: zhSideBars },
  { area: 'panels', en: enPanels, zh: zhPanels },
] as const;

// Every shipped language's areas, found by folder as the site finds them.
const translatedAreas = import.meta.glob<{ default: object }>(
  ['./locales/*/deferred/*.json', '!./locales/en/deferred/*.json'],
  { eager: true },
);
const translatedLanguages = interfaceLanguages.filter((language) => language.code !== defaultLanguage);

function placeholders(text: string): string {
  return [...new Set([...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1]))].sort().join(' ');
}

describe.each(areas)('message area $area in every language', ({ area, en: enArea }) => {
  const enEntries = entriesOf(enArea);
  const pluralSuffix = /_(zero|one|two|few|many|other)$/;
  const englishPlaceholders = new Map(
    enEntries.map(([key, text]) => [key.replace(pluralSuffix, ''), placeholders(text)]),
  );

  it.each(translatedLanguages)(
    '$nativeName ($tag) translates it, key for key and placeholder for placeholder',
    (language) => {
      const translated = translatedAreas[`./locales/${localeFolderOf(language.tag)}/deferred/${area}.json`]?.default;
      expect(translated, `${language.tag} ${area}`).toBeDefined();
      const entries = entriesOf(translated);
      expect(entries.map(([key]) => key).sort()).toEqual(
        keysNeededIn(
          language.tag,
          enEntries.map(([key]) => key),
        ),
      );
      for (const [key, text] of entries) {
        expect(text, `${language.tag} ${key}`).toMatch(/\S/);
        expect(placeholders(text), `${language.tag} ${key}`).toBe(
          englishPlaceholders.get(key.replace(pluralSuffix, '')),
        );
      }
    },
  );

  it.each(translatedLanguages)('$nativeName ($tag) is loaded by a switch to it', async (language) => {
    const sample = enEntries.find(([key, text]) => !pluralSuffix.test(key) && !text.includes('{{'));
    if (!sample) throw new Error(`${area} has no plain message`);
    const i18n = createI18n();
    await loadMessageArea(i18n, area, 'EN');
    await setLanguage(i18n, language.code);
    const translated = translatedAreas[`./locales/${localeFolderOf(language.tag)}/deferred/${area}.json`]?.default;
    expect(i18n.t(sample[0] as never)).toBe(new Map(entriesOf(translated)).get(sample[0]));
  });
});

describe.each(areas)('message area $area', ({ area, en: enArea, zh: zhArea }) => {
  const enEntries = entriesOf(enArea);
  // A message asked for as written: no plural suffix, nothing to interpolate.
  const sample = enEntries.find(([key, text]) => !/_(one|other|zero|few|many|two)$/.test(key) && !text.includes('{{'));

  it('holds messages, each translated in CN and nothing more', () => {
    expect(enEntries.length).toBeGreaterThan(0);
    expect(
      entriesOf(zhArea)
        .map(([key]) => key)
        .sort(),
    ).toEqual(
      keysNeededIn(
        'zh-CN',
        enEntries.map(([key]) => key),
      ),
    );
  });

  it('shares no key with the messages every page loads', () => {
    const eager = new Set(entriesOf(en).map(([key]) => key));
    expect(enEntries.filter(([key]) => eager.has(key))).toEqual([]);
  });

  it('is missing from a lean instance until loaded, then follows a language switch', async () => {
    if (!sample) throw new Error(`${area} has no plain message`);
    const [key, text] = sample;
    const i18n = createI18n();
    expect(i18n.exists(key)).toBe(false);
    await loadMessageArea(i18n, area, 'EN');
    expect(i18n.t(key as never)).toBe(text);
    // The eager messages are untouched by the merge.
    expect(i18n.t('ui.close')).toBe('Close');
    await setLanguage(i18n, 'CN');
    const zhText = new Map(entriesOf(zhArea)).get(key);
    expect(i18n.t(key as never)).toBe(zhText);
  });

  it('is in a full instance from the start', () => {
    if (!sample) throw new Error(`${area} has no plain message`);
    const [key, text] = sample;
    expect(createFullI18n().t(key as never)).toBe(text);
  });
});

function statusesOf(messages: object | undefined): unknown {
  return messages && 'activityStatus' in messages ? messages.activityStatus : undefined;
}

describe('activity statuses', () => {
  // The promotions pages and the member centre both show them, and a centre page cannot load another area.
  it('read the same in the member centre and on the promotions pages', () => {
    expect(enPromotions.activityStatus).toEqual(enMemberCentre.activityStatus);
    expect(zhPromotions.activityStatus).toEqual(zhMemberCentre.activityStatus);
    for (const language of translatedLanguages) {
      const folder = `./locales/${localeFolderOf(language.tag)}/deferred`;
      const promotions = statusesOf(translatedAreas[`${folder}/promotions.json`]?.default);
      expect(promotions, language.tag).toBeDefined();
      expect(promotions, language.tag).toEqual(statusesOf(translatedAreas[`${folder}/memberCentre.json`]?.default));
    }
    expect(Object.keys(enPromotions.activityStatus)).toHaveLength(10);
  });
});
