import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-sc';
import '@fontsource-variable/outfit';
import '@lobby/ui/themes/dark';
import '@lobby/ui/themes/light';
import '@lobby/ui/themes/aurora';
import { createI18n, isLanguageCode, setLanguage } from '@lobby/i18n';
import { LobbyProvider } from '@lobby/ui';
import { withThemeByDataAttribute } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { SWRConfig } from 'swr';
import { clockOf, loadStoryClock, releaseStoryClock } from '../packages/ui/src/stories/clock';
import { chromaticModes } from './visualThemes';

// One i18n instance for the whole preview; each story's loader switches it to
// the language chosen in the toolbar (or in the story's own globals).
const i18n = createI18n();

const withProviders: Decorator = (Story, context) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <LobbyProvider i18n={i18n} clock={clockOf(context)}>
      <Story />
    </LobbyProvider>
  </SWRConfig>
);

const preview: Preview = {
  loaders: [
    mswLoader(),
    async ({ globals }) => {
      await setLanguage(i18n, isLanguageCode(globals.locale) ? globals.locale : 'EN');
      return {};
    },
    // The real clock, or a manual one for stories with `parameters: { clock: 'manual' }`.
    loadStoryClock,
  ],
  afterEach: releaseStoryClock,
  decorators: [
    withProviders,
    withThemeByDataAttribute({
      themes: { dark: 'dark', light: 'light', aurora: 'aurora' },
      defaultTheme: 'dark',
      attributeName: 'data-lobby-theme',
      parentSelector: 'html',
    }),
  ],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'EN', title: 'English' },
          { value: 'CN', title: '简体中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'EN',
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        laptop: { name: 'Laptop 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
        desktop: { name: 'Desktop 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
      },
    },
    msw: { handlers: {} },
    // Chromatic captures each story in the same themes as the local snapshots.
    chromatic: { modes: chromaticModes },
    options: {
      storySort: { order: ['Foundations', 'Primitives', 'Blocks', 'Pages'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
