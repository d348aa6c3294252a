import { createContext, use } from 'react';

/**
 * What a page may know of the route it is rendered for. The router provides
 * it, so pages never import the route table (which loads them).
 */
export interface PageRouteInfo {
  /** i18n key of the page's title. */
  titleKey: string;
}

export const PageRouteContext = createContext<PageRouteInfo | null>(null);

export function usePageRoute(): PageRouteInfo {
  const route = use(PageRouteContext);
  if (!route) throw new Error('A page renders inside the router, which provides its route');
  return route;
}
