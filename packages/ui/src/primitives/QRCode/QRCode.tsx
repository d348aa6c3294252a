import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { QRCodeSVG } from 'qrcode.react';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import * as styles from './QRCode.css';

export interface QRCodeLogo {
  /** A small square image (data URI or same-origin URL) drawn in the middle. */
  src: string;
  /** Side in pixels; about a fifth of the code by default so it still scans. */
  size?: number;
}

export interface QRCodeProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  /** What the code encodes, usually a download link (right bar: app codes linking to /down). */
  value: string;
  /** Side of the code in pixels, quiet zone included. */
  size?: number;
  /** Accessible name of the code; defaults to "QR code for {value}". Say what scanning does, e.g. "Download the iOS app". */
  label?: string;
  /** Visible text under the code, such as "iOS", "Android" or "Lite app". */
  caption?: ReactNode;
  /** A centre logo; raises error correction to the highest level so the covered modules are recoverable. */
  logo?: QRCodeLogo;
  /** Light margin around the modules, in modules. The standard asks for 4; 2 scans reliably on the light tile. */
  quietZone?: number;
  /** Error correction level: `L` 7%, `M` 15%, `Q` 25%, `H` 30% of the code can be damaged. */
  level?: 'L' | 'M' | 'Q' | 'H';
  ref?: Ref<HTMLElement>;
}

/** A scannable code: dark modules on a light tile in every theme, with an optional caption. */
export function QRCode({
  value,
  size = 128,
  label,
  caption,
  logo,
  quietZone = 2,
  level,
  className,
  ...rest
}: QRCodeProps) {
  const { t } = useTranslation();
  const logoSize = logo ? (logo.size ?? Math.round(size * 0.2)) : 0;
  return (
    <figure className={clsx(styles.root, className)} {...rest}>
      <span className={styles.tile}>
        <QRCodeSVG
          className={styles.code}
          value={value}
          size={size}
          level={level ?? (logo ? 'H' : 'M')}
          // The tile's colours come from tokens through CSS: currentColor for
          // the modules, and a transparent ground over the tile.
          fgColor="currentColor"
          bgColor="transparent"
          marginSize={quietZone}
          role="img"
          aria-label={label ?? t('ui.qrCode.label', { value })}
          imageSettings={logo ? { src: logo.src, width: logoSize, height: logoSize, excavate: true } : undefined}
        />
      </span>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
