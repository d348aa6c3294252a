import { useWinnerBoard } from '@lobby/api/hooks';
import { useMessageArea } from '@lobby/i18n';
import { WinnerBoard } from '@lobby/ui';
import { statusOf, winnersOf } from '@lobby/view-models';
import { useMemo } from 'react';

/** The winner board fed by the platform's rank list (public: visitors see it too). */
export default function WinnerBoardContainer() {
  useMessageArea('play');
  const board = useWinnerBoard({ size: 20 });
  const winners = useMemo(() => winnersOf(board.data ?? []), [board.data]);
  return <WinnerBoard status={statusOf(board)} winners={winners} onRetry={() => void board.mutate()} />;
}
