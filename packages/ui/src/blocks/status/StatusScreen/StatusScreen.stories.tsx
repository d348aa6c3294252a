import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, Gift, House, ServerCog } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { StatusScreen } from './StatusScreen';

const meta = {
  title: 'Blocks/Status/StatusScreen',
  component: StatusScreen,
  args: {
    variant: 'section',
    tone: 'info',
    icon: <Gift strokeWidth={1.5} />,
    title: 'Rewards are on their way',
    children: <p style={{ margin: 0 }}>New rewards are added every Monday at 12:00.</p>,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['section', 'page'] },
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'warning', 'danger'] },
    icon: { control: false },
    badgeIcon: { control: false },
    brand: { control: false },
    actions: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The shared layout of the status views (maintenance and IP restriction pages, error views, the "not yet available" notice): an icon illustration on quiet rings (never a stock photo), an optional eyebrow, the title, the message and the ways forward, centred. `page` is a whole screen without the shell and is the `main` landmark, with the brand above; `section` fills a route\'s main region. `announce` makes the title and message an alert for failures that replace content. Use the specific views; reach for this only for a new status of the same family.',
      },
    },
  },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Rewards are on their way' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rewards are on their way' })).toBeVisible();
    // The illustration is decoration: nothing of it reaches assistive tech.
    const icons = [...region.querySelectorAll('svg')];
    await expect(icons.length).toBeGreaterThan(0);
    await expect(icons.every((icon) => icon.closest('[aria-hidden="true"]'))).toBe(true);
  },
};

export const FullPage: Story = {
  parameters: { layout: 'fullscreen' },
  args: {
    variant: 'page',
    siteName: 'Lobby Casino',
    icon: <ServerCog strokeWidth={1.5} />,
    badgeIcon: <Clock />,
    eyebrow: 'SCHEDULED WORK',
    title: 'Back shortly',
    actions: (
      <Button variant="secondary" startIcon={<House aria-hidden size={18} />}>
        Home
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main', { name: 'Back shortly' });
    await expect(canvas.getByText('Lobby Casino')).toBeVisible();
    // The page fills the viewport and centres its message.
    await expect(main.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight - 1);
    const heading = canvas.getByRole('heading', { name: 'Back shortly' }).getBoundingClientRect();
    const middle = heading.left + heading.width / 2;
    await expect(Math.abs(middle - canvasElement.getBoundingClientRect().width / 2)).toBeLessThan(2);
  },
};

export const Announced: Story = {
  args: {
    tone: 'danger',
    announce: true,
    title: 'Something went wrong',
    children: <p style={{ margin: 0 }}>This page ran into a problem.</p>,
    actions: <Button onClick={fn()}>Retry</Button>,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('This page ran into a problem.');
    // The buttons are outside the alert, so they are not read out with it.
    await expect(alert).not.toContainElement(canvas.getByRole('button', { name: 'Retry' }));
  },
};

/** Under a page's own heading (a centre's page): part of that page's region, not a second landmark. */
export const UnderPageHeading: Story = {
  args: { headingLevel: 3 },
  decorators: [
    (Story) => (
      <section aria-label="Rewards">
        <h2>Rewards</h2>
        {Story()}
      </section>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Rewards are on their way' })).toBeVisible();
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: 'Rewards' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  args: {
    ...FullPage.args,
    actions: (
      <>
        <Button>Contact Us</Button>
        <Button variant="secondary">Home</Button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    // Actions stack full-width on phones, and nothing scrolls sideways.
    const [first, second] = canvas.getAllByRole('button');
    await expect(first!.getBoundingClientRect().width).toBeCloseTo(second!.getBoundingClientRect().width, 0);
    await expect(first!.getBoundingClientRect().top).toBeLessThan(second!.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
