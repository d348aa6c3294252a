import { Spinner } from '@lobby/ui';
import * as styles from './StartupSplash.css';

/**
 * What shows while the platform says whether the site is open: the brand, not
 * a blank page. It is the page for that moment, so it is the main landmark
 * and the brand its heading, as in index.html's static splash.
 */
export function StartupSplash({ siteName }: { siteName: string }) {
  return (
    <main className={styles.splash} aria-busy="true">
      <h1 className={styles.brand}>{siteName}</h1>
      <Spinner size="lg" />
    </main>
  );
}
