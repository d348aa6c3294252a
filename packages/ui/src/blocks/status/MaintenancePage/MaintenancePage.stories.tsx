import { getPermission, maintenanceEndOf, type Permission } from '@lobby/api';
import { startupPageOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Crown } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { MaintenancePage } from './MaintenancePage';

const meta = {
  title: 'Blocks/Status/MaintenancePage',
  component: MaintenancePage,
  args: { siteName: 'Lobby Casino', endsAt: '2025-06-01 06:00:00', onContactUs: fn(), contactPending: false },
  argTypes: { brand: { control: false }, message: { control: 'text' }, title: { control: 'text' } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The root view while the platform reports system status 1 (maintenance wins over an IP restriction). A whole screen without header or side menu: the brand, "RESTRICTION OF VISIT", "System Maintenance", "We are currently performing a system maintenance", the expected end when the platform gives one (`endsAt` exactly as the platform writes it, shown to the minute in platform time) and Contact Us, which opens customer service (the site keeps the customer-service calls working during maintenance). `contactPending` keeps the button busy while the service address is looked up.',
      },
    },
  },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('main', { name: 'System Maintenance' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeVisible();
    await expect(canvas.getByText('RESTRICTION OF VISIT')).toBeVisible();
    await expect(canvas.getByText('We are currently performing a system maintenance')).toBeVisible();
    const end = canvas.getByText('2025-06-01 06:00');
    await expect(end.closest('p')).toHaveTextContent('Expected back at 2025-06-01 06:00');
    await expect(end).toHaveAttribute('datetime', '2025-06-01T06:00');

    // Contact Us by pointer, then by keyboard.
    const contact = canvas.getByRole('button', { name: 'Contact Us' });
    await userEvent.click(contact);
    await expect(args.onContactUs).toHaveBeenCalledTimes(1);
    contact.blur();
    await userEvent.tab();
    await expect(contact).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onContactUs).toHaveBeenCalledTimes(3);
  },
};

export const WithoutEndTime: Story = {
  args: { endsAt: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Expected back/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  },
};

/** An end time the page cannot read is still shown, as given, rather than dropped. */
export const FreeTextEndTime: Story = {
  args: { endsAt: 'about 06:00 (GMT+8)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('about 06:00 (GMT+8)').closest('p')).toHaveTextContent(
      'Expected back at about 06:00 (GMT+8)',
    );
  },
};

export const LookingUpCustomerService: Story = {
  args: { contactPending: true },
  play: async ({ canvas, userEvent, args }) => {
    const contact = canvas.getByRole('button', { name: 'Contact Us' });
    await expect(contact).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(contact);
    await expect(args.onContactUs).not.toHaveBeenCalled();
  },
};

export const WithLogo: Story = {
  args: {
    brand: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Crown aria-hidden size={28} />
        <span>Golden Lotus</span>
      </span>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Golden Lotus')).toBeVisible();
    await expect(canvas.queryByText('Lobby Casino')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    siteName: 'Golden Lotus International Entertainment and Sports Club',
    message:
      'We are upgrading our payment, sportsbook and live casino systems to serve you better. Deposits, withdrawals and all games are paused until the work is finished; balances and open bets are safe and will be exactly as you left them.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/upgrading our payment/)).toBeVisible();
    // Long words and sentences wrap: nothing scrolls sideways on a phone.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: '系统维护' })).toBeVisible();
    await expect(canvas.getByText('暂停访问')).toBeVisible();
    await expect(canvas.getByText('我们正在进行系统维护')).toBeVisible();
    await expect(canvas.getByText('2025-06-01 06:00').closest('p')).toHaveTextContent('预计恢复时间：2025-06-01 06:00');
    await userEvent.click(canvas.getByRole('button', { name: '联系我们' }));
    await expect(args.onContactUs).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const contact = canvas.getByRole('button', { name: 'Contact Us' });
    // Thumb-sized and nearly full-width; the whole message fits the first screen.
    await expect(contact.getBoundingClientRect().height).toBe(48);
    await expect(contact.getBoundingClientRect().width).toBeGreaterThan(280);
    await expect(contact.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'System Maintenance' }).getBoundingClientRect();
    // Centred on the screen, the button sized to its label.
    await expect(Math.abs(heading.left + heading.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(canvas.getByRole('button', { name: 'Contact Us' }).getBoundingClientRect().width).toBeLessThan(240);
  },
};

// The sandbox in its `maintenance` scenario: the status call reports maintenance with an end time.
const maintenance = storyPlatform({ scenario: 'maintenance' });

/** The site's start-up mapping (`startupPageOf`): maintenance from the permission call, its end time as written. */
export const FromThePlatform: Story = {
  args: { endsAt: undefined },
  parameters: { msw: { handlers: maintenance.handlers } },
  loaders: [async () => ({ permission: await getPermission(maintenance.client, { url: 'demo.example' }) })],
  render: (args, { loaded }) => {
    const startup = startupPageOf(loaded.permission as Permission);
    return <MaintenancePage {...args} endsAt={startup.page === 'maintenance' ? startup.endsAt : undefined} />;
  },
  play: async ({ canvas, userEvent, args, loaded }) => {
    const permission = loaded.permission as Permission;
    await expect(startupPageOf(permission).page).toBe('maintenance');
    const end = String(maintenanceEndOf(permission));
    // yyyy-MM-dd HH:mm:ss from the platform, shown to the minute.
    await expect(end).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(canvas.getByText(end.slice(0, 16)).closest('p')).toHaveTextContent(
      `Expected back at ${end.slice(0, 16)}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
    await expect(args.onContactUs).toHaveBeenCalledTimes(1);
  },
};
