import { contentHelpCenterEndpoint, getGameVendors, type ResponseOf } from '@lobby/api';
import { ESPORTS_VENDORS } from '@lobby/mocks';
import { categoriesOf, footerProvidersOf, helpItemsOf } from '@lobby/view-models';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LinkProvider } from '../../../primitives/Link/Link';
import { storyPlatform } from '../../../stories/platform';
import { helpItems, licences, paymentMethods, providers, StoryRouterLink } from '../fixtures';
import { Footer } from './Footer';

const withRouter: Decorator = (Story) => <LinkProvider component={StoryRouterLink}>{Story()}</LinkProvider>;

const meta = {
  title: 'Blocks/Layout/Footer',
  component: Footer,
  decorators: [withRouter],
  args: {
    siteLabel: 'Lobby',
    paymentMethods,
    providers,
    licences,
    helpItems,
    helpStatus: 'ready',
    onRetryHelp: fn(),
  },
  argTypes: {
    helpStatus: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The site footer: the three intro steps (register, play, win), the navigation categories (Lottery, Sports, Fishing, Slots, Arcade, Promotions), the slot provider labels (PP, JILI, SG Slots → /rng?page={vendor}), the about links (About Company … Refund Policy, opening the matching /help entries; labels translated by id unless given), the help accordion (one entry open at a time, platform HTML sanitized by SafeHtml), payment methods, game providers and licences (logo images, or names when there is no logo) and the copyright line with the year 2025 and the site label. One column on phones, more as the width grows. `AppLayout` wraps it in the `contentinfo` landmark.',
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

export const Default: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getByRole('list', { name: 'Get started in three steps' });
    await expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([expect.stringContaining('Register'), expect.stringContaining('Play'), expect.stringContaining('Win')]);

    await expect(hrefs(canvas.getByRole('list', { name: 'Games' }))).toEqual([
      '/elott',
      '/sports',
      '/fish',
      '/rng',
      '/rng?gameType=AC',
      '/promotions',
    ]);
    await expect(
      within(canvas.getByRole('list', { name: 'Games' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Lottery', 'Sports', 'Fishing', 'Slots', 'Arcade', 'Promotions']);

    const slots = canvas.getByRole('list', { name: 'Slots' });
    await expect(within(slots).getByRole('link', { name: 'PP Slots' })).toHaveAttribute('href', '/rng?page=PP');
    await expect(within(slots).getByRole('link', { name: 'JILI Slots' })).toHaveAttribute('href', '/rng?page=JILI');
    await expect(within(slots).getByRole('link', { name: 'SG Slots' })).toHaveAttribute('href', '/rng?page=SG');

    const about = canvas.getByRole('list', { name: 'About' });
    await expect(
      within(about)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'About Company',
      'Contact Us',
      'General Terms and Conditions',
      'Responsible Gaming',
      'Privacy Policy',
      'Affiliates',
      'Refund Policy',
    ]);
    await expect(within(about).getByRole('link', { name: 'General Terms and Conditions' })).toHaveAttribute(
      'href',
      '/help#terms',
    );

    // Logos load lazily, once they scroll into view.
    const payments = canvas.getByRole('list', { name: 'Payment methods' });
    payments.scrollIntoView();
    await waitFor(() => expect(within(payments).getAllByRole('img')).toHaveLength(5));
    await expect(within(payments).getByRole('img', { name: 'GCash' })).toBeInTheDocument();
    const licenceList = canvas.getByRole('list', { name: 'Licenses' });
    licenceList.scrollIntoView();
    await waitFor(() => expect(within(licenceList).getByRole('img', { name: 'PAGCOR licensed' })).toBeInTheDocument());
    await expect(within(canvas.getByRole('list', { name: 'Game providers' })).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('© 2025 Lobby. All rights reserved.')).toBeVisible();
  },
};

export const HelpOneAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    const register = canvas.getByRole('button', { name: 'How do I register?' });
    const deposit = canvas.getByRole('button', { name: 'How do I deposit?' });
    await expect(register).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(register);
    await expect(register).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText('Agree to the terms and submit.')).toBeVisible());

    // Opening another closes the first.
    await userEvent.click(deposit);
    await expect(deposit).toHaveAttribute('aria-expanded', 'true');
    await expect(register).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText('Agree to the terms and submit.')).toBeNull());

    // Keyboard: arrows move between entries, Enter toggles.
    deposit.focus();
    await userEvent.keyboard('{ArrowDown}');
    const withdraw = canvas.getByRole('button', { name: 'How do I withdraw?' });
    await expect(withdraw).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(withdraw).toHaveAttribute('aria-expanded', 'true');
    await expect(deposit).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(withdraw).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  },
};

/** Help HTML from the platform is sanitized: markup stays, scripts and handlers do not. */
export const HelpSanitized: Story = {
  args: {
    helpItems: [
      {
        id: 'hostile',
        title: 'Is my account safe?',
        html: '<p>Yes. <strong>Two-step login</strong> protects it.</p><img src="x" onerror="window.__footerXss = true"><script>window.__footerXss = true</script>',
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Is my account safe?' }));
    const strong = await canvas.findByText('Two-step login');
    await expect(strong.tagName).toBe('STRONG');
    const region = strong.closest('[role="region"]') as HTMLElement;
    await expect(region.querySelector('script')).toBeNull();
    await expect(region.querySelector('[onerror]')).toBeNull();
    await expect((window as { __footerXss?: boolean }).__footerXss).toBeUndefined();
  },
};

export const HelpLoading: Story = {
  args: { helpStatus: 'loading', helpItems: [] },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Help' });
    // The region under the heading is busy and says so.
    const region = heading.parentElement!.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('button', { name: /How do I/ })).toBeNull();
  },
};

