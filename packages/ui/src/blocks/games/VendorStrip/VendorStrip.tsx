import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Flame } from 'lucide-react';
import { type HTMLAttributes, type Ref, useState } from 'react';
import { useScrollFade } from '../../../hooks/useScrollFade';
import { Image } from '../../../primitives/Image/Image';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './VendorStrip.css';

/** A game provider as the strip shows it. */
export interface VendorStripItem {
  /** The platform's vendor code (`vassalage`). */
  id: string;
  name: string;
  iconUrl?: string;
  /** Marked with a flame. */
  hot?: boolean;
}

export interface VendorStripProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSelect'> {
  vendors: readonly VendorStripItem[];
  /** Names the strip for screen readers ("Providers"). */
  label: string;
  /**
   * `filter`: each vendor is a toggle that narrows the page to its games
   * (`selected`), led by "All providers". `open`: each vendor is a button
   * that opens its games elsewhere (the hot page's popup game list).
   */
  mode?: 'filter' | 'open';
  selected?: string | null;
  onSelect: (vendorId: string | null) => void;
  /** Placeholder chips while the vendor list loads. */
  loading?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * The providers of a category in one row that scrolls sideways (its hidden
 * edge fades), each with its icon and a flame when the platform marks it
 * hot.
 */
export function VendorStrip({
  vendors,
  label,
  mode = 'filter',
  selected = null,
  onSelect,
  loading = false,
  className,
  ...rest
}: VendorStripProps) {
  const { t } = useTranslation();
  const [list, setList] = useState<HTMLUListElement | null>(null);
  useScrollFade(list);
  const filtering = mode === 'filter';
  return (
    <nav aria-label={label} className={clsx(styles.root, className)} {...rest}>
      <ul ref={setList} className={styles.list} aria-busy={loading || undefined}>
        {filtering ? (
          <li className={styles.item}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={selected === null}
              onClick={() => onSelect(null)}
            >
              {t('gamesLobby.allVendors')}
            </button>
          </li>
        ) : null}
        {loading
          ? Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
              <li key={index} className={styles.item} aria-hidden>
                <Skeleton width={112} height={40} radius="control" />
              </li>
            ))
          : vendors.map((vendor) => (
              <li key={vendor.id} className={styles.item}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={filtering ? selected === vendor.id : undefined}
                  aria-label={filtering ? undefined : t('gamesLobby.openVendor', { name: vendor.name })}
                  onClick={() => onSelect(vendor.id)}
                >
                  <span className={styles.icon}>
                    <Image src={vendor.iconUrl} alt="" fill />
                  </span>
                  <span className={styles.name}>{vendor.name}</span>
                  {vendor.hot ? (
                    <span className={styles.hot}>
                      <Flame aria-hidden size={14} />
                      <VisuallyHidden>{t('header.games.hot')}</VisuallyHidden>
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
      </ul>
    </nav>
  );
}
