import { useTranslation } from '@lobby/i18n';
import { agentCentreDefaultPage, type MemberCentrePage, memberCentreDefaultPage, type ShellAction } from '@lobby/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { alerts } from '../../app/alerts';
import { modals } from '../../app/modals';
import { useOpenPanel } from '../../app/panels';
import { useSession } from '../../app/session';
import { useCustomerService } from '../customerService/useCustomerService';
import { useLogout } from '../session/useLogout';

/** The member centre page each shell shortcut opens. */
const memberCentrePageOf: Partial<Record<ShellAction, MemberCentrePage>> = {
  memberCenter: memberCentreDefaultPage,
  deposit: 'depositv2',
  withdraw: 'withdraw',
  rewards: 'rewardCenter',
  cashback: 'manualRebate',
  referral: 'referral',
  mailbox: 'messageV2',
  bettingRecord: 'personalHistoryCopy',
  accountRecord: 'transactionHistory',
  securityCenter: 'securityCenter',
  personalLoss: 'personalProfit',
};

/**
 * One place that decides what every shell action does:
 * protected actions open the login popup for visitors; real-account actions
 * show the in_need_true_account warning to trial accounts and keep the panel
 * closed; the rest navigate or open their panel.
 */
export function useShellActions(): (action: ShellAction) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const logout = useLogout();
  const openCustomerService = useCustomerService();
  const openPanel = useOpenPanel();

  return useCallback(
    (action: ShellAction) => {
      const page = memberCentrePageOf[action];
      if (page) {
        if (!session.isLoggedIn) return modals.open('loginPopupModal');
        if (session.isTrial) return alerts.show({ tone: 'warning', message: t('status.in_need_true_account') });
        return openPanel({ panel: 'member', page });
      }
      switch (action) {
        case 'login':
          return modals.open('loginPopupModal');
        case 'register':
          return modals.open('registerModal');
        case 'agentCenter':
          if (!session.isLoggedIn) return modals.open('loginPopupModal');
          if (!session.isAgent) return alerts.show({ tone: 'warning', message: t('errors.nonAgent') });
          return openPanel({ panel: 'agent', page: agentCentreDefaultPage });
        case 'promotions':
          return navigate('/promotions');
        case 'appDownload':
          return navigate('/down');
        case 'helpCenter':
          return navigate('/help');
        case 'feedback':
          return modals.open('feedbackModal');
        case 'customerService':
          return void openCustomerService();
        case 'logout':
          return void logout();
        default:
          return undefined;
      }
    },
    [logout, navigate, openCustomerService, openPanel, session, t],
  );
}
