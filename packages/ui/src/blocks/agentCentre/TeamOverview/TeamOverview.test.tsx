import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleTeamDays, sampleTeamFigures } from '../sampleTeamOverview';
import { TeamOverview } from './TeamOverview';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('TeamOverview', () => {
  it('charts the figure chosen, and lists the same numbers for screen readers', () => {
    render(
      <TeamOverview
        title="Team Overview"
        period="last7"
        onPeriodChange={vi.fn()}
        totals={{ status: 'ready', figures: sampleTeamFigures }}
        daily={{ status: 'ready', days: sampleTeamDays }}
      />,
      { wrapper },
    );
    expect(within(screen.getByRole('table', { name: 'Valid bets' })).getByText('4,200.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Withdrawals' }));
    expect(screen.queryByRole('table', { name: 'Valid bets' })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Withdrawals' })).getByText('5,150.00')).toBeInTheDocument();
    // A loss is drawn below the line, in its own colour.
    fireEvent.click(screen.getByRole('button', { name: 'Team P&L' }));
    const bars = document.querySelectorAll('svg rect');
    expect(bars).toHaveLength(7);
    expect(bars[1]?.getAttribute('class')).not.toBe(bars[0]?.getAttribute('class'));
  });
});
