import { useTranslation } from '@lobby/i18n';
import { GameFrame } from '@lobby/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { launchedGameOf } from '../features/games/launchState';

/** /game and /seamless (games of seamless-wallet vendors): the launched game in a frame under the header. */
export default function GamePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const game = launchedGameOf(location.state);
  return (
    <GameFrame
      url={game?.url ?? null}
      title={game?.title ?? t(location.pathname === '/seamless' ? 'site.page.seamless' : 'site.page.game')}
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/index'))}
    />
  );
}
