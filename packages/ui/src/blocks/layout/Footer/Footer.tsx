import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Gamepad2, type LucideIcon, Trophy, UserPlus } from 'lucide-react';
import { type HTMLAttributes, type Ref, useId } from 'react';
import { Accordion } from '../../../primitives/Accordion/Accordion';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { type AsyncStatus, hasContent } from '../../../primitives/AsyncRegion/asyncStatus';
import { Image } from '../../../primitives/Image/Image';
import { Link } from '../../../primitives/Link/Link';
import { SafeHtml } from '../../../primitives/SafeHtml/SafeHtml';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import * as styles from './Footer.css';

/** A payment method, game provider or licence: its logo when there is one, else its name. */
export interface FooterLogo {
  name: string;
  logoUrl?: string;
}

/** A help center entry (title and HTML content). */
export interface FooterHelpItem {
  id: string;
  title: string;
  /** Platform HTML; sanitized before it is shown. */
  html: string;
}

/** A footer link; without `label` the translated default for its `id` is shown. */
export interface FooterLink {
  id: string;
  label?: string;
  href: string;
}

/** One of the three intro steps (register, play, win). */
export interface FooterStep {
  id: string;
  title: string;
  text: string;
}

/** The about links: the matching help center entries (the terms live at /help#terms), and the responsible gaming page. */
export const defaultFooterAboutLinks: readonly FooterLink[] = [
  { id: 'about', href: '/help#about' },
  { id: 'contact', href: '/help#contact' },
  { id: 'terms', href: '/help#terms' },
  { id: 'responsible', href: '/responsibleGaming' },
  { id: 'privacy', href: '/help#privacy' },
  { id: 'affiliates', href: '/help#affiliates' },
  { id: 'refund', href: '/help#refund' },
];

/** The footer's game categories. */
export const defaultFooterNavigation: readonly FooterLink[] = [
  { id: 'lottery', href: '/elott' },
  { id: 'sports', href: '/sports' },
  { id: 'fishing', href: '/fish' },
  { id: 'slots', href: '/rng' },
  { id: 'arcade', href: '/rng?gameType=AC' },
  { id: 'promotions', href: '/promotions' },
];

/** Slot provider labels; a vendor in RNG opens /rng?page={vendor}. */
export const defaultFooterSlotProviders: readonly FooterLink[] = [
  { id: 'PP', href: '/rng?page=PP' },
  { id: 'JILI', href: '/rng?page=JILI' },
  { id: 'SG', href: '/rng?page=SG' },
];

export interface FooterProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The brand's name in the copyright line. */
  siteLabel: string;
  /** The year of the copyright line; 2025 by default. */
  copyrightYear?: number;
  paymentMethods?: readonly FooterLogo[];
  providers?: readonly FooterLogo[];
  licences?: readonly FooterLogo[];
  /** Help center entries, one open at a time. */
  helpItems?: readonly FooterHelpItem[];
  /** Loading shows placeholder rows; error offers a retry. */
  helpStatus?: AsyncStatus;
  onRetryHelp?: () => void;
  aboutLinks?: readonly FooterLink[];
  navigation?: readonly FooterLink[];
  slotProviders?: readonly FooterLink[];
  /** The intro steps; the translated register, play and win texts by default. */
  steps?: readonly FooterStep[];
  ref?: Ref<HTMLDivElement>;
}

const stepIcons: Record<string, LucideIcon> = { register: UserPlus, play: Gamepad2, win: Trophy };

