import { useTranslation } from '@lobby/i18n';
import {
  ChevronRight,
  CloudAlert,
  Hourglass,
  House,
  RefreshCw,
  RotateCw,
  Signpost,
  TriangleAlert,
  WifiOff,
} from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Link } from '../../../primitives/Link/Link';
import { StatusScreen, type StatusScreenProps, type StatusScreenTone } from '../StatusScreen/StatusScreen';
import * as styles from './ErrorView.css';

/**
 * What failed: a route's render (`route`), a lazily loaded part of the site
 * (`chunk`, ChunkLoadError), the connection (`network`), a page that
 * did not open in time (`timeout`) or an unknown
 * address (`not-found`).
 */
export type ErrorViewKind = 'route' | 'chunk' | 'network' | 'timeout' | 'not-found';

export interface ErrorViewProps
  extends Omit<
    StatusScreenProps,
    'icon' | 'badgeIcon' | 'tone' | 'eyebrow' | 'title' | 'children' | 'actions' | 'footer' | 'announce'
  > {
  kind: ErrorViewKind;
  /** Replaces the kind's title. */
  title?: ReactNode;
  /** Replaces the kind's message, e.g. with the platform's own text. */
  message?: ReactNode;
  /**
   * Technical details for support (error name, message, chunk type and
   * address, e.g. "ChunkLoadError: Loading chunk 12 failed. (missing: /assets/vip.js)").
   * Shown collapsed, as plain text.
   */
  details?: string;
  /** Tries the failed step again (re-render the route, refetch); shows Retry. */
  onRetry?: () => void;
  /** Keeps Retry busy while the new attempt runs. */
  retrying?: boolean;
  /** Reloads the whole page (the cure for a stale chunk after a deploy); shows Reload page. */
  onReload?: () => void;
  /** Where Home goes; `/index`. `null` leaves Home out (e.g. when home itself failed). */
  homeHref?: string | null;
}

const kinds: Record<ErrorViewKind, { icon: ReactNode; tone: StatusScreenTone; announce: boolean }> = {
  route: { icon: <TriangleAlert strokeWidth={1.5} />, tone: 'danger', announce: true },
  chunk: { icon: <CloudAlert strokeWidth={1.5} />, tone: 'warning', announce: true },
  network: { icon: <WifiOff strokeWidth={1.5} />, tone: 'warning', announce: true },
  timeout: { icon: <Hourglass strokeWidth={1.5} />, tone: 'warning', announce: true },
  // Arriving at an unknown address is not an accident to shout about.
  'not-found': { icon: <Signpost strokeWidth={1.5} />, tone: 'neutral', announce: false },
};

/**
 * What a route's error boundary and a failed load show: what happened in
 * plain words, the way forward (Retry, Reload page, Home) and, folded away,
 * the details support needs.
 */
export function ErrorView({
  kind,
  title,
  message,
  details,
  onRetry,
  retrying = false,
  onReload,
  homeHref = '/index',
  variant = 'section',
  ...rest
}: ErrorViewProps) {
  const { t } = useTranslation();
  const texts: Record<ErrorViewKind, { title: string; message: string }> = {
    route: { title: t('status.error.route.title'), message: t('status.error.route.message') },
    chunk: { title: t('status.error.chunk.title'), message: t('errors.chunkLoad') },
    network: { title: t('status.error.network.title'), message: t('errors.network') },
    timeout: { title: t('errors.pageTimeout'), message: t('ui.emptyState.errorDescription') },
    'not-found': { title: t('status.error.notFound.title'), message: t('status.error.notFound.message') },
  };
  const { icon, tone, announce } = kinds[kind];
  const trimmedDetails = details?.trim();
  // One gold call to action: Retry if there is one, else Reload, else Home.
  const reloadIsPrimary = !onRetry;
  const homeIsPrimary = !onRetry && !onReload;
  return (
    <StatusScreen
      variant={variant}
      tone={tone}
      icon={icon}
      title={title ?? texts[kind].title}
      announce={announce}
      data-kind={kind}
      actions={
        onRetry || onReload || homeHref !== null ? (
          <>
            {onRetry ? (
              <Button loading={retrying} startIcon={<RotateCw aria-hidden size={18} />} onClick={onRetry}>
                {t('ui.retry')}
              </Button>
            ) : null}
            {onReload ? (
              <Button
                variant={reloadIsPrimary ? 'primary' : 'secondary'}
                startIcon={<RefreshCw aria-hidden size={18} />}
                onClick={onReload}
              >
                {t('status.error.reload')}
              </Button>
            ) : null}
            {homeHref !== null ? (
              <Button asChild variant={homeIsPrimary ? 'primary' : 'ghost'} startIcon={<House aria-hidden size={18} />}>
                <Link href={homeHref}>{t('status.backHome')}</Link>
              </Button>
            ) : null}
          </>
        ) : null
      }
      footer={
        trimmedDetails ? (
          <Collapsible.Root className={styles.details}>
            <Collapsible.Trigger className={styles.summary}>
              <ChevronRight aria-hidden size={16} className={styles.chevron} />
              {t('status.error.details')}
            </Collapsible.Trigger>
            <Collapsible.Content className={styles.detailsBody}>
              <p className={styles.hint}>{t('status.error.detailsHint')}</p>
              {/* Focusable so a keyboard user can scroll a long trace; it is plain text, never HTML. */}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
              <pre className={styles.code} tabIndex={0}>
                {trimmedDetails}
              </pre>
            </Collapsible.Content>
          </Collapsible.Root>
        ) : null
      }
      {...rest}
    >
      <p className={styles.text}>{message ?? texts[kind].message}</p>
    </StatusScreen>
  );
}
