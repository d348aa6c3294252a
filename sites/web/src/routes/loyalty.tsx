import { useMessageArea, useTranslation } from '@lobby/i18n';
import { Box, Stack } from '@lobby/ui';
import { useLocation } from 'react-router-dom';
import { usePageRoute } from '../app/pageRoute';
import { PointMall } from '../features/loyalty/PointMall';
import { VipOverview } from '../features/loyalty/VipOverview';

/** The chunk's routes: /vip (ranks and progress) and /pointMall (the points mall). */
export default function LoyaltyRoute() {
  useMessageArea('loyalty');
  const { pathname } = useLocation();
  return pathname === '/pointMall' ? <PointMallPage /> : <VipPage />;
}

/** /vip: the player's progress and every rank with its benefits; visitors see the ranks and a sign-in call. */
function VipPage() {
  const { t } = useTranslation();
  const { titleKey } = usePageRoute();
  return (
    <Stack gap="5" padding={['4', '6']}>
      <Box as="h1" margin="0" fontSize="2xl" fontWeight="bold">
        {t(titleKey)}
      </Box>
      <VipOverview headingLevel={2} />
    </Stack>
  );
}

/** /pointMall: points, rewards, redeem history and points details; visitors are asked to sign in. */
function PointMallPage() {
  const { t } = useTranslation();
  const { titleKey } = usePageRoute();
  return (
    <Stack gap="5" padding={['4', '6']}>
      <Box as="h1" margin="0" fontSize="2xl" fontWeight="bold">
        {t(titleKey)}
      </Box>
      <PointMall />
    </Stack>
  );
}
