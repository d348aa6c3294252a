import {
  agentDownlineDetailEndpoint,
  agentDownlinePnlEndpoint,
  agentDownlineRebatesEndpoint,
  agentDownlinesEndpoint,
  agentGlobalRebateSettingsEndpoint,
  agentPromoteDownlineEndpoint,
  agentRebateQuotaEndpoint,
  agentUpdateDownlineRebatesEndpoint,
  type DownlineDetail as DownlineDetailData,
  type DownlinePnl,
} from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { downlineFactsOf, errorTextOf, rebateSettingsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { ContractActionResult, ContractProposalResult } from '../contracts';
import type { RebateSetting } from '../downlineDetail';
import {
  sampleAgentFacts,
  sampleDownlineContracts,
  sampleMemberFacts,
  sampleRebateSettings,
} from '../sampleDownlineDetail';
import { DownlineDetail, type DownlineDetailProps } from './DownlineDetail';

const ok = async (): Promise<ContractActionResult> => ({ ok: true });

const meta = {
  title: 'Blocks/Agent centre/Downline detail',
  component: DownlineDetail,
  args: {
    account: 'hoa2291',
    direct: true,
    detail: { status: 'ready', facts: sampleMemberFacts, onRetry: fn() },
    onTransfer: fn(ok),
    onCollect: fn(ok),
    passwordRule: {
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z0-9!@#$%^&*]+$',
      minLength: 6,
      maxLength: 16,
    },
    onResetPassword: fn(ok),
    onPromote: fn(ok),
    rebates: { status: 'ready', settings: sampleRebateSettings, onRetry: fn() },
    onSaveRebates: fn(ok),
    contracts: { status: 'ready', kinds: sampleDownlineContracts, onRetry: fn() },
    onProposeContract: fn(async (): Promise<ContractProposalResult> => ({ ok: true })),
  },
  argTypes: { detail: { control: false }, rebates: { control: false }, contracts: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "One downline in the agent centre's team management: account, type, level, balance, team size, times, and its deposits, withdrawals, bets and P&L. For the agent's own downlines: transfer to it or collect from it, reset its login password (the site's password rule), promote a member to agent after a confirmation, set its rebate rates (no higher than the agent's own, within the site's range) and see or offer its contracts.",
      },
    },
  },
} satisfies Meta<typeof DownlineDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'hoa2291 (Hoa)' })).toBeVisible();
    await expect(canvas.getByText('Team size')).toBeVisible();
    await expect(canvas.getByText('-640.50')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Promote to agent' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Transfer' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const TransferAndCollect: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const collect = canvas.getByRole('form', { name: 'Collect from hoa2291' });
    await userEvent.type(within(collect).getByRole('textbox', { name: 'Amount' }), '120');
    await userEvent.click(within(collect).getByRole('button', { name: 'Collect' }));
    await expect(within(collect).getByText('Enter your payment password')).toBeVisible();
    await expect(args.onCollect).not.toHaveBeenCalled();
    await userEvent.type(within(collect).getByLabelText('Payment password', { exact: false }), '666888');
    await userEvent.click(within(collect).getByRole('button', { name: 'Collect' }));
    await expect(args.onCollect).toHaveBeenCalledWith({ amount: 120, password: '666888' });
    await expect(await canvas.findByText('120 was collected from hoa2291.')).toBeVisible();

    const transfer = canvas.getByRole('form', { name: 'Transfer to hoa2291' });
    await userEvent.type(within(transfer).getByRole('textbox', { name: 'Amount' }), '50');
    await userEvent.type(within(transfer).getByLabelText('Login password', { exact: false }), 'Passw0rd!');
    await userEvent.click(within(transfer).getByRole('button', { name: 'Transfer' }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ amount: 50, password: 'Passw0rd!' });
  },
};

export const CollectRefused: Story = {
  args: { onCollect: fn(async (): Promise<ContractActionResult> => ({ ok: false, error: 'Insufficient balance' })) },
  play: async ({ canvas, userEvent }) => {
    const collect = canvas.getByRole('form', { name: 'Collect from hoa2291' });
    await userEvent.type(within(collect).getByRole('textbox', { name: 'Amount' }), '99999');
    await userEvent.type(within(collect).getByLabelText('Payment password', { exact: false }), '666888');
    await userEvent.click(within(collect).getByRole('button', { name: 'Collect' }));
    await expect(await within(collect).findByRole('alert')).toHaveTextContent('Insufficient balance');
  },
};

