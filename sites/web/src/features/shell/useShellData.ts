import { isPlatformError } from '@lobby/api';
import { useAvatar, useBalance, useGameVendors, useMemberInfo, useSettings, useUnreadCountV2 } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import { type AsyncStatus, type BalanceView, type ShellUser, useToast } from '@lobby/ui';
import {
  avatarImageUrl,
  balanceViewOf,
  errorTextOf,
  type LabelledCategory,
  labelledCategoriesOf,
  shellUserOf,
  statusOf,
} from '@lobby/view-models';
import { useCallback, useMemo } from 'react';
import { useSession } from '../../app/session';
import { stockAvatars } from '../../app/stockAvatars';
import { reportPlatformError } from '../../app/systemAlerts';
import { brand } from '../../brands';

/** Game categories from the vendor list, with translated labels, and where the list stands. */
export function useShellCategories(): { categories: LabelledCategory[]; status: AsyncStatus; retry: () => void } {
  const { t } = useTranslation();
  const vendors = useGameVendors();
  const { data, mutate } = vendors;
  const categories = useMemo(() => labelledCategoriesOf(data, brand.esportsVendors, t), [data, t]);
  const retry = useCallback(() => void mutate(), [mutate]);
  return { categories, status: statusOf(vendors), retry };
}

/**
 * The signed-in player as the shell (the top bar and the side menu) shows
 * them, or null for a visitor. A new avatar shows at once: its upload
 * revalidates the avatar read.
 */
export function useShellUser(): ShellUser | null {
  const session = useSession();
  const { data: member } = useMemberInfo({ enabled: session.isLoggedIn });
  const { data: unread } = useUnreadCountV2(undefined, { enabled: session.isLoggedIn && !session.isTrial });
  const { data: avatar } = useAvatar(undefined, { enabled: session.isLoggedIn });
  const avatarUrl = avatarImageUrl(avatar, stockAvatars);
  return useMemo(
    () => shellUserOf({ loggedIn: session.isLoggedIn, account: session.account, member, unread, avatarUrl }),
    [member, session.account, session.isLoggedIn, unread, avatarUrl],
  );
}

/** The wallet balance as the top bar and the side menu take it, and the refresh that syncs the wallets. */
export function useBalanceView(): { balance: BalanceView; refresh: () => void } {
  const session = useSession();
  const { t } = useTranslation();
  const toast = useToast();
  const query = useBalance({ enabled: session.isLoggedIn });
  const { refresh } = query;
  // A failed refresh keeps the last figure and says why; an ended session or maintenance is the shell's to show.
  const refreshAndTell = useCallback(() => {
    refresh().catch((error: unknown) => {
      reportPlatformError(error);
      if (isPlatformError(error) && ['unauthorized', 'maintenance', 'region-restricted'].includes(error.kind)) return;
      toast.show({
        tone: 'danger',
        title: t('header.balanceRefreshFailed'),
        description: errorTextOf(error, (key) => t(key)),
      });
    });
  }, [refresh, t, toast]);
  return { balance: balanceViewOf(query), refresh: refreshAndTell };
}

/** Site switches from the whitelabel settings tree. */
export function useSiteFlags() {
  const { isEnabled, switches } = useSettings();
  return {
    loaded: switches !== undefined,
    directRegistration: isEnabled('DIRECTREG3'),
    referral: isEnabled('REFERRAL3'),
    freePlay: isEnabled('FREEPLAY3'),
    smsLogin: isEnabled('MOBILEVERCODELOGIN3'),
  };
}
