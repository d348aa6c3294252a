import { type Claimable, promotionsClaimablesEndpoint, promotionsClaimIssuedEndpoint } from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { bonusClaimFailureOf, bonusItemsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { BonusClaimResult, BonusItem } from '../bonusDetails';
import { sampleBonuses, sampleBonusesCN } from '../sampleBonuses';
import { BonusDetails, type BonusDetailsProps } from './BonusDetails';

/**
 * The stories' bonuses behave as the site's do: a claim that succeeds marks
 * the bonus claimed, after the args' `onClaim` (a spy).
 */
function LocalBonusDetails(args: BonusDetailsProps) {
  const [bonuses, setBonuses] = useState<readonly BonusItem[]>(args.bonuses.bonuses);
  return (
    <BonusDetails
      {...args}
      bonuses={{ ...args.bonuses, bonuses }}
      onClaim={async (bonus) => {
        const result = await args.onClaim(bonus);
        if (result.ok)
          setBonuses((list) =>
            list.map((entry) =>
              entry.id === bonus.id
                ? { ...entry, claimable: false, status: { label: 'Claimed', tone: 'success' } }
                : entry,
            ),
          );
        return result;
      }}
    />
  );
}

const ok = async (): Promise<BonusClaimResult> => ({ ok: true });

const meta = {
  title: 'Blocks/Member centre/Bonus details',
  component: BonusDetails,
  args: {
    title: 'Bonus Details',
    bonuses: { status: 'ready', bonuses: sampleBonuses, onRetry: fn() },
    onClaim: fn<(bonus: BonusItem) => Promise<BonusClaimResult>>(ok),
  },
  argTypes: { bonuses: { control: false }, title: { control: 'text' } },
  render: (args) => <LocalBonusDetails {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "The member centre's bonus details. Every bonus of the promotions the player is in, the ones waiting to be claimed first, each with its kind, amount, end time and activity status as a labelled badge (join, claim, applying, closed, rejected, issued, claimed, in progress, signed, coming soon). An issued bonus has a Claim button; the result is said under the list, and a failed claim keeps the list and says why.",
      },
    },
  },
} satisfies Meta<typeof BonusDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bonus Details' })).toBeVisible();
    await expect(canvas.getByText('2 bonuses ready to claim')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Bonus Details' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Applying')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Claim / })).toHaveLength(2);
  },
};

export const ClaimOne: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Lucky draw' }));
    await expect(args.onClaim).toHaveBeenCalledWith(expect.objectContaining({ id: '6006' }));
    await expect(await canvas.findByText('Lucky draw: the bonus moved to your balance.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Claim Lucky draw' })).toBeNull();
    await expect(canvas.getByText('1 bonus ready to claim')).toBeVisible();
  },
};

export const ClaimFails: Story = {
  args: {
    onClaim: fn<(bonus: BonusItem) => Promise<BonusClaimResult>>(async () => ({
      ok: false,
      error: 'Complete the turnover of your last bonus first.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Weekend reload 10%' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Complete the turnover of your last bonus first.');
    // Nothing changed: the bonus is still there to claim.
    await expect(canvas.getByRole('button', { name: 'Claim Weekend reload 10%' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByText('2 bonuses ready to claim')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { bonuses: { status: 'loading', bonuses: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your bonuses')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { bonuses: { status: 'ready', bonuses: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No bonuses yet' })).toBeVisible();
    await expect(canvas.getByText('Nothing to claim right now')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { bonuses: { status: 'error', bonuses: [], onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your bonuses could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.bonuses.onRetry).toHaveBeenCalled();
  },
};

const longTitle =
  'Grand opening celebration: a matched bonus on every deposit during the first fortnight, for slots, live casino and sports alike';

export const LongText: Story = {
  args: {
    bonuses: {
      status: 'ready',
      bonuses: [
        {
          id: 'long',
          title: longTitle,
          kind: 'Deposit bonus',
          amount: '1,234,567.89',
          status: { label: 'Coming soon', tone: 'neutral' },
          expires: '2026-12-31 23:59:59',
          claimable: false,
        },
        ...sampleBonuses,
      ],
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: longTitle })).toBeVisible();
    await expect(canvas.getByText('1,234,567.89')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '红利明细', bonuses: { status: 'ready', bonuses: sampleBonusesCN } },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 个红利可领取')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '领取周末充值 10%' })).toBeVisible();
    await expect(canvas.getByText('已领取')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Claim Weekend reload 10%' })).toBeVisible();
  },
};

// demo_player's bonuses in the sandbox, claimed through the platform call and
// mapped by the site's view model.
const platform = storyPlatform({ user: 'demo_player' });
const { client } = platform;
const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);

function SandboxBonusDetails(args: BonusDetailsProps) {
  const [claimables, setClaimables] = useState<readonly Claimable[]>();
  const reload = useCallback(async () => setClaimables(await client.call(promotionsClaimablesEndpoint)), []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return (
    <BonusDetails
      {...args}
      bonuses={{ bonuses: bonusItemsOf(claimables, t), status: claimables ? 'ready' : 'loading' }}
      onClaim={async (bonus) => {
        try {
          await client.call(promotionsClaimIssuedEndpoint, { id: bonus.id });
          await reload();
          return { ok: true };
        } catch (error) {
          return bonusClaimFailureOf(error, t);
        }
      }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxBonusDetails {...args} />,
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Bonus Details' });
    const claims = within(list).getAllByRole('button', { name: /^Claim / });
    await expect(claims.length).toBeGreaterThan(0);
    const first = claims[0] as HTMLElement;
    const name = first.getAttribute('aria-label') ?? '';
    const before = platform.sandbox.account('demo_player').main;
    await userEvent.click(first);
    await expect(await canvas.findByText(/: the bonus moved to your balance\.$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name })).toBeNull();
    await expect(platform.sandbox.account('demo_player').main).toBeGreaterThan(before);
  },
};
