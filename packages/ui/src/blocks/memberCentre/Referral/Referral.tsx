import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Copy, Share2, UserPlus } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Pagination } from '../../../primitives/Pagination/Pagination';
import { QRCode } from '../../../primitives/QRCode/QRCode';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type { InvitedFriendList, ReferralIncomeSummary, ReferralInvite, ReferralRuleList } from '../referral';
import * as styles from './Referral.css';

type HeadingLevel = 2 | 3;

/** What the Web Share API takes; the page passes `navigator.share` where the browser has it. */
export interface ReferralShareData {
  title: string;
  text: string;
  url: string;
}

export interface ReferralProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Invite and earn". */
  title: ReactNode;
  /** 3 under a centre's page (default), 2 on a page of its own. */
  headingLevel?: HeadingLevel;
  invite: ReferralInvite;
  friends: InvitedFriendList;
  /** What the invited friends earned the player; left out where the merchant has no such report. */
  income?: ReferralIncomeSummary;
  /** The merchant's rules; left out where the merchant publishes none. */
  rules?: ReferralRuleList;
  /** Puts text on the clipboard; rejects when the browser refuses. */
  copyText: (text: string) => Promise<void>;
  /** Opens the device's share sheet; without it Share copies the link instead. */
  share?: (data: ReferralShareData) => Promise<void>;
  ref?: Ref<HTMLDivElement>;
}

type CopyOutcome = { ok: boolean; what: 'link' | 'code' } | null;

/** How long "Copied" stays next to the button before it goes back to its label. */
const copiedForMs = 2500;

function InviteSkeleton() {
  return (
    <div className={styles.invite}>
      <Skeleton width={160} height={160} />
      <div className={styles.inviteText}>
        <Skeleton height={18} width="70%" />
        <Skeleton height={14} width="40%" />
        <Skeleton height={36} width={220} />
      </div>
    </div>
  );
}

function FriendsSkeleton() {
  return (
    <div className={styles.friends}>
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <Skeleton key={index} height={56} />
      ))}
    </div>
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The member centre's invite-and-earn page: the player's invite link as text
 * and as a QR code, copied or shared in one tap, the referral code and how
 * many friends it brought, and the friends invited with what they earned
 * the player.
 */
