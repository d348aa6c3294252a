import { useTranslation } from '@lobby/i18n';
import { type ReactNode, useId } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './LotteryLobby.css';

/** A lottery game the player can open in the lottery's betting view. */
export interface LotteryGameEntry {
  code: string;
  name: string;
  /** Among the lottery's most played. */
  hot?: boolean;
}

/** A group of the lottery's menu (a region, a kind of draw, or a product). */
export interface LotteryGroupEntry {
  id: string;
  label: string;
  /** The product or prize mode the group belongs to, shown beside its label (the e-lottery page lists two). */
  product?: string;
  games: LotteryGameEntry[];
}

/** A drawn result of a lottery game. */
export interface LotteryDrawEntry {
  gameCode: string;
  gameName: string;
  /** Draw number. */
  numero: string;
  numbers: string[];
  openTime: string | null;
}

export interface LotteryLobbyProps {
  title: string;
  /** The menus. */
  status: AsyncStatus;
  groups: LotteryGroupEntry[];
  popular: LotteryGameEntry[];
  /** The signed-in player's recently played games; omitted for visitors. */
  recent?: LotteryGameEntry[];
  /** The latest draws; without a status (the lottery shows its numbers to signed-in players only) there is no such section. */
  drawsStatus?: AsyncStatus;
  draws?: LotteryDrawEntry[];
  /** Opens the lottery on a game's betting view, or on its lobby (`null`). */
  onPlay: (game: LotteryGameEntry | null) => void;
  /** The launch under way: the game's code, `''` for the lobby; its button shows it is busy. */
  launching?: string | null;
  onRetry: () => void;
  onRetryDraws?: () => void;
  /** Content under the lists, such as the winner board. */
  aside?: ReactNode;
}

function GameButtons({
  games,
  onPlay,
  launching,
}: {
  games: LotteryGameEntry[];
  onPlay: LotteryLobbyProps['onPlay'];
  launching: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.games}>
      {games.map((game) => (
        <li key={game.code}>
          <Button
            variant="secondary"
            fullWidth
            className={styles.game}
            loading={launching === game.code}
            disabled={launching != null && launching !== game.code}
            onClick={() => onPlay(game)}
          >
            {/* Heard as "Play <game>"; the name and the hot mark are what the eye reads. */}
            <VisuallyHidden>{t('lottery.play', { name: game.name })}</VisuallyHidden>
            <span className={styles.gameName} aria-hidden>
              {game.name}
            </span>
            {game.hot ? (
              <Badge tone="danger" aria-hidden>
                {t('lottery.hot')}
              </Badge>
            ) : null}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function GamesSkeleton() {
  return (
    <ul className={styles.games} aria-hidden>
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <Skeleton height={44} radius="control" />
        </li>
      ))}
    </ul>
  );
}

/**
 * A lottery page (/lottery, /vnlottery, /seaLottery, /elott): the lottery's
 * menu groups, its popular games and the player's recent ones, each a
 * button that opens the game's betting view; a button for the lottery's
 * own lobby; and the latest drawn numbers.
 */
export function LotteryLobby({
  title,
  status,
  groups,
  popular,
  recent,
  drawsStatus,
  draws = [],
  onPlay,
  launching,
  onRetry,
  onRetryDraws,
  aside,
}: LotteryLobbyProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const drawsId = useId();
  const empty = groups.every((group) => group.games.length === 0) && popular.length === 0;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <Button
          loading={launching === ''}
          disabled={launching != null && launching !== ''}
          onClick={() => onPlay(null)}
        >
          {t('lottery.openLobby')}
        </Button>
      </header>
      <AsyncRegion
        status={status}
        skeleton={<GamesSkeleton />}
        loadingLabel={t('lottery.loading')}
        empty={empty}
        errorTitle={t('lottery.error')}
        onRetry={onRetry}
        headingLevel={2}
        emptyState={<p className={styles.note}>{t('lottery.empty')}</p>}
        className={styles.lists}
      >
        {recent && recent.length > 0 ? (
          <section className={styles.group} aria-label={t('lottery.recent')}>
            <h2 className={styles.groupTitle}>{t('lottery.recent')}</h2>
            <GameButtons games={recent} onPlay={onPlay} launching={launching} />
          </section>
        ) : null}
        {popular.length > 0 ? (
          <section className={styles.group} aria-label={t('lottery.popular')}>
            <h2 className={styles.groupTitle}>{t('lottery.popular')}</h2>
            <GameButtons games={popular} onPlay={onPlay} launching={launching} />
          </section>
        ) : null}
        {groups
          .filter((group) => group.games.length > 0)
          .map((group) => (
            <section key={group.id} className={styles.group} aria-label={group.label}>
              <h2 className={styles.groupTitle}>
                {group.label}
                {group.product ? <Badge>{group.product}</Badge> : null}
              </h2>
              <GameButtons games={group.games} onPlay={onPlay} launching={launching} />
            </section>
          ))}
      </AsyncRegion>
      {drawsStatus === undefined ? null : (
        <section className={styles.group} aria-labelledby={drawsId}>
          <h2 id={drawsId} className={styles.groupTitle}>
            {t('lottery.draws')}
          </h2>
          <AsyncRegion
            status={drawsStatus}
            skeleton={<Skeleton.Text lines={5} />}
            loadingLabel={t('lottery.drawsLoading')}
            empty={draws.length === 0}
            emptyState={<p className={styles.note}>{t('lottery.drawsEmpty')}</p>}
            errorTitle={t('lottery.drawsError')}
            onRetry={onRetryDraws}
            size="compact"
          >
            {/* Focusable so a keyboard can scroll a table wider than a phone. */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
            <div className={styles.tableScroller} tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('lottery.game')}</th>
                    <th scope="col">{t('lottery.numero')}</th>
                    <th scope="col">{t('lottery.numbers')}</th>
                    <th scope="col">{t('lottery.openTime')}</th>
                  </tr>
                </thead>
                <tbody>
                  {draws.map((draw) => (
                    <tr key={`${draw.gameCode} ${draw.numero}`}>
                      <th scope="row">{draw.gameName}</th>
                      <td>{draw.numero}</td>
                      <td>
                        <span className={styles.balls}>
                          {draw.numbers.map((number, index) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: a draw may repeat a number
                            <span key={index} className={styles.ball}>
                              {number}
                            </span>
                          ))}
                        </span>
                      </td>
                      <td>{draw.openTime ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </AsyncRegion>
        </section>
      )}
      {aside}
    </section>
  );
}
