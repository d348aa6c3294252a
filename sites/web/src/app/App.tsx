import { BrowserRouter } from 'react-router-dom';
import { Providers } from './Providers';
import { AppRoutes } from './router';
import { Prefetch } from './startup/Prefetch';
import { StartupGate } from './startup/StartupGate';

/** The site: providers, then the start-up check, then the routes. */
export function App() {
  return (
    <Providers>
      <Prefetch />
      <StartupGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StartupGate>
    </Providers>
  );
}