export function Referral({
  title,
  headingLevel = 3,
  invite,
  friends,
  income,
  rules,
  copyText,
  share,
  className,
  ref,
  ...rest
}: ReferralProps) {
  const { t } = useTranslation();
  const friendsLabelId = useId();
  const incomeLabelId = useId();
  const rulesLabelId = useId();
  const [copyOutcome, setCopyOutcome] = useState<CopyOutcome>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const subLevel = (headingLevel + 1) as 3 | 4;

  const copy = async (text: string, what: 'link' | 'code') => {
    clearTimeout(resetTimer.current);
    try {
      await copyText(text);
      setCopyOutcome({ ok: true, what });
      resetTimer.current = setTimeout(() => setCopyOutcome(null), copiedForMs);
    } catch {
      setCopyOutcome({ ok: false, what });
    }
  };

  const shareLink = async () => {
    if (!share) return copy(invite.link, 'link');
    try {
      await share({ title: t('referral.linkHeading'), text: t('referral.shareText'), url: invite.link });
    } catch (error) {
      // Closing the share sheet is the player's choice, not a failure; any other refusal falls back to copying.
      if (!isAbort(error)) await copy(invite.link, 'link');
    }
  };

  const copiedLink = copyOutcome?.ok === true && copyOutcome.what === 'link';
  const copiedCode = copyOutcome?.ok === true && copyOutcome.what === 'code';

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <Heading className={styles.title}>{title}</Heading>
      <AsyncRegion
        status={invite.status}
        loadingLabel={t('referral.loading')}
        errorTitle={t('referral.errorTitle')}
        onRetry={invite.onRetry}
        retrying={invite.retrying}
        headingLevel={subLevel}
        skeleton={<InviteSkeleton />}
      >
        <section className={styles.invite} aria-label={t('referral.linkHeading')}>
          <QRCode value={invite.link} size={160} label={t('referral.qrLabel')} />
          <div className={styles.inviteText}>
            <SubHeading className={styles.subTitle}>{t('referral.linkHeading')}</SubHeading>
            <p className={styles.link}>{invite.link}</p>
            <div className={styles.actions}>
              <Button
                variant="primary"
                size="sm"
                startIcon={<Copy size={16} />}
                onClick={() => copy(invite.link, 'link')}
              >
                {copiedLink ? t('referral.copied') : t('referral.copy')}
              </Button>
              <Button variant="secondary" size="sm" startIcon={<Share2 size={16} />} onClick={shareLink}>
                {t('referral.share')}
              </Button>
            </div>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{t('referral.codeLabel')}</dt>
                <dd className={styles.factValue}>
                  <span className={styles.code}>{invite.code}</span>
                  <Button variant="ghost" size="sm" onClick={() => copy(invite.code, 'code')}>
                    {copiedCode ? t('referral.copied') : t('referral.copyCode')}
                  </Button>
                </dd>
              </div>
              {invite.totalInvitations === undefined ? null : (
                <div className={styles.fact}>
                  <dt className={styles.factLabel}>{t('referral.invitations')}</dt>
                  <dd className={styles.factValue}>{invite.totalInvitations}</dd>
                </div>
              )}
            </dl>
            <p className={copyOutcome?.ok === false ? styles.copyFailed : styles.copyStatus} role="status">
              {copyOutcome === null ? '' : copyOutcome.ok ? t('referral.copied') : t('referral.copyFailed')}
            </p>
          </div>
        </section>
      </AsyncRegion>

      {income ? (
        <section className={styles.friendsSection} aria-labelledby={incomeLabelId}>
          <SubHeading id={incomeLabelId} className={styles.subTitle}>
            {t('referral.incomeHeading')}
          </SubHeading>
          <AsyncRegion
            status={income.status}
            loadingLabel={t('referral.incomeLoading')}
            errorTitle={t('referral.incomeError')}
            onRetry={income.onRetry}
            retrying={income.retrying}
            headingLevel={(subLevel + 1) as 4 | 5}
            skeleton={<Skeleton height={56} />}
          >
            <dl className={styles.incomeFacts}>
              <div className={styles.incomeFact}>
                <dt className={styles.factLabel}>{t('referral.incomeTotal')}</dt>
                <dd className={styles.factValue}>{income.total}</dd>
              </div>
              <div className={styles.incomeFact}>
                <dt className={styles.factLabel}>{t('referral.incomeToday')}</dt>
                <dd className={styles.factValue}>{income.today}</dd>
              </div>
              <div className={styles.incomeFact}>
                <dt className={styles.factLabel}>{t('referral.incomeYesterday')}</dt>
                <dd className={styles.factValue}>{income.yesterday}</dd>
              </div>
            </dl>
          </AsyncRegion>
        </section>
      ) : null}

      <section className={styles.friendsSection} aria-labelledby={friendsLabelId}>
        <SubHeading id={friendsLabelId} className={styles.subTitle}>
          {t('referral.friendsHeading')}
        </SubHeading>
        <AsyncRegion
          status={friends.status}
          loadingLabel={t('referral.friendsLoading')}
          errorTitle={t('referral.friendsError')}
          onRetry={friends.onRetry}
          retrying={friends.retrying}
          headingLevel={(subLevel + 1) as 4 | 5}
          skeleton={<FriendsSkeleton />}
          empty={friends.friends.length === 0}
          emptyState={
            <EmptyState
              icon={<UserPlus size={28} />}
              title={t('referral.friendsEmpty')}
              description={t('referral.friendsEmptyHint')}
              headingLevel={(subLevel + 1) as 4 | 5}
            />
          }
        >
          <ul className={styles.friends} aria-labelledby={friendsLabelId}>
            {friends.friends.map((friend) => (
              <li key={friend.id} className={styles.friend}>
                <span className={styles.friendAccount}>{friend.account}</span>
                <dl className={styles.friendFacts}>
                  {friend.registered ? (
                    <div className={styles.friendFact}>
                      <dt className={styles.friendFactLabel}>{t('referral.registered')}</dt>
                      <dd className={styles.friendFactValue}>{friend.registered}</dd>
                    </div>
                  ) : null}
                  {friend.deposit ? (
                    <div className={styles.friendFact}>
                      <dt className={styles.friendFactLabel}>{t('referral.deposit')}</dt>
                      <dd className={styles.friendFactValue}>{friend.deposit}</dd>
                    </div>
                  ) : null}
                  {friend.reward ? (
                    <div className={styles.friendFact}>
                      <dt className={styles.friendFactLabel}>{t('referral.reward')}</dt>
                      <dd className={styles.friendFactValue}>{friend.reward}</dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
          {friends.pageCount > 1 ? (
            <Pagination page={friends.page} pageCount={friends.pageCount} onPageChange={friends.onPageChange} />
          ) : null}
        </AsyncRegion>
      </section>

      {rules ? (
        <section className={styles.friendsSection} aria-labelledby={rulesLabelId}>
          <SubHeading id={rulesLabelId} className={styles.subTitle}>
            {t('referral.rulesHeading')}
          </SubHeading>
          <AsyncRegion
            status={rules.status}
            loadingLabel={t('referral.rulesLoading')}
            errorTitle={t('referral.rulesError')}
            onRetry={rules.onRetry}
            retrying={rules.retrying}
            headingLevel={(subLevel + 1) as 4 | 5}
            skeleton={<Skeleton height={72} />}
            empty={rules.rules.length === 0}
            emptyState={<p className={styles.rulesEmpty}>{t('referral.rulesEmpty')}</p>}
          >
            <ol className={styles.rules} aria-labelledby={rulesLabelId}>
              {rules.rules.map((rule, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a rule is a line of text; its place is its identity
                <li key={index}>{rule}</li>
              ))}
            </ol>
          </AsyncRegion>
        </section>
      ) : null}
    </div>
  );
}
