import { currentLocale, useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Gift } from 'lucide-react';
import { type FormEvent, type HTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { hasContent } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import { TextField } from '../../../primitives/TextField/TextField';
import type { MallReward, PointsActionResult, PointsBalance, RewardCatalogue } from '../pointsMall';
import * as styles from './PointsMall.css';

interface PointsMallBaseProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** 2 on a page of its own (default), 3 inside a centre's page. */
  headingLevel?: 2 | 3;
  ref?: Ref<HTMLDivElement>;
}

/** A visitor: why to sign in, the way to, and the rewards (Redeem asks to sign in first). */
export interface PointsMallVisitorProps extends PointsMallBaseProps {
  balance: null;
  onSignIn: () => void;
  catalogue: RewardCatalogue;
}

export interface PointsMallMemberProps extends PointsMallBaseProps {
  /** The player's points. */
  balance: PointsBalance;
  /** Points that make one unit of cash; `null` offers no conversion. */
  pointsPerCash: number | null;
  /** Cash as display text, for the conversion's preview. */
  cashText: (amount: number) => string;
  catalogue: RewardCatalogue;
  /** The redeem history and the points details (records the host fills). */
  history: ReactNode;
  details: ReactNode;
  /**
   * Given for an account that may not redeem (a trial account): Redeem and
   * Convert call it instead of opening their forms.
   */
  onRealAccountNeeded?: () => void;
  onRedeem: (reward: MallReward, quantity: number, password: string) => Promise<PointsActionResult>;
  onConvert: (points: number, password: string) => Promise<PointsActionResult>;
}

export type PointsMallProps = PointsMallVisitorProps | PointsMallMemberProps;

type Outcome = { ok: boolean; text: string } | null;

const wholeNumber = /^\d+$/;

/** Points written in the interface language's grouping. */
function usePointsText(): (points: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(currentLocale(i18n), { maximumFractionDigits: 0 });
  return (points) => format.format(points);
}

function CatalogueSkeleton() {
  return (
    <div className={styles.list}>
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <div key={index} className={styles.skeletonItem}>
          <Skeleton height={96} width="100%" />
          <Skeleton height={16} width="60%" />
          <Skeleton height={14} width="40%" />
        </div>
      ))}
    </div>
  );
}

/** The payment password and the form's error, shared by the two forms. */
function usePasswordField() {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    password,
    missing,
    setPassword: (value: string) => {
      setPassword(value);
      setMissing(false);
    },
    /** False (and says so) when nothing was typed. */
    check: () => {
      const ok = password !== '';
      setMissing(!ok);
      return ok;
    },
  };
}

interface RedeemFormProps {
  reward: MallReward;
  balance: number;
  onSubmit: (quantity: number, password: string) => Promise<PointsActionResult>;
  onDone: (message: string) => void;
}

