import { useTranslation } from '@lobby/i18n';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type { Tone } from '../../../theme/tone';
import { proofFileProblem, type ReceiptList, type ReceiptRow, type ReceiptStatus } from '../receipt';
import * as styles from './Withdraw.css';

const tones: Record<ReceiptStatus, Tone> = {
  PENDING: 'warning',
  RECEIVED: 'success',
  NOT_RECEIVED: 'danger',
  AUTO_CONFIRMED: 'info',
};

type Outcome = { ok: boolean; text: string } | null;

/** One receipt waiting for the member: received, or not received with a proof picture. */
function PendingReceipt({ row, onConfirm }: { row: ReceiptRow; onConfirm: ReceiptList['onConfirm'] }) {
  const { t } = useTranslation();
  const fileId = useId();
  const [proof, setProof] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<'received' | 'missing' | null>(null);
  const inFlight = useRef(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setError(null);
    if (!file) return setProof(null);
    const problem = proofFileProblem(file);
    if (problem) {
      // Refused before any upload: the picture is dropped and the player told why.
      event.target.value = '';
      setProof(null);
      return setError(t(problem === 'type' ? 'withdraw.receipt.proofType' : 'withdraw.receipt.proofSize'));
    }
    setProof(file);
  };

  const confirm = async (received: boolean) => {
    if (inFlight.current) return;
    if (!received && !proof) return setError(t('withdraw.receipt.proofRequired'));
    inFlight.current = true;
    setSending(received ? 'received' : 'missing');
    setError(null);
    const result = await onConfirm(row.id, received, proof);
    inFlight.current = false;
    setSending(null);
    if (!result.ok) setError(result.error);
  };

  return (
    <div className={styles.inlineForm}>
      {row.confirmBefore ? (
        <p className={styles.hint}>{t('withdraw.receipt.confirmBefore', { time: row.confirmBefore })}</p>
      ) : null}
      <label htmlFor={fileId} className={styles.hint}>
        {t('withdraw.receipt.proof')}
      </label>
      <input
        id={fileId}
        type="file"
        accept="image/png,image/jpeg"
        onChange={choose}
        disabled={sending !== null}
        aria-describedby={error ? `${fileId}-error` : undefined}
      />
      {error ? (
        <p id={`${fileId}-error`} role="alert" className={styles.failure}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          size="sm"
          loading={sending === 'received'}
          disabled={sending !== null}
          onClick={() => void confirm(true)}
        >
          {t('withdraw.receipt.received')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={sending === 'missing'}
          disabled={sending !== null}
          onClick={() => void confirm(false)}
        >
          {t('withdraw.receipt.notReceived')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Withdrawals the member confirms receiving: each waiting one is marked
 * received or not received (with a PNG or JPEG proof under 5 MB, checked
 * before it is uploaded); one left unconfirmed for the merchant's minutes
 * counts as received, which the list says, and under a forced receipt
 * nothing is then refunded.
 */
export function WithdrawalReceipts({ headingLevel, receipts }: { headingLevel: 3 | 4; receipts: ReceiptList }) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const waiting = receipts.rows.filter((row) => row.status === 'PENDING').length;

  const onConfirm: ReceiptList['onConfirm'] = async (id, received, proof) => {
    setOutcome(null);
    const result = await receipts.onConfirm(id, received, proof);
    if (result.ok) {
      setOutcome({
        ok: true,
        text: t(received ? 'withdraw.receipt.markedReceived' : 'withdraw.receipt.markedMissing'),
      });
    }
    return result;
  };

  if (receipts.status !== 'error' && receipts.status !== 'loading' && receipts.rows.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.subTitle}>
        {t('withdraw.receipt.title')}
      </Heading>
      {receipts.autoConfirmMinutes !== null ? (
        <p className={waiting > 0 ? styles.warning : styles.hint} role="note">
          {t('withdraw.receipt.autoConfirm', { count: receipts.autoConfirmMinutes })}
          {receipts.forced ? ` ${t('withdraw.receipt.forced')}` : ''}
        </p>
      ) : null}
      <AsyncRegion
        status={receipts.status}
        loadingLabel={t('withdraw.receipt.loading')}
        errorTitle={t('withdraw.receipt.errorTitle')}
        onRetry={receipts.onRetry}
        retrying={receipts.retrying}
        headingLevel={(headingLevel + 1) as 4 | 5}
        skeleton={<Skeleton height={56} width="100%" />}
      >
        <ul className={styles.cards} aria-labelledby={headingId}>
          {receipts.rows.map((row) => (
            <li key={row.id} className={styles.card}>
              <div className={styles.cardText}>
                <span className={styles.cardName}>{row.amount}</span>
                <span className={styles.hint}>
                  {row.bankName} · {row.time}
                </span>
              </div>
              <Badge tone={tones[row.status]}>{t(`withdraw.receipt.status.${row.status}`)}</Badge>
              {row.status === 'PENDING' ? <PendingReceipt row={row} onConfirm={onConfirm} /> : null}
              {row.status === 'AUTO_CONFIRMED' ? (
                <p className={styles.hint}>{t('withdraw.receipt.autoConfirmed')}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </AsyncRegion>
      <div role="status">{outcome?.ok ? <p className={styles.success}>{outcome.text}</p> : null}</div>
    </section>
  );
}
