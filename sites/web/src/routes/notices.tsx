import { useAnnouncements } from '@lobby/api/hooks';
import { NoticeList } from '@lobby/ui';
import { useSearchParams } from 'react-router-dom';
import { noticesOf } from '../features/notices/noticesOf';

/** /noticePage: every notice, nine per page, with dates (spec §2); the page is in the address. */
export default function NoticesPage() {
  const { data, error, isValidating, mutate } = useAnnouncements(['B']);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <NoticeList
      headingLevel={1}
      notices={noticesOf(data?.player ?? [])}
      status={data ? 'ready' : error ? 'error' : 'loading'}
      onRetry={() => void mutate()}
      retrying={isValidating}
      page={page}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })}
    />
  );
}
