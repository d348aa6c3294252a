import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RaffleOpenResult } from '../rewardCentre';
import { sampleClaims, sampleRaffles, sampleRewards } from '../sampleRewards';
import { RewardCentre } from './RewardCentre';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function renderCentre(onOpenRaffle: () => Promise<RaffleOpenResult>) {
  return render(
    <RewardCentre
      title="Rewards Center"
      available={{ status: 'ready', items: sampleRewards }}
      raffles={{ status: 'ready', items: sampleRaffles }}
      history={{ status: 'ready', items: sampleClaims, page: 1, pageCount: 1, onPageChange: vi.fn() }}
      onClaim={vi.fn()}
      onOpenRaffle={onOpenRaffle}
    />,
    { wrapper },
  );
}

describe('RewardCentre', () => {
  it('keeps other actions waiting while an envelope opens, then shows the prize', async () => {
    let finish: (result: RaffleOpenResult) => void = () => undefined;
    renderCentre(() => new Promise<RaffleOpenResult>((resolve) => (finish = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Open Weekend lucky draw' }));
    expect(screen.getByRole('button', { name: 'Claim Daily reload 10%' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish({ ok: true, prize: '88.00' }));
    expect(screen.getByText('You won 88.00!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Weekend lucky draw' })).toBeNull();
  });

  it('says where the prize went when the platform does not name it', async () => {
    renderCentre(async () => ({ ok: true, prize: '' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open Weekend lucky draw' })));
    expect(screen.getByText('Opened: the prize went to your balance.')).toBeInTheDocument();
  });

  it('hides paging when the history fits one page', () => {
    renderCentre(vi.fn());
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
