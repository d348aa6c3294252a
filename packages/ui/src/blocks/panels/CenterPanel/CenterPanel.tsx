import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useScrollFade } from '../../../hooks/useScrollFade';
import { type AsyncStatus, hasContent } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Modal, type ModalProps } from '../../../primitives/Modal/Modal';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from './CenterPanel.css';

/** One entry of the panel's menu, already translated. */
export interface CenterPanelEntry<Page extends string = string> {
  page: Page;
  label: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** A count badge after the label; nothing is drawn at 0 ("when the count is above 0"). */
  count?: number;
  /** What the count means to a screen reader, e.g. "2 rewards to claim". */
  countLabel?: string;
}

export interface CenterPanelProps<Page extends string = string>
  extends Pick<ModalProps, 'beforeClose' | 'openDelay' | 'closeLabel' | 'className' | 'style'> {
  /** The modal's name for hosts that open modals by name (`data-modal-name`). */
  name: string;
  open: boolean;
  /** The close button or Escape asked to close (after `beforeClose` agreed). */
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the menu, e.g. "Personal center sections". */
  menuLabel: string;
  entries: readonly CenterPanelEntry<Page>[];
  /**
   * The page the right pane shows. It may be a page without a menu entry (the member centre names
   * `playerRank` and `profile`); then no entry is highlighted.
   */
  page: string;
  /** A menu entry other than the current page was chosen. */
  onPageChange: (page: Page) => void;
  /**
   * The panel shows nothing of its own until its data is on hand: while `loading` the menu and
   * the page are placeholders and the region is busy; after a failure (`error`) an error with a
   * retry stands in for them; `ready` and `refreshing` show the menu and the page.
   */
  status: AsyncStatus;
  /** Announced while `loading`, e.g. "Loading your personal center…". */
  loadingLabel: string;
  /** Retries loading after an error. */
  onRetry?: () => void;
  /** Keeps the Retry button busy while a new attempt runs. */
  retrying?: boolean;
  /** The page the host renders for `page`. */
  children?: ReactNode;
}

/**
 * Scrolls `container` (and nothing else: `scrollIntoView` would move the page
 * and the modal too) so that `element` is inside it.
 */
function reveal(container: HTMLElement, element: HTMLElement) {
  const box = container.getBoundingClientRect();
  const target = element.getBoundingClientRect();
  if (container.scrollWidth > container.clientWidth) {
    const padding = Number.parseFloat(getComputedStyle(container).scrollPaddingInlineStart) || 0;
    if (target.left - padding < box.left) container.scrollLeft -= box.left - target.left + padding;
    else if (target.right + padding > box.right) container.scrollLeft += target.right + padding - box.right;
  }
  if (container.scrollHeight > container.clientHeight) {
    if (target.top < box.top) container.scrollTop -= box.top - target.top;
    else if (target.bottom > box.bottom) container.scrollTop += target.bottom - box.bottom;
  }
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** How many placeholder entries stand in for the menu while it loads. */
const placeholderEntries = 8;

/**
 * The shell shared by the member and agent centers: a generic modal
 * with a menu on the left (a scrolling row above the page on phones) and the
 * chosen page on the right. The host owns the page state and renders the page.
 */
export function CenterPanel<Page extends string = string>({
  name,
  open,
  onClose,
  title,
  menuLabel,
  entries,
  page,
  onPageChange,
  status,
  loadingLabel,
  onRetry,
  retrying = false,
  children,
  beforeClose,
  openDelay,
  closeLabel,
  className,
  style,
}: CenterPanelProps<Page>) {
  // The menu and the page mount inside the modal's portal only once it is shown, so
  // they are tracked as state (for effects) and as refs (for the focus on opening).
  const listRef = useRef<HTMLUListElement | null>(null);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLElement | null>(null);
  const setListNode = useCallback((node: HTMLUListElement | null) => {
    listRef.current = node;
    setList(node);
  }, []);

  // A phone's row of entries fades the edge that hides more of them.
  useScrollFade(list);

  // The chosen entry stays in view: sideways in the phone's row, up and down in the column.
  const activeIndex = entries.findIndex((entry) => entry.page === page);
  useEffect(() => {
    if (!list || activeIndex < 0) return;
    const active = list.querySelectorAll<HTMLElement>('button[data-page]')[activeIndex];
    if (!active) return;
    reveal(list, active);
    if (menu) reveal(menu, active);
  }, [list, menu, activeIndex]);

  // Every page starts at its top.
  useEffect(() => {
    if (content && page) content.scrollTop = 0;
  }, [content, page]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = moves[event.key];
    if (!move) return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-page]'));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  };

  // Opening starts on the current entry, so the keyboard is where the eye is.
  const onOpenAutoFocus = (event: Event) => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!active) return;
    event.preventDefault();
    active.focus();
  };

  const activeEntry = entries.find((entry) => entry.page === page);

  return (
    <Modal
      name={name}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      width={1120}
      height={760}
      beforeClose={beforeClose}
      openDelay={openDelay}
      closeLabel={closeLabel}
      onOpenAutoFocus={onOpenAutoFocus}
      className={className}
      style={style}
    >
      {hasContent(status) ? (
        <div className={styles.layout} aria-busy={status === 'refreshing' || undefined}>
          <nav ref={setMenu} aria-label={menuLabel} className={styles.menu}>
            <ul ref={setListNode} className={styles.list} onKeyDown={onMenuKeyDown}>
              {entries.map((entry) => {
                const current = entry.page === page;
                return (
                  <li key={entry.page} className={styles.item}>
                    <button
                      type="button"
                      className={styles.entry}
                      data-page={entry.page}
                      aria-current={current ? 'page' : undefined}
                      onClick={() => {
                        if (!current) onPageChange(entry.page);
                      }}
                    >
                      {entry.icon ? (
                        <span className={styles.entryIcon} aria-hidden>
                          {entry.icon}
                        </span>
                      ) : null}
                      <span className={styles.entryLabel}>{entry.label}</span>
                      <Badge count={entry.count} label={entry.countLabel} />
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section
            ref={setContent}
            className={styles.content}
            aria-label={activeEntry?.label ?? (typeof title === 'string' ? title : menuLabel)}
            // The page scrolls on its own: keyboard users need to reach it even when it holds no control.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1).
            tabIndex={0}
          >
            {children}
          </section>
        </div>
      ) : status === 'error' ? (
        <div className={styles.failed}>
          <EmptyState tone="danger" onRetry={onRetry} retrying={retrying} />
        </div>
      ) : (
        <div className={styles.layout} aria-busy="true">
          <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
          <div className={clsx(styles.menu, styles.skeletonMenu)} aria-hidden>
            {Array.from({ length: placeholderEntries }, (_, index) => (
              <Skeleton
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
                key={index}
                className={styles.skeletonEntry}
                height={40}
                radius="control"
              />
            ))}
          </div>
          <div className={clsx(styles.content, styles.skeletonPage)} aria-hidden>
            <Skeleton height={28} width="40%" radius="sm" />
            <Skeleton.Text lines={3} />
            <Skeleton height={160} radius="card" />
            <Skeleton.Text lines={4} />
          </div>
        </div>
      )}
    </Modal>
  );
}
