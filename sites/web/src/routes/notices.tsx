import { useAnnouncements } from '@lobby/api/hooks';
import { NoticeList } from '@lobby/ui';
import { noticesOf, statusOf } from '@lobby/view-models';
import { useSearchParams } from 'react-router-dom';
import { useRouteSearchParams } from '../features/panels/panelAddress';

/** /noticePage: every notice, nine per page, with dates; the page is in the address. */
export default function NoticesPage() {
  const announcements = useAnnouncements(['B']);
  const { data, isValidating, mutate } = announcements;
  const [, setParams] = useSearchParams();
  // The route's own `page`: a member or agent centre open over the list uses the same parameter for its page.
  const page = Math.max(1, Number(useRouteSearchParams().get('page')) || 1);
  return (
    <NoticeList
      headingLevel={1}
      notices={noticesOf(data?.player ?? [])}
      status={statusOf(announcements)}
      onRetry={() => void mutate()}
      retrying={isValidating}
      page={page}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })}
    />
  );
}
