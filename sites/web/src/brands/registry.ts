// .ts extensions: vite.config.ts loads these modules too, without a bundler.
import { demoBrand } from './demo.ts';
import { membersBrand } from './members.ts';
import type { BrandConfig } from './types';

/** Every brand this site can be built for, by `VITE_BRAND` name. */
export const brands: Readonly<Record<string, BrandConfig>> = { demo: demoBrand, members: membersBrand };

/**
 * The named brand, or the demo brand when no name is given. An unknown name
 * is a mistake in the build's settings: it stops the build rather than
 * quietly shipping the demo merchant under another's name.
 */
export function brandNamed(name: string | undefined): BrandConfig {
  const wanted = name?.trim();
  if (!wanted) return demoBrand;
  const chosen = Object.hasOwn(brands, wanted) ? brands[wanted] : undefined;
  if (!chosen) {
    throw new Error(`VITE_BRAND=${wanted} names no brand; known brands: ${Object.keys(brands).join(', ')}`);
  }
  return chosen;
}
