import { createFullI18n } from '@lobby/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LobbyProvider } from '../../../provider/LobbyProvider';
import { createManualClock } from '../../../scheduling/manualClock';
import { maskPlayerName } from './maskPlayerName';
import { WinnerBoard, type WinnerEntry } from './WinnerBoard';

const winners: WinnerEntry[] = Array.from({ length: 8 }, (_, index) => ({
  player: `pl***${index}`,
  game: `Game ${index}`,
  prize: 1000 + index,
}));

function matchReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function showBoard(list: WinnerEntry[] = winners) {
  const clock = createManualClock({ start: 0 });
  render(
    <LobbyProvider i18n={createFullI18n()} clock={clock}>
      <WinnerBoard status="ready" winners={list} onRetry={() => undefined} visibleRows={3} stepMs={3000} />
    </LobbyProvider>,
  );
  const games = () =>
    within(screen.getByRole('list', { name: 'Latest winners' }))
      .getAllByRole('listitem')
      .map((row) => row.children[1]?.textContent);
  return { clock, games };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the winner board ticker', () => {
  it('moves one winner up each step and wraps round to the first', async () => {
    matchReducedMotion(false);
    const { clock, games } = showBoard();
    expect(games()).toEqual(['Game 0', 'Game 1', 'Game 2']);
    await clock.advance(2999);
    expect(games()).toEqual(['Game 0', 'Game 1', 'Game 2']);
    await clock.advance(1);
    expect(games()).toEqual(['Game 1', 'Game 2', 'Game 3']);
    await clock.advance(3000 * 6);
    expect(games()).toEqual(['Game 7', 'Game 0', 'Game 1']);
  });

  it('stands still while the pointer is over it or focus is inside, and goes on after', async () => {
    matchReducedMotion(false);
    const { clock, games } = showBoard();
    const board = screen.getByRole('region', { name: 'Latest winners' });
    fireEvent.pointerEnter(board);
    await clock.advance(9000);
    expect(games()).toEqual(['Game 0', 'Game 1', 'Game 2']);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    fireEvent.pointerLeave(board);
    screen.getByRole('list', { name: 'Latest winners' }).focus();
    await clock.advance(9000);
    expect(games()).toEqual(['Game 0', 'Game 1', 'Game 2']);
    screen.getByRole('list', { name: 'Latest winners' }).blur();
    await clock.advance(3000);
    expect(games()).toEqual(['Game 1', 'Game 2', 'Game 3']);
  });

  it('never moves for players who ask for reduced motion: every winner is listed to scroll through', async () => {
    matchReducedMotion(true);
    const { clock, games } = showBoard();
    expect(games()).toHaveLength(8);
    expect(clock.pending).toBe(0);
    await clock.advance(9000);
    expect(games()[0]).toBe('Game 0');
  });

  it('does not tick when every winner already fits', async () => {
    matchReducedMotion(false);
    const { clock, games } = showBoard(winners.slice(0, 2));
    expect(games()).toEqual(['Game 0', 'Game 1']);
    expect(clock.pending).toBe(0);
  });
});

describe('maskPlayerName', () => {
  it('hides the middle of a name, keeps one the platform already masked, and never shows a short name whole', () => {
    expect(maskPlayerName('luckystar88')).toBe('lu***8');
    expect(maskPlayerName('ja***7')).toBe('ja***7');
    expect(maskPlayerName('bob')).toBe('b***');
    expect(maskPlayerName('王小明明')).toBe('王小***明');
  });
});
