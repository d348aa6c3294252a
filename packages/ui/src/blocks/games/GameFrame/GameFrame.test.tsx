import { createFullI18n } from '@lobby/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LobbyProvider } from '../../../provider/LobbyProvider';
import { createManualClock } from '../../../scheduling/manualClock';
import { GameFrame } from './GameFrame';

function showGame() {
  const clock = createManualClock({ start: 0 });
  render(
    <LobbyProvider i18n={createFullI18n()} clock={clock}>
      <GameFrame
        url="https://games.example/dragon"
        title="Dragon Fortune"
        onBack={() => undefined}
        loadTimeoutMs={10_000}
      />
    </LobbyProvider>,
  );
  const frame = () => screen.getByTitle('Dragon Fortune');
  return { clock, frame };
}

const timedOut = () => screen.queryByRole('heading', { name: 'The game is taking too long to load' });

describe('the game frame while the game loads', () => {
  it('offers Retry once the game has not loaded in time, and Retry loads it in a new frame', async () => {
    const { clock, frame } = showGame();
    await clock.advance(9_999);
    expect(timedOut()).toBeNull();
    expect(screen.getByText('Starting the game…')).toBeInTheDocument();
    await clock.advance(1);
    expect(timedOut()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute('href', '/index');

    const first = frame();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(timedOut()).toBeNull();
    expect(frame()).not.toBe(first);
    expect(frame()).toHaveAttribute('src', 'https://games.example/dragon');
    // The new attempt gets its own time.
    await clock.advance(9_999);
    expect(timedOut()).toBeNull();
    await clock.advance(1);
    expect(timedOut()).toBeInTheDocument();
  });

  it('never times out a game that has loaded, and drops the offer if it loads late', async () => {
    const { clock, frame } = showGame();
    await clock.advance(10_000);
    expect(timedOut()).toBeInTheDocument();
    fireEvent.load(frame());
    expect(timedOut()).toBeNull();
    await clock.advance(60_000);
    expect(timedOut()).toBeNull();
    expect(clock.pending).toBe(0);
  });
});
