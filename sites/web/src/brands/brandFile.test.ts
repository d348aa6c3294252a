import { checkContrast, parseMerchantTheme, resolveMerchantTheme } from '@lobby/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import exampleFile from '../../../../deploy/brand-example/brand.json';
import { brandFromFile, readBrandFile } from './brandFile';
import { demoBrand } from './demo';
import { membersBrand } from './members';
import { brands } from './registry';

const context = { brands, languageCodes: ['EN', 'CN'] as const };
const example: unknown = exampleFile;

const problemsOf = (input: unknown) => {
  const result = brandFromFile(input, demoBrand, context);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.problems;
};

describe('a brand file', () => {
  it('describes the example merchant on top of the built-in brand', () => {
    const result = brandFromFile(example, demoBrand, context);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { brand } = result;
    expect(brand.siteName).toBe('Harbour Play');
    expect(brand.defaultLanguage).toBe('CN');
    expect(brand.currency).toEqual({ code: 'VND' });
    expect(brand.logo).toEqual({ src: '/brand/logo.svg', width: 160, height: 40 });
    // Switches change one by one: the file turns Google on, the rest stay the build's.
    expect(brand.features).toEqual({ ...demoBrand.features, googleLogin: true });
    expect(brand.social).toEqual({ ...demoBrand.social, email: 'help@harbour.example' });
    // What the deployment's headers decide stays the build's.
    expect(brand.merchantCode).toBe(demoBrand.merchantCode);
    expect(brand.contentSecurity).toBe(demoBrand.contentSecurity);
    // It names one theme, so the light and dark pair of the brand it extends is not offered.
    expect(typeof brand.theme === 'object' && brand.theme.extends).toBe('light');
    expect(brand.colourSchemes).toBeUndefined();
  });

  it('carries a theme the site accepts, meeting AA contrast like every shipped theme', () => {
    const result = brandFromFile(example, demoBrand, context);
    if (!result.ok || typeof result.brand.theme === 'string') throw new Error('expected a theme object');
    const theme = parseMerchantTheme(result.brand.theme);
    expect(checkContrast(resolveMerchantTheme(theme)).filter((pair) => !pair.passes)).toEqual([]);
  });

  it('starts from the built-in brand it extends', () => {
    const result = brandFromFile({ extends: 'members', siteName: 'Club' }, demoBrand, context);
    expect(result.ok && result.brand).toEqual({ ...membersBrand, siteName: 'Club' });
  });

  it('names every wrong field, a misspelt one included', () => {
    expect(
      problemsOf({
        siteName: '',
        features: { loginedToHomePage: 'yes' },
        logo: { src: '/logo.svg', width: 0, height: 40 },
        currency: { code: 'XYZ' },
        colour: 'teal',
      }).map((problem) => problem.field),
    ).toEqual(['siteName', 'currency.code', 'logo.width', 'features.loginedToHomePage', 'colour']);
  });

  it('takes pictures only from the site or https, and fonts only from the site', () => {
    const fields = (input: unknown) => problemsOf(input).map((problem) => problem.field);
    expect(fields({ favicon: 'javascript:alert(1)' })).toEqual(['favicon']);
    expect(fields({ favicon: '//elsewhere.example/icon.svg' })).toEqual(['favicon']);
    expect(fields({ fonts: [{ family: 'Brand', src: 'https://fonts.example/brand.woff2' }] })).toEqual(['fonts.0.src']);
    const result = brandFromFile(
      { favicon: 'https://cdn.example/icon.svg', fonts: [{ family: 'Brand Sans', src: '/brand/sans.woff2' }] },
      demoBrand,
      context,
    );
    expect(result.ok).toBe(true);
  });

  it('refuses a default language the brand does not offer', () => {
    expect(problemsOf({ languages: ['CN'] })).toEqual([
      { field: 'languages', message: 'must include the default language EN' },
    ]);
  });

  it('refuses a theme that is neither a shipped name nor a theme object', () => {
    expect(problemsOf({ theme: 'sepia' }).map((problem) => problem.field)).toEqual(['theme']);
    expect(problemsOf({ theme: { extends: 'light', tokens: [] } }).map((problem) => problem.field)).toEqual(['theme']);
  });
});

describe('reading a deployed file', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('serves the built-in brand when the file is not JSON, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaded = readBrandFile('{ "siteName": ', { ...context, address: '/brand.json', builtIn: demoBrand });
    expect(loaded.brand).toBe(demoBrand);
    expect(loaded.problems).toHaveLength(1);
    expect(loaded.problems[0]?.field).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('The brand file /brand.json is invalid'));
  });

  it("puts the file's name on the splash and its icon in the tab", () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" />';
    document.body.innerHTML = '<main class="lobby-boot"><h1>Lobby</h1></main>';
    const loaded = readBrandFile(JSON.stringify(example), { ...context, address: '/brand.json', builtIn: demoBrand });
    expect(loaded.problems).toEqual([]);
    expect(document.querySelector('.lobby-boot h1')?.textContent).toBe('Harbour Play');
    expect([...document.querySelectorAll('link[rel~="icon"]')].map((icon) => icon.getAttribute('href'))).toEqual([
      '/brand/mark.svg',
    ]);
  });
});
