import { getPermission, type Permission } from '@lobby/api';
import { startupPageOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { IpRestrictionPage } from './IpRestrictionPage';

const meta = {
  title: 'Blocks/Status/IpRestrictionPage',
  component: IpRestrictionPage,
  args: { siteName: 'Lobby Casino', ip: '203.0.113.24', country: 'Philippines', onContactUs: fn() },
  argTypes: { brand: { control: false }, message: { control: 'text' }, title: { control: 'text' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The root view while the platform reports system status 2: "IP Restriction", the restriction sentence, the visitor\'s IP address and country as the permission call reports them (`location.ip`, `location.country`; "Unknown" when missing), so they can quote them to support, and Contact Us, which opens customer service. A whole screen without header or side menu.',
      },
    },
  },
} satisfies Meta<typeof IpRestrictionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a term of the location card. */
function shownFor(term: HTMLElement) {
  return term.nextElementSibling as HTMLElement;
}

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('main', { name: 'IP Restriction' })).toBeVisible();
    await expect(
      canvas.getByText('Due to restriction of your location or IP address, you are not allowed to access the site'),
    ).toBeVisible();
    await expect(shownFor(canvas.getByText('Your IP address'))).toHaveTextContent('203.0.113.24');
    await expect(shownFor(canvas.getByText('Country'))).toHaveTextContent('Philippines');

    const contact = canvas.getByRole('button', { name: 'Contact Us' });
    await userEvent.click(contact);
    await expect(args.onContactUs).toHaveBeenCalledTimes(1);
    contact.blur();
    await userEvent.tab();
    await expect(contact).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContactUs).toHaveBeenCalledTimes(2);
  },
};

export const UnknownLocation: Story = {
  args: { ip: '', country: undefined },
  play: async ({ canvas }) => {
    await expect(shownFor(canvas.getByText('Your IP address'))).toHaveTextContent('Unknown');
    await expect(shownFor(canvas.getByText('Country'))).toHaveTextContent('Unknown');
  },
};

export const IPv6AndLongCountry: Story = {
  args: {
    ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    country: 'United Kingdom of Great Britain and Northern Ireland',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'IP 限制' })).toBeVisible();
    await expect(canvas.getByText('由于您所在的地区或 IP 地址受到限制，您无法访问本站')).toBeVisible();
    await expect(shownFor(canvas.getByText('您的 IP 地址'))).toHaveTextContent('203.0.113.24');
    await expect(shownFor(canvas.getByText('国家/地区'))).toHaveTextContent('Philippines');
    await userEvent.click(canvas.getByRole('button', { name: '联系我们' }));
    await expect(args.onContactUs).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const contact = canvas.getByRole('button', { name: 'Contact Us' });
    await expect(contact.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByText('Your IP address').closest('dl')!;
    const box = card.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(within(card).getByText('Philippines')).toBeVisible();
  },
};

// The sandbox in its `ip-restricted` scenario: the status call reports the block with the caller's IP and country.
const restricted = storyPlatform({ scenario: 'ip-restricted' });

/** The site's start-up mapping (`startupPageOf`): the IP restriction from the permission call, with its `location`. */
export const FromThePlatform: Story = {
  args: { ip: undefined, country: undefined },
  parameters: { msw: { handlers: restricted.handlers } },
  loaders: [async () => ({ permission: await getPermission(restricted.client, { url: 'demo.example' }) })],
  render: (args, { loaded }) => {
    const startup = startupPageOf(loaded.permission as Permission);
    return startup.page === 'ipRestriction' ? (
      <IpRestrictionPage {...args} ip={startup.ip} country={startup.country} />
    ) : (
      <p>The sandbox did not restrict this address.</p>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(shownFor(canvas.getByText('Your IP address'))).toHaveTextContent('203.0.113.24');
    await expect(shownFor(canvas.getByText('Country'))).toHaveTextContent('Philippines');
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
    await expect(args.onContactUs).toHaveBeenCalledTimes(1);
  },
};