function RedeemForm({ reward, balance, onSubmit, onDone }: RedeemFormProps) {
  const { t } = useTranslation();
  const [quantityText, setQuantityText] = useState('1');
  const [quantityError, setQuantityError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordField = usePasswordField();
  const pointsText = usePointsText();
  const quantity = wholeNumber.test(quantityText) ? Number(quantityText) : 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (quantity < 1) return setQuantityError(t('pointMall.quantityInvalid'));
    if (quantity * reward.points > balance) return setQuantityError(t('pointMall.notEnoughPoints'));
    if (!passwordField.check()) return;
    setBusy(true);
    const result = await onSubmit(quantity, passwordField.password);
    setBusy(false);
    if (result.ok) onDone(result.message);
    else setError(result.error);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('pointMall.quantity')}
        inputMode="numeric"
        value={quantityText}
        onValueChange={(value) => {
          setQuantityText(value.trim());
          setQuantityError('');
        }}
        error={quantityError || undefined}
        hint={quantity > 0 ? t('pointMall.totalCost', { points: pointsText(quantity * reward.points) }) : undefined}
      />
      <TextField
        label={t('pointMall.paymentPassword')}
        type="password"
        autoComplete="off"
        value={passwordField.password}
        onValueChange={passwordField.setPassword}
        hint={t('pointMall.paymentPasswordHint')}
        error={passwordField.missing ? t('pointMall.passwordRequired') : undefined}
      />
      {error ? (
        <p role="alert" className={clsx(styles.outcome, styles.failure)}>
          {error}
        </p>
      ) : null}
      <Dialog.Footer>
        <Button type="submit" loading={busy}>
          {t('pointMall.redeemSubmit')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

interface ConvertFormProps {
  balance: number;
  pointsPerCash: number;
  cashText: (amount: number) => string;
  onSubmit: (points: number, password: string) => Promise<PointsActionResult>;
  onDone: (message: string) => void;
}

function ConvertForm({ balance, pointsPerCash, cashText, onSubmit, onDone }: ConvertFormProps) {
  const { t } = useTranslation();
  const [pointsText, setPointsText] = useState('');
  const [pointsError, setPointsError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordField = usePasswordField();
  const formatPoints = usePointsText();
  const points = wholeNumber.test(pointsText) ? Number(pointsText) : 0;
  const whole = points > 0 && points % pointsPerCash === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!whole) return setPointsError(t('pointMall.convertMultiple', { points: pointsPerCash }));
    if (points > balance) return setPointsError(t('pointMall.notEnoughPoints'));
    if (!passwordField.check()) return;
    setBusy(true);
    const result = await onSubmit(points, passwordField.password);
    setBusy(false);
    if (result.ok) onDone(result.message);
    else setError(result.error);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('pointMall.convertPoints')}
        inputMode="numeric"
        value={pointsText}
        onValueChange={(value) => {
          setPointsText(value.trim());
          setPointsError('');
        }}
        error={pointsError || undefined}
        hint={
          whole
            ? t('pointMall.convertCash', { amount: cashText(points / pointsPerCash) })
            : t('pointMall.convertPointsHint', { points: formatPoints(pointsPerCash), balance: formatPoints(balance) })
        }
      />
      <TextField
        label={t('pointMall.paymentPassword')}
        type="password"
        autoComplete="off"
        value={passwordField.password}
        onValueChange={passwordField.setPassword}
        hint={t('pointMall.paymentPasswordHint')}
        error={passwordField.missing ? t('pointMall.passwordRequired') : undefined}
      />
      {error ? (
        <p role="alert" className={clsx(styles.outcome, styles.failure)}>
          {error}
        </p>
      ) : null}
      <Dialog.Footer>
        <Button type="submit" loading={busy}>
          {t('pointMall.convertSubmit')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** The rewards to redeem: a member's Redeem opens its form, a visitor's asks to sign in first. */
function RewardCatalogueSection({
  catalogue,
  headingLevel,
  ready,
  onRedeem,
}: {
  catalogue: RewardCatalogue;
  headingLevel: 2 | 3;
  /** Redeem waits for what it needs (the member's balance). */
  ready: boolean;
  onRedeem: (reward: MallReward) => void;
}) {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  const catalogueTitleId = useId();
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section aria-labelledby={catalogueTitleId} className={styles.form}>
      <Heading id={catalogueTitleId} className={styles.title}>
        {t('pointMall.catalogueTitle')}
      </Heading>
      <AsyncRegion
        status={catalogue.status}
        loadingLabel={t('pointMall.catalogueLoading')}
        errorTitle={t('pointMall.catalogueError')}
        onRetry={catalogue.onRetry}
        retrying={catalogue.retrying}
        headingLevel={(headingLevel + 1) as 3 | 4}
        skeleton={<CatalogueSkeleton />}
        empty={catalogue.rewards.length === 0}
        emptyState={
          <EmptyState
            icon={<Gift size={28} />}
            title={t('pointMall.catalogueEmpty')}
            description={t('pointMall.catalogueEmptyHint')}
            headingLevel={(headingLevel + 1) as 3 | 4}
          />
        }
      >
        <ul className={styles.list} aria-labelledby={catalogueTitleId}>
          {catalogue.rewards.map((reward) => {
            const soldOut = reward.stock !== null && reward.stock <= 0;
            return (
              <li key={reward.id} className={styles.reward}>
                {reward.image ? <img className={styles.image} src={reward.image} alt="" loading="lazy" /> : null}
                <ItemHeading className={styles.rewardName}>{reward.name}</ItemHeading>
                <div className={styles.rewardMeta}>
                  <span className={styles.cost}>
                    {t('pointMall.pointsCost', { points: pointsText(reward.points) })}
                  </span>
                  {reward.kind ? <Badge tone="neutral">{reward.kind}</Badge> : null}
                  {reward.stock === null ? null : soldOut ? (
                    <Badge tone="danger">{t('pointMall.outOfStock')}</Badge>
                  ) : (
                    <span className={styles.muted}>{t('pointMall.stockLeft', { count: reward.stock })}</span>
                  )}
                </div>
                {reward.amountRequirement ? (
                  <p className={styles.muted}>
                    {t('pointMall.amountRequirement', { amount: reward.amountRequirement })}
                  </p>
                ) : null}
                <div className={styles.rewardEnd}>
                  <Button
                    size="sm"
                    disabled={soldOut || !ready}
                    aria-label={t('pointMall.redeemOne', { name: reward.name })}
                    onClick={() => onRedeem(reward)}
                  >
                    {t('pointMall.redeem')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </AsyncRegion>
    </section>
  );
}

function VisitorPointsMall({
  headingLevel = 2,
  onSignIn,
  catalogue,
  balance: _none,
  className,
  ref,
  ...rest
}: PointsMallVisitorProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <section className={styles.card}>
        <Heading className={styles.title}>{t('pointMall.signInTitle')}</Heading>
        <p className={styles.muted}>
          {t('pointMall.signInHint')} {t('pointMall.neverExpire')}
        </p>
        <div>
          <Button onClick={onSignIn}>{t('pointMall.signIn')}</Button>
        </div>
      </section>
      <RewardCatalogueSection catalogue={catalogue} headingLevel={headingLevel} ready onRedeem={onSignIn} />
    </div>
  );
}

/**
 * The points mall: the player's points (which never expire) with their
 * conversion to cash, the rewards to redeem with the payment password, and
 * the redeem history and points details. A visitor sees the rewards and why
 * to sign in; Redeem asks them to sign in first.
 */
export function PointsMall(props: PointsMallProps) {
  if (props.balance === null) return <VisitorPointsMall {...props} />;
  return <MemberPointsMall {...props} />;
}

function MemberPointsMall({
  headingLevel = 2,
  balance,
  pointsPerCash,
  cashText,
  catalogue,
  history,
  details,
  onRealAccountNeeded,
  onRedeem,
  onConvert,
  className,
  ref,
  ...rest
}: PointsMallMemberProps) {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  const catalogueTitleId = useId();
  const [redeeming, setRedeeming] = useState<MallReward | null>(null);
  const [converting, setConverting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const Heading = `h${headingLevel}` as const;

  const finish = (message: string) => {
    setRedeeming(null);
    setConverting(false);
    setOutcome({ ok: true, text: message });
  };
  const balanceReady = hasContent(balance.status);

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <section className={styles.card} aria-labelledby={`${catalogueTitleId}-balance`}>
        <Heading id={`${catalogueTitleId}-balance`} className={styles.title}>
          {t('pointMall.balanceTitle')}
        </Heading>
        <AsyncRegion
          status={balance.status}
          loadingLabel={t('pointMall.balanceLoading')}
          errorTitle={t('pointMall.balanceError')}
          onRetry={balance.onRetry}
          retrying={balance.retrying}
          headingLevel={(headingLevel + 1) as 3 | 4}
          size="compact"
          skeleton={<Skeleton height={40} width={160} />}
        >
          <div className={styles.balanceRow}>
            <p className={styles.points}>{pointsText(balance.points)}</p>
            {pointsPerCash ? (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onClick={() => (onRealAccountNeeded ? onRealAccountNeeded() : setConverting(true))}
                >
                  {t('pointMall.convert')}
                </Button>
              </div>
            ) : null}
          </div>
        </AsyncRegion>
        <p className={styles.muted}>
          {t('pointMall.neverExpire')} {t('pointMall.earnHint')}
          {pointsPerCash ? ` ${t('pointMall.convertRate', { points: pointsPerCash })}` : ''}
        </p>
        <div role="status">
          {outcome?.ok ? <p className={clsx(styles.outcome, styles.success)}>{outcome.text}</p> : null}
        </div>
      </section>

      <Tabs.Root defaultValue="rewards">
        <Tabs.List aria-label={t('pointMall.tabs')}>
          <Tabs.Trigger value="rewards">{t('pointMall.catalogueTitle')}</Tabs.Trigger>
          <Tabs.Trigger value="history">{t('pointMall.historyTitle')}</Tabs.Trigger>
          <Tabs.Trigger value="details">{t('pointMall.detailsTitle')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="rewards" className={styles.tabPanel}>
          <RewardCatalogueSection
            catalogue={catalogue}
            headingLevel={headingLevel}
            ready={balanceReady}
            onRedeem={(reward) => {
              setOutcome(null);
              if (onRealAccountNeeded) onRealAccountNeeded();
              else setRedeeming(reward);
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="history" className={styles.tabPanel}>
          {history}
        </Tabs.Content>
        <Tabs.Content value="details" className={styles.tabPanel}>
          {details}
        </Tabs.Content>
      </Tabs.Root>

      <Dialog.Root open={redeeming !== null} onOpenChange={(open) => (open ? undefined : setRedeeming(null))}>
        {redeeming ? (
          <Dialog.Content
            title={t('pointMall.redeemTitle', { name: redeeming.name })}
            description={t('pointMall.pointsCost', { points: pointsText(redeeming.points) })}
          >
            <RedeemForm
              reward={redeeming}
              balance={balance.points}
              onSubmit={(quantity, password) => onRedeem(redeeming, quantity, password)}
              onDone={finish}
            />
          </Dialog.Content>
        ) : null}
      </Dialog.Root>

      {pointsPerCash ? (
        <Dialog.Root open={converting} onOpenChange={setConverting}>
          <Dialog.Content
            title={t('pointMall.convertTitle')}
            description={t('pointMall.convertRate', { points: pointsPerCash })}
          >
            <ConvertForm
              balance={balance.points}
              pointsPerCash={pointsPerCash}
              cashText={cashText}
              onSubmit={onConvert}
              onDone={finish}
            />
          </Dialog.Content>
        </Dialog.Root>
      ) : null}
    </div>
  );
}
