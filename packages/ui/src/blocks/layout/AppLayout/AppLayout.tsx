import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import {
  type HTMLAttributes,
  lazy,
  type MouseEvent,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useBreakpoint } from '../../../hooks/useMediaQuery';
import * as styles from './AppLayout.css';
import { type SideMenuHost, SideMenuHostContext } from './sideMenuHost';

// The drawer (and its dialog machinery) is fetched when the menu is first opened, not with the page.
const SideMenuDrawer = lazy(() => import('./SideMenuDrawer'));

/**
 * Which regions a route shows: `full` for most pages, `noSideMenu`
 * for the points mall, `headerOnly` for the lottery pages, /seamless and /game.
 */
export type AppLayoutVariant = 'full' | 'noSideMenu' | 'headerOnly';

export interface AppLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The top bar; wrapped in the page's `banner` landmark and kept on top while scrolling. */
  header?: ReactNode;
  /** The page. In `full` and `noSideMenu` it sits in the content column (up to 1440 px, with gutters); in `headerOnly` it fills the area edge to edge. */
  children?: ReactNode;
  /**
   * The side menu (usually `SideMenu`). Pinned on the left from 1024 px in the
   * `full` variant; everywhere else it opens as a drawer from the top bar's toggle.
   */
  sideMenu?: ReactNode;
  /** The footer content (usually `Footer`); wrapped in the `contentinfo` landmark. Not shown in `headerOnly`. */
  footer?: ReactNode;
  /** The floating rail on the right edge (usually `RightBar`), from 1024 px; not shown in `headerOnly`. */
  rightBar?: ReactNode;
  variant?: AppLayoutVariant;
  /** Whether the side menu drawer is open. The top bar's menu toggle sets it; it has no effect while the menu is pinned. */
  sideMenuOpen?: boolean;
  /** Escape, the backdrop, the close button and a choice in the menu close the drawer through this. */
  onSideMenuOpenChange?: (open: boolean) => void;
  /** Id of the `main` landmark, the skip link's target. Unique on the page. */
  mainId?: string;
  /** Text of the skip link; defaults to the translated "Skip to content". */
  skipLinkLabel?: string;
  /** Accessible name of the drawer; defaults to the translated "Menu". */
  sideMenuTitle?: string;
  ref?: Ref<HTMLDivElement>;
}

const noop = () => undefined;

/**
 * The site's frame around every page: skip link, sticky header, the side menu
 * (pinned from 1024 px or a drawer), the content column, the footer and the
 * floating right bar.
 */
export function AppLayout({
  header,
  children,
  sideMenu,
  footer,
  rightBar,
  variant = 'full',
  sideMenuOpen = false,
  onSideMenuOpenChange,
  mainId = 'main-content',
  skipLinkLabel,
  sideMenuTitle,
  className,
  ...rest
}: AppLayoutProps) {
  const { t } = useTranslation();
  // The side menu pins from the laptop width (`layoutMetrics.pinFrom`).
  const wide = useBreakpoint('laptop');
  const hasSideMenu = sideMenu !== undefined && sideMenu !== null && sideMenu !== false;
  const pinnable = variant === 'full' && hasSideMenu;
  const pinned = pinnable && wide;
  const chrome = variant !== 'headerOnly';

  // A drawer cannot stay open under a pinned menu (a window widened, a tablet turned).
  useEffect(() => {
    if (pinned && sideMenuOpen) onSideMenuOpenChange?.(false);
  }, [pinned, sideMenuOpen, onSideMenuOpenChange]);

  const drawerOpen = sideMenuOpen && !pinned;
  // Once opened, the drawer stays mounted so it can play its closing animation.
  const [drawerWanted, setDrawerWanted] = useState(drawerOpen);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);

  const closeDrawer = useCallback(() => onSideMenuOpenChange?.(false), [onSideMenuOpenChange]);
  const pinnedHost = useMemo<SideMenuHost>(() => ({ placement: 'pinned', close: noop }), []);
  const drawerHost = useMemo<SideMenuHost>(() => ({ placement: 'drawer', close: closeDrawer }), [closeDrawer]);

  // Move focus, not only the scroll position, so the next Tab continues in the page.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(mainId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div
      className={clsx(styles.root, className)}
      data-variant={variant}
      data-header={header ? undefined : 'none'}
      data-right-bar={chrome && rightBar ? '' : undefined}
      {...rest}
    >
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skipToMain}>
        {skipLinkLabel ?? t('layout.skipToContent')}
      </a>
      {header ? <header className={styles.header}>{header}</header> : null}
      <div className={styles.body}>
        {pinnable ? (
          <div className={styles.sideRail} data-region="side-menu">
            <SideMenuHostContext value={pinnedHost}>{sideMenu}</SideMenuHostContext>
          </div>
        ) : null}
        <div className={styles.column}>
          <main id={mainId} tabIndex={-1} className={styles.main({ variant })}>
            {chrome ? <div className={styles.content}>{children}</div> : children}
          </main>
          {chrome && footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </div>
      </div>
      {chrome && rightBar ? (
        <div className={styles.rightBar} data-region="right-bar">
          {rightBar}
        </div>
      ) : null}
      {hasSideMenu && drawerWanted ? (
        <Suspense fallback={null}>
          <SideMenuDrawer
            open={drawerOpen}
            onOpenChange={onSideMenuOpenChange}
            title={sideMenuTitle ?? t('layout.drawerTitle')}
            host={drawerHost}
          >
            {sideMenu}
          </SideMenuDrawer>
        </Suspense>
      ) : null}
    </div>
  );
}
