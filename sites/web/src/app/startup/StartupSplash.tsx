import { Spinner } from '@lobby/ui';
import * as styles from './StartupSplash.css';

/** What shows while the platform says whether the site is open: the brand, not a blank page. */
export function StartupSplash({ siteName }: { siteName: string }) {
  return (
    <div className={styles.splash} aria-busy="true">
      <span className={styles.brand}>{siteName}</span>
      <Spinner size="lg" />
    </div>
  );
}