function LinkGroup({ title, links }: { title: string; links: readonly { id: string; label: string; href: string }[] }) {
  const id = useId();
  if (links.length === 0) return null;
  return (
    <div className={styles.linkGroup}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul aria-labelledby={id} className={styles.links}>
        {links.map((link) => (
          <li key={link.id}>
            <Link href={link.href} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LogoGroup({
  title,
  logos,
  size,
}: {
  title: string;
  logos: readonly FooterLogo[];
  size: { width: number; height: number };
}) {
  const id = useId();
  if (logos.length === 0) return null;
  return (
    <div className={styles.logoGroup}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul aria-labelledby={id} className={styles.logos}>
        {logos.map((logo) => (
          <li key={logo.name} className={styles.logoItem}>
            {logo.logoUrl ? (
              <Image
                src={logo.logoUrl}
                alt={logo.name}
                width={size.width}
                height={size.height}
                fit="contain"
                className={styles.logoImage}
              />
            ) : (
              <span className={styles.logoName}>{logo.name}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Help({
  items,
  status,
  onRetry,
}: {
  items: readonly FooterHelpItem[];
  status: AsyncStatus;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  // A merchant without help entries has no help section at all.
  if (hasContent(status) && items.length === 0) return null;
  return (
    <div className={styles.help}>
      <h2 className={styles.heading}>{t('layout.footer.help')}</h2>
      <AsyncRegion
        status={status}
        size="compact"
        errorTitle={t('layout.footer.helpError')}
        onRetry={onRetry}
        skeleton={
          <div className={styles.helpSkeleton}>
            {['a', 'b', 'c', 'd'].map((key) => (
              <Skeleton key={key} height={44} radius="control" />
            ))}
          </div>
        }
      >
        <Accordion
          headingLevel={3}
          items={items.map((item) => ({
            id: item.id,
            title: item.title,
            content: <SafeHtml html={item.html} />,
          }))}
        />
      </AsyncRegion>
    </div>
  );
}

/**
 * The site footer: the three intro steps, game and slot links,
 * about links, the help accordion, payment methods, game providers, licences
 * and the copyright line. `AppLayout` wraps it in the `contentinfo` landmark.
 */
export function Footer({
  siteLabel,
  copyrightYear = 2025,
  paymentMethods = [],
  providers = [],
  licences = [],
  helpItems = [],
  helpStatus = 'ready',
  onRetryHelp,
  aboutLinks = defaultFooterAboutLinks,
  navigation = defaultFooterNavigation,
  slotProviders = defaultFooterSlotProviders,
  steps,
  className,
  ...rest
}: FooterProps) {
  const { t } = useTranslation();
  const stepsId = useId();

  const navigationLabels: Record<string, string> = {
    lottery: t('layout.footer.navigation.lottery'),
    sports: t('layout.footer.navigation.sports'),
    fishing: t('layout.footer.navigation.fishing'),
    slots: t('layout.footer.navigation.slots'),
    arcade: t('layout.footer.navigation.arcade'),
    promotions: t('layout.footer.navigation.promotions'),
  };
  const slotLabels: Record<string, string> = {
    PP: t('layout.footer.slotProviders.PP'),
    JILI: t('layout.footer.slotProviders.JILI'),
    SG: t('layout.footer.slotProviders.SG'),
  };
  const aboutLabels: Record<string, string> = {
    about: t('layout.footer.aboutLinks.about'),
    contact: t('layout.footer.aboutLinks.contact'),
    terms: t('layout.footer.aboutLinks.terms'),
    responsible: t('layout.footer.aboutLinks.responsible'),
    privacy: t('layout.footer.aboutLinks.privacy'),
    affiliates: t('layout.footer.aboutLinks.affiliates'),
    refund: t('layout.footer.aboutLinks.refund'),
  };
  const labelled = (links: readonly FooterLink[], defaults: Record<string, string>) =>
    links.map((link) => ({ id: link.id, href: link.href, label: link.label ?? defaults[link.id] ?? link.id }));

  const introSteps: readonly FooterStep[] = steps ?? [
    {
      id: 'register',
      title: t('layout.footer.steps.register.title'),
      text: t('layout.footer.steps.register.text'),
    },
    { id: 'play', title: t('layout.footer.steps.play.title'), text: t('layout.footer.steps.play.text') },
    { id: 'win', title: t('layout.footer.steps.win.title'), text: t('layout.footer.steps.win.text') },
  ];

  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <div className={styles.inner}>
        {introSteps.length > 0 ? (
          <div className={styles.stepsSection}>
            <h2 id={stepsId} className={styles.stepsTitle}>
              {t('layout.footer.stepsTitle')}
            </h2>
            <ol aria-labelledby={stepsId} className={styles.steps}>
              {introSteps.map((step, index) => {
                const Icon = stepIcons[step.id] ?? Gamepad2;
                return (
                  <li key={step.id} className={styles.step}>
                    <span className={styles.stepIcon} aria-hidden>
                      <Icon size={20} />
                      <span className={styles.stepNumber}>{index + 1}</span>
                    </span>
                    <span className={styles.stepText}>
                      <span className={styles.stepTitle}>{step.title}</span>
                      <span className={styles.stepBody}>{step.text}</span>
                    </span>
                  </li>
                );
              })}
            </ol>
          </div>
        ) : null}

        <div className={styles.main}>
          <div className={styles.linkGroups}>
            <LinkGroup title={t('layout.footer.games')} links={labelled(navigation, navigationLabels)} />
            <LinkGroup title={t('layout.footer.slots')} links={labelled(slotProviders, slotLabels)} />
            <LinkGroup title={t('layout.footer.about')} links={labelled(aboutLinks, aboutLabels)} />
          </div>
          <Help items={helpItems} status={helpStatus} onRetry={onRetryHelp} />
        </div>

        <LogoGroup title={t('layout.footer.paymentMethods')} logos={paymentMethods} size={{ width: 88, height: 32 }} />
        <LogoGroup title={t('layout.footer.providers')} logos={providers} size={{ width: 88, height: 32 }} />

        <div className={styles.bottom}>
          <LogoGroup title={t('layout.footer.licences')} logos={licences} size={{ width: 112, height: 40 }} />
          <p className={styles.copyright}>{t('layout.footer.copyright', { year: copyrightYear, site: siteLabel })}</p>
        </div>
      </div>
    </div>
  );
}
