import { demoBrand } from './demo';
import { loadBrand } from './loadBrand';
import { brands } from './registry';
import type { BrandConfig } from './types';

// The build's brand (`VITE_BRAND`, default `demo`), replaced at start-up by the
// brand file deployed next to index.html when there is one (`VITE_BRAND_FILE`,
// set by the site's build; tests and Storybook run on the build's brand).
// The build has already refused a `VITE_BRAND` it does not know (vite.config.ts, `brandNamed`).
const builtIn = brands[import.meta.env.VITE_BRAND ?? ''] ?? demoBrand;
const loaded = await loadBrand(builtIn, import.meta.env.VITE_BRAND_FILE);

/** The brand this site serves. */
export const brand: BrandConfig = loaded.brand;

/** What is wrong with the deployed brand file, when it could not be used. */
export const brandFileProblems = loaded.problems;

export type { BrandConfig, BrandFileProblem, BrandFont, BrandImage, ThemeSource } from './types';
