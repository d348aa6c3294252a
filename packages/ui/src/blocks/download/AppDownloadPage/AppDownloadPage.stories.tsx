import { type ResponseOf, systemRoutersEndpoint } from '@lobby/api';
import { appsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { type AppDownload, AppDownloadPage } from './AppDownloadPage';

const apps: AppDownload[] = [
  { kind: 'IOS', url: 'https://apps.lobby.example/ios/lobby.ipa' },
  { kind: 'MOBILECONFIG', url: 'https://apps.lobby.example/ios/lobby.mobileconfig' },
  { kind: 'ANDROID', url: 'https://apps.lobby.example/android/lobby.apk' },
];

const meta = {
  title: 'Blocks/Download/AppDownloadPage',
  component: AppDownloadPage,
  args: { status: 'ready', apps, onRetry: fn(), onDownload: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] },
    apps: { control: 'object' },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The app download page (/down, the right bar's app codes link here). One card per build the platform's resources offer (resourceType IOS, MOBILECONFIG shown as the lite app, ANDROID), always in that order: a QR code to scan from a computer, a direct download link that opens in a new window with `noopener`, and the install steps (trust the developer profile on iOS, install the configuration profile for the lite app, allow installs from this source on Android). Addresses that are not http(s) or a site path are never offered. Loading, empty and error (with `onRetry`) states; one column on phones, two from 768 px, three from 1024 px.",
      },
    },
  },
} satisfies Meta<typeof AppDownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article');

/**
 * Keeps the test page where it is: records each link the user followed and cancels the navigation after
 * the page's own handlers ran (a real browser would open the new window).
 */
function stopNavigation() {
  const followed: HTMLAnchorElement[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link) return;
    followed.push(link);
    event.preventDefault();
  };
  window.addEventListener('click', onClick);
  return { followed, stop: () => window.removeEventListener('click', onClick) };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
    const cards = cardsOf(canvasElement);
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'iOS',
      'Lite app',
      'Android',
    ]);
    for (const [index, card] of cards.entries()) {
      const app = apps[index]!;
      const name = within(card).getByRole('heading', { level: 2 }).textContent ?? '';
      // A code to scan, named after what it does…
      await expect(within(card).getByRole('img', { name: `QR code to download ${name}` })).toBeVisible();
      // …a direct link that opens safely in a new window…
      const link = within(card).getByRole('link', { name: `Download ${name}` });
      await expect(link).toHaveAttribute('href', app.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      // …and four install steps.
      await expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    }
    await expect(within(cards[0]!).getByText(/VPN & Device Management, tap the app's developer profile/)).toBeVisible();
    await expect(within(cards[2]!).getByText(/allow installs from this source/)).toBeVisible();
  },
};

export const DownloadByPointer: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const navigation = stopNavigation();
    try {
      const android = cardsOf(canvasElement)[2]!;
      await userEvent.click(within(android).getByRole('link', { name: 'Download Android' }));
      await expect(args.onDownload).toHaveBeenCalledWith('ANDROID');
      const [followed] = navigation.followed;
      await expect(followed).toHaveAttribute('href', 'https://apps.lobby.example/android/lobby.apk');
      await expect(followed?.relList.contains('noopener')).toBe(true);
    } finally {
      navigation.stop();
    }
  },
};

export const DownloadByKeyboard: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const navigation = stopNavigation();
    try {
      await userEvent.tab();
      const ios = within(cardsOf(canvasElement)[0]!).getByRole('link', { name: 'Download iOS' });
      await expect(ios).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onDownload).toHaveBeenCalledWith('IOS');
      await userEvent.tab();
      await expect(within(cardsOf(canvasElement)[1]!).getByRole('link', { name: 'Download Lite app' })).toHaveFocus();
      await expect(navigation.followed).toHaveLength(1);
    } finally {
      navigation.stop();
    }
  },
};

