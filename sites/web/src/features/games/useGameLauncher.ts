import { isPlatformError, platformErrorText } from '@lobby/api';
import { useLaunchGame, useLaunchTrialGame } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import { type CdnPool, useToast } from '@lobby/ui';
import { safeNavigationUrl } from '@lobby/view-models';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { alerts } from '../../app/alerts';
import { useCdnPools } from '../../app/cdn';
import { loginModals, modals, useOpenModal } from '../../app/modals';
import { useSession } from '../../app/session';
import { useStore } from '../../app/store';
import { brand } from '../../brands';
import { type LaunchMode, type LaunchTarget, launchActionOf } from './launchDispatch';
import { listedVendor, pendingLaunch, rememberLaunchedGame, takePendingLaunch } from './launchState';

export type { LaunchMode, LaunchTarget } from './launchDispatch';

/**
 * Where a launch answer opens: an address given as a path lives on a host of
 * the launch CDN pool; a full address is used as it is. Only http(s)
 * addresses on another origin than the site's (and https ones on an https
 * site) are opened; anything else gives `null`.
 */
export function launchAddress(
  given: string,
  launchCdn: CdnPool,
  site: Pick<Location, 'href' | 'origin' | 'protocol'> = window.location,
): string | null {
  const address = given ? safeNavigationUrl(launchCdn.resolve(given)) : null;
  if (!address) return null;
  const url = new URL(address, site.href);
  // A game served from the site's own origin could script the site and read the session.
  if (url.origin === site.origin) return null;
  // The browser blocks an http frame inside an https page: the player would wait for ever.
  if (site.protocol === 'https:' && url.protocol !== 'https:') return null;
  return url.href;
}

/** A launch answer the site will not open (not http(s)): the player is told, nothing is navigated to. */
class UnsafeLaunchAddress extends Error {}

/** `replace`: what opens takes the current history entry's place (a link that launched, not a page to return to). */
export type GameLauncher = (target: LaunchTarget, mode?: LaunchMode, options?: { replace?: boolean }) => Promise<void>;

/**
 * Starts what the player chose, by the launch rules of `launchActionOf`: a
 * lottery or slots page, the popup game list, or the platform's launch with
 * the game opening in the /game (or /seamless) frame under the header. A
 * visitor's Play opens the login and launches once they have logged in; a
 * visitor's free trial needs no login. The game's address stays in memory
 * (history state holds only its key), never in the URL, so it is not
 * bookmarked, shared or kept after the page is gone.
 */
export function useGameLauncher(): GameLauncher {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const { launch: launchCdn } = useCdnPools();
  const { trigger: launchGame } = useLaunchGame();
  const { trigger: launchTrialGame } = useLaunchTrialGame();

  const start = useCallback<GameLauncher>(
    async (target, mode = 'play', options) => {
      const replace = options?.replace === true;
      const action = launchActionOf(target, mode, {
        loggedIn: session.isLoggedIn,
        username: session.account,
        trialAccount: session.isTrial,
        seamlessVendors: brand.seamlessVendors,
      });
      // What opens next takes the popup game list's place.
      const leaveGameList = () => {
        if (modals.current() === 'gameListModal') modals.close();
      };
      switch (action.kind) {
        case 'page':
          leaveGameList();
          navigate(action.to, { replace });
          return;
        case 'gameList':
          listedVendor.set({ vassalage: action.vassalage, name: action.name, gameType: action.gameType });
          modals.open('gameListModal');
          return;
        case 'login':
          pendingLaunch.set({ target, mode });
          modals.open('loginPopupModal');
          return;
        case 'realAccountNeeded':
          alerts.show({ tone: 'warning', message: t('status.trialAccountPlay') });
          return;
        case 'launch':
        case 'trial':
          try {
            const given =
              action.kind === 'launch' ? await launchGame(action.input) : await launchTrialGame(action.input);
            const address = launchAddress(given, launchCdn);
            if (!address) throw new UnsafeLaunchAddress();
            leaveGameList();
            navigate(action.opensIn, {
              replace,
              state: {
                launch: rememberLaunchedGame({ url: address, title: action.title, vassalage: action.input.vassalage }),
              },
            });
          } catch (error) {
            toast.show({
              tone: 'danger',
              title: t('site.game.launchFailed'),
              description:
                error instanceof UnsafeLaunchAddress
                  ? t('site.game.unsafeAddress')
                  : isPlatformError(error)
                    ? platformErrorText(error, (key) => t(key))
                    : undefined,
            });
          }
          return;
      }
    },
    [launchCdn, launchGame, launchTrialGame, navigate, session.account, session.isLoggedIn, session.isTrial, t, toast],
  );

  // A visitor's Play waits while they log in (or register): once they have and the login modals are
  // gone, the same game starts; closing them without logging in drops it.
  const pending = useStore(pendingLaunch);
  const openModal = useOpenModal();
  useEffect(() => {
    if (!pending || (openModal !== null && loginModals.has(openModal))) return;
    const taken = takePendingLaunch();
    if (taken && session.isLoggedIn) void start(taken.target, taken.mode);
  }, [openModal, pending, session.isLoggedIn, start]);

  return start;
}