export const ResetPasswordValidation: Story = {
  args: { defaultTab: 'password' },
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Reset the password of hoa2291' });
    const submit = within(form).getByRole('button', { name: 'Set password' });
    await userEvent.click(submit);
    await expect(within(form).getByText('Enter a new password')).toBeVisible();
    // Too short for the site's rule (6 to 16 characters).
    await userEvent.type(within(form).getByLabelText(/^New password/), 'abc');
    await userEvent.click(submit);
    await expect(within(form).getByText(/Use 6 - 16 characters/)).toBeVisible();
    await userEvent.clear(within(form).getByLabelText(/^New password/));
    await userEvent.type(within(form).getByLabelText(/^New password/), 'N3wSecret!');
    await userEvent.type(within(form).getByLabelText(/^Confirm the new password/), 'N3wSecret?');
    await userEvent.click(submit);
    await expect(within(form).getByText('The two passwords are not the same')).toBeVisible();
    await expect(args.onResetPassword).not.toHaveBeenCalled();
    await userEvent.clear(within(form).getByLabelText(/^Confirm the new password/));
    await userEvent.type(within(form).getByLabelText(/^Confirm the new password/), 'N3wSecret!');
    await userEvent.click(submit);
    await expect(args.onResetPassword).toHaveBeenCalledWith('N3wSecret!');
    await expect(await within(form).findByText('hoa2291 can now log in with the new password.')).toBeVisible();
  },
};

export const PromoteConfirmation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Promote to agent' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Promote hoa2291 to agent\?/ });
    // Cancelling changes nothing.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(args.onPromote).not.toHaveBeenCalled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Promote to agent' }));
    const again = await screen.findByRole('alertdialog', { name: /Promote hoa2291 to agent\?/ });
    await userEvent.click(within(again).getByRole('button', { name: 'Promote' }));
    await expect(args.onPromote).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('hoa2291 is now an agent.')).toBeVisible();
  },
};

export const RebateOverQuota: Story = {
  args: { defaultTab: 'rebates' },
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Rebate rates of hoa2291' });
    const live = within(form).getByRole('textbox', { name: 'Live casino (%)' });
    // Within the site's 1.2% but above the agent's own 0.8%.
    await userEvent.clear(live);
    await userEvent.type(live, '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rates' }));
    await expect(within(form).getByText("At most 0.8%: a downline's rate cannot be above your own")).toBeVisible();
    await expect(args.onSaveRebates).not.toHaveBeenCalled();
    await userEvent.clear(live);
    await userEvent.type(live, '0.8');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rates' }));
    await expect(args.onSaveRebates).toHaveBeenCalledWith([
      { productType: 'LIVE', rate: 0.8 },
      { productType: 'RNG', rate: 0 },
      { productType: 'SPORTS', rate: 0.2 },
    ]);
    await expect(await within(form).findByText('The rebate rates of hoa2291 were saved.')).toBeVisible();
  },
};

export const MemberContracts: Story = {
  args: { defaultTab: 'contracts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only agents hold contracts: promote hoa2291 to agent first.')).toBeVisible();
  },
};

