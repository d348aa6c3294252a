import { describe, expect, it } from 'vitest';
import { createI18n, currentLanguage, setLanguage } from './createI18n';
import { dictionaryLanguageCodes, languageNameOf } from './languages';
import en from './locales/en';
import zh from './locales/zh';
import { keysNeededIn } from './pluralKeys';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('CN translates every EN message and nothing more, with Chinese plural forms', () => {
    expect(keysOf(zh).sort()).toEqual(keysNeededIn('zh-CN', keysOf(en)));
  });

  it('has English plurals in their two forms and Chinese ones in its one', () => {
    expect(keysNeededIn('en', ['unread_one', 'unread_other'])).toEqual(['unread_one', 'unread_other']);
    expect(keysNeededIn('zh-CN', ['unread_one', 'unread_other'])).toEqual(['unread_other']);
    expect(keysNeededIn('zh-CN', ['rows', 'rows_one'])).toEqual(['rows']);
  });

  it('no message is empty', () => {
    for (const [name, messages] of [
      ['en', en],
      ['zh', zh],
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

  it('keeps instances independent', async () => {
    const first = createI18n();
    const second = createI18n();
    await setLanguage(first, 'CN');
    expect(currentLanguage(second)).toBe('EN');
  });
});
