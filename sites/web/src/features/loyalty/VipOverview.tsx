import { hasVipService, rankLevelOf } from '@lobby/api';
import { useMemberInfo, useRankProgress, useRankRules } from '@lobby/api/hooks';
import { currentLocale, useTranslation } from '@lobby/i18n';
import { RankProgress, useCurrency, VipRanks } from '@lobby/ui';
import { rankItemsOf, rankStandingOf, statusOf } from '@lobby/view-models';
import type { ReactNode } from 'react';
import { modals } from '../../app/modals';
import { useSession } from '../../app/session';
import { useCustomerService } from '../customerService/useCustomerService';

export interface VipOverviewProps {
  /** 2 on /vip, 3 on the member centre's player rank page. */
  headingLevel: 2 | 3;
  /** The progress card's heading (the centre page's title there). */
  progressTitle?: ReactNode;
}

/**
 * The player's VIP progress above the ranks and their benefits; a visitor
 * sees the ranks and a call to sign in. Its messages (`vip.*`) are in both
 * the loyalty and the member centre's message areas: the caller loads its own.
 */
export function VipOverview({ headingLevel, progressTitle }: VipOverviewProps) {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const currency = useCurrency();
  const session = useSession();
  const signedIn = session.isLoggedIn;
  const rules = useRankRules();
  const progress = useRankProgress(undefined, { enabled: signedIn });
  const member = useMemberInfo({ enabled: signedIn });
  const openCustomerService = useCustomerService();
  const currentLevel = signedIn && member.data ? rankLevelOf(member.data) : null;

  return (
    <>
      <RankProgress
        headingLevel={headingLevel}
        title={progressTitle}
        standing={
          signedIn
            ? {
                ...rankStandingOf(progress.data, locale, currency),
                status: statusOf(progress),
                onRetry: () => void progress.mutate(),
                retrying: progress.isValidating,
              }
            : null
        }
        onSignIn={() => modals.open('loginPopupModal')}
        // Ranks above the VIP threshold are served on their own channel (useCustomerService picks it).
        onVipService={signedIn && hasVipService(member.data) ? () => void openCustomerService() : undefined}
      />
      <VipRanks
        headingLevel={headingLevel}
        ranks={{
          ranks: rankItemsOf(rules.data, currentLevel, locale, currency),
          status: statusOf(rules),
          onRetry: () => void rules.mutate(),
          retrying: rules.isValidating,
        }}
      />
    </>
  );
}
