import { useTranslation } from '@lobby/i18n';
import { Copy, Link2, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { hasContent } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Link } from '../../../primitives/Link/Link';
import { MessageDialog } from '../../../primitives/MessageDialog/MessageDialog';
import { RadioGroup } from '../../../primitives/RadioGroup/RadioGroup';
import { Select } from '../../../primitives/Select/Select';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type { AffiliateLinkRow, AffiliateLinksSection, DownlineKind } from '../registerCenter';
import * as styles from './RegisterCenter.css';

/** How long "Copied" stays on a copy button. */
const copiedForMs = 2500;
/** The Select's value for "no channel" (a Radix select item cannot have an empty value). */
const noChannel = 'none';

export interface AffiliateLinksProps {
  section: AffiliateLinksSection;
  /** Puts text on the clipboard; rejects when the browser refuses. */
  copyText: (text: string) => Promise<void>;
  headingLevel: 3 | 4;
}

function LinkSkeleton() {
  return (
    <div className={styles.list}>
      {[0, 1].map((key) => (
        <div key={key} className={styles.card}>
          <Skeleton height={18} width="60%" />
          <Skeleton height={14} width="80%" />
        </div>
      ))}
    </div>
  );
}

/**
 * The agent's affiliate links: a form that creates one (who registers
 * through it, how long it works, the promotion channel when the merchant
 * has any), and the links with their address, copy button, registrations
 * and a delete that asks first.
 */
