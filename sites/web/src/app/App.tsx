import { RouterProvider } from 'react-router-dom';
import { Providers } from './Providers';
import { router } from './router';
import { Prefetch } from './startup/Prefetch';
import { StartupGate } from './startup/StartupGate';

/** The site: providers, then the start-up check, then the routes. */
export function App() {
  return (
    <Providers>
      <Prefetch />
      <StartupGate>
        <RouterProvider router={router} />
      </StartupGate>
    </Providers>
  );
}
