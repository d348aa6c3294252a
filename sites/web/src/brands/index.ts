import { brandNamed } from './registry';
import type { BrandConfig } from './types';

/** The brand this build serves (`VITE_BRAND`, default `demo`). */
export const brand: BrandConfig = brandNamed(import.meta.env.VITE_BRAND);

export type { BrandConfig } from './types';
