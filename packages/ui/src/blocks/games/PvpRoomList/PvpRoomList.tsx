import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { type HTMLAttributes, type Ref, useId } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import * as styles from './PvpRoomList.css';

/** A card table of a PvP game, as the list shows it. */
export interface PvpRoomItem {
  id: string;
  name: string;
  /** The game played at the table. */
  gameName?: string;
  /** Beginner, Intermediate, Advanced, VIP. */
  level?: string;
  /** Seats at the table. */
  seats?: number;
  /** Balance a player needs to sit down, formatted with the currency. */
  minBalance?: string;
  online?: number;
}

export interface PvpRoomListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  rooms: readonly PvpRoomItem[];
  status: AsyncStatus;
  /** Sits the player down at the table (a visitor is asked to log in first). */
  onJoin: (room: PvpRoomItem) => void;
  onRetry?: () => void;
  /** The list's heading level, under the page's. */
  headingLevel?: 2 | 3;
  ref?: Ref<HTMLElement>;
}

/** A table by its game, room and level, as its Join button names it. */
function roomTitle(room: PvpRoomItem): string {
  return [room.gameName, room.name === room.level ? undefined : room.name, room.level].filter(Boolean).join(' · ');
}

/** The open tables of the card games: level, seats and the balance needed, with Join on each. */
export function PvpRoomList({
  rooms,
  status,
  onJoin,
  onRetry,
  headingLevel = 2,
  className,
  ...rest
}: PvpRoomListProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)} {...rest}>
      <Heading id={headingId} className={styles.heading}>
        {t('gamesLobby.rooms.title')}
      </Heading>
      <AsyncRegion
        status={status}
        size="compact"
        loadingLabel={t('gamesLobby.rooms.loading')}
        skeleton={
          <div className={styles.list} aria-hidden>
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
              <Skeleton key={index} height={132} radius="card" />
            ))}
          </div>
        }
        empty={rooms.length === 0}
        emptyState={<EmptyState size="compact" title={t('gamesLobby.rooms.empty')} />}
        errorTitle={t('gamesLobby.rooms.error')}
        onRetry={onRetry}
      >
        <ul className={styles.list}>
          {rooms.map((room) => (
            <li key={room.id} className={styles.room}>
              <div className={styles.title}>
                <p className={styles.name} title={room.gameName ?? room.name}>
                  {room.gameName ?? room.name}
                </p>
                {room.level ? <Badge tone="info">{room.level}</Badge> : null}
              </div>
              {room.gameName && room.name !== room.level ? <p className={styles.game}>{room.name}</p> : null}
              <dl className={styles.facts}>
                {room.seats !== undefined ? (
                  <div className={styles.fact}>
                    <dt className={styles.factLabel}>{t('gamesLobby.rooms.seats')}</dt>
                    <dd className={styles.factValue}>{room.seats}</dd>
                  </div>
                ) : null}
                {room.minBalance !== undefined ? (
                  <div className={styles.fact}>
                    <dt className={styles.factLabel}>{t('gamesLobby.rooms.minBalance')}</dt>
                    <dd className={styles.factValue}>{room.minBalance}</dd>
                  </div>
                ) : null}
                {room.online !== undefined ? (
                  <div className={styles.fact}>
                    <dt className={styles.factLabel}>{t('gamesLobby.rooms.online')}</dt>
                    <dd className={styles.factValue}>{room.online}</dd>
                  </div>
                ) : null}
              </dl>
              <Button
                size="sm"
                variant="primary"
                aria-label={t('gamesLobby.rooms.joinRoom', { name: roomTitle(room) })}
                onClick={() => onJoin(room)}
              >
                {t('gamesLobby.rooms.join')}
              </Button>
            </li>
          ))}
        </ul>
      </AsyncRegion>
    </section>
  );
}
