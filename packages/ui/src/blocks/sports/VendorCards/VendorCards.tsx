import { useTranslation } from '@lobby/i18n';
import { type ReactNode, useId } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { Image } from '../../../primitives/Image/Image';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import * as styles from './VendorCards.css';

/** A vendor that launches straight into its own lobby (a sportsbook, an e-sports book). */
export interface VendorCardEntry {
  id: string;
  name: string;
  icon?: string | null;
  hot?: boolean;
  /** What kind of book it is, shown beside its name (a lottery vendor's product). */
  tag?: string;
}

export interface VendorCardsProps {
  title: string;
  status: AsyncStatus;
  vendors: VendorCardEntry[];
  onPlay: (vendor: VendorCardEntry) => void;
  /** The vendor whose launch is under way: its button shows it is busy, the others wait. */
  launching?: string | null;
  onRetry: () => void;
  /** What an empty page says. */
  emptyText: string;
  /** Content beside the cards, such as the winner board. */
  aside?: ReactNode;
}

/**
 * The sports, e-sports and e-lottery pages: one card per vendor, each
 * opening the vendor's own lobby (or its lottery page) with Play.
 */
export function VendorCards({
  title,
  status,
  vendors,
  onPlay,
  launching,
  onRetry,
  emptyText,
  aside,
}: VendorCardsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <AsyncRegion
        status={status}
        skeleton={
          <ul className={styles.cards} aria-hidden>
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <Skeleton height={160} radius="card" />
              </li>
            ))}
          </ul>
        }
        loadingLabel={t('sports.loading')}
        empty={vendors.length === 0}
        emptyState={<p className={styles.note}>{emptyText}</p>}
        errorTitle={t('sports.error')}
        onRetry={onRetry}
        headingLevel={2}
      >
        <ul className={styles.cards} aria-label={t('sports.vendors')}>
          {vendors.map((vendor) => (
            <li key={vendor.id} className={styles.card}>
              <div className={styles.art}>
                {vendor.icon ? (
                  <Image src={vendor.icon} alt="" fit="contain" fill radius="control" />
                ) : (
                  <span className={styles.initials} aria-hidden>
                    {vendor.name.slice(0, 2)}
                  </span>
                )}
              </div>
              <div className={styles.body}>
                <h2 className={styles.name}>{vendor.name}</h2>
                <span className={styles.badges}>
                  {vendor.tag ? <Badge>{vendor.tag}</Badge> : null}
                  {vendor.hot ? <Badge tone="danger">{t('sports.hot')}</Badge> : null}
                </span>
              </div>
              <Button
                fullWidth
                loading={launching === vendor.id}
                disabled={launching != null && launching !== vendor.id}
                aria-label={t('sports.play', { name: vendor.name })}
                onClick={() => onPlay(vendor)}
              >
                {t('header.games.play')}
              </Button>
            </li>
          ))}
        </ul>
      </AsyncRegion>
      {aside}
    </section>
  );
}