export const HelpError: Story = {
  args: { helpStatus: 'error', helpItems: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('The help topics could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryHelp).toHaveBeenCalledTimes(1);
  },
};

/** No help items and no logos: those groups are left out, the links and copyright remain. */
export const Minimal: Story = {
  args: { helpItems: [], paymentMethods: [], providers: [], licences: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Help' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Payment methods' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Licenses' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'About' })).toBeVisible();
    await expect(canvas.getByText('© 2025 Lobby. All rights reserved.')).toBeVisible();
  },
};

export const NamesWithoutLogos: Story = {
  args: {
    paymentMethods: paymentMethods.map(({ name }) => ({ name })),
    providers: providers.map(({ name }) => ({ name })),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Payment methods' });
    await expect(within(list).queryAllByRole('img')).toHaveLength(0);
    await expect(within(list).getByText('Bank transfer')).toBeVisible();
  },
};

/** A brand's own labels and addresses win over the defaults. */
export const CustomLinksAndLongLabels: Story = {
  args: {
    siteLabel: 'Lobby Entertainment International Holdings (Philippines) Incorporated',
    aboutLinks: [
      { id: 'about', href: '/help#about' },
      { id: 'terms', label: 'Terms, conditions and house rules for every product', href: '/help#terms' },
      { id: 'careers', label: 'Careers at the Manila and Cebu offices', href: '/join' },
    ],
    paymentMethods: [...paymentMethods, { name: 'Local bank transfer through InstaPay and PESONet networks' }],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const about = canvas.getByRole('list', { name: 'About' });
    await expect(within(about).getByRole('link', { name: 'About Company' })).toBeVisible();
    await expect(within(about).getByRole('link', { name: /house rules/ })).toHaveAttribute('href', '/help#terms');
    await expect(within(about).getByRole('link', { name: /Careers/ })).toHaveAttribute('href', '/join');
    // Nothing runs past a 375 px screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByText(/Incorporated\. All rights reserved\./)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '三步即可开始' })).toBeVisible();
    const games = canvas.getByRole('list', { name: '游戏' });
    await expect(
      within(games)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['彩票', '体育', '捕鱼', '电子游戏', '街机', '优惠活动']);
    await expect(canvas.getByRole('link', { name: '一般条款与条件' })).toHaveAttribute('href', '/help#terms');
    await expect(canvas.getByRole('link', { name: 'PP 电子' })).toBeVisible();
    await expect(canvas.getByText('© 2025 Lobby 版权所有')).toBeVisible();
  },
};

/** 375 px: steps stacked, link groups two abreast, help below them. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const steps = within(canvas.getByRole('list', { name: 'Get started in three steps' })).getAllByRole('listitem');
    const [first, second] = steps.map((step) => step.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    const games = canvas.getByRole('list', { name: 'Games' }).getBoundingClientRect();
    const slots = canvas.getByRole('list', { name: 'Slots' }).getBoundingClientRect();
    await expect(slots.top).toBe(games.top);
    await expect(slots.left).toBeGreaterThan(games.right);
    const help = canvas.getByRole('heading', { name: 'Help' }).getBoundingClientRect();
    await expect(help.top).toBeGreaterThan(games.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** 1366 px: three steps in a row, links beside the help accordion. */
export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: 'Get started in three steps' })).getAllByRole('listitem');
    const tops = steps.map((step) => step.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    const about = canvas.getByRole('list', { name: 'About' }).getBoundingClientRect();
    const help = canvas.getByRole('heading', { name: 'Help' }).getBoundingClientRect();
    await expect(help.left).toBeGreaterThan(about.right);
  },
};

// The sandbox's help center and vendor list, mapped as the site's footer container does.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [
    async () => {
      const [help, vendors] = await Promise.all([
        platform.client.call(contentHelpCenterEndpoint),
        getGameVendors(platform.client),
      ]);
      return { help, vendors };
    },
  ],
  render: (args, { loaded }) => {
    const { help, vendors } = loaded as {
      help: ResponseOf<typeof contentHelpCenterEndpoint>;
      vendors: Awaited<ReturnType<typeof getGameVendors>>;
    };
    // The site's mapping: help entries with their anchors, every vendor of the site's categories once.
    return (
      <Footer
        {...args}
        helpItems={helpItemsOf(help)}
        providers={footerProvidersOf(categoriesOf(vendors, ESPORTS_VENDORS))}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const terms = canvas.getByRole('button', { name: 'General Terms and Conditions' });
    await userEvent.click(terms);
    await waitFor(() => expect(canvas.getByRole('heading', { name: '1. Eligibility' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'How do I withdraw?' }));
    await expect(terms).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(/Bind a bank card/)).toBeVisible());
    await expect(
      within(canvas.getByRole('list', { name: 'Game providers' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(6);
  },
};
