import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-sc';
import '@fontsource-variable/outfit';
import '@lobby/ui/themes/dark';
import '@lobby/ui/themes/light';
import '@lobby/ui/themes/aurora';
import { interfaceLanguages, isLanguageCode, setLanguage } from '@lobby/i18n';
import { SEED_USERNAMES, scenarioDescriptions, scenarioNames } from '@lobby/mocks';
import { LobbyProvider } from '@lobby/ui';
import { withThemeByDataAttribute } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { SWRConfig } from 'swr';
import { clockOf, loadStoryClock, releaseStoryClock } from '../packages/ui/src/stories/clock';
import { storyI18n } from './storyI18n';
import { chromaticModes } from './visualThemes';

// One i18n instance for the whole preview; each story's loader switches it to
// the language chosen in the toolbar (or in the story's own globals).
const i18n = storyI18n;

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
        items: interfaceLanguages.map((language) => ({ value: language.code, title: language.nativeName })),
        dynamicTitle: true,
      },
    },
    // Page stories (`Pages/…`) follow these two; a story may pin its own
    // (`globals: { user: 'demo_agent' }`). A change restarts the page's site
    // with a reset sandbox, without reloading Storybook.
    scenario: {
      description: 'What the sandbox platform plays (page stories)',
      toolbar: {
        title: 'Scenario',
        icon: 'lightning',
        items: scenarioNames.map((name) => ({ value: name, title: name, right: scenarioDescriptions[name] })),
        dynamicTitle: true,
      },
    },
    user: {
      description: 'Who is signed in (page stories)',
      toolbar: {
        title: 'Signed in',
        icon: 'user',
        items: [
          { value: 'visitor', title: 'Visitor (signed out)' },
          { value: SEED_USERNAMES.player, title: SEED_USERNAMES.player },
          { value: SEED_USERNAMES.vip, title: SEED_USERNAMES.vip },
          { value: SEED_USERNAMES.agent, title: SEED_USERNAMES.agent },
          { value: 'trial', title: 'Trial account (free play)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'EN',
    scenario: 'normal',
    user: 'visitor',
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
        // The widths the header's navigation is checked at: it fits entries from 1024 px up.
        laptopSmall: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
        laptopMedium: { name: 'Laptop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        laptop: { name: 'Laptop 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
        laptopLarge: { name: 'Laptop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        desktop: { name: 'Desktop 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
      },
    },
    msw: { handlers: {} },
    // Chromatic captures each story in the modes of the local block snapshots:
    // every theme and Chinese, at 375 and 1366 px (`visualThemes.ts`).
    chromatic: { modes: chromaticModes },
    options: {
      storySort: { order: ['Foundations', 'Primitives', 'Blocks', 'Pages'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
