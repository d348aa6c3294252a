import { demoBrand } from './demo';
import { membersBrand } from './members';
import type { BrandConfig } from './types';

const brands: Record<string, BrandConfig> = { demo: demoBrand, members: membersBrand };

/** The brand this build serves (`VITE_BRAND`, default `demo`). */
export const brand: BrandConfig = brands[import.meta.env.VITE_BRAND ?? 'demo'] ?? demoBrand;

export type { BrandConfig } from './types';
