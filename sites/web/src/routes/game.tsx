import { useTranslation } from '@lobby/i18n';
import { GameFrame } from '@lobby/ui';
import { useLocation, useNavigate } from 'react-router-dom';

interface GameState {
  url?: string;
  title?: string;
}

/** /game and /seamless (games of seamless-wallet vendors): the launched game in a frame under the header. */
export default function GamePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as GameState;
  return (
    <GameFrame
      url={state.url ?? null}
      title={state.title ?? t(location.pathname === '/seamless' ? 'site.page.seamless' : 'site.page.game')}
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/index'))}
    />
  );
}
