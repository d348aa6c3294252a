import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BonusClaimResult } from '../bonusDetails';
import { sampleBonuses } from '../sampleBonuses';
import { BonusDetails } from './BonusDetails';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('BonusDetails', () => {
  it('offers a claim only for issued bonuses, and one claim at a time', async () => {
    let finish: (result: BonusClaimResult) => void = () => undefined;
    const onClaim = vi.fn(() => new Promise<BonusClaimResult>((resolve) => (finish = resolve)));
    render(
      <BonusDetails title="Bonus Details" bonuses={{ status: 'ready', bonuses: sampleBonuses }} onClaim={onClaim} />,
      {
        wrapper,
      },
    );
    expect(screen.getAllByRole('button', { name: /^Claim / }).map((button) => button.textContent)).toEqual([
      'Claim',
      'Claim',
    ]);
    expect(screen.queryByRole('button', { name: 'Claim First deposit 100%' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Claim Weekend reload 10%' }));
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ id: '6002' }));
    expect(screen.getByRole('button', { name: 'Claim Lucky draw' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish({ ok: true }));
    expect(screen.getByText('Weekend reload 10%: the bonus moved to your balance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim Lucky draw' })).not.toHaveAttribute('aria-disabled');
  });

  it('says nothing about what is ready while the list loads', () => {
    render(<BonusDetails title="Bonus Details" bonuses={{ status: 'loading', bonuses: [] }} onClaim={vi.fn()} />, {
      wrapper,
    });
    expect(screen.queryByText(/ready to claim|Nothing to claim/)).toBeNull();
  });
});
