import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { RefreshCw, Wallet } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { hasContent } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { formatAmount } from '../money';
import type { CashierResult, WalletOverview, WalletTransferRequest } from '../wallet';
import * as styles from './MyWallet.css';
import { type TransferOutcome, WalletTransferForm } from './WalletTransferForm';

type HeadingLevel = 2 | 3;

export interface MyWalletProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "My Wallet". */
  title: ReactNode;
  /** 3 under a centre's page (default), 2 on a page of its own. */
  headingLevel?: HeadingLevel;
  overview: WalletOverview;
  /** Moves money between the main wallet and a game wallet. */
  onTransfer: (transfer: WalletTransferRequest) => Promise<CashierResult>;
  /** Brings every game wallet's money back to the main wallet. */
  onRecall: () => Promise<CashierResult>;
  /** Reads every balance again, the game wallets' included. */
  onRefresh: () => void;
  /** Keeps Refresh busy while the balances are read again. */
  refreshing?: boolean;
  ref?: Ref<HTMLDivElement>;
}

function WalletsSkeleton() {
  return (
    <div className={styles.wallets}>
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <div key={index} className={styles.wallet}>
          <Skeleton height={14} width="50%" />
          <Skeleton height={20} width="70%" />
        </div>
      ))}
    </div>
  );
}

/**
 * My wallet: every wallet's balance and their total; when the merchant runs
 * a wallet per game vendor, money moves between the main wallet and a game
 * wallet, and everything can be recalled to the main wallet. A money action
 * is sent once: its button stays busy until the platform answers.
 */
export function MyWallet({
  title,
  headingLevel = 3,
  overview,
  onTransfer,
  onRecall,
  onRefresh,
  refreshing = false,
  className,
  ref,
  ...rest
}: MyWalletProps) {
  const { t } = useTranslation();
  const listLabelId = useId();
  const [outcome, setOutcome] = useState<TransferOutcome | null>(null);
  const [recalling, setRecalling] = useState(false);
  const recallSent = useRef(false);
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const { format } = overview;
  const ready = hasContent(overview.status);
  const games = overview.wallets.filter((wallet) => wallet.kind === 'game');
  const inGames = games.some((wallet) => wallet.balance > 0);

  const recall = async () => {
    if (recallSent.current) return;
    recallSent.current = true;
    setRecalling(true);
    setOutcome(null);
    const result = await onRecall();
    recallSent.current = false;
    setRecalling(false);
    setOutcome(
      result.ok
        ? { ok: true, text: t('wallet.recalled') }
        : { ok: false, text: result.error, uncertain: result.uncertain === true },
    );
  };

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        <div className={styles.totalRow}>
          {ready ? (
            <p className={styles.total}>
              <span className={styles.totalLabel}>{t('wallet.total')}</span>{' '}
              <span className={styles.totalAmount}>
                {overview.status === 'refreshing' ? t('wallet.refreshingAmount') : formatAmount(overview.total, format)}
              </span>
            </p>
          ) : null}
          <IconButton
            label={t('wallet.refresh')}
            icon={<RefreshCw size={18} />}
            variant="secondary"
            size="sm"
            loading={refreshing}
            onClick={onRefresh}
          />
        </div>
      </div>
      <AsyncRegion
        className={styles.region}
        status={overview.status}
        loadingLabel={t('wallet.loading')}
        errorTitle={t('wallet.errorTitle')}
        onRetry={overview.onRetry}
        retrying={overview.retrying}
        headingLevel={(headingLevel + 1) as 3 | 4}
        skeleton={<WalletsSkeleton />}
      >
        <SubHeading id={listLabelId} className={styles.subTitle}>
          {overview.isSingle ? t('wallet.singleTitle') : t('wallet.walletsTitle')}
        </SubHeading>
        <ul className={styles.wallets} aria-labelledby={listLabelId}>
          {overview.wallets
            .filter((wallet) => !overview.isSingle || wallet.kind === 'main')
            .map((wallet) => (
              <li key={wallet.id} className={clsx(styles.wallet, wallet.kind === 'main' && styles.mainWallet)}>
                <span className={styles.walletName}>
                  {wallet.kind === 'main' ? <Wallet size={16} aria-hidden /> : null}
                  {wallet.name}
                </span>
                <span className={styles.walletAmount}>{formatAmount(wallet.balance, format)}</span>
              </li>
            ))}
        </ul>
        {overview.isSingle ? (
          <p className={styles.note}>{t('wallet.singleNote')}</p>
        ) : (
          <>
            <div className={styles.recallRow}>
              <Button
                variant="secondary"
                loading={recalling}
                disabled={recalling || !inGames}
                onClick={() => void recall()}
              >
                {t('wallet.recall')}
              </Button>
              {inGames ? null : <span className={styles.note}>{t('wallet.nothingToRecall')}</span>}
            </div>
            <WalletTransferForm
              headingLevel={(headingLevel + 1) as 3 | 4}
              wallets={overview.wallets}
              format={format}
              onTransfer={onTransfer}
              onOutcome={setOutcome}
            />
          </>
        )}
      </AsyncRegion>
      <div role="status">
        {outcome?.ok ? <p className={clsx(styles.outcome, styles.success)}>{outcome.text}</p> : null}
      </div>
      {outcome && !outcome.ok ? (
        <div role="alert" className={clsx(styles.outcome, outcome.uncertain ? styles.uncertain : styles.failure)}>
          {outcome.uncertain ? <p className={styles.outcomeTitle}>{t('wallet.uncertain')}</p> : null}
          <p className={styles.outcomeLine}>{outcome.text}</p>
        </div>
      ) : null}
    </div>
  );
}
