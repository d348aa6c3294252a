import { CircleAlert } from 'lucide-react';
import * as styles from './parts.css';

export interface FormAlertProps {
  /** The platform's message; nothing shows without one. */
  message?: string | null | undefined;
  id?: string;
}

/**
 * The platform's message after a failed submit, at the top of the form. The
 * alert region stays mounted so a new message is announced at once, while
 * focus stays where the player is (failures are shown, never
 * swallowed).
 */
export function FormAlert({ message, id }: FormAlertProps) {
  return (
    <div role="alert" aria-atomic="true" className={styles.alertRegion}>
      {message ? (
        <p id={id} className={styles.alert}>
          <span className={styles.alertIcon}>
            <CircleAlert aria-hidden />
          </span>
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
