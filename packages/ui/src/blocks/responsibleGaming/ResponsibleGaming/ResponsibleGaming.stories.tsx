import { contentHelpCenterEndpoint } from '@lobby/api';
import { helpEntryOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { ResponsibleGaming } from './ResponsibleGaming';

const policy =
  '<p>Gaming should be entertainment. Set limits, never chase losses, and ask customer service for self-exclusion at any time.</p>';

const meta = {
  title: 'Blocks/Responsible gaming/ResponsibleGaming',
  component: ResponsibleGaming,
  args: {
    title: 'Responsible Gaming',
    interval: 0,
    onIntervalChange: fn(),
    signedIn: true,
    policyHtml: policy,
    policyStatus: 'ready',
    onRetryPolicy: fn(),
    onContact: fn(),
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The responsible gaming page (the footer's Responsible Gaming link): the reality check and how often it comes (off, 15, 30, 60 or 120 minutes, kept on the device), the limits and self-exclusion customer service sets, and the merchant's own policy (its help centre's entry, sanitized).",
      },
    },
  },
} satisfies Meta<typeof ResponsibleGaming>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Off' })).toBeChecked();
    await waitFor(() => expect(canvas.getByText(/never chase losses/)).toBeVisible());
  },
};

export const ChoosesAnInterval: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '30 min' }));
    await expect(args.onIntervalChange).toHaveBeenCalledWith(30);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

export const AVisitor: Story = {
  args: { signedIn: false, interval: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '60 min' })).toBeChecked();
    await expect(canvas.getByText('It runs while you are logged in, on this device.')).toBeVisible();
  },
};

export const PolicyLoading: Story = {
  args: { policyStatus: 'loading', policyHtml: undefined },
  play: async ({ canvas }) => {
    // The tools do not wait for the merchant's text.
    await expect(canvas.getByRole('radiogroup', { name: 'Remind me every' })).toBeVisible();
  },
};

export const PolicyFailed: Story = {
  args: { policyStatus: 'error', policyHtml: undefined },
  play: async ({ canvas, userEvent, args }) => {
    const policySection = within(canvas.getByRole('region', { name: 'Our policy' }));
    await userEvent.click(policySection.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryPolicy).toHaveBeenCalledTimes(1);
  },
};

export const NoPolicy: Story = {
  args: { policyHtml: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Customer service can tell you more about our responsible gaming policy.'),
    ).toBeVisible();
  },
};

export const LongTextOnAPhone: Story = {
  args: {
    title: 'Responsible Gaming: tools, limits, time-outs and self-exclusion for every player',
    policyHtml: `<p>${'Never gamble with money you need for rent, food or bills; '.repeat(10)}https://www.lobby.example/responsible-gaming/self-exclusion/how-it-works</p>`,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  args: { title: '理性博彩', policyHtml: '<p>博彩应当是娱乐。</p>' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '限额与自我禁入' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '关闭' })).toBeChecked();
  },
};

// The sandbox's help centre, its Responsible Gaming entry picked as the site picks it.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [
    async () => ({ policy: helpEntryOf(await platform.client.call(contentHelpCenterEndpoint), 'responsible-gaming') }),
  ],
  render: (args, { loaded }) => <ResponsibleGaming {...args} policyHtml={loaded.policy as string | undefined} />,
  play: async ({ canvas, loaded }) => {
    await expect(loaded.policy).toMatch(/self-exclusion/);
    await waitFor(() => expect(canvas.getByText(/ask customer service for self-exclusion/)).toBeVisible());
  },
};
