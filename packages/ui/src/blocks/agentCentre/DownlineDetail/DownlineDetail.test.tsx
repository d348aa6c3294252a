import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ContractActionResult } from '../contracts';
import type { RebateSetting } from '../downlineDetail';
import { sampleDownlineContracts, sampleMemberFacts, sampleRebateSettings } from '../sampleDownlineDetail';
import { DownlineDetail, type DownlineDetailProps } from './DownlineDetail';
import { rebateRateIssue } from './RebateSettingsForm';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const ok = async (): Promise<ContractActionResult> => ({ ok: true });

function renderDetail(props: Partial<DownlineDetailProps> = {}) {
  return render(
    <DownlineDetail
      account="hoa2291"
      direct
      detail={{ status: 'ready', facts: sampleMemberFacts }}
      onTransfer={vi.fn(ok)}
      onCollect={vi.fn(ok)}
      onResetPassword={vi.fn(ok)}
      onPromote={vi.fn(ok)}
      rebates={{ status: 'ready', settings: sampleRebateSettings }}
      onSaveRebates={vi.fn(ok)}
      contracts={{ status: 'ready', kinds: sampleDownlineContracts }}
      onProposeContract={vi.fn(async () => ({ ok: true as const }))}
      {...props}
    />,
    { wrapper },
  );
}

describe('rebateRateIssue', () => {
  const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
  const live: RebateSetting = { productType: 'LIVE', label: 'Live', rate: 0, quota: 0.8, minRate: 0.1, maxRate: 1.2 };

  it('accepts a rate up to the quota, with the rounding of decimals', () => {
    expect(rebateRateIssue('0.8', live, t)).toBeNull();
    expect(rebateRateIssue(String(0.7 + 0.1), live, t)).toBeNull();
    expect(rebateRateIssue('0,5', live, t)).toBeNull();
  });

  it("names the agent's own rate above it, and the site's range outside it", () => {
    expect(rebateRateIssue('1', live, t)).toBe('agentCentre.team.rebates.overQuota{"quota":0.8}');
    expect(rebateRateIssue('0.05', live, t)).toBe('agentCentre.team.rebates.outOfRange{"min":0.1,"max":1.2}');
    // A quota above the site's maximum leaves the maximum as the bound.
    expect(rebateRateIssue('1.3', { ...live, quota: 2 }, t)).toBe(
      'agentCentre.team.rebates.outOfRange{"min":0.1,"max":1.2}',
    );
    expect(rebateRateIssue('abc', live, t)).toBe('agentCentre.team.rebates.invalid');
    expect(rebateRateIssue(' ', live, t)).toBe('agentCentre.team.rebates.invalid');
  });
});

describe('DownlineDetail', () => {
  it('keeps the rates typed and says why when the platform refuses the save', async () => {
    let finish: (result: ContractActionResult) => void = () => undefined;
    const onSaveRebates = vi.fn(() => new Promise<ContractActionResult>((resolve) => (finish = resolve)));
    renderDetail({ defaultTab: 'rebates', onSaveRebates });
    const form = within(screen.getByRole('form', { name: 'Rebate rates of hoa2291' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Slots (%)' }), { target: { value: '1.1' } });
    fireEvent.click(form.getByRole('button', { name: 'Save rates' }));
    expect(onSaveRebates).toHaveBeenCalledWith([
      { productType: 'LIVE', rate: 0.3 },
      { productType: 'RNG', rate: 1.1 },
      { productType: 'SPORTS', rate: 0.2 },
    ]);
    await act(async () => finish({ ok: false, error: 'The rebate rate is above your own rate' }));
    expect(form.getByRole('alert')).toHaveTextContent('The rebate rate is above your own rate');
    expect(form.getByRole('textbox', { name: 'Slots (%)' })).toHaveValue('1.1');
  });

  it('shows no actions for a member further down the team', () => {
    renderDetail({ direct: false });
    expect(screen.getByText('Team size')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Promote to agent' })).toBeNull();
  });

  it('shows the promotion failure and keeps the button', async () => {
    const onPromote = vi.fn(async (): Promise<ContractActionResult> => ({ ok: false, error: 'Already an agent' }));
    renderDetail({ onPromote });
    fireEvent.click(screen.getByRole('button', { name: 'Promote to agent' }));
    const confirm = within(screen.getByRole('alertdialog'));
    await act(async () => {
      fireEvent.click(confirm.getByRole('button', { name: 'Promote' }));
    });
    expect(onPromote).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Already an agent')).toBeInTheDocument();
  });
});
