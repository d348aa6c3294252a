import { contentHelpCenterEndpoint } from '@lobby/api';
import { helpEntryOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { JoinUs } from './JoinUs';

const programme =
  '<p>Join our affiliate program and earn commission on the net revenue of the players you refer.</p><ul><li>Up to 45% monthly commission</li><li>Weekly settlement</li></ul>';

const meta = {
  title: 'Blocks/Help/JoinUs',
  component: JoinUs,
  args: {
    title: 'Join Us',
    programmeHtml: programme,
    status: 'ready',
    onRetry: fn(),
    onContact: fn(),
    onRegister: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "/join: the merchant's agent programme in its own words (its help centre's Affiliates entry, sanitized), the three steps to become an agent, and customer service to start. Visitors may register first; a member is told customer service turns the account into an agent account.",
      },
    },
  },
} satisfies Meta<typeof JoinUs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join Us' })).toBeVisible();
    const steps = within(canvas.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await waitFor(() => expect(canvas.getByText('Weekly settlement')).toBeVisible());
  },
};

export const StartsByContactOrRegister: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Register first' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

export const ForAMember: Story = {
  args: { onRegister: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Register first' })).toBeNull();
    await expect(
      canvas.getByText('Already a member? Customer service can turn your account into an agent account.'),
    ).toBeVisible();
  },
};

export const NoProgrammeText: Story = {
  args: { programmeHtml: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Ask customer service about the agent programme/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', programmeHtml: undefined },
  play: async ({ canvas }) => {
    // The way to start does not wait for the programme's text.
    await expect(canvas.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', programmeHtml: undefined },
  play: async ({ canvas, userEvent, args }) => {
    const region = within(canvas.getByRole('region', { name: 'The programme' }));
    await userEvent.click(region.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const UnsafeProgrammeIsCleaned: Story = {
  args: {
    programmeHtml:
      '<p>Earn more</p><img src="x" onerror="window.__joined = true"><script>window.__joined = true</script>',
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Earn more')).toBeVisible());
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
  },
};

export const LongTextOnAPhone: Story = {
  args: {
    title: 'Join the Lobby agent and affiliate partnership programme for 2026',
    programmeHtml: `<p>${'Commission is paid on net gaming revenue after bonuses and fees; '.repeat(8)}https://www.lobby.example/affiliates/terms-and-conditions/commission-structure</p>`,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  args: { title: '加入我们', programmeHtml: '<p>加入我们的合作伙伴计划，按您推荐玩家的净收入赚取佣金。</p>' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '联系客服' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '加盟流程' })).toBeVisible();
  },
};

// The sandbox's help centre, its Affiliates entry picked as the site picks it.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [
    async () => ({ programme: helpEntryOf(await platform.client.call(contentHelpCenterEndpoint), 'affiliates') }),
  ],
  render: (args, { loaded }) => <JoinUs {...args} programmeHtml={loaded.programme as string | undefined} />,
  play: async ({ canvas, loaded }) => {
    await expect(loaded.programme).toMatch(/affiliate program/);
    await waitFor(() => expect(canvas.getByText(/Join our affiliate program/)).toBeVisible());
  },
};
