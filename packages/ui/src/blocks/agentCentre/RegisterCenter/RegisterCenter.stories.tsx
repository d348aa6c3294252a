import {
  type AffiliateUrl,
  agentAffiliateExpiryOptionsEndpoint,
  agentAffiliateUrlsEndpoint,
  agentCreateAffiliateUrlEndpoint,
  agentDeleteAffiliateUrlEndpoint,
  agentDownlinesEndpoint,
  agentPromotionChannelsEndpoint,
  agentRegisterDownlineEndpoint,
  isPlatformError,
  systemRegisterSettingsEndpoint,
} from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { affiliateLinkRowsOf, errorTextOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type {
  AffiliateActionResult,
  AffiliateLinkRequest,
  AffiliateLinkRow,
  DownlineRegisterResult,
  DownlineRegistration,
} from '../registerCenter';
import { sampleAffiliateLinks, sampleChannels, sampleDownlineRules, sampleExpiryDays } from '../sampleRegisterCenter';
import { RegisterCenter, type RegisterCenterProps } from './RegisterCenter';

const register = {
  status: 'ready' as const,
  rules: sampleDownlineRules,
  onRetry: fn(),
  onRegister: fn<(registration: DownlineRegistration) => Promise<DownlineRegisterResult>>(async (registration) => ({
    ok: true,
    account: registration.username,
  })),
};

const affiliates = {
  status: 'ready' as const,
  links: sampleAffiliateLinks,
  onRetry: fn(),
  optionsStatus: 'ready' as const,
  onRetryOptions: fn(),
  expiryDays: sampleExpiryDays,
  channels: sampleChannels,
  onCreate: fn<(request: AffiliateLinkRequest) => Promise<AffiliateActionResult>>(async () => ({ ok: true })),
  onDelete: fn<(link: AffiliateLinkRow) => Promise<AffiliateActionResult>>(async () => ({ ok: true })),
};

const meta = {
  title: 'Blocks/Agent centre/Register account',
  component: RegisterCenter,
  args: {
    title: 'Register Account',
    register,
    affiliates,
    copyText: fn(async () => undefined),
  },
  argTypes: { register: { control: false }, affiliates: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "The agent centre's register account page. A downline is registered as a member or an agent, with a username and password checked by the merchant's registration rules (the player's register form's own checks); a success names the new account and clears the form, a refusal keeps what was typed. The affiliate links tab creates links (who registers through them, how long they work, the promotion channel), lists them with their address, a copy button and how many registered, and deletes one after asking.",
      },
    },
  },
} satisfies Meta<typeof RegisterCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Register Account' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Register account', selected: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^Agent/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'teamlead01');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Lobby#2025');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Lobby#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Register account' }));
    await expect(args.register.onRegister).toHaveBeenCalledWith({
      kind: 'agent',
      username: 'teamlead01',
      password: 'Lobby#2025',
    });
    await expect(await canvas.findByText('teamlead01 was registered as an agent in your team.')).toBeVisible();
    // A clean form for the next one.
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: /^Member/ })).toBeChecked();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), '1abc');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Register account' }));
    await expect(args.register.onRegister).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription(
      /Use 6 - 16 letters and digits, starting with a letter/,
    );
    await expect(canvas.getByText('The passwords do not match')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveFocus();
  },
};

export const UsernameTaken: Story = {
  args: {
    register: {
      ...register,
      onRegister: fn(async () => ({
        ok: false as const,
        error: null,
        fieldErrors: { username: 'Username already exists' },
      })),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'demoplayer');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Lobby#2025');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Lobby#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Register account' }));
    await expect(args.register.onRegister).toHaveBeenCalled();
    const username = canvas.getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveAccessibleDescription(/Username already exists/));
    // Nothing typed is lost.
    await expect(username).toHaveValue('demoplayer');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('Lobby#2025');
  },
};

