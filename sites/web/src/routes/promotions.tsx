import { useClaimIssuedPromotion, useJoinPromotion, usePromotionCategories, usePromotionPages } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type PromotionActionResult, PromotionDetail, PromotionList } from '@lobby/ui';
import {
  errorTextOf,
  optional,
  promotionCardsOf,
  promotionDetailOf,
  promotionTabsOf,
  statusOf,
  statusOfAll,
} from '@lobby/view-models';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { alerts } from '../app/alerts';
import { modals } from '../app/modals';
import { usePageRoute } from '../app/pageRoute';
import { useSession } from '../app/session';
import { useRouteSearchParams } from '../features/panels/panelAddress';

/** The promotion pages of the web platform (type PR), with each one's period and the member's status. */
const pagesQuery = { types: 'PR', platform: 'W', version: 1 };

/** The chunk's routes: /promotions lists the promotions by category, /promoDetail?id= shows one. */
export default function PromotionsRoute() {
  useMessageArea('promotions');
  const { pathname } = useLocation();
  return pathname === '/promoDetail' ? <PromotionDetailPage /> : <PromotionsPage />;
}

function PromotionsPage() {
  const { t } = useTranslation();
  const { titleKey } = usePageRoute();
  const pages = usePromotionPages(pagesQuery);
  const categories = usePromotionCategories();
  const promotions = useMemo(() => promotionCardsOf(pages.data?.announcements, t), [pages.data, t]);
  // Without its categories the page still lists every promotion, under "All".
  const tabs = useMemo(() => promotionTabsOf(categories.data ?? undefined), [categories.data]);
  return (
    <PromotionList
      title={t(titleKey)}
      catalogue={{
        status: statusOfAll([pages, optional(categories)]),
        categories: tabs,
        promotions,
        onRetry: () => {
          void pages.mutate();
          void categories.mutate();
        },
        retrying: pages.isValidating,
      }}
    />
  );
}

/**
 * One promotion and the action its status allows. A visitor is asked to log
 * in first; a free-play account is told, as everywhere, that it needs a real account.
 */
function PromotionDetailPage() {
  const { t } = useTranslation();
  const { titleKey } = usePageRoute();
  const session = useSession();
  const id = useRouteSearchParams().get('id') ?? '';
  const pages = usePromotionPages(pagesQuery);
  const { trigger: join } = useJoinPromotion();
  const { trigger: claim } = useClaimIssuedPromotion();
  const page = pages.data?.announcements.find((candidate) => candidate.id === id);
  const promotion = useMemo(() => promotionDetailOf(page, t), [page, t]);

  return (
    <PromotionDetail
      title={t(titleKey)}
      status={statusOf(pages)}
      promotion={promotion}
      backHref="/promotions"
      onRetry={() => void pages.mutate()}
      retrying={pages.isValidating}
      onAction={async (action, item): Promise<PromotionActionResult> => {
        if (!session.isLoggedIn) {
          modals.open('loginPopupModal');
          return { outcome: 'none' };
        }
        if (session.isTrial) {
          alerts.show({ tone: 'warning', message: t('status.in_need_true_account') });
          return { outcome: 'none' };
        }
        try {
          if (action === 'join') await join({ promotionId: item.id });
          else await claim({ id: item.id });
          return { outcome: 'done' };
        } catch (error) {
          return { outcome: 'failed', error: errorTextOf(error, t) };
        }
      }}
    />
  );
}
