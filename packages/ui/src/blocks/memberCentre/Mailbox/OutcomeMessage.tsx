import { clsx } from 'clsx';
import * as styles from './Mailbox.css';

/** How a write ended, in the player's words; null before any. */
export type Outcome = { ok: boolean; text: string } | null;

/** What a write ended with, said once: success politely, failure as an alert. */
export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <div role="status">
        {outcome?.ok ? <p className={clsx(styles.outcome, styles.success)}>{outcome.text}</p> : null}
      </div>
      {outcome && !outcome.ok ? (
        <p role="alert" className={clsx(styles.outcome, styles.failure)}>
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}
