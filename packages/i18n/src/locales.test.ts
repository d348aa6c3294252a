import { describe, expect, it } from 'vitest';
import { createI18n, currentLanguage, setLanguage } from './createI18n';
import {
  defaultLanguage,
  dictionaryLanguageCodes,
  interfaceLanguages,
  languageNameOf,
  localeFolderOf,
} from './languages';
import en from './locales/en';
import zh from './locales/zh';
import { keysNeededIn } from './pluralKeys';

// Every shipped language's eager messages, found by folder as the site finds them.
const translations = import.meta.glob<{ default: object }>(['./locales/*/index.ts', '!./locales/en/index.ts'], {
  eager: true,
});
const translatedLanguages = interfaceLanguages
  .filter((language) => language.code !== defaultLanguage)
  .map((language) => ({
    ...language,
    messages: translations[`./locales/${localeFolderOf(language.tag)}/index.ts`]?.default,
  }));

/** The `{{placeholders}}` of each message, by key; a plural form is compared with English's `other` form. */
function placeholdersOf(value: unknown): Map<string, string> {
  const found = new Map<string, string>();
  for (const key of keysOf(value)) {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value);
    const names = [...String(text).matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1]);
    found.set(key.replace(/_(zero|one|two|few|many|other)$/, ''), [...new Set(names)].sort().join(' '));
  }
  return found;
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('CN translates every EN message and nothing more, with Chinese plural forms', () => {
    expect(keysOf(zh).sort()).toEqual(keysNeededIn('zh-CN', keysOf(en)));
  });

  it.each(translatedLanguages)(
    '$nativeName ($tag) has a messages folder named by the registry',
    ({ tag, messages }) => {
      expect(messages, `locales/${localeFolderOf(tag)}/index.ts`).toBeDefined();
    },
  );

  it.each(translatedLanguages)(
    '$nativeName ($tag) translates every EN message and nothing more, with its own plural forms',
    ({ tag, messages }) => {
      expect(keysOf(messages).sort()).toEqual(keysNeededIn(tag, keysOf(en)));
    },
  );

  it.each(translatedLanguages)('$nativeName ($tag) keeps every placeholder of the English messages', ({ messages }) => {
    const english = placeholdersOf(en);
    for (const [key, names] of placeholdersOf(messages)) expect(names, key).toBe(english.get(key));
  });

  it('has English plurals in their two forms and Chinese ones in its one', () => {
    expect(keysNeededIn('en', ['unread_one', 'unread_other'])).toEqual(['unread_one', 'unread_other']);
    expect(keysNeededIn('zh-CN', ['unread_one', 'unread_other'])).toEqual(['unread_other']);
    expect(keysNeededIn('zh-CN', ['rows', 'rows_one'])).toEqual(['rows']);
    // Vietnamese, like Chinese, says "5 tin nhắn" and "1 tin nhắn" alike.
    expect(keysNeededIn('vi', ['unread_one', 'unread_other'])).toEqual(['unread_other']);
    expect(keysNeededIn('vi', ['rows', 'rows_one'])).toEqual(['rows']);
  });

  it('no message is empty', () => {
    for (const [name, messages] of [
      ['en', en],
      ['zh', zh],
      ...translatedLanguages.map((language) => [language.tag, language.messages] as const),
    ] as const) {
      const flat = keysOf(messages);
      for (const key of flat) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        expect(text, `${name}:${key}`).toMatch(/\S/);
      }
    }
  });

  it('names about forty languages in both interface languages', () => {
    expect(dictionaryLanguageCodes.length).toBeGreaterThanOrEqual(40);
    for (const code of dictionaryLanguageCodes) {
      for (const locale of ['en', 'zh-CN']) {
        const name = languageNameOf(code, locale);
        expect(name, `${code} in ${locale}`).not.toBe(code);
        expect(name, `${code} in ${locale}`).not.toBe(code.toLowerCase());
      }
    }
    expect(languageNameOf('VI', 'en')).toBe('Vietnamese');
    expect(languageNameOf('VI', 'zh-CN')).toBe('越南语');
    expect(languageNameOf('TW', 'en')).toMatch(/Traditional Chinese|Chinese \(Traditional\)/);
  });
});

describe('createI18n', () => {
  it('starts in EN and switches to CN after loading it', async () => {
    const i18n = createI18n();
    expect(i18n.t('ui.close')).toBe('Close');
    await setLanguage(i18n, 'CN');
    expect(currentLanguage(i18n)).toBe('CN');
    expect(i18n.t('ui.close')).toBe('关闭');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('follows Chinese plural rules in Chinese: one form for every count', async () => {
    const i18n = createI18n();
    expect(i18n.t('ui.badge.count', { count: 1 })).toMatch(/^1 /);
    await setLanguage(i18n, 'CN');
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('ui.badge.count', { count: 1 })).toBe('1 条新消息');
    expect(i18n.t('ui.badge.count', { count: 5 })).toBe('5 条新消息');
  });

  it('falls back to EN for an unknown language', () => {
    const i18n = createI18n({ language: 'XX' });
    expect(currentLanguage(i18n)).toBe('EN');
  });

  it('switches to Vietnamese, with its own messages, plural rules, lang and direction', async () => {
    const i18n = createI18n();
    await setLanguage(i18n, 'VI');
    expect(currentLanguage(i18n)).toBe('VI');
    expect(i18n.t('ui.close')).toBe('Đóng');
    expect(i18n.t('ui.badge.count', { count: 1 })).toMatch(/^1 /);
    expect(i18n.t('ui.badge.count', { count: 1 }).slice(1)).toBe(i18n.t('ui.badge.count', { count: 5 }).slice(1));
    expect(document.documentElement.lang).toBe('vi');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('keeps instances independent', async () => {
    const first = createI18n();
    const second = createI18n();
    await setLanguage(first, 'CN');
    expect(currentLanguage(second)).toBe('EN');
  });
});
