import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { isChunkLoadError, loadChunk } from './chunks';
import { RootShell } from './RootShell';

// Shown only when a route fails: its own chunk.
const LazyRouteError = lazy(() => import('./RouteError'));
function RouteError() {
  return (
    <Suspense fallback={null}>
      <LazyRouteError />
    </Suspense>
  );
}

import { modalRoutes, pageRoutes } from './routeTable';

const home = pageRoutes.find((route) => route.path === '/index');
if (!home) throw new Error('The route table has no home page');

// A page whose chunk will not load (after the retry) renders the chunk error in
// the shell, where a reload fixes a stale deploy; the route keeps that answer
// until the reload, as the page's code is not there to render.
const lazyPage = (chunk: string, load: () => Promise<{ default: React.ComponentType }>) => async () => {
  try {
    return { Component: (await loadChunk(chunk, load)).default };
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    const { ChunkErrorView } = await import('./RouteError');
    return { element: <ChunkErrorView error={error} /> };
  }
};

/** History-mode routes of spec §2; `/` goes to `/index`, `/download` to `/down`. */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/index" replace /> },
  { path: '/download', element: <Navigate to="/down" replace /> },
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      ...pageRoutes.map((route) => ({
        path: route.path,
        handle: route,
        lazy: lazyPage(route.chunk, route.load),
        errorElement: <RouteError />,
      })),
      // Spec §2: /login, /register and /register.html show the home page with the modal open.
      ...modalRoutes.map((route) => ({
        path: route.path,
        handle: { ...home, modal: route.modal },
        lazy: lazyPage(home.chunk, home.load),
        errorElement: <RouteError />,
      })),
      {
        path: '*',
        handle: { path: '*', chunk: 'notFound', layout: 'full', titleKey: 'site.page.notFound' },
        lazy: lazyPage('notFound', () => import('../routes/notFound')),
        errorElement: <RouteError />,
      },
    ],
  },
]);
