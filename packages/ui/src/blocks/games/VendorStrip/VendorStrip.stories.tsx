import { getGameVendors } from '@lobby/api';
import { getCatalogue } from '@lobby/mocks';
import { categoryVendorsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { VendorStrip, type VendorStripItem } from './VendorStrip';

// Slots providers of the sandbox catalogue (fixed seed: the same every run).
const vendors: VendorStripItem[] = getCatalogue()
  .vendors.filter((vendor) => vendor.gameType === 'RNG')
  .map((vendor) => ({
    id: vendor.vassalage,
    name: vendor.displayName,
    iconUrl: vendor.smallIcon,
    ...(vendor.isHot === 1 ? { hot: true } : {}),
  }));
const hotVendor = vendors.find((vendor) => vendor.hot)!;

const meta = {
  title: 'Blocks/Games/VendorStrip',
  component: VendorStrip,
  args: { vendors: vendors.slice(0, 8), label: 'Providers', onSelect: fn(), selected: null },
  argTypes: { mode: { control: 'inline-radio', options: ['filter', 'open'] }, vendors: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "A category's providers in one row that scrolls sideways (the edge hiding more fades), each with its icon and a flame where the platform marks it hot. In `filter` mode every provider is a toggle (`aria-pressed`) led by All providers, and the games page narrows to the one chosen (`?page=`); in `open` mode (the hot page) a provider is a button that opens its games in the popup game list.",
      },
    },
  },
} satisfies Meta<typeof VendorStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Providers' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All providers' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${vendors[1]!.name}`) }));
    await expect(args.onSelect).toHaveBeenCalledWith(vendors[1]!.id);
    // A hot provider says so to screen readers too.
    await expect(canvas.getByRole('button', { name: `${hotVendor.name} HOT` })).toBeVisible();
  },
};

export const OneChosen: Story = {
  args: { selected: vendors[2]!.id },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: new RegExp(`^${vendors[2]!.name}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'All providers' }));
    await expect(args.onSelect).toHaveBeenCalledWith(null);
  },
};

export const OpensTheirGames: Story = {
  args: { mode: 'open', label: 'Hot providers', vendors: vendors.filter((vendor) => vendor.hot).slice(0, 3) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'All providers' })).toBeNull();
    const first = vendors.filter((vendor) => vendor.hot)[0]!;
    const open = canvas.getByRole('button', { name: `Open the games of ${first.name}` });
    await expect(open).not.toHaveAttribute('aria-pressed');
    await userEvent.click(open);
    await expect(args.onSelect).toHaveBeenCalledWith(first.id);
  },
};

export const Loading: Story = {
  args: { loading: true, vendors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongNames: Story = {
  args: {
    vendors: vendors
      .slice(0, 4)
      .map((vendor, index) =>
        index === 0 ? { ...vendor, name: 'Pragmatic Play Super Extended Slots Collection' } : vendor,
      ),
  },
  play: async ({ canvas }) => {
    // The row scrolls; it never widens the page.
    const list = canvas.getByRole('list');
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(document.body.clientWidth);
  },
};

export const Chinese: Story = {
  args: { label: '游戏厂商', vendors: vendors.slice(0, 4).map((vendor) => ({ ...vendor, name: `${vendor.id} 电子` })) },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '全部厂商' })).toHaveAttribute('aria-pressed', 'true');
  },
};

// Every provider, a hot one last: far along the row, beyond what a phone shows.
const hotLast = [...vendors.filter((vendor) => !vendor.hot), hotVendor];

export const Mobile: Story = {
  args: { vendors: hotLast },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    // More providers than the phone shows: the row scrolls sideways and fades its hidden edge.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list).toHaveAttribute('data-overflow');
    // The page itself does not: a hot provider's hidden label far along the row stays inside it
    // (a phone would otherwise widen its layout and zoom the whole page out).
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

// The slots providers as the sandbox's vendor list gives them, mapped as the site maps them.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ vendors: await getGameVendors(platform.client) })],
  render: (args, { loaded }) => (
    <VendorStrip
      {...args}
      vendors={categoryVendorsOf(loaded.vendors as Awaited<ReturnType<typeof getGameVendors>>, 'RNG')}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^PP Slots/ })).toBeVisible();
  },
};
