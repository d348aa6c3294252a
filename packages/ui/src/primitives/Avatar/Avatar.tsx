import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Avatar as RadixAvatar } from 'radix-ui';
import { type ComponentPropsWithoutRef, type Ref, useState } from 'react';
import * as styles from './Avatar.css';
import defaultAvatar from './default-avatar.svg';
import { initialsOf } from './initials';

/** URL of the shipped default avatar, for places that show it without an `Avatar` (e.g. a picker). */
export const defaultAvatarSrc: string = defaultAvatar;

type LoadingStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface AvatarProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The member's picture (`avatar` from member info). Missing or failing shows the fallback. */
  src?: string | null;
  /** The member's nickname or account: names the picture ("Avatar of …") and gives the initials. */
  name: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * What replaces a missing or broken picture: the default avatar image,
   * or the name's initials where a product asks for them.
   */
  fallback?: 'default' | 'initials';
  /** Hide from screen readers when the name is already written next to the avatar. */
  decorative?: boolean;
  /** Overrides the accessible name, "Avatar of {name}" by default. */
  alt?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** A member's picture in a circle; never a broken image. */
export function Avatar({
  src,
  name,
  size = 'md',
  fallback = 'default',
  decorative = false,
  alt,
  className,
  ...rest
}: AvatarProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<LoadingStatus>('idle');
  const label = decorative ? '' : (alt ?? (name.trim() ? t('ui.avatar.label', { name }) : t('ui.avatar.fallback')));
  const failed = !src || status === 'error';
  const initials = fallback === 'initials' ? initialsOf(name) : '';

  return (
    <RadixAvatar.Root
      className={clsx(styles.root({ size }), className)}
      data-status={src ? status : 'error'}
      aria-hidden={decorative || undefined}
      {...rest}
    >
      {src ? (
        <RadixAvatar.Image className={styles.image} src={src} alt={label} onLoadingStatusChange={setStatus} />
      ) : null}
      {failed ? (
        <RadixAvatar.Fallback asChild>
          {initials && label ? (
            <span className={styles.initials} role="img" aria-label={label}>
              <span aria-hidden>{initials}</span>
            </span>
          ) : initials ? (
            <span className={styles.initials} aria-hidden>
              {initials}
            </span>
          ) : (
            <img className={styles.image} src={defaultAvatarSrc} alt={label} data-default-avatar="" />
          )}
        </RadixAvatar.Fallback>
      ) : null}
    </RadixAvatar.Root>
  );
}
