import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleStanding } from '../sampleVip';
import { RankProgress } from './RankProgress';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('RankProgress', () => {
  it('shows the rank, the next one and each turnover against its target', () => {
    render(<RankProgress standing={sampleStanding} />, { wrapper });
    expect(screen.getByText(/Bronze · Level 1/)).toBeInTheDocument();
    expect(screen.getByText('Next rank: Silver')).toBeInTheDocument();
    const monthly = screen.getByRole('progressbar', { name: 'Turnover this month' });
    expect(monthly).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('12,500.00 of 50,000.00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Total turnover' })).toHaveAttribute('aria-valuenow', '14');
    expect(screen.queryByRole('button', { name: 'VIP service' })).toBeNull();
  });

  it('says the top rank is reached when there is no next one', () => {
    render(<RankProgress standing={{ ...sampleStanding, nextRankName: '' }} />, { wrapper });
    expect(screen.getByText('You have reached the highest rank')).toBeInTheDocument();
  });

  it('offers the VIP service only when given the way to it', () => {
    const onVipService = vi.fn();
    render(<RankProgress standing={sampleStanding} onVipService={onVipService} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'VIP service' }));
    expect(onVipService).toHaveBeenCalledOnce();
  });

  it('asks a visitor to sign in instead of showing progress', () => {
    const onSignIn = vi.fn();
    render(<RankProgress standing={null} onSignIn={onSignIn} />, { wrapper });
    expect(screen.getByRole('heading', { name: 'Sign in to see your rank' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });
});
