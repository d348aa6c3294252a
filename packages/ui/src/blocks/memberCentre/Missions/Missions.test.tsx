import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MissionClaimResult } from '../missions';
import { sampleLeaderboard, sampleMissions, sampleRules } from '../sampleMissions';
import { Missions } from './Missions';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function renderMissions(onClaim = vi.fn(async (): Promise<MissionClaimResult> => ({ ok: true }))) {
  render(
    <Missions
      title="Missions"
      missions={{ status: 'ready', missions: sampleMissions }}
      leaderboard={{ status: 'ready', ...sampleLeaderboard }}
      rules={{ status: 'ready', rules: sampleRules }}
      onClaim={onClaim}
    />,
    { wrapper },
  );
  return onClaim;
}

describe('Missions', () => {
  it('shows each mission’s progress and offers a claim only for a completed one', () => {
    renderMissions();
    const list = screen.getByRole('list', { name: 'Missions' });
    expect(within(list).getAllByRole('button', { name: /^Claim / })).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Play 50 slot rounds' })).toHaveAttribute('aria-valuenow', '21');
    expect(screen.getByText('21 of 50 · Reward 30.00')).toBeInTheDocument();
    expect(screen.getByText('1 reward ready to claim')).toBeInTheDocument();
  });

  it('says a claim went through, or why it did not', async () => {
    const onClaim = renderMissions(vi.fn(async (): Promise<MissionClaimResult> => ({ ok: false, error: 'Too late' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Claim Deposit 3 days in a row' })));
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ id: '3002' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Too late');
  });

  it('shows the leaderboard with the player’s own place, and the rules', () => {
    renderMissions();
    expect(screen.getByText('You are number 14 with 350 points')).toBeInTheDocument();
    const board = screen.getByRole('table', { name: 'Leaderboard' });
    expect(within(board).getByText('ma***88')).toBeInTheDocument();
    expect(screen.getByText('Mission period').tagName).toBe('DT');
    expect(screen.getByText('Claim a completed mission’s reward before it resets.')).toBeInTheDocument();
  });
});
