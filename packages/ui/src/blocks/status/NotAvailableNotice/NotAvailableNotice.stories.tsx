import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkProvider, type RouterLinkProps } from '../../../primitives/Link/Link';
import { NotAvailableNotice } from './NotAvailableNotice';

/** Reports where the site's router would go, instead of loading a page. */
const navigate = fn();

function FakeRouterLink({ href, onClick, ...rest }: RouterLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
      {...rest}
    />
  );
}

const meta = {
  title: 'Blocks/Status/NotAvailableNotice',
  component: NotAvailableNotice,
  args: { title: 'VIP', onCustomerService: fn() },
  argTypes: { title: { control: 'text' }, message: { control: 'text' } },
  decorators: [(Story) => <LinkProvider component={FakeRouterLink}>{Story()}</LinkProvider>],
  beforeEach: () => navigate.mockClear(),
  parameters: {
    docs: {
      description: {
        component:
          "What a route shows inside the real layout until its page is built (no route 404s and none is blank): the page's own name as the heading, an honest sentence that it is being prepared, and the ways on: Back to home (a router link to /index) and, when the site has one, customer service. Not a blank screen and not a mock-up posing as the page. No platform data reaches it: the centres' preparing page gives it the route's translated title and open customer service, so it has no story driven by the sandbox.",
      },
    },
  },
} satisfies Meta<typeof NotAvailableNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'VIP' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
    await expect(canvas.getByText('We are still preparing this page. It will be available here soon.')).toBeVisible();

    // Home by keyboard: the first stop, a real link through the router.
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Back to home' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('href', '/index');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/index');

    // Customer service by keyboard, then by pointer.
    await userEvent.tab();
    const service = canvas.getByRole('button', { name: 'Customer service' });
    await expect(service).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(service);
    await expect(args.onCustomerService).toHaveBeenCalledTimes(2);
  },
};

export const WithoutCustomerService: Story = {
  args: { onCustomerService: undefined, title: 'Points mall' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Customer service' })).toBeNull();
    // The hint does not promise a way that is not offered.
    await expect(canvas.getByText('In the meantime, you can go back to the home page.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await expect(navigate).toHaveBeenCalledWith('/index');
  },
};

export const LongTitle: Story = {
  args: { title: 'Dividend contracts, daily and hourly salary contracts and real-time salary settlements' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const UnderAPageHeading: Story = {
  args: { title: 'Mission leaderboard', headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mission leaderboard' })).toBeVisible();
  },
};

/** A centre's page: the centre's own region already carries the page's name, so the notice adds no second one. */
export const InsideANamedRegion: Story = {
  args: { title: 'Deposit', headingLevel: 3 },
  decorators: [
    (Story) => (
      <section aria-label="Deposit">
        <Story />
      </section>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region', { name: 'Deposit' })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Deposit' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '积分商城' },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: '积分商城' })).toBeVisible();
    await expect(canvas.getByText('此页面正在准备中，很快就会与您见面。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
    await userEvent.click(canvas.getByRole('button', { name: '联系客服' }));
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    // The two ways on stack, equally wide, within thumb reach.
    const home = canvas.getByRole('link', { name: 'Back to home' }).getBoundingClientRect();
    const service = canvas.getByRole('button', { name: 'Customer service' }).getBoundingClientRect();
    await expect(home.width).toBeCloseTo(service.width, 0);
    await expect(home.bottom).toBeLessThanOrEqual(service.top);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvas }) => {
    // Side by side from the tablet width.
    const home = canvas.getByRole('link', { name: 'Back to home' }).getBoundingClientRect();
    const service = canvas.getByRole('button', { name: 'Customer service' }).getBoundingClientRect();
    await expect(home.top).toBeCloseTo(service.top, 0);
  },
};
