import {
  agentDailySalaryContractsEndpoint,
  agentDailySalaryRequestsEndpoint,
  agentDownlinesEndpoint,
  agentProcessDailySalaryEndpoint,
  agentProposeDailySalaryEndpoint,
  type Contract,
  type Downline,
} from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { contractDownlinesOf, contractListsOf, contractProposalFailureOf, errorTextOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { ContractActionResult, ContractDraft, ContractProposalResult, ContractRow } from '../contracts';
import { sampleContractLists, sampleContractListsCN, sampleDownlineAgents } from '../sampleContracts';
import { Contracts, type ContractsProps } from './Contracts';

const ok = async (): Promise<ContractActionResult> => ({ ok: true });

const meta = {
  title: 'Blocks/Agent centre/Contracts',
  component: Contracts,
  args: {
    title: 'Daily Wage',
    kind: 'dailySalary',
    enabled: true,
    hasPeriods: true,
    lists: { status: 'ready', ...sampleContractLists, onRetry: fn() },
    downlines: { status: 'ready', agents: sampleDownlineAgents },
    onAnswer: fn<(row: ContractRow, action: 'accept' | 'reject') => Promise<ContractActionResult>>(ok),
    onTerminate: fn<(row: ContractRow) => Promise<ContractActionResult>>(ok),
    onPropose: fn<(draft: ContractDraft, confirm: boolean) => Promise<ContractProposalResult>>(ok),
  },
  argTypes: { lists: { control: false }, downlines: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "One contract kind of the agent centre (dividend, daily wage, hourly or real-time salary). The upline's requests with Accept and Reject, the contracts the agent holds and the ones it offered (rate, period, period valid bet, period P&L, active members, bet amount), each with its status; an offered contract that still runs can be terminated where the kind allows it, after a confirmation. The offer form picks a downline agent, a rate and, for kinds paid per period, the period. An offer below what the downline passes on to its own team asks first and names the contracts it ends. A kind not enabled for the agent says so.",
      },
    },
  },
} satisfies Meta<typeof Contracts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Daily Wage' })).toBeVisible();
    await expect(canvas.getByText('Daily wages are paid the next day.')).toBeVisible();
    const requests = within(canvas.getByRole('region', { name: 'Requests to answer' }));
    await expect(requests.getByText('From house_master')).toBeVisible();
    await expect(requests.getByText('Period valid bet')).toBeVisible();
    const offered = within(canvas.getByRole('region', { name: 'Contracts I offered' }));
    // Only the contract that still runs can be ended.
    await expect(offered.getAllByRole('button', { name: /^Terminate / })).toHaveLength(1);
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toBeVisible();
  },
};

export const AcceptRequest: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the contract from house_master' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }), 'accept');
    await expect(await canvas.findByText('You accepted the contract from house_master.')).toBeVisible();
  },
};

export const AnswerFails: Story = {
  args: {
    onAnswer: fn<(row: ContractRow, action: 'accept' | 'reject') => Promise<ContractActionResult>>(async () => ({
      ok: false,
      error: 'The contract is not waiting for a decision',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the contract from house_master' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The contract is not waiting for a decision');
  },
};

export const TerminateAfterConfirming: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Terminate the contract with minh2231' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Terminate this contract\?/ });
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByText(/minh2231 at 0\.5%/)).toBeVisible());
    await expect(args.onTerminate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await expect(args.onTerminate).toHaveBeenCalledWith(expect.objectContaining({ id: '7' }));
    await expect(await canvas.findByText('The contract with minh2231 has ended.')).toBeVisible();
  },
};

