import { publicPaths } from './routeTable';

/**
 * The route guard (docs/product.md#route-guard): when the brand's `loginedToHomePage` switch is on,
 * visitors without a session token go to /login, except on the pages a
 * visitor needs to get in (/login, /register, /register.html, /helpmc,
 * /download). Returns where to send them, or null to stay.
 */
export function guardRedirect(path: string, options: { enabled: boolean; loggedIn: boolean }): string | null {
  if (!options.enabled || options.loggedIn) return null;
  return publicPaths.includes(path) ? null : '/login';
}
