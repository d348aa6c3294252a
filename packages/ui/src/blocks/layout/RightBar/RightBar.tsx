import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Apple, Bot, Feather, Headset, type LucideIcon, Mail } from 'lucide-react';
import { type HTMLAttributes, type ReactElement, type Ref, useState } from 'react';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Link } from '../../../primitives/Link/Link';
import { Popover } from '../../../primitives/Popover/Popover';
import { QRCode } from '../../../primitives/QRCode/QRCode';
import { Tooltip } from '../../../primitives/Tooltip/Tooltip';
import { FacebookIcon } from './FacebookIcon';
import * as styles from './RightBar.css';

/** The app builds of the platform's resources (IOS, MOBILECONFIG shown as "Lite app", ANDROID). */
export type RightBarAppKind = 'IOS' | 'MOBILECONFIG' | 'ANDROID';

export interface RightBarApp {
  kind: RightBarAppKind;
  /** What the QR code opens: the build's download address. */
  url: string;
}

export interface RightBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Opens customer service (the site opens its 440 × 750 popup from here). */
  onCustomerService?: () => void;
  /** The brand's Facebook page; opens in a new window. */
  facebookUrl?: string;
  /** The support address, with or without `mailto:`. */
  email?: string;
  /** The app builds to offer as QR codes, shown as iOS, Lite app, Android whatever the order given. */
  apps?: readonly RightBarApp[];
  /** The app download page every QR popover links to. */
  downloadHref?: string;
  ref?: Ref<HTMLElement>;
}

const appOrder: readonly RightBarAppKind[] = ['IOS', 'MOBILECONFIG', 'ANDROID'];
const appIcons: Record<RightBarAppKind, LucideIcon> = { IOS: Apple, MOBILECONFIG: Feather, ANDROID: Bot };

function Hint({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip content={label} side="left">
      {children}
    </Tooltip>
  );
}

function AppCode({ app, downloadHref }: { app: RightBarApp; downloadHref: string }) {
  const { t } = useTranslation();
  const names: Record<RightBarAppKind, string> = {
    IOS: t('layout.rightBar.apps.IOS'),
    MOBILECONFIG: t('layout.rightBar.apps.MOBILECONFIG'),
    ANDROID: t('layout.rightBar.apps.ANDROID'),
  };
  const name = names[app.kind];
  const Icon = appIcons[app.kind];
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Hint label={name}>
        <Popover.Trigger asChild>
          <IconButton label={name} icon={<Icon />} />
        </Popover.Trigger>
      </Hint>
      <Popover.Content title={name} showClose side="left" align="center">
        <div className={styles.qr}>
          <QRCode value={app.url} size={144} label={t('layout.rightBar.scanToDownload', { app: name })} />
          <p className={styles.hint}>{t('layout.rightBar.scanHint')}</p>
          <Link href={downloadHref} className={styles.downloadLink} onClick={() => setOpen(false)}>
            {t('layout.rightBar.downloadPage')}
          </Link>
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}

/**
 * The floating rail on the right edge (right bar): customer service,
 * Facebook, e-mail and the app QR codes, each code in a popover that links to
 * the download page. `AppLayout` shows it from 1024 px; below that the same
 * entries are in the side menu.
 */
export function RightBar({
  onCustomerService,
  facebookUrl,
  email,
  apps = [],
  downloadHref = '/down',
  className,
  ...rest
}: RightBarProps) {
  const { t } = useTranslation();
  const mailto = email ? (email.toLowerCase().startsWith('mailto:') ? email : `mailto:${email}`) : undefined;
  const codes = appOrder.flatMap((kind) => {
    const app = apps.find((entry) => entry.kind === kind && entry.url);
    return app ? [app] : [];
  });
  const hasContacts = Boolean(onCustomerService || facebookUrl || mailto);

  return (
    <aside aria-label={t('layout.rightBar.label')} className={clsx(styles.root, className)} {...rest}>
      {hasContacts ? (
        <ul className={styles.list}>
          {onCustomerService ? (
            <li>
              <Hint label={t('layout.rightBar.customerService')}>
                <IconButton
                  label={t('layout.rightBar.customerService')}
                  icon={<Headset />}
                  onClick={onCustomerService}
                />
              </Hint>
            </li>
          ) : null}
          {facebookUrl ? (
            <li>
              <Hint label={t('layout.rightBar.facebook')}>
                <IconButton asChild label={t('layout.rightBar.facebook')} icon={<FacebookIcon />}>
                  <Link href={facebookUrl} external />
                </IconButton>
              </Hint>
            </li>
          ) : null}
          {mailto ? (
            <li>
              <Hint label={t('layout.rightBar.email')}>
                <IconButton asChild label={t('layout.rightBar.email')} icon={<Mail />}>
                  {/* Opens the mail app: not navigation, so not a router link. */}
                  {/* biome-ignore lint/a11y/useAnchorContent: IconButton puts its icon inside and names the link with `label`. */}
                  <a href={mailto} />
                </IconButton>
              </Hint>
            </li>
          ) : null}
        </ul>
      ) : null}
      {hasContacts && codes.length > 0 ? <hr className={styles.divider} /> : null}
      {codes.length > 0 ? (
        <ul className={styles.list}>
          {codes.map((app) => (
            <li key={app.kind}>
              <AppCode app={app} downloadHref={downloadHref} />
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
