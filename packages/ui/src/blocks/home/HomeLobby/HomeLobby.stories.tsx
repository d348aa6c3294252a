import { getAnnouncements, getGameVendors } from '@lobby/api';
import { useTranslation } from '@lobby/i18n';
import { ESPORTS_VENDORS } from '@lobby/mocks';
import { homeBannersOf, homeCategoriesOf, labelledCategoriesOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { defaultCarouselInterval } from '../../../primitives/Carousel/CarouselStill';
import { storyClock } from '../../../stories/clock';
import { storyPlatform } from '../../../stories/platform';
import { HomeLobby, type HomeLobbyProps } from './HomeLobby';

const art = (from: string, to: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 500"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="500" fill="url(#g)"/><text x="80" y="280" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff">${text}</text></svg>`)}`;

const banners: HomeLobbyProps['banners'] = [
  {
    id: 'welcome',
    label: 'Welcome bonus 100%',
    href: '/promotions',
    image: { src: art('#3b1d60', '#f0b429', 'Welcome bonus 100%'), alt: '' },
  },
  {
    id: 'cashback',
    label: 'Daily cashback',
    href: '/promotions',
    image: { src: art('#0b3d2e', '#2cc278', 'Daily cashback'), alt: '' },
  },
];

const categories: HomeLobbyProps['categories'] = [
  { id: 'SPORTS', label: 'Sports', href: '/sports', vendorCount: 4 },
  { id: 'LIVE', label: 'Live Casino', href: '/live', vendorCount: 8 },
  { id: 'RNG', label: 'Slots', href: '/rng', vendorCount: 14 },
  { id: 'FISH', label: 'Fishing', href: '/fish', vendorCount: 1 },
];

const meta = {
  title: 'Blocks/Home/HomeLobby',
  component: HomeLobby,
  args: {
    banners,
    bannersStatus: 'ready',
    categories,
    categoriesStatus: 'ready',
    loggedIn: false,
    showRegister: true,
    onAction: fn(),
    onRetryCategories: fn(),
  },
  // The banner's autoplay runs on a clock the play functions move, so it never steps mid-snapshot.
  parameters: {
    clock: 'manual',
    docs: {
      description: {
        component:
          "The home page (/index): the merchant's banners, the game categories that have vendors (a category shows only if it has vendors), and for visitors a call to register (register, play, win).",
      },
    },
  },
} satisfies Meta<typeof HomeLobby>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: /Slots/ })).toHaveAttribute('href', '/rng');
    await userEvent.click(canvas.getByRole('button', { name: 'Register now' }));
    await expect(args.onAction).toHaveBeenCalledWith('register');
  },
};

/**
 * The lead banner shows as a still, without the carousel engine; a player
 * reaching for it brings the carousel and its controls in the same place.
 */
export const BannerComesAlive: Story = {
  play: async ({ canvas, userEvent }) => {
    const banner = canvas.getByRole('region', { name: 'Featured promotions' });
    await expect(banner).toHaveAttribute('data-carousel-still');
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    const box = banner.getBoundingClientRect();
    await userEvent.hover(banner);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible());
    const carousel = canvas.getByRole('region', { name: 'Featured promotions' });
    await expect(carousel).not.toHaveAttribute('data-carousel-still');
    await expect(carousel.getBoundingClientRect().height).toBeCloseTo(box.height, 0);
  },
};

/** Left alone, the still shows the lead banner for one autoplay interval; then the carousel steps on. */
export const BannerStepsOnItsOwn: Story = {
  play: async (context) => {
    const { canvas } = context;
    const clock = storyClock(context);
    const banner = () => canvas.getByRole('region', { name: 'Featured promotions' });
    await expect(banner()).toHaveAttribute('data-carousel-still');
    await clock.advance(defaultCarouselInterval - 1);
    await expect(banner()).toHaveAttribute('data-carousel-still');
    await clock.advance(1);
    await waitFor(() => expect(banner()).not.toHaveAttribute('data-carousel-still'));
    // The carousel (loaded on demand) takes its first step at once, keeping the rhythm.
    await waitFor(() => expect(clock.pending).toBe(1));
    await clock.advance(0);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Register now' })).toBeNull();
  },
};

export const RegistrationClosed: Story = {
  args: { showRegister: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onAction).toHaveBeenCalledWith('login');
  },
};

export const Loading: Story = {
  args: { bannersStatus: 'loading', categoriesStatus: 'loading', banners: [], categories: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The site's splash already shows the lead banner: it stays in the banner's place while the banners load. */
export const LoadingWithLeadArt: Story = {
  args: {
    bannersStatus: 'loading',
    categoriesStatus: 'loading',
    banners: [],
    categories: [],
    leadArt: art('#3b1d60', '#f0b429', 'Welcome bonus 100%'),
  },
  play: async ({ canvasElement }) => {
    const lead = canvasElement.querySelector('img');
    await expect(lead?.getAttribute('src')).toContain('Welcome%20bonus');
    // Decorative while it stands in: the carousel that follows names the banner.
    await expect(lead?.getAttribute('alt')).toBe('');
    // It fills the banner's box, the placeholder's width and 16:9 or 16:5 height.
    await waitFor(() => expect(lead?.complete && (lead?.naturalWidth ?? 0) > 0).toBe(true));
    const box = lead?.getBoundingClientRect();
    await expect(box && box.width / box.height).toBeGreaterThan(1.7);
  },
};

export const CategoriesFailed: Story = {
  args: { categoriesStatus: 'error', categories: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryCategories).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Game categories' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  args: {
    categories: [{ id: 'RNG', label: '老虎机', href: '/rng', vendorCount: 14 }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '游戏分类' })).toBeVisible();
    await expect(canvas.getByText('14 个游戏平台')).toBeVisible();
  },
};

const platform = storyPlatform();

async function loadFromThePlatform() {
  const [vendors, announcements] = await Promise.all([
    getGameVendors(platform.client),
    getAnnouncements(platform.client, { types: ['B'] }),
  ]);
  return { vendors, announcements };
}
type Loaded = Awaited<ReturnType<typeof loadFromThePlatform>>;

/** The home page as the site's /index maps the same answers (`@lobby/view-models`). */
function PlatformHome({ loaded, ...args }: HomeLobbyProps & { loaded: Loaded }) {
  const { t } = useTranslation();
  return (
    <HomeLobby
      {...args}
      banners={homeBannersOf(loaded.announcements, t)}
      categories={homeCategoriesOf(labelledCategoriesOf(loaded.vendors, ESPORTS_VENDORS, t))}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ platform: await loadFromThePlatform() })],
  render: (args, { loaded }) => <PlatformHome {...args} loaded={loaded.platform as Loaded} />,
  play: async ({ canvas }) => {
    // The lead banner is named by its title, and leads where the merchant linked it.
    await expect(canvas.getByRole('link', { name: 'Over 5,000 casino games' })).toHaveAttribute('href', '/rng');
    // The site's categories: lottery lanes under /elott, e-sports split from sports.
    await expect(canvas.getByRole('link', { name: /^Slots/ })).toHaveAttribute('href', '/rng');
    await expect(canvas.getByRole('link', { name: /^Lottery/ })).toHaveAttribute('href', '/elott');
    await expect(canvas.getByRole('link', { name: /^E-Sports/ })).toHaveAttribute('href', '/esports');
  },
};
