import { useTranslation } from '@lobby/i18n';
import { ArrowLeft, Maximize } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Link } from '../../../primitives/Link/Link';
import { Spinner } from '../../../primitives/Spinner/Spinner';
import { useClock } from '../../../scheduling/clock';
import * as styles from './GameFrame.css';

export interface GameFrameProps {
  /** The launch address from the platform; only http(s) addresses are framed. */
  url: string | null;
  /** The game's name: the frame's accessible title and the toolbar heading. */
  title: string;
  onBack: () => void;
  /** Where "back to the lobby" goes when there is no game to show. */
  lobbyHref?: string;
  /**
   * How long the game may take to load before the player is offered Retry.
   * A frame says nothing when a game of another origin fails to load, so a
   * time-out is the only sign.
   */
  loadTimeoutMs?: number;
  /**
   * What shows while there is no address to frame: the game being found and
   * started, a game the platform does not know, a visitor asked to log in
   * first, or a look-up that failed (offered Retry). Without it, there is no
   * game to show.
   */
  waiting?: GameFrameWaiting | undefined;
  /** Opens the login (`waiting` `login`). */
  onLogin?: () => void;
  /** Looks the game up again (`waiting` `failed`). */
  onRetry?: () => void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Why a game page has no game in its frame yet. */
export type GameFrameWaiting = 'starting' | 'notFound' | 'login' | 'failed';

function isHttpUrl(value: string | null): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The /game page (a game in an iframe, header only, entered after a
 * launch address is obtained): a slim toolbar with back and full screen, and
 * the game filling the rest. A placeholder shows until the game has loaded;
 * a game that has not loaded in time is offered Retry, which loads it anew.
 */
export function GameFrame({
  url,
  title,
  onBack,
  lobbyHref = '/index',
  loadTimeoutMs = 20_000,
  waiting,
  onLogin,
  onRetry,
  className,
  ref,
}: GameFrameProps) {
  const { t } = useTranslation();
  const clock = useClock();
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  // Each attempt is a new frame: Retry loads the game from the start.
  const [attempt, setAttempt] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const playable = isHttpUrl(url);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (or address) starts its own wait
  useEffect(() => {
    if (!playable || loaded) return;
    setTimedOut(false);
    return clock.after(loadTimeoutMs, () => setTimedOut(true));
  }, [attempt, clock, loadTimeoutMs, loaded, playable, url]);
  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.toolbar}>
        <IconButton label={t('header.games.back')} icon={<ArrowLeft />} onClick={onBack} />
        <h1 className={styles.title}>{title}</h1>
        {playable ? (
          <IconButton
            label={t('header.games.fullscreen')}
            icon={<Maximize />}
            onClick={() => void stage.current?.requestFullscreen?.().catch(() => undefined)}
          />
        ) : null}
      </div>
      <div ref={stage} className={styles.stage} aria-busy={playable && !loaded ? true : undefined}>
        {playable ? (
          <>
            <iframe
              key={attempt}
              className={styles.frame}
              src={url}
              title={title}
              allow="fullscreen; autoplay; encrypted-media"
              allowFullScreen
              // Games run their own scripts and pages; they never reach the site's.
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
              onLoad={() => setLoaded(true)}
            />
            {loaded ? null : timedOut ? (
              <div className={styles.loading}>
                <EmptyState
                  tone="danger"
                  title={t('gameFrame.timedOut')}
                  description={t('gameFrame.timedOutHint')}
                  headingLevel={2}
                  onRetry={() => setAttempt((current) => current + 1)}
                  action={
                    <Button asChild variant="secondary">
                      <Link href={lobbyHref}>{t('header.games.toLobby')}</Link>
                    </Button>
                  }
                />
              </div>
            ) : (
              <div className={styles.loading}>
                <Spinner size="lg" label={null} />
                <span>{t('header.games.starting')}</span>
              </div>
            )}
          </>
        ) : waiting === 'starting' ? (
          <div className={styles.loading}>
            <Spinner size="lg" label={null} />
            <span>{t('header.games.starting')}</span>
          </div>
        ) : waiting === 'login' ? (
          <EmptyState
            className={styles.empty}
            title={t('gameFrame.login')}
            description={t('gameFrame.loginHint')}
            headingLevel={2}
            action={<Button onClick={onLogin}>{t('gameFrame.loginAction')}</Button>}
          />
        ) : (
          <EmptyState
            className={styles.empty}
            {...(waiting === 'failed'
              ? { tone: 'danger', title: t('gameFrame.failed'), description: t('gameFrame.failedHint'), onRetry }
              : waiting === 'notFound'
                ? { title: t('gameFrame.notFound'), description: t('gameFrame.notFoundHint') }
                : { title: t('header.games.noGame'), description: t('header.games.noGameHint') })}
            headingLevel={2}
            action={
              <Button asChild variant="secondary">
                <Link href={lobbyHref}>{t('header.games.toLobby')}</Link>
              </Button>
            }
          />
        )}
      </div>
    </div>
  );
}
