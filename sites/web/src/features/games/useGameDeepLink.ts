import { isPlatformError } from '@lobby/api';
import { useSingleGame } from '@lobby/api/hooks';
import type { GameFrameWaiting } from '@lobby/ui';
import { useEffect, useRef, useState } from 'react';
import { modals } from '../../app/modals';
import { useSession } from '../../app/session';
import { launchTargetOf } from './launchDispatch';
import { useGameLauncher } from './useGameLauncher';

export interface GameDeepLink {
  /** What the game page shows until the game opens; `undefined` once there is nothing to wait for. */
  waiting: GameFrameWaiting | undefined;
  onLogin: () => void;
  onRetry: () => void;
}

/**
 * A link to /game?gameId=<id>, opened without a launch in memory (shared,
 * bookmarked, reloaded): the platform is asked for the game, which then
 * starts by the same launch rules as a Play in the lobby, in place of the
 * link's history entry. A visitor is asked to log in first (the look-up
 * needs a session); an id the platform does not know says so.
 */
export function useGameDeepLink(gameId: string | null): GameDeepLink {
  const session = useSession();
  const launch = useGameLauncher();
  const found = useSingleGame({ gameId: gameId ?? '' }, { enabled: gameId !== null && session.isLoggedIn });
  const game = found.data;
  // The link whose launch has run: once it has and the page stayed, there is nothing more to wait for.
  const [launched, setLaunched] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const askedToLogIn = useRef<string | null>(null);

  useEffect(() => {
    if (gameId === null || session.isLoggedIn || askedToLogIn.current === gameId) return;
    askedToLogIn.current = gameId;
    modals.open('loginPopupModal');
  }, [gameId, session.isLoggedIn]);

  useEffect(() => {
    if (gameId === null || !game || started.current === gameId) return;
    started.current = gameId;
    void launch(launchTargetOf(game), 'play', { replace: true }).finally(() => setLaunched(gameId));
  }, [game, gameId, launch]);

  const notFound = isPlatformError(found.error) && found.error.errorCode === 'game.not.exists';
  const waiting: GameFrameWaiting | undefined =
    gameId === null || launched === gameId
      ? undefined
      : !session.isLoggedIn
        ? 'login'
        : found.error
          ? notFound
            ? 'notFound'
            : 'failed'
          : 'starting';
  return {
    waiting,
    onLogin: () => modals.open('loginPopupModal'),
    onRetry: () => void found.mutate(),
  };
}
