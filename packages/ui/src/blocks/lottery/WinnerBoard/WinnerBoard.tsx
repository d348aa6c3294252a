import { currentLocale, useTranslation } from '@lobby/i18n';
import { Trophy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { useClock } from '../../../scheduling/clock';
import { useCurrency } from '../../shell/Balance/currency';
import { formatMoney } from '../../shell/Balance/formatMoney';
import { maskPlayerName } from './maskPlayerName';
import * as styles from './WinnerBoard.css';

export interface WinnerEntry {
  player: string;
  game: string;
  prize: number;
}

export interface WinnerBoardProps {
  status: AsyncStatus;
  winners: WinnerEntry[];
  onRetry: () => void;
  /** How many winners show at a time. */
  visibleRows?: number;
  /** How long each step of the ticker stays, in milliseconds. */
  stepMs?: number;
  /** The heading's level where the board sits. */
  headingLevel?: 2 | 3;
}

const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * The winner board: recent winners (player name masked, game, prize). A ticker
 * moves one winner up every few seconds; it stands still while the pointer is
 * over it or focus is inside it, and for players who ask for reduced motion,
 * who get a list they scroll themselves.
 */
export function WinnerBoard({
  status,
  winners,
  onRetry,
  visibleRows = 5,
  stepMs = 3000,
  headingLevel = 2,
}: WinnerBoardProps) {
  const { t, i18n } = useTranslation();
  const clock = useClock();
  const still = useMediaQuery(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [first, setFirst] = useState(0);
  const titleId = useId();
  const locale = currentLocale(i18n);
  const currency = useCurrency();
  const moving = !still && !hovered && !focused && winners.length > visibleRows;
  const paused = !still && winners.length > visibleRows && !moving;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each step (a new `first`) schedules the next
  useEffect(() => {
    if (!moving) return;
    return clock.after(stepMs, () => setFirst((current) => (current + 1) % winners.length));
  }, [clock, moving, stepMs, winners.length, first]);

  // The rows on show: a window over the list that wraps around at its end.
  const shown = still
    ? winners
    : Array.from({ length: Math.min(visibleRows, winners.length) }, (_, offset) => {
        const index = (first + offset) % Math.max(winners.length, 1);
        return { winner: winners[index], index };
      })
        .filter((row): row is { winner: WinnerEntry; index: number } => row.winner !== undefined)
        .map((row) => row.winner);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section
      className={styles.root}
      aria-labelledby={titleId}
      data-ticker={still ? 'still' : moving ? 'moving' : 'paused'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Heading id={titleId} className={styles.title}>
        <Trophy aria-hidden className={styles.icon} />
        {t('winnerBoard.title')}
      </Heading>
      <AsyncRegion
        status={status}
        skeleton={<Skeleton.Text lines={visibleRows} />}
        loadingLabel={t('winnerBoard.loading')}
        empty={winners.length === 0}
        emptyState={<p className={styles.note}>{t('winnerBoard.empty')}</p>}
        errorTitle={t('winnerBoard.error')}
        onRetry={onRetry}
        size="compact"
      >
        {paused ? <p className={styles.paused}>{t('winnerBoard.paused')}</p> : null}
        {/* Focusable so keyboard users can pause it and, when still, scroll it. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls and pauses the ticker on focus */}
        <ul className={still ? styles.scrollingList : styles.list} tabIndex={0} aria-label={t('winnerBoard.title')}>
          {shown.map((winner, offset) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of the window; a winner may repeat
            <li key={offset} className={styles.row}>
              <span className={styles.player}>{maskPlayerName(winner.player)}</span>
              <span className={styles.game}>{winner.game}</span>
              <span className={styles.prize}>{formatMoney(winner.prize, currency, locale)}</span>
            </li>
          ))}
        </ul>
      </AsyncRegion>
    </section>
  );
}
