import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleRanks } from '../sampleVip';
import { VipRanks } from './VipRanks';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('VipRanks', () => {
  it('lists every rank with what it asks and gives, and marks the player’s own', () => {
    render(<VipRanks ranks={{ status: 'ready', ranks: sampleRanks }} />, { wrapper });
    const list = screen.getByRole('list', { name: 'Ranks and benefits' });
    const ranks = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(ranks).toEqual(['Member', 'Bronze', 'Silver', 'Diamond']);
    const bronze = screen.getByRole('heading', { name: 'Bronze' }).closest('li') as HTMLElement;
    expect(bronze).toHaveAttribute('aria-current', 'true');
    expect(within(bronze).getByText('Your rank')).toBeInTheDocument();
    expect(within(bronze).getByText('Monthly turnover 10,000.00')).toBeInTheDocument();
    expect(within(bronze).getByText('Upgrade bonus ₱18')).toBeInTheDocument();
    // The entry rank asks nothing, so no requirement line is drawn for it.
    const member = screen.getByRole('heading', { name: 'Member' }).closest('li') as HTMLElement;
    expect(within(member).queryByText(/Monthly turnover/)).toBeNull();
    expect(screen.getAllByText('Your rank')).toHaveLength(1);
  });

  it('says the ranks could not be loaded and retries', () => {
    const onRetry = vi.fn();
    render(<VipRanks ranks={{ status: 'error', ranks: [], onRetry }} />, { wrapper });
    expect(screen.getByRole('heading', { name: 'The ranks could not be loaded' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalled();
  });
});
