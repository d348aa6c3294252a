import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Apple, Bot, Download, Feather, type LucideIcon } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Link } from '../../../primitives/Link/Link';
import { QRCode } from '../../../primitives/QRCode/QRCode';
import { safeNavigationUrl } from '../../../primitives/SafeHtml/urls';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import * as styles from './AppDownloadPage.css';

/** The app builds (right bar): iOS, the iOS profile shown as "lite app", and Android. */
export type AppDownloadKind = 'IOS' | 'MOBILECONFIG' | 'ANDROID';

/** One build, from the routers/permission resources. */
export interface AppDownload {
  kind: AppDownloadKind;
  /** The build's download address; only http(s) addresses and site paths are offered. */
  url: string;
  /** The platform's own name for the build (e.g. its labelNameEn); defaults to iOS / Lite app / Android. */
  label?: string;
  /** Replaces the default install steps of this kind. */
  steps?: readonly string[];
}

export interface AppDownloadPageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  status: AsyncStatus;
  apps: readonly AppDownload[];
  onRetry?: () => void;
  /** Keeps the Retry button busy while a new attempt runs. */
  retrying?: boolean;
  /** A download link was followed, e.g. for analytics. The link opens by itself. */
  onDownload?: (kind: AppDownloadKind) => void;
  /** Replaces the heading (default "Download the app"). */
  title?: ReactNode;
  /** Replaces the line under the heading. */
  description?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Cards follow the right bar's order whatever order the platform lists them in. */
export const appDownloadOrder: readonly AppDownloadKind[] = ['IOS', 'MOBILECONFIG', 'ANDROID'];

const icons: Record<AppDownloadKind, LucideIcon> = { IOS: Apple, MOBILECONFIG: Feather, ANDROID: Bot };

/** Every kind has four default install steps (its install guide). */
const stepKeys = ['step1', 'step2', 'step3', 'step4'] as const;

/**
 * Whether an address may become a download link: absolute http(s), or a path
 * on this site. Anything else from the platform (`javascript:`, `data:`, …) is
 * never rendered as a link.
 */
export function isDownloadUrl(url: string): boolean {
  return safeNavigationUrl(url) !== null;
}

/**
 * The builds to offer: known kinds with a safe address, one card a kind, in
 * the right bar's order. Each carries the address as checked (trimmed,
 * normalized), not as sent: a browser reads padding such as U+3000 that the
 * check trimmed as part of the address, and the link would break.
 */
export function downloadableApps(apps: readonly AppDownload[]): AppDownload[] {
  return appDownloadOrder.flatMap((kind) => {
    for (const app of apps) {
      const url = app.kind === kind ? safeNavigationUrl(app.url) : null;
      if (url !== null) return [{ ...app, url }];
    }
    return [];
  });
}

function AppCard({ app, onDownload }: { app: AppDownload; onDownload?: (kind: AppDownloadKind) => void }) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = app.label ?? t(`pages.download.name.${app.kind}`);
  const steps = app.steps ?? stepKeys.map((step) => t(`pages.download.steps.${app.kind}.${step}`));
  const Icon = icons[app.kind];
  return (
    <li className={styles.cell}>
      <article className={styles.card} aria-labelledby={nameId}>
        <div className={styles.cardHeader}>
          <span className={styles.appIcon} aria-hidden>
            <Icon size={24} />
          </span>
          <div>
            <h2 id={nameId} className={styles.appName}>
              {name}
            </h2>
            <p className={styles.appPlatform}>{t(`pages.download.platform.${app.kind}`)}</p>
          </div>
        </div>
        <QRCode className={styles.code} value={app.url} size={160} label={t('pages.download.qrLabel', { name })} />
        <Button asChild variant="primary" size="lg" fullWidth startIcon={<Download aria-hidden size={20} />}>
          <Link href={app.url} external onClick={() => onDownload?.(app.kind)}>
            {t('pages.download.button', { name })}
          </Link>
        </Button>
        <div className={styles.steps}>
          <h3 className={styles.stepsTitle}>{t('pages.download.stepsTitle')}</h3>
          <ol className={styles.stepList}>
            {steps.map((step) => (
              <li key={step} className={styles.step}>
                {step}
              </li>
            ))}
          </ol>
        </div>
      </article>
    </li>
  );
}

/**
 * The app download page (/down): a card for each app build the
 * platform offers (iOS, the lite app profile, Android) with a QR code to scan
 * from a computer, a direct download link for the phone in hand and the
 * install steps each needs (trusting the profile on iOS, allowing installs
 * from this source on Android).
 */
export function AppDownloadPage({
  status,
  apps,
  onRetry,
  retrying = false,
  onDownload,
  title,
  description,
  className,
  ...rest
}: AppDownloadPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const offered = downloadableApps(apps);
  return (
    <section className={clsx(styles.root, className)} aria-labelledby={headingId} {...rest}>
      <div className={styles.intro}>
        <h1 id={headingId} className={styles.title}>
          {title ?? t('pages.download.title')}
        </h1>
        <p className={styles.description}>{description ?? t('pages.download.description')}</p>
      </div>
      <AsyncRegion
        status={status}
        loadingLabel={t('pages.download.loading')}
        onRetry={onRetry}
        retrying={retrying}
        headingLevel={2}
        skeleton={
          <div className={styles.grid} aria-hidden>
            {appDownloadOrder.map((kind) => (
              <div key={kind} className={styles.skeletonCard}>
                <div className={styles.skeletonHeader}>
                  <Skeleton width={48} height={48} radius="control" />
                  <Skeleton height={20} width="50%" radius="sm" />
                </div>
                <Skeleton className={styles.skeletonCode} width={170} height={170} radius="control" />
                <Skeleton height={48} radius="control" />
                <Skeleton.Text lines={4} />
              </div>
            ))}
          </div>
        }
        empty={offered.length === 0}
        emptyState={
          <EmptyState
            title={t('pages.download.emptyTitle')}
            description={t('pages.download.emptyDescription')}
            headingLevel={2}
          />
        }
      >
        <ul className={styles.grid}>
          {offered.map((app) => (
            <AppCard key={app.kind} app={app} onDownload={onDownload} />
          ))}
        </ul>
      </AsyncRegion>
    </section>
  );
}
