import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Flame, Heart } from 'lucide-react';
import type { HTMLAttributes, Ref } from 'react';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Image } from '../../../primitives/Image/Image';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import * as styles from './GameTile.css';

/** One game as the lobby shows it (mapped by the container from the platform's game). */
export interface GameTileItem {
  /** Stable key of the game (its node or game id). */
  id: string;
  name: string;
  iconUrl?: string;
  /** Shows the HOT marker. */
  hot?: boolean;
  /** Offers Free trial beside Play (the platform's `supportPlay` is 0). */
  freeTrial?: boolean;
}

/**
 * Art shape, one per category so a grid never mixes them:
 * `square` for slots, fishing and card games, `landscape` (4:3) for live tables.
 */
export type GameTileAspect = 'square' | 'landscape';

export interface GameTileProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onPlay'> {
  game: GameTileItem;
  aspect?: GameTileAspect;
  /** Launching needs a session: the site opens the login popup first for visitors. */
  onPlay: (game: GameTileItem) => void;
  /** Shown only for games that offer it (`game.freeTrial`). */
  onFreeTrial?: (game: GameTileItem) => void;
  /** Visible button texts; the accessible names add the game's name. */
  playLabel?: string;
  freeTrialLabel?: string;
  /** Text of the HOT marker. */
  hotLabel?: string;
  /** Lazy-loads the art; turn off for tiles on the first screen. */
  lazy?: boolean;
  /**
   * Art at the top of the first screen, likely the page's largest paint:
   * fetched at once, ahead of other images, and shown without fading in.
   */
  priority?: boolean;
  /** With `onToggleFavorite`: a heart over the art, pressed while the game is a favourite. */
  favorite?: boolean;
  onToggleFavorite?: (game: GameTileItem) => void;
  /**
   * `false` takes the tile's buttons out of the Tab order: a grid that moves
   * between tiles with the arrow keys keeps one tile tabbable at a time.
   */
  tabbable?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A game in a grid: art, its name on one line, a HOT marker, and Play (plus
 * Free trial where offered) revealed over the art on hover or keyboard focus
 * and always shown on touch screens. Each action is its own button.
 */
export function GameTile({
  game,
  aspect = 'square',
  onPlay,
  onFreeTrial,
  playLabel,
  freeTrialLabel,
  hotLabel,
  lazy = true,
  priority = false,
  favorite = false,
  onToggleFavorite,
  tabbable = true,
  className,
  ...rest
}: GameTileProps) {
  const { t } = useTranslation();
  const trial = game.freeTrial === true && onFreeTrial !== undefined;
  const tabIndex = tabbable ? undefined : -1;
  return (
    <div className={clsx(styles.tile, className)} data-aspect={aspect} {...rest}>
      {/* The full name on hover (title) and, over the art, on hover and focus. */}
      <p className={styles.name} title={game.name}>
        {game.name}
      </p>
      <div className={styles.media({ aspect })}>
        <Image
          className={styles.art}
          src={game.iconUrl}
          alt=""
          fill
          lazy={lazy && !priority}
          fetchPriority={priority ? 'high' : undefined}
        />
        {game.hot ? (
          <Badge className={styles.hot} tone="danger" icon={<Flame aria-hidden size={12} />}>
            {hotLabel ?? t('header.games.hot')}
          </Badge>
        ) : null}
        {onToggleFavorite ? (
          <IconButton
            className={styles.favorite}
            data-favorite={favorite}
            size="sm"
            variant="secondary"
            icon={<Heart aria-hidden size={16} fill={favorite ? 'currentColor' : 'none'} />}
            label={t('gamesLobby.favoriteGame', { name: game.name })}
            aria-pressed={favorite}
            tabIndex={tabIndex}
            onClick={() => onToggleFavorite(game)}
          />
        ) : null}
        <div className={styles.overlay}>
          <p className={styles.overlayName} aria-hidden>
            {game.name}
          </p>
          <div className={styles.actions}>
            <Button
              className={styles.action}
              size="sm"
              variant="primary"
              tabIndex={tabIndex}
              aria-label={playLabel ? `${playLabel} ${game.name}` : t('header.games.playGame', { name: game.name })}
              onClick={() => onPlay(game)}
            >
              {playLabel ?? t('header.games.play')}
            </Button>
            {trial ? (
              <Button
                className={styles.action}
                size="sm"
                variant="secondary"
                tabIndex={tabIndex}
                aria-label={
                  freeTrialLabel
                    ? `${freeTrialLabel} ${game.name}`
                    : t('header.games.freeTrialGame', { name: game.name })
                }
                onClick={() => onFreeTrial?.(game)}
              >
                {freeTrialLabel ?? t('header.games.freeTrial')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

export interface GameTileSkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  aspect?: GameTileAspect;
  ref?: Ref<HTMLDivElement>;
}

/** A placeholder of exactly a tile's size (same art box, same name line), so loading shifts nothing. */
export function GameTileSkeleton({ aspect = 'square', className, ...rest }: GameTileSkeletonProps) {
  return (
    <div className={clsx(styles.tile, className)} aria-hidden data-aspect={aspect} {...rest}>
      <p className={styles.name}>
        <Skeleton.Text lines={1} />
      </p>
      <div className={styles.media({ aspect })}>
        <Skeleton className={styles.skeletonMedia} radius="card" />
      </div>
    </div>
  );
}
