import { useAnnouncements } from '@lobby/api/hooks';
import { type AgentCentrePage, NoticeList } from '@lobby/ui';
import { noticesOf, statusOf } from '@lobby/view-models';
import type { CentrePageProps } from '../../panels/centrePage';

// The notices every visitor sees (B) and the ones for signed-in members (PL).
const agentNoticeTypes = ['B', 'PL'] as const;

/** Announcements for the agent: the site's notices, nine per page, each opened in place. */
export default function Announcements({ title }: CentrePageProps<AgentCentrePage>) {
  const announcements = useAnnouncements(agentNoticeTypes);
  const { data, isValidating, mutate } = announcements;
  return (
    <NoticeList
      headingLevel={3}
      title={title}
      notices={noticesOf(data?.player ?? [])}
      status={statusOf(announcements)}
      onRetry={() => void mutate()}
      retrying={isValidating}
      // The centre's pane is already the region named after the page: no second one inside it.
      aria-labelledby={undefined}
    />
  );
}