export const Refused: Story = {
  args: {
    register: {
      ...register,
      onRegister: fn(async () => ({ ok: false as const, error: 'Non-agents cannot use the agent center' })),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'teamlead02');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Lobby#2025');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Lobby#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Register account' }));
    await expect(await canvas.findByText('Non-agents cannot use the agent center')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveValue('teamlead02');
  },
};

export const Loading: Story = {
  args: { register: { ...register, status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the registration rules')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Register account' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { register: { ...register, status: 'error' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'The registration rules could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.register.onRetry).toHaveBeenCalled();
  },
};

export const AffiliateLinks: Story = {
  args: { defaultTab: 'links' },
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'My links' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('link', { name: /affiliateCode=AF3L2/ })).toHaveAttribute(
      'href',
      'https://www.lobby.example/register?affiliateCode=AF3L2',
    );
    await expect(within(items[1] as HTMLElement).getByText('Never expires')).toBeVisible();

    await userEvent.click(first.getByRole('button', { name: 'Copy link AF3L2' }));
    await expect(args.copyText).toHaveBeenCalledWith('https://www.lobby.example/register?affiliateCode=AF3L2');
    await expect(await first.findByRole('button', { name: 'Copied link AF3L2' })).toHaveTextContent('Copied');

    await userEvent.click(canvas.getByRole('radio', { name: 'Agent' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Valid for' }));
    await userEvent.click(await screen.findByRole('option', { name: '30 days' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Promotion channel' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Social media' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.affiliates?.onCreate).toHaveBeenCalledWith({
      kind: 'agent',
      expiryDays: 30,
      channelId: 'SOCIAL',
    });
    await expect(await canvas.findByText('Your new link is at the top of the list.')).toBeVisible();

    await userEvent.click(first.getByRole('button', { name: 'Delete link AF3L2' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Delete this link\?/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.affiliates?.onDelete).not.toHaveBeenCalled();
    await userEvent.click(first.getByRole('button', { name: 'Delete link AF3L2' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: /Delete this link\?/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await expect(args.affiliates?.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    await expect(await canvas.findByText('The link AF3L2 was deleted.')).toBeVisible();
  },
};

export const LinksLoading: Story = {
  args: { defaultTab: 'links', affiliates: { ...affiliates, status: 'loading', optionsStatus: 'loading', links: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your links')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the link options')).toBeInTheDocument();
  },
};

export const LinksEmptyWithoutChannels: Story = {
  args: { defaultTab: 'links', affiliates: { ...affiliates, links: [], channels: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You have no affiliate links yet.' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Promotion channel' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Valid for' })).toHaveTextContent('1 day');
  },
};

export const LinksError: Story = {
  args: { defaultTab: 'links', affiliates: { ...affiliates, status: 'error', links: [] } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your links could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.affiliates?.onRetry).toHaveBeenCalled();
  },
};

export const UnsafeAddress: Story = {
  args: {
    defaultTab: 'links',
    affiliates: { ...affiliates, links: [{ ...(sampleAffiliateLinks[1] as AffiliateLinkRow), url: null }] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("This link's address cannot be shown safely.")).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Copy link/ })).toBeNull();
  },
};

export const WithoutAffiliateLinks: Story = {
  args: { affiliates: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Register account' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    defaultTab: 'links',
    affiliates: {
      ...affiliates,
      links: [
        {
          ...(sampleAffiliateLinks[0] as AffiliateLinkRow),
          code: 'AF_AN_UNCOMMONLY_LONG_AFFILIATE_CODE_2025_L123456',
          url: 'https://www.a-very-long-merchant-domain-name.example/register?affiliateCode=AF_AN_UNCOMMONLY_LONG_AFFILIATE_CODE_2025_L123456',
          channel: 'A promotion channel with a remarkably long name',
          registered: '12,345',
        },
      ],
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('AF_AN_UNCOMMONLY_LONG_AFFILIATE_CODE_2025_L123456')).toBeVisible();
    await expect(canvas.getByText('12,345')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '注册账户' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '推广链接' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^代理/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '注册账户' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'halfway01');
    await userEvent.click(canvas.getByRole('tab', { name: 'Affiliate links' }));
    await expect(await canvas.findByRole('button', { name: 'Copy link AF3L1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Register account' })).toBeNull();
    // Back on the form, what was typed is still there.
    await userEvent.click(canvas.getByRole('tab', { name: 'Register account' }));
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveValue('halfway01');
    await expect(canvas.queryByRole('button', { name: 'Copy link AF3L1' })).toBeNull();
  },
};

// demo_agent in the sandbox, through the platform calls and the site's view model.
const platform = storyPlatform({ user: 'demo_agent' });
const { client } = platform;
const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);
const typeOf = { member: 0, agent: 2 } as const;

function SandboxRegisterCenter(args: RegisterCenterProps) {
  const [rules, setRules] = useState<RegisterCenterProps['register']['rules']>();
  const [links, setLinks] = useState<AffiliateUrl[]>();
  const [days, setDays] = useState<number[]>();
  const [channels, setChannels] = useState<{ id: string; name: string }[]>([]);
  const reload = useCallback(() => client.call(agentAffiliateUrlsEndpoint).then(setLinks), []);
  useEffect(() => {
    void client.call(systemRegisterSettingsEndpoint).then(setRules);
    void client.call(agentAffiliateExpiryOptionsEndpoint).then((options) => setDays(options.map((o) => o.days)));
    void client
      .call(agentPromotionChannelsEndpoint)
      .then((list) => setChannels(list.map((channel) => ({ id: channel.channelId, name: channel.name }))));
    void reload();
  }, [reload]);
  const attempt = (write: () => Promise<unknown>): Promise<AffiliateActionResult> =>
    write().then(
      () => reload().then(() => ({ ok: true as const })),
      (error: unknown) => ({ ok: false as const, error: errorTextOf(error, t) }),
    );
  return (
    <RegisterCenter
      {...args}
      register={{
        status: rules ? 'ready' : 'loading',
        rules: rules ?? {},
        onRegister: (registration) =>
          client
            .call(agentRegisterDownlineEndpoint, {
              username: registration.username,
              password: registration.password,
              type: typeOf[registration.kind],
            })
            .then(
              () => ({ ok: true as const, account: registration.username }),
              (error: unknown) =>
                isPlatformError(error) && error.errorCode === 'username.exists'
                  ? { ok: false as const, error: null, fieldErrors: { username: errorTextOf(error, t) } }
                  : { ok: false as const, error: errorTextOf(error, t) },
            ),
      }}
      affiliates={{
        status: links ? 'ready' : 'loading',
        links: affiliateLinkRowsOf(links, [], t),
        optionsStatus: days ? 'ready' : 'loading',
        expiryDays: days ?? [],
        channels,
        onCreate: (request) =>
          attempt(() =>
            client.call(agentCreateAffiliateUrlEndpoint, {
              type: typeOf[request.kind],
              expiryDays: request.expiryDays,
              ...(request.channelId ? { channelId: request.channelId } : {}),
            }),
          ),
        onDelete: (link) => attempt(() => client.call(agentDeleteAffiliateUrlEndpoint, { id: link.id })),
      }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxRegisterCenter {...args} />,
  play: async ({ canvas, userEvent }) => {
    const username = await canvas.findByRole('textbox', { name: /Username/ }, { timeout: 5000 });
    // A name already in the sandbox (one of demo_agent's sub-agents) is taken.
    await userEvent.type(username, 'nam8163');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Lobby#2025');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Lobby#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Register account' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription(/Username already exists/), { timeout: 5000 });
    await userEvent.clear(username);
    await userEvent.type(username, 'storyteam01');
    await userEvent.click(canvas.getByRole('button', { name: 'Register account' }));
    await expect(
      await canvas.findByText('storyteam01 was registered as a member of your team.', {}, { timeout: 5000 }),
    ).toBeVisible();
    const found = await client.call(agentDownlinesEndpoint, { account: 'storyteam01' });
    await expect(found.list.map((row) => row.account)).toEqual(['storyteam01']);

    await userEvent.click(canvas.getByRole('tab', { name: 'Affiliate links' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Create link' }, { timeout: 5000 }));
    const list = await canvas.findByRole('list', { name: 'My links' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.lobby\.example\/register\?affiliateCode=/),
    );
  },
};
