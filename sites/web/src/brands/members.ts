import { demoBrand } from './demo.ts';
import type { BrandConfig } from './types';

/**
 * The demo merchant run as a members-only site in the light theme: visitors
 * see the login until they have a session (the route guard,
 * `loginedToHomePage`). Build it with `VITE_BRAND=members`.
 */
export const membersBrand: BrandConfig = {
  ...demoBrand,
  siteName: 'Lobby Members',
  theme: 'light',
  // Light only: this merchant's look has no dark twin.
  colourSchemes: undefined,
  features: { ...demoBrand.features, loginedToHomePage: true },
};
