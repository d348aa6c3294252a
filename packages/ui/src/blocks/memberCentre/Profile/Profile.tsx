import { useTranslation } from '@lobby/i18n';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type { RegistrationFieldRule } from '../../accounts/validation';
import type { AvatarEditing, MessengerInput, ProfileChanges, ProfileDetails, ProfileResult } from '../profile';
import { AvatarSection } from './AvatarSection';
import * as styles from './Profile.css';
import { ProfileForm } from './ProfileForm';

export interface ProfileProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Profile". */
  title: ReactNode;
  status: AsyncStatus;
  /** Present once the player's details have arrived. */
  details?: ProfileDetails;
  onRetry?: () => void;
  retrying?: boolean;
  /** The avatar section; left out where the merchant does not let players change their avatar. */
  avatar?: AvatarEditing;
  /** The messenger fields the registration settings enable, with their rules. */
  messengers: readonly MessengerInput[];
  /** The registration rule of the payee name, which the real name is. */
  realNameRule?: RegistrationFieldRule;
  /** Saves the changed fields (only those). */
  onSave: (changes: ProfileChanges) => Promise<ProfileResult>;
  /** Opens the security centre, where a bound e-mail address is changed. */
  onOpenSecurity: () => void;
  ref?: Ref<HTMLDivElement>;
}

function ProfileSkeleton() {
  return (
    <div className={styles.content}>
      <div className={styles.section}>
        <Skeleton height={20} width={96} />
        <div className={styles.avatarHead}>
          <Skeleton width={96} height={96} radius="pill" />
          <Skeleton height={32} width={160} />
        </div>
      </div>
      <div className={styles.section}>
        <Skeleton height={20} width={180} />
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
          <Skeleton key={index} height={64} />
        ))}
      </div>
    </div>
  );
}

/**
 * The member centre's profile page: the avatar (a stock one, or a picture of
 * the player's own cropped to a square) and the personal details.
 */
export function Profile({
  title,
  status,
  details,
  onRetry,
  retrying,
  avatar,
  messengers,
  realNameRule,
  onSave,
  onOpenSecurity,
  className,
  ...rest
}: ProfileProps) {
  const { t } = useTranslation();
  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <h3 className={styles.title}>{title}</h3>
      <AsyncRegion
        status={status}
        skeleton={<ProfileSkeleton />}
        loadingLabel={t('profile.loading')}
        errorTitle={t('profile.failed')}
        headingLevel={4}
        {...(onRetry ? { onRetry } : {})}
        {...(retrying === undefined ? {} : { retrying })}
      >
        {details ? (
          <div className={styles.content}>
            {avatar ? <AvatarSection avatar={avatar} name={details.nickname || details.username} /> : null}
            <ProfileForm
              details={details}
              messengers={messengers}
              realNameRule={realNameRule}
              onSave={onSave}
              onOpenSecurity={onOpenSecurity}
            />
          </div>
        ) : null}
      </AsyncRegion>
    </div>
  );
}