export function AffiliateLinks({ section, copyText, headingLevel }: AffiliateLinksProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const createHeading = useId();
  const listHeading = useId();
  const [deleting, setDeleting] = useState<AffiliateLinkRow | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [copied, setCopied] = useState<{ id: string; ok: boolean } | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const copy = async (link: AffiliateLinkRow) => {
    if (!link.url) return;
    clearTimeout(copiedTimer.current);
    try {
      await copyText(link.url);
      setCopied({ id: link.id, ok: true });
      copiedTimer.current = setTimeout(() => setCopied(null), copiedForMs);
    } catch {
      setCopied({ id: link.id, ok: false });
    }
  };

  const remove = async (link: AffiliateLinkRow) => {
    setDeleting(null);
    const result = await section.onDelete(link);
    setOutcome(
      result.ok
        ? { ok: true, text: t('agentCentre.register.links.deleted', { code: link.code }) }
        : { ok: false, text: result.error },
    );
  };

  return (
    <div className={styles.section}>
      <section className={styles.panel} aria-labelledby={createHeading}>
        <Heading id={createHeading} className={styles.sectionTitle}>
          {t('agentCentre.register.links.createTitle')}
        </Heading>
        <AsyncRegion
          status={section.optionsStatus}
          loadingLabel={t('agentCentre.register.links.optionsLoading')}
          errorTitle={t('agentCentre.register.links.optionsErrorTitle')}
          onRetry={section.onRetryOptions}
          headingLevel={(headingLevel + 1) as 4 | 5}
          skeleton={<Skeleton height={120} />}
        >
          {hasContent(section.optionsStatus) ? (
            <CreateLinkForm
              section={section}
              onCreated={(text) => setOutcome({ ok: true, text })}
              onFailed={(text) => setOutcome({ ok: false, text })}
            />
          ) : null}
        </AsyncRegion>
      </section>
      <div role="status" aria-live="polite">
        {outcome?.ok ? <p className={styles.success}>{outcome.text}</p> : null}
      </div>
      <div role="alert">{outcome && !outcome.ok ? <p className={styles.failure}>{outcome.text}</p> : null}</div>
      <section className={styles.panel} aria-labelledby={listHeading}>
        <Heading id={listHeading} className={styles.sectionTitle}>
          {t('agentCentre.register.links.listTitle')}
        </Heading>
        <AsyncRegion
          status={section.status}
          loadingLabel={t('agentCentre.register.links.loading')}
          errorTitle={t('agentCentre.register.links.errorTitle')}
          onRetry={section.onRetry}
          retrying={section.retrying}
          headingLevel={(headingLevel + 1) as 4 | 5}
          skeleton={<LinkSkeleton />}
          empty={section.links.length === 0}
          emptyState={
            <EmptyState
              icon={<Link2 size={28} />}
              title={t('agentCentre.register.links.empty')}
              headingLevel={(headingLevel + 1) as 4 | 5}
            />
          }
        >
          <ul className={styles.list} aria-label={t('agentCentre.register.links.listTitle')}>
            {section.links.map((link) => (
              <li key={link.id} className={styles.card}>
                <div className={styles.cardHead}>
                  <span className={styles.code}>{link.code}</span>
                  <Badge tone={link.isAgent ? 'info' : 'neutral'}>{link.role}</Badge>
                </div>
                <p className={styles.address}>
                  {link.url ? (
                    <Link href={link.url} external>
                      {link.url}
                    </Link>
                  ) : (
                    t('agentCentre.register.links.addressUnsafe')
                  )}
                </p>
                <dl className={styles.fields}>
                  <div>
                    <dt>{t('agentCentre.register.links.registered')}</dt>
                    <dd>{link.registered || '–'}</dd>
                  </div>
                  <div>
                    <dt>{t('agentCentre.register.links.expires')}</dt>
                    <dd>{link.expires || t('agentCentre.register.expiry.never')}</dd>
                  </div>
                  <div>
                    <dt>{t('agentCentre.register.links.created')}</dt>
                    <dd>{link.created || '–'}</dd>
                  </div>
                  {link.channel ? (
                    <div>
                      <dt>{t('agentCentre.register.links.channel')}</dt>
                      <dd>{link.channel}</dd>
                    </div>
                  ) : null}
                </dl>
                <div className={styles.actions}>
                  {link.url ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      startIcon={<Copy size={16} />}
                      onClick={() => void copy(link)}
                      aria-label={t(
                        copied?.id === link.id && copied.ok
                          ? 'agentCentre.register.links.copiedOf'
                          : 'agentCentre.register.links.copyOf',
                        { code: link.code },
                      )}
                    >
                      {copied?.id === link.id && copied.ok
                        ? t('agentCentre.register.links.copied')
                        : t('agentCentre.register.links.copy')}
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    startIcon={<Trash2 size={16} />}
                    onClick={() => {
                      setOutcome(null);
                      setDeleting(link);
                    }}
                    aria-label={t('agentCentre.register.links.deleteOf', { code: link.code })}
                  >
                    {t('agentCentre.register.links.delete')}
                  </Button>
                </div>
                {copied?.id === link.id && !copied.ok ? (
                  <p role="alert" className={styles.failure}>
                    {t('agentCentre.register.links.copyFailed')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </AsyncRegion>
      </section>
      <MessageDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="warning"
        title={t('agentCentre.register.links.deleteTitle')}
        buttons={[
          { label: t('agentCentre.register.links.keep') },
          {
            label: t('agentCentre.register.links.delete'),
            variant: 'danger',
            onClick: () => {
              if (deleting) void remove(deleting);
            },
          },
        ]}
      >
        {deleting ? t('agentCentre.register.links.deleteBody', { code: deleting.code }) : null}
      </MessageDialog>
    </div>
  );
}

function CreateLinkForm({
  section,
  onCreated,
  onFailed,
}: {
  section: AffiliateLinksSection;
  onCreated: (text: string) => void;
  onFailed: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DownlineKind>('member');
  const [expiry, setExpiry] = useState(String(section.expiryDays[0] ?? ''));
  const [channel, setChannel] = useState(noChannel);
  const [sending, setSending] = useState(false);
  const expiryLabel = (days: number) =>
    days === 0 ? t('agentCentre.register.expiry.never') : t('agentCentre.register.expiry.days', { count: days });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || expiry === '') return;
    setSending(true);
    const result = await section.onCreate({
      kind,
      expiryDays: Number(expiry),
      ...(channel === noChannel ? {} : { channelId: channel }),
    });
    setSending(false);
    if (result.ok) onCreated(t('agentCentre.register.links.createdMessage'));
    else onFailed(result.error);
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-label={t('agentCentre.register.links.createTitle')}
    >
      <RadioGroup
        label={t('agentCentre.register.links.kind')}
        orientation="horizontal"
        value={kind}
        onValueChange={(value) => setKind(value === 'agent' ? 'agent' : 'member')}
        options={[
          { value: 'member', label: t('agentCentre.register.kinds.member') },
          { value: 'agent', label: t('agentCentre.register.kinds.agent') },
        ]}
      />
      <Select
        label={t('agentCentre.register.links.expiry')}
        value={expiry}
        onValueChange={setExpiry}
        options={section.expiryDays.map((days) => ({ value: String(days), label: expiryLabel(days) }))}
        fullWidth
      />
      {section.channels.length > 0 ? (
        <Select
          label={t('agentCentre.register.links.channel')}
          value={channel}
          onValueChange={setChannel}
          options={[
            { value: noChannel, label: t('agentCentre.register.links.noChannel') },
            ...section.channels.map((option) => ({ value: option.id, label: option.name })),
          ]}
          fullWidth
        />
      ) : null}
      <Button type="submit" loading={sending} disabled={section.expiryDays.length === 0} className={styles.submit}>
        {t('agentCentre.register.links.create')}
      </Button>
    </form>
  );
}