/** Fills the offer form: a downline agent and a rate. */
async function offer(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void>; type: (element: Element, text: string) => Promise<void> },
  account: string,
  rate: string,
) {
  await userEvent.click(canvas.getByRole('combobox', { name: 'Downline agent' }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${account}`) }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Rate (%)' }), rate);
  await userEvent.click(canvas.getByRole('button', { name: 'Offer the contract' }));
}

export const Propose: Story = {
  play: async ({ canvas, args, userEvent }) => {
    // Nothing chosen: the form says what is missing and sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Offer the contract' }));
    await expect(canvas.getByText('Choose the downline agent to offer it to')).toBeVisible();
    await expect(canvas.getByText('Enter a rate above 0')).toBeVisible();
    await expect(args.onPropose).not.toHaveBeenCalled();
    await offer(canvas, userEvent, 'lan908', '0.4');
    await expect(args.onPropose).toHaveBeenCalledWith({ account: 'lan908', rate: 0.4, period: 'DAILY' }, false);
    await expect(
      await canvas.findByText('The contract was offered to lan908; it starts once they accept it.'),
    ).toBeVisible();
  },
};

export const LowerRateAsksFirst: Story = {
  args: {
    kind: 'dividend',
    title: 'Bonus',
    onPropose: fn(
      async (_draft: ContractDraft, confirm: boolean): Promise<ContractProposalResult> =>
        confirm ? { ok: true } : { ok: false, confirm: [{ id: '22', account: 'kim77', rate: '8%' }] },
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    await offer(canvas, userEvent, 'minh2231', '5');
    const dialog = await screen.findByRole('alertdialog', { name: /End your downline's contract\?/ });
    await waitFor(() => expect(within(dialog).getByText('kim77 at 8%')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'End them and offer' }));
    await expect(args.onPropose).toHaveBeenLastCalledWith({ account: 'minh2231', rate: 5, period: 'DAILY' }, true);
    await expect(
      await canvas.findByText('The contract was offered to minh2231; it starts once they accept it.'),
    ).toBeVisible();
  },
};

export const RealTimeSalary: Story = {
  args: {
    kind: 'realtimeSalary',
    title: 'Real-time Salary',
    hasPeriods: false,
    nextSettlement: '12:05',
    onTerminate: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Real-time salary settles every 5 minutes.')).toBeVisible();
    await expect(canvas.getByText('Next settlement at 12:05')).toBeVisible();
    // No periods to choose, and no terminate call for this kind.
    await expect(canvas.queryByRole('combobox', { name: 'Period' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Terminate / })).toBeNull();
  },
};

export const NotEnabled: Story = {
  args: { enabled: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'This contract kind is not enabled for your account' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Offer the contract' })).toBeNull();
  },
};

export const Loading: Story = {
  args: {
    lists: { status: 'loading', requests: [], held: [], offered: [] },
    downlines: { status: 'loading', agents: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the contracts')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Requests to answer' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { lists: { status: 'ready', requests: [], held: [], offered: [] }, downlines: { status: 'ready', agents: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No request is waiting for your answer.')).toBeVisible();
    await expect(canvas.getByText('You hold no contract of this kind.')).toBeVisible();
    await expect(canvas.getByText('You have not offered a contract of this kind.')).toBeVisible();
    await expect(canvas.getByText('You have no downline agent to offer a contract to.')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { lists: { status: 'error', requests: [], held: [], offered: [], onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'The contracts could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.lists.onRetry).toHaveBeenCalled();
  },
};

const longAccount = 'a_downline_agent_with_a_remarkably_long_account_name_2025';

export const LongText: Story = {
  args: {
    lists: {
      status: 'ready',
      ...sampleContractLists,
      offered: [
        {
          ...(sampleContractLists.offered[0] as ContractRow),
          id: 'long',
          account: longAccount,
          periodValidBet: '123,456,789,012.00',
          periodPnl: '-98,765,432.10',
        },
      ],
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`To ${longAccount}`)).toBeVisible();
    await expect(canvas.getByText('123,456,789,012.00')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '日工资', lists: { status: 'ready', ...sampleContractListsCN } },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('日工资次日发放。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '同意 house_master 的契约' })).toBeVisible();
    await expect(canvas.getByText('您没有此类契约。')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept the contract from house_master' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Offer the contract' })).toBeVisible();
  },
};

// demo_agent's daily wages in the sandbox: the house's request is accepted
// through the platform call, and the list the site's view model builds follows.
const platform = storyPlatform({ user: 'demo_agent' });
const { client } = platform;
const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);

function SandboxContracts(args: ContractsProps) {
  const [contracts, setContracts] = useState<readonly Contract[]>();
  const [requests, setRequests] = useState<readonly Contract[]>();
  const [downlines, setDownlines] = useState<readonly Downline[]>();
  const reload = useCallback(async () => {
    setContracts(await client.call(agentDailySalaryContractsEndpoint, {}));
    setRequests(await client.call(agentDailySalaryRequestsEndpoint, {}));
  }, []);
  useEffect(() => {
    void reload();
    void client.call(agentDownlinesEndpoint, { pageNo: 1, pageSize: 200 }).then((page) => setDownlines(page.list));
  }, [reload]);
  const settle = async (call: Promise<unknown>): Promise<ContractActionResult> => {
    try {
      await call;
      await reload();
      return { ok: true };
    } catch (error) {
      return { ok: false, error: errorTextOf(error, t) };
    }
  };
  return (
    <Contracts
      {...args}
      lists={{ ...contractListsOf(contracts, requests, t), status: contracts && requests ? 'ready' : 'loading' }}
      downlines={{ status: downlines ? 'ready' : 'loading', agents: contractDownlinesOf(downlines) }}
      onAnswer={(row, action) => settle(client.call(agentProcessDailySalaryEndpoint, { contractId: row.id, action }))}
      onTerminate={undefined}
      onPropose={async (draft, confirmTerminate) => {
        try {
          await client.call(agentProposeDailySalaryEndpoint, { ...draft, confirmTerminate });
          await reload();
          return { ok: true };
        } catch (error) {
          return contractProposalFailureOf(error, t);
        }
      }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxContracts {...args} />,
  play: async ({ canvas, userEvent }) => {
    const requests = within(await canvas.findByRole('region', { name: /^Requests to answer/ }, { timeout: 5000 }));
    await userEvent.click(requests.getByRole('button', { name: 'Accept the contract from house_master' }));
    await expect(await canvas.findByText('You accepted the contract from house_master.')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('No request is waiting for your answer.')).toBeVisible());
    const held = within(canvas.getByRole('region', { name: /^Contracts I hold/ }));
    await expect(held.getByText('Active')).toBeVisible();
    // Only the four sub-agents are offered contracts.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Downline agent' }));
    await expect(await screen.findAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
  },
};
