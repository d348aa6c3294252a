import { Spinner } from '@lobby/ui';
import * as styles from './StartupSplash.css';

/**
 * What shows while the platform says whether the site is open: the brand, not
 * a blank page. It is the page for that moment, so it is the main landmark
 * and the brand its heading, as in index.html's static splash.
 *
 * When that splash already shows the home page's lead banner (`leadArt`), this
 * one is the same frame, in the same markup: index.html's stylesheet draws it,
 * so the banner stays in place until the page takes it over.
 */
export function StartupSplash({ siteName, leadArt }: { siteName: string; leadArt?: string | undefined }) {
  if (leadArt) {
    return (
      <main className="lobby-boot" aria-busy="true">
        <h1>{siteName}</h1>
        <div className="lobby-boot-lead">
          <div className="lobby-boot-banner">
            <img src={leadArt} alt="" fetchPriority="high" />
          </div>
        </div>
      </main>
    );
  }
  return (
    <main className={styles.splash} aria-busy="true">
      <h1 className={styles.brand}>{siteName}</h1>
      <Spinner size="lg" />
    </main>
  );
}
