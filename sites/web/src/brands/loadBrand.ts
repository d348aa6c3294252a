import { interfaceLanguages } from '@lobby/i18n';
import { takeStartedBrandFile } from '../app/startup/startupAnswers';
import { brands } from './registry';
import type { BrandConfig, LoadedBrand } from './types';

/**
 * The brand deployed next to index.html, on top of the build's own. No file
 * (the server answers 404, or its page for unknown paths) serves the build's
 * brand; an unreadable or invalid file serves it too and says which field is
 * wrong, in the console and through `problems`.
 */
export async function loadBrand(builtIn: BrandConfig, address: string | undefined): Promise<LoadedBrand> {
  const none = { brand: builtIn, problems: [] };
  if (!address) return none;
  // index.html asks for the same address before the app's code (build/startupCalls.ts), so this takes what
  // is already on its way.
  const response = await (takeStartedBrandFile(address) ?? fetch(address).catch(() => null));
  if (!response?.ok || !/[/+]json\b/i.test(response.headers.get('content-type') ?? '')) return none;
  // The file's checks load only when a file is there: a site without one never downloads them. The module
  // imports none of the app's own code, which is still starting while this runs.
  const { readBrandFile } = await import('./brandFile');
  return readBrandFile(await response.text(), {
    address,
    builtIn,
    brands,
    languageCodes: interfaceLanguages.map((language) => language.code),
  });
}
