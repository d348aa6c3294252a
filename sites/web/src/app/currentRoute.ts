import { matchPath, useLocation } from 'react-router-dom';
import type { ModalName } from './modals';
import { modalRoutes, type PageRoute, pageRoutes } from './routeTable';

const home = pageRoutes.find((route) => route.path === '/index');
if (!home) throw new Error('The route table has no home page');

export const notFound: PageRoute = {
  path: '*',
  chunk: 'notFound',
  load: () => import('../routes/notFound'),
  layout: 'full',
  titleKey: 'site.page.notFound',
};

/** What the shell needs to know of the route on screen: its layout, title and modal. */
export type CurrentRoute = PageRoute & { modal?: ModalName };

export const routed: CurrentRoute[] = [
  ...pageRoutes,
  // /login, /register and /register.html show the home page with the modal open.
  ...modalRoutes.map((route) => ({ ...home, path: route.path, modal: route.modal })),
];

// Every render of the shell asks; matching compiles each route's pattern, so answers are kept.
const answers = new Map<string, CurrentRoute>();

/** The route table entry for a path; the not-found page for any other. */
export function routeFor(pathname: string): CurrentRoute {
  let route = answers.get(pathname);
  if (!route) {
    route = routed.find((candidate) => matchPath(candidate.path, pathname)) ?? notFound;
    if (answers.size > 200) answers.clear();
    answers.set(pathname, route);
  }
  return route;
}

export function useCurrentRoute(): CurrentRoute {
  return routeFor(useLocation().pathname);
}
