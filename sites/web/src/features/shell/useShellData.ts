import { useBalance, useGameVendors, useMemberInfo, useSettings, useUnreadCountV2 } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import type { BalanceProps, ShellUser } from '@lobby/ui';
import { useMemo } from 'react';
import { useSession } from '../../app/session';
import { brand } from '../../brands';
import { categoriesOf, type ShellCategory } from './categories';

/** Game categories from the vendor list, with translated labels. */
export function useShellCategories(): { categories: (ShellCategory & { label: string })[]; loading: boolean } {
  const { t } = useTranslation();
  const { data, isLoading } = useGameVendors();
  const categories = useMemo(
    () => categoriesOf(data, brand.esportsVendors).map((category) => ({ ...category, label: t(category.labelKey) })),
    [data, t],
  );
  return { categories, loading: isLoading && !data };
}

/** The signed-in player as the shell shows them, or null for a visitor. */
export function useShellUser(): ShellUser | null {
  const session = useSession();
  const { data: member } = useMemberInfo({ enabled: session.isLoggedIn });
  const { data: unread } = useUnreadCountV2(undefined, { enabled: session.isLoggedIn && !session.isTrial });
  return useMemo(() => {
    if (!session.isLoggedIn) return null;
    return {
      id: member?.id === undefined ? '' : String(member.id),
      account: member?.account ?? session.account ?? '',
      ...(member?.nickname ? { nickname: member.nickname } : {}),
      ...(member?.clubLabel?.labelName ? { rankLabel: member.clubLabel.labelName } : {}),
      ...(typeof unread === 'number' ? { unread } : {}),
    };
  }, [member, session.account, session.isLoggedIn, unread]);
}

export interface BalanceView {
  amount: number | null;
  currencySymbol: string;
  status: BalanceProps['status'];
  refresh: () => void;
}

/** The wallet balance with its refreshing placeholder (spec §4). */
export function useBalanceView(): BalanceView {
  const session = useSession();
  const balance = useBalance({ enabled: session.isLoggedIn });
  const data = balance.data;
  const status: BalanceProps['status'] = !data
    ? balance.error
      ? 'error'
      : 'loading'
    : balance.isValidating
      ? 'refreshing'
      : 'ready';
  return {
    amount: data?.sumBalance ?? null,
    currencySymbol: data?.currencySymbol ?? 'P',
    status,
    refresh: () => void balance.refresh(),
  };
}

/** Site switches from the whitelabel settings tree (spec §3 site flags). */
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
