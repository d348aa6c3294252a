import { describe, expect, it } from 'vitest';
import { createI18n, currentLanguage, setLanguage } from './createI18n';
import { dictionaryLanguageCodes } from './languages';
import en from './locales/en';
import zh from './locales/zh';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('CN translates every EN message and nothing more', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
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
      expect(en.languageName[code]).toBeTruthy();
      expect(zh.languageName[code]).toBeTruthy();
    }
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
