import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import type {
  AffiliateLinksSection,
  DownlineFieldErrors,
  DownlineRegisterSection,
  DownlineRegistration,
} from '../registerCenter';
import { AffiliateLinks } from './AffiliateLinks';
import { DownlineRegisterForm } from './DownlineRegisterForm';
import * as styles from './RegisterCenter.css';

export type RegisterCenterTab = 'account' | 'links';

export interface RegisterCenterProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Register Account". */
  title: ReactNode;
  /** 3 under a centre's page (default). */
  headingLevel?: 2 | 3;
  register: DownlineRegisterSection;
  /** The affiliate links; left out where the platform has none (then only the form shows). */
  affiliates?: AffiliateLinksSection | undefined;
  /** Puts text on the clipboard; rejects when the browser refuses. */
  copyText: (text: string) => Promise<void>;
  /** The tab shown first. */
  defaultTab?: RegisterCenterTab;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The agent centre's register account page: register a downline (member or
 * agent, a username and password by the merchant's registration rules), and
 * the affiliate links visitors register through.
 */
export function RegisterCenter({
  title,
  headingLevel = 3,
  register,
  affiliates,
  copyText,
  defaultTab = 'account',
  className,
  ref,
  ...rest
}: RegisterCenterProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const sectionLevel = (headingLevel + 1) as 3 | 4;

  const account = <RegisterSection section={register} headingLevel={sectionLevel} />;

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <Heading className={styles.title}>{title}</Heading>
      {affiliates ? (
        <Tabs.Root defaultValue={defaultTab}>
          <Tabs.List aria-label={t('agentCentre.register.tabs.label')}>
            <Tabs.Trigger value="account">{t('agentCentre.register.tabs.account')}</Tabs.Trigger>
            <Tabs.Trigger value="links">{t('agentCentre.register.tabs.links')}</Tabs.Trigger>
          </Tabs.List>
          {/* Both stay mounted (the other one hidden), so a tab switch keeps what was typed. */}
          <Tabs.Content value="account" forceMount className={styles.tabPanel}>
            {account}
          </Tabs.Content>
          <Tabs.Content value="links" forceMount className={styles.tabPanel}>
            <AffiliateLinks section={affiliates} copyText={copyText} headingLevel={sectionLevel} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        account
      )}
    </div>
  );
}

/**
 * The registration of a downline. A success names the new account and
 * starts a clean form; a failure shows the platform's message (on the field
 * it names, when it names one) and keeps everything typed.
 */
function RegisterSection({ section, headingLevel }: { section: DownlineRegisterSection; headingLevel: 3 | 4 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<DownlineFieldErrors>({});
  const [registered, setRegistered] = useState<{ account: string; agent: boolean } | null>(null);
  // A new key gives the next registration a clean form.
  const [formKey, setFormKey] = useState(0);

  const submit = async (registration: DownlineRegistration) => {
    setSubmitting(true);
    setServerError(null);
    setFieldErrors({});
    setRegistered(null);
    const result = await section.onRegister(registration);
    setSubmitting(false);
    if (result.ok) {
      setRegistered({ account: result.account, agent: registration.kind === 'agent' });
      setFormKey((key) => key + 1);
    } else {
      setServerError(result.error);
      setFieldErrors(result.fieldErrors ?? {});
    }
  };

  return (
    <section className={styles.panel} aria-label={t('agentCentre.register.form.title')}>
      <Heading className={styles.sectionTitle}>{t('agentCentre.register.form.title')}</Heading>
      <p className={styles.intro}>{t('agentCentre.register.form.intro')}</p>
      <div role="status" aria-live="polite">
        {registered ? (
          <p className={styles.success}>
            {t(
              registered.agent ? 'agentCentre.register.form.registeredAgent' : 'agentCentre.register.form.registered',
              { account: registered.account },
            )}
          </p>
        ) : null}
      </div>
      <AsyncRegion
        status={section.status}
        loadingLabel={t('agentCentre.register.form.loading')}
        errorTitle={t('agentCentre.register.form.errorTitle')}
        onRetry={section.onRetry}
        retrying={section.retrying}
        headingLevel={(headingLevel + 1) as 4 | 5}
        skeleton={
          <div className={styles.form}>
            <Skeleton height={44} />
            <Skeleton height={44} />
            <Skeleton height={44} />
          </div>
        }
      >
        <DownlineRegisterForm
          key={formKey}
          rules={section.rules}
          submitting={submitting}
          serverError={serverError}
          fieldErrors={fieldErrors}
          onSubmit={(registration) => void submit(registration)}
        />
      </AsyncRegion>
    </section>
  );
}