export const AgentContracts: Story = {
  args: {
    account: 'nam8163',
    detail: { status: 'ready', facts: sampleAgentFacts },
    defaultTab: 'contracts',
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Promote to agent' })).toBeNull();
    await expect(canvas.getByText('20%')).toBeVisible();
    await expect(canvas.getByText('No hourly salary contract with nam8163 yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Offer a hourly salary contract' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rate (%)' }), '0.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Offer the contract' }));
    await expect(args.onProposeContract).toHaveBeenCalledWith('hourlySalary', { account: 'nam8163', rate: 0.5 }, false);
  },
};

export const FurtherDown: Story = {
  args: {
    direct: false,
    account: 'lan77',
    detail: { status: 'ready', facts: { ...sampleMemberFacts, account: 'lan77', level: '2' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Promote to agent' })).toBeNull();
    await expect(canvas.getByText(/are for your own downlines/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { detail: { status: 'loading', facts: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading the downline's details")).toBeInTheDocument();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { detail: { status: 'error', facts: null, onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: "The downline's details could not be loaded" })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.detail.onRetry).toHaveBeenCalled();
  },
};

export const RebatesError: Story = {
  args: { defaultTab: 'rebates', rebates: { status: 'error', settings: [], onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'The rebate rates could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.rebates.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    account: 'a_member_with_an_uncommonly_long_account_name_2025',
    detail: {
      status: 'ready',
      facts: {
        ...sampleMemberFacts,
        account: 'a_member_with_an_uncommonly_long_account_name_2025',
        nickname: 'A nickname that goes on and on for quite a while',
        balance: '123,456,789.00',
        betAmount: '9,876,543,210.00',
      },
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('123,456,789.00')).toBeVisible();
    await expect(canvas.getByRole('form', { name: /^Transfer to a_member_with/ })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    detail: { status: 'ready', facts: { ...sampleMemberFacts, role: '会员' } },
    rebates: {
      status: 'ready',
      settings: sampleRebateSettings.map(
        (setting, index): RebateSetting => ({
          ...setting,
          label: ['真人娱乐', '电子游戏', '体育'][index] ?? setting.label,
        }),
      ),
    },
  },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '升级为代理' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '返水' })).toBeVisible();
    await expect(canvas.getByText('团队人数')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Contracts' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Promote to agent' })).toBeVisible();
  },
};

// A member of demo_agent's team in the sandbox, through the platform calls and the site's view models.
const platform = storyPlatform({ user: 'demo_agent' });
const { client } = platform;
const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);
const failed = (error: unknown): ContractActionResult => ({ ok: false, error: errorTextOf(error, t) });

function SandboxDetail(args: DownlineDetailProps) {
  const [account, setAccount] = useState<string>();
  const [detail, setDetail] = useState<{ data: DownlineDetailData; pnl: DownlinePnl }>();
  const [settings, setSettings] = useState<RebateSetting[]>();
  useEffect(() => {
    void client.call(agentDownlinesEndpoint, { pageNo: 1, pageSize: 50 }).then((page) => {
      setAccount(page.list.find((row) => row.type === 0)?.account);
    });
  }, []);
  const reload = useCallback(() => {
    if (!account) return;
    void Promise.all([
      client.call(agentDownlineDetailEndpoint, { account }),
      client.call(agentDownlinePnlEndpoint, { account }),
      client.call(agentGlobalRebateSettingsEndpoint),
      client.call(agentRebateQuotaEndpoint),
      client.call(agentDownlineRebatesEndpoint, { account }),
    ]).then(([data, pnl, ranges, quotas, rates]) => {
      setDetail({ data, pnl });
      setSettings(rebateSettingsOf(ranges, quotas, rates, t));
    });
  }, [account]);
  useEffect(reload, [reload]);
  return (
    <DownlineDetail
      {...args}
      account={account ?? ''}
      detail={{
        status: detail ? 'ready' : 'loading',
        facts: detail ? downlineFactsOf(detail.data, detail.pnl, t) : null,
      }}
      rebates={{ status: settings ? 'ready' : 'loading', settings: settings ?? [] }}
      onPromote={() =>
        account
          ? client.call(agentPromoteDownlineEndpoint, { account }).then(() => {
              reload();
              return { ok: true as const };
            }, failed)
          : Promise.resolve({ ok: false as const, error: '' })
      }
      onSaveRebates={(rebates) =>
        account
          ? client.call(agentUpdateDownlineRebatesEndpoint, { account, rebates }).then(() => {
              reload();
              return { ok: true as const };
            }, failed)
          : Promise.resolve({ ok: false as const, error: '' })
      }
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  args: { defaultTab: 'rebates' },
  render: (args) => <SandboxDetail {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Promote to agent' }, { timeout: 5000 })).toBeVisible();
    // The sandbox's rates for a new downline are all 0; the agent's own live casino rate is 0.8%.
    const form = await canvas.findByRole('form', { name: /^Rebate rates of / });
    const live = within(form).getByRole('textbox', { name: 'Live casino (%)' });
    await expect(live).toHaveValue('0');
    await userEvent.clear(live);
    await userEvent.type(live, '0.6');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Live casino (%)' })).toHaveValue('0.6'));
    // Promoted through the sandbox: the detail reads Agent and offers no promotion any more.
    await userEvent.click(canvas.getByRole('button', { name: 'Promote to agent' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Promote' }));
    await expect(await canvas.findByText(/ is now an agent\.$/, {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Agent').length).toBeGreaterThan(0), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByText('Promote to agent')).toBeNull());
  },
};
