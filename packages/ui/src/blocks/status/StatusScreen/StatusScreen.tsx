import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import type { StatusScreenTone } from './StatusScreen.css';
import * as styles from './StatusScreen.css';

export type { StatusScreenTone };

export interface StatusScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * `page` is a whole screen without the shell (maintenance, IP restriction, a
   * failure before the shell could load) and is the page's `main` landmark;
   * `section` fills a route's main region inside the shell.
   */
  variant?: 'page' | 'section';
  /**
   * A `section` is a region landmark named by its title. Turn off where the
   * screen fills a region that already carries that name (a centre's page),
   * so the page does not hold two landmarks of the same name.
   */
  landmark?: boolean;
  /** The merchant's logo (or any brand mark), above everything on a `page`: there is no header to carry it. */
  brand?: ReactNode;
  /** The merchant's name, shown in the brand's place on a `page` when no `brand` is given. */
  siteName?: string;
  /** The illustration: a lucide icon, sized by the screen (decorative, hidden from assistive tech). */
  icon: ReactNode;
  /** A small second icon on the illustration's edge, e.g. a clock for "back later". */
  badgeIcon?: ReactNode;
  /** Colours the illustration and the eyebrow; never the only carrier of meaning. */
  tone?: StatusScreenTone;
  /** A short line above the title ("RESTRICTION OF VISIT"). */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** 1 when the screen is the page's main content (the default), lower when it sits under a page heading. */
  headingLevel?: 1 | 2 | 3;
  /** Announces the title and message as soon as they appear (failures that replace content). */
  announce?: boolean;
  /** The message and any details under the title. */
  children?: ReactNode;
  /** Buttons and links; they stack full-width on phones. */
  actions?: ReactNode;
  /** Anything under the actions, such as technical details for support. */
  footer?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The shared layout of the status views: an icon illustration, a title, a
 * message and the ways forward, centred. Maintenance, IP restriction, error
 * and "not yet available" screens all use it so they read as one family.
 */
export function StatusScreen({
  variant = 'section',
  landmark = true,
  brand,
  siteName,
  icon,
  badgeIcon,
  tone = 'neutral',
  eyebrow,
  title,
  headingLevel = 1,
  announce = false,
  children,
  actions,
  footer,
  className,
  ref,
  ...rest
}: StatusScreenProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const Root = variant === 'page' ? 'main' : 'section';
  return (
    <Root
      ref={ref as Ref<HTMLElement>}
      // A section is a region landmark only while it has a name.
      aria-labelledby={variant === 'section' && !landmark ? undefined : titleId}
      className={clsx(styles.root({ variant }), className)}
      {...rest}
    >
      {variant === 'page' && (brand || siteName) ? <div className={styles.brand}>{brand ?? siteName}</div> : null}
      <div className={styles.body({ variant })}>
        <div aria-hidden className={styles.illustration({ tone, variant })}>
          <span className={styles.icon}>{icon}</span>
          {badgeIcon ? (
            <span className={styles.badge({ tone })}>
              <span className={styles.badgeIcon}>{badgeIcon}</span>
            </span>
          ) : null}
        </div>
        <div role={announce ? 'alert' : undefined} className={styles.message}>
          <div className={styles.heading}>
            {eyebrow ? <p className={styles.eyebrow({ tone })}>{eyebrow}</p> : null}
            <Heading id={titleId} className={styles.title({ variant })}>
              {title}
            </Heading>
          </div>
          {children}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {footer}
      </div>
    </Root>
  );
}
