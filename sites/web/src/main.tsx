import '@fontsource-variable/inter';
// Every shipped theme's stylesheet comes with the shell's (a few KB): the brand's theme, and the one a merchant
// theme extends, are there before the first render. Their fonts download only when a theme in use names them.
import '@fontsource-variable/outfit';
import '@lobby/ui/themes/dark';
import '@lobby/ui/themes/light';
import '@lobby/ui/themes/aurora';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/router';
import { stylesReady } from './app/startup/stylesReady';
import { applyBrandTheme } from './app/theme';

// The page's code is asked for now, while the theme and styles settle and the shell renders.
preloadPage(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Not a top-level await: a merchant theme's validator is a chunk that imports this one, and it can load only
// once this module has finished running.
void Promise.all([applyBrandTheme(), stylesReady()]).then(() => {
  // A transition renders the app in slices: the static splash of index.html paints
  // first, and the main thread stays free for input while the shell builds.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
