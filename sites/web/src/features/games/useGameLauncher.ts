import { isPlatformError, launchGame, platformErrorText } from '@lobby/api';
import { useClient } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import { type CdnPool, useToast } from '@lobby/ui';
import { safeNavigationUrl } from '@lobby/view-models';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCdnPools } from '../../app/cdn';
import { modals } from '../../app/modals';
import { useSession } from '../../app/session';

export interface GameToLaunch {
  vassalage: string;
  gameId?: string;
  nodeId?: string;
  name: string;
  /** Free trial (offered when supportPlay is 0). */
  trial?: boolean;
}

/**
 * Where a launch answer opens: an address given as a path lives on a host of
 * the launch CDN pool; a full address is used as it is. Only http(s)
 * addresses are opened; anything else gives `null`.
 */
export function launchAddress(given: string, launchCdn: CdnPool): string | null {
  return given ? safeNavigationUrl(launchCdn.resolve(given)) : null;
}

/**
 * Starts a game: visitors are asked to log in first; a player gets
 * the launch address from the platform and the game opens in the /game page's
 * frame, under the header. The address travels in history state, never in
 * the URL, so it is not bookmarked or shared.
 */
export function useGameLauncher(): (game: GameToLaunch) => Promise<void> {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const { launch } = useCdnPools();
  return useCallback(
    async (game: GameToLaunch) => {
      if (!session.isLoggedIn) {
        modals.open('loginPopupModal');
        return;
      }
      try {
        const address = launchAddress(
          await launchGame(client, {
            vassalage: game.vassalage,
            ...(game.gameId ? { gameId: game.gameId } : {}),
            ...(game.nodeId ? { nodeId: game.nodeId } : {}),
            ...(game.trial ? { trial: true } : {}),
          }),
          launch,
        );
        if (!address) throw new Error('The platform sent a launch address that is not http(s)');
        navigate('/game', { state: { url: address, title: game.name } });
      } catch (error) {
        toast.show({
          tone: 'danger',
          title: t('site.game.launchFailed'),
          description: isPlatformError(error) ? platformErrorText(error, (key) => t(key)) : undefined,
        });
      }
    },
    [client, launch, navigate, session.isLoggedIn, t, toast],
  );
}
