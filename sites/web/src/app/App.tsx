import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './Providers';
import { AppRoutes } from './router';
import { Prefetch } from './startup/Prefetch';
import { SiteErrorBoundary } from './startup/SiteErrorBoundary';
import { StartupGate } from './startup/StartupGate';

/** The router the routes live in: the browser's history, or a memory router in page stories. */
export type SiteRouter = (props: { children: ReactNode }) => ReactNode;

/** The site: providers, then the start-up check, then the routes inside `Router`; a failure outside the routes' own boundaries still shows a way on. */
export function Site({ Router }: { Router: SiteRouter }) {
  return (
    <SiteErrorBoundary>
      <Providers>
        <Prefetch />
        <StartupGate>
          <Router>
            <AppRoutes />
          </Router>
        </StartupGate>
      </Providers>
    </SiteErrorBoundary>
  );
}

/** The site at the browser's address. */
export function App() {
  return <Site Router={BrowserRouter} />;
}
