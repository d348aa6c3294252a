import { useMessageArea } from '@lobby/i18n';
import type { MemberCentrePage } from '@lobby/ui';
import { Stack } from '@lobby/ui';
import { VipOverview } from '../../loyalty/VipOverview';
import type { CentrePageProps } from '../../panels/centrePage';

/** Player rank: the same progress and ranks as /vip, under the centre's page title. */
export default function PlayerRank({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  return (
    <Stack gap="5">
      <VipOverview headingLevel={3} progressTitle={title} />
    </Stack>
  );
}
