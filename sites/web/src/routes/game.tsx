import { useBalance, useGameLogout, useMemberInfo, useRecallGameWallets } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { GameFrame } from '@lobby/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../app/session';
import { type LaunchedGame, launchedGameOf } from '../features/games/launchState';
import { useGameDeepLink } from '../features/games/useGameDeepLink';

/** What leaving the page needs, as of the last render. */
interface Leaving {
  game: LaunchedGame | undefined;
  customerId: string | undefined;
  loggedIn: boolean;
}

/**
 * /game and /seamless (games of seamless-wallet vendors): the launched game in
 * a frame under the header, or the game a link names (`?gameId=`) once it
 * has been looked up and launched. Coming back to the tab reads the balance anew
 * (the game may have moved money); leaving the page ends the vendor's
 * session and brings the game wallets back to the main wallet, which reads
 * the balance anew too.
 */
export default function GamePage() {
  useMessageArea('play');
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const game = launchedGameOf(location.state);
  // A link to a game by its id, with no launch in memory, looks the game up and launches it.
  const deepLink = useGameDeepLink(game ? null : new URLSearchParams(location.search).get('gameId') || null);
  const { isLoggedIn } = useSession();
  const balance = useBalance({ enabled: isLoggedIn });
  const member = useMemberInfo({ enabled: isLoggedIn && game !== undefined });
  const { trigger: logoutGame } = useGameLogout();
  const { trigger: recallGameWallets } = useRecallGameWallets();

  const refreshBalance = balance.refresh;
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') void refreshBalance();
    };
    document.addEventListener('visibilitychange', onReturn);
    return () => document.removeEventListener('visibilitychange', onReturn);
  }, [refreshBalance]);

  const leaving = useRef<Leaving>({ game: undefined, customerId: undefined, loggedIn: false });
  leaving.current = { game, customerId: member.data?.id, loggedIn: isLoggedIn };
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Checked a moment later: a development remount (strict mode) is not a player leaving.
      queueMicrotask(() => {
        if (mounted.current) return;
        const { game: left, customerId, loggedIn } = leaving.current;
        if (!left || !loggedIn) return;
        void (async () => {
          // Failures change nothing for the player, who has left: the next launch or balance read puts it right.
          if (left.vassalage) await logoutGame({ vassalage: left.vassalage }).catch(() => undefined);
          if (customerId) await recallGameWallets({ customerId }).catch(() => undefined);
        })();
      });
    };
  }, [logoutGame, recallGameWallets]);

  return (
    <GameFrame
      key={game?.url ?? 'none'}
      url={game?.url ?? null}
      title={game?.title ?? t(location.pathname === '/seamless' ? 'site.page.seamless' : 'site.page.game')}
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/index'))}
      waiting={deepLink.waiting}
      onLogin={deepLink.onLogin}
      onRetry={deepLink.onRetry}
    />
  );
}
