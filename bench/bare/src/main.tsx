// The same stack as the site with nothing of its own: React, the router, SWR,
// i18next, valibot and one themed Button. The benchmark compares the site's
// first route with this page.
import '@fontsource-variable/inter';
import '@lobby/ui/themes/dark';
import { createI18n, I18nextProvider } from '@lobby/i18n';
import { Button } from '@lobby/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import useSWR from 'swr';
import * as v from 'valibot';

const statusSchema = v.object({ ok: v.boolean() });
const i18n = createI18n();

function Page() {
  const { data } = useSWR('status', async () => v.parse(statusSchema, { ok: true }));
  return (
    <main style={{ padding: 16 }}>
      <h1>{data?.ok ? 'Ready' : 'Loading'}</h1>
      <Button>{i18n.t('ui.confirm')}</Button>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
}
