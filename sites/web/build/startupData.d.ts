import type { BrandConfig } from '../src/brands/types';
import type { StartupData } from './startupCalls.ts';
/**
 * The start-up reads every first route makes (status, banners and notices,
 * vendors), with the fields `getPermission`, `getAnnouncements(['B'])` and
 * `getGameVendors` send; `startupAnswers.test.ts` checks that the client asks
 * for the same addresses.
 */
export declare function startupDataOf(brand: BrandConfig, brandFile: string | null): StartupData;
