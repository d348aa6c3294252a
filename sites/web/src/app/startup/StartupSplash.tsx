import { Spinner } from '@lobby/ui';
import * as styles from './StartupSplash.css';
import type { SplashGameTile } from './startupAnswers';

export interface StartupSplashProps {
  siteName: string;
  /** The home page's lead banner the static splash shows. */
  leadArt?: string | undefined;
  /** The games page's first screen the static splash shows. */
  games?: { aspect: 'square' | 'landscape'; tiles: readonly SplashGameTile[] } | null | undefined;
}

/**
 * What shows while the platform says whether the site is open: the brand, not
 * a blank page. It is the page for that moment, so it is the main landmark
 * and the brand its heading, as in index.html's static splash.
 *
 * When that splash already shows the page's largest picture (the home page's
 * lead banner, a games page's first screen), this one is the same frame, in
 * the same markup: index.html's stylesheet draws it, so the pictures stay in
 * place until the page takes them over.
 */
export function StartupSplash({ siteName, leadArt, games }: StartupSplashProps) {
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
  if (games) {
    return (
      <main className="lobby-boot" aria-busy="true">
        <h1>{siteName}</h1>
        <div className="lobby-boot-games">
          <ul className="lobby-boot-grid" data-aspect={games.aspect}>
            {games.tiles.map((tile, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the splash's tiles never move; a name may repeat
              <li key={index}>
                <span className="lobby-boot-art">
                  {tile.art ? (
                    <img
                      src={tile.art}
                      alt=""
                      {...(tile.eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
                    />
                  ) : null}
                </span>
                <span className="lobby-boot-name">{tile.name}</span>
              </li>
            ))}
          </ul>
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