export const OnlySafeLinksInOrder: Story = {
  args: {
    apps: [
      { kind: 'ANDROID', url: 'https://apps.lobby.example/android/lobby.apk' },
      { kind: 'IOS', url: 'javascript:alert(document.cookie)' },
      { kind: 'MOBILECONFIG', url: '/downloads/lobby.mobileconfig' },
      { kind: 'ANDROID', url: 'https://apps.lobby.example/android/older.apk' },
    ],
  },
  play: async ({ canvasElement }) => {
    // The iOS build has no safe address: it is left out. One card a kind, in the right bar's order.
    const cards = cardsOf(canvasElement);
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Lite app',
      'Android',
    ]);
    await expect(within(canvasElement).queryByRole('link', { name: /iOS/ })).toBeNull();
    await expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/downloads/lobby.mobileconfig');
    await expect(within(cards[1]!).getByRole('link')).toHaveAttribute(
      'href',
      'https://apps.lobby.example/android/lobby.apk',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', apps: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the download links…');
    const region = within(canvasElement).getByRole('region', { name: 'Download the app' });
    await expect(region.querySelector('[aria-busy="true"]')).toContainElement(within(region).getByRole('status'));
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: { apps: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No app to download yet' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', apps: [] },
  play: async ({ canvasElement, userEvent, args }) => {
    const retry = within(within(canvasElement).getByRole('alert')).getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  args: {
    title: 'Download the Lobby app and play sports, live casino, slots and lottery wherever you are',
    apps: [
      {
        kind: 'IOS',
        url: 'https://apps.lobby.example/ios/lobby-enterprise-signed-build-2025-06-15-release-candidate.ipa',
        label: 'Lobby for iPhone and iPad (enterprise build, signed for this season)',
      },
      {
        kind: 'ANDROID',
        url: 'https://apps.lobby.example/android/lobby.apk',
        steps: [
          'Scan the code with your phone, or tap Download if you are already reading this on the phone you play on.',
          'When your browser warns that the file might be harmful, choose Download anyway: the app is signed by the merchant.',
          'Open Settings > Apps > Special access > Install unknown apps, choose your browser and allow installs from this source.',
          'Open the downloaded file, tap Install, then open the app and log in with your usual account and password.',
          'Keep the app up to date: it tells you when a new version is ready.',
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const [ios, android] = cardsOf(canvasElement);
    await expect(within(ios!).getByRole('link', { name: /^Download Lobby for iPhone and iPad/ })).toBeVisible();
    await expect(within(android!).getAllByRole('listitem')).toHaveLength(5);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '下载应用' })).toBeVisible();
    const cards = cardsOf(canvasElement);
    await expect(within(cards[1]!).getByRole('link', { name: '下载轻量版' })).toBeVisible();
    await expect(within(cards[2]!).getByText(/允许安装此来源的应用/)).toBeVisible();
    await expect(within(cards[0]!).getByRole('img', { name: '下载iOS的二维码' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, userEvent, args }) => {
    // One card a row, nothing wider than the phone.
    const [first, second] = cardsOf(canvasElement);
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const link = within(first!).getByRole('link', { name: 'Download iOS' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const navigation = stopNavigation();
    try {
      await userEvent.click(link);
      await expect(args.onDownload).toHaveBeenCalledWith('IOS');
    } finally {
      navigation.stop();
    }
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    // Three cards side by side, of one height.
    const cards = cardsOf(canvasElement).map((card) => card.getBoundingClientRect());
    await expect(cards[1]!.top).toBeCloseTo(cards[0]!.top, 0);
    await expect(cards[2]!.top).toBeCloseTo(cards[0]!.top, 0);
    await expect(cards[1]!.height).toBeCloseTo(cards[0]!.height, 0);
  },
};

// The sandbox's routers call: its resources name the builds (and the facebook and e-mail links, not apps).
const platform = storyPlatform();

/** The builds of the routers call's resources, as the site maps them (`appsOf`: the platform's label in the language shown). */
export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ routers: await platform.client.call(systemRoutersEndpoint) })],
  render: (args, { loaded, globals }) => {
    const { resources } = loaded.routers as ResponseOf<typeof systemRoutersEndpoint>;
    return <AppDownloadPage {...args} apps={appsOf(resources, globals.locale === 'CN' ? 'CN' : 'EN')} />;
  },
  play: async ({ canvasElement, loaded }) => {
    const { resources } = loaded.routers as ResponseOf<typeof systemRoutersEndpoint>;
    // Five resources, three of them app builds.
    await expect(resources.map((resource) => resource.resourceType)).toEqual(
      expect.arrayContaining(['IOS', 'MOBILECONFIG', 'ANDROID', 'FACEBOOK', 'EMAIL']),
    );
    const cards = cardsOf(canvasElement);
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'iOS App',
      'Lite App',
      'Android App',
    ]);
    await expect(within(cards[1]!).getByRole('link', { name: 'Download Lite App' })).toHaveAttribute(
      'href',
      'https://apps.lobby.example/ios/lobby.mobileconfig',
    );
  },
};
