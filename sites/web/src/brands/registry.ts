// .ts extensions: vite.config.ts loads these modules too, without a bundler.
import { demoBrand } from './demo.ts';
import { membersBrand } from './members.ts';
import type { BrandConfig } from './types';

/** Every brand this site can be built for, by `VITE_BRAND` name. */
export const brands: Readonly<Record<string, BrandConfig>> = { demo: demoBrand, members: membersBrand };

/** The named brand, or the demo brand when the name is missing or unknown. */
export function brandNamed(name: string | undefined): BrandConfig {
  return (name ? brands[name] : undefined) ?? demoBrand;
}
