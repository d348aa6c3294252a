import '@fontsource-variable/inter';
import '@lobby/ui/themes/dark';
import { createI18n } from '@lobby/i18n';
import { LobbyProvider } from '@lobby/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <LobbyProvider i18n={createI18n({ language: localStorage.getItem('lang') })}>
      <App />
    </LobbyProvider>
  </StrictMode>,
);
