import { isPlatformError, platformErrorText } from '@lobby/api';
import { useLaunchLottery } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import { useToast } from '@lobby/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { alerts } from '../../app/alerts';
import { useCdnPools } from '../../app/cdn';
import { loginModals, modals, useOpenModal } from '../../app/modals';
import { useSession } from '../../app/session';
import { createStore, useStore } from '../../app/store';
import { brand } from '../../brands';
import { rememberLaunchedGame } from '../games/launchState';
import { launchAddress } from '../games/useGameLauncher';
import { type LotteryPagePath, type LotteryPick, lotteryLaunchInputOf } from './lotteryLaunch';

/** A visitor's lottery choice, kept while they log in: it launches once they have, and is dropped if they do not. */
interface PendingLottery {
  page: LotteryPagePath;
  pick: LotteryPick | null;
  title: string;
}

const pendingLottery = createStore<PendingLottery | null>(null);

export interface LotteryLauncher {
  /** Opens a game's betting view, or the lottery's lobby (`null`), in the /game frame. */
  start: (pick: LotteryPick | null, title: string) => Promise<void>;
  /** The launch under way: the game's code, `''` for the lobby. */
  launching: string | null;
}

/**
 * Launches the page's lottery for a signed-in player and opens it in the
 * /game frame; a visitor logs in first and the same choice launches once
 * they have (closing the login without logging in drops it); a trial
 * account is told it needs a real one.
 */
export function useLotteryLauncher(page: LotteryPagePath): LotteryLauncher {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const { launch: launchCdn } = useCdnPools();
  const { trigger: launchLottery } = useLaunchLottery();
  const [launching, setLaunching] = useState<string | null>(null);

  const start = useCallback(
    async (pick: LotteryPick | null, title: string) => {
      if (!session.isLoggedIn) {
        pendingLottery.set({ page, pick, title });
        modals.open('loginPopupModal');
        return;
      }
      // Lottery bets are real money: a trial account from free play is told it needs a real one.
      if (session.isTrial) {
        alerts.show({ tone: 'warning', message: t('status.trialAccountPlay') });
        return;
      }
      setLaunching(pick?.code ?? '');
      try {
        const given = await launchLottery(
          lotteryLaunchInputOf(page, pick, {
            lotteryType: brand.lotteryType,
            device: brand.device,
            origin: window.location.origin,
          }),
        );
        const address = launchAddress(given, launchCdn);
        if (!address) {
          toast.show({ tone: 'danger', title: t('site.game.launchFailed'), description: t('site.game.unsafeAddress') });
          return;
        }
        navigate('/game', { state: { launch: rememberLaunchedGame({ url: address, title }) } });
      } catch (error) {
        toast.show({
          tone: 'danger',
          title: t('site.game.launchFailed'),
          description: isPlatformError(error) ? platformErrorText(error, (key) => t(key)) : undefined,
        });
      } finally {
        setLaunching(null);
      }
    },
    [launchCdn, launchLottery, navigate, page, session.isLoggedIn, session.isTrial, t, toast],
  );

  const pending = useStore(pendingLottery);
  const openModal = useOpenModal();
  useEffect(() => {
    if (!pending || (openModal !== null && loginModals.has(openModal))) return;
    pendingLottery.set(null);
    if (session.isLoggedIn && pending.page === page) void start(pending.pick, pending.title);
  }, [openModal, page, pending, session.isLoggedIn, start]);

  return { start, launching };
}
