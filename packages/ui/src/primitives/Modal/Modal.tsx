import { useTranslation } from '@lobby/i18n';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { GripVertical, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import {
  type CSSProperties,
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBreakpoint } from '../../hooks/useMediaQuery';
import { useClock } from '../../scheduling/clock';
import { usePortalContainer } from '../../theme/ThemeScope';
import { close as closeButton } from '../Dialog/Dialog.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Modal.css';

/** Why a modal is about to close; `beforeClose` receives it. */
export type ModalCloseReason = 'escape' | 'close-button' | 'programmatic';

export interface ModalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Identifies the modal to hosts that open modals by name; rendered as `data-modal-name`. */
  name: string;
  open: boolean;
  /** Called with `false` once a close has passed `beforeClose`. */
  onOpenChange: (open: boolean) => void;
  /** Heads the modal and names it; without one, pass `aria-label`. */
  title?: ReactNode;
  /** Shows the header's close button. */
  showClose?: boolean;
  /** Dims the page behind. The page stays inert either way. */
  background?: boolean;
  /**
   * Runs before every close (Escape, close button, `useModal().close()`);
   * return `false` (or resolve to it) to keep the modal open, e.g. to protect unsaved input.
   */
  beforeClose?: (reason: ModalCloseReason) => boolean | Promise<boolean>;
  /** Width from the tablet breakpoint up (px when a number); never below 200. Fits the content when omitted. */
  width?: number | string;
  /** Height from the tablet breakpoint up (px when a number); never below 200. Fits the content when omitted. */
  height?: number | string;
  /** Lets the player move the modal by its header, with the pointer or the arrow keys. Off on phones. */
  draggable?: boolean;
  /** Milliseconds between `open` turning true and the modal appearing (100). */
  openDelay?: number;
  /** Accessible name of the close button; defaults to "Close". */
  closeLabel?: string;
  /**
   * Runs before focus moves in. By default focus goes to the first focusable element of the
   * content, else the close button; call `event.preventDefault()` to focus something else yourself.
   */
  onOpenAutoFocus?: (event: Event) => void;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export interface Offset {
  x: number;
  y: number;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Pixels the arrow keys move the modal by. */
export const keyboardStep = 10;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The offset that moves a box, currently drawn at `box` with offset `current`,
 * as close to `next` as the viewport allows. A box larger than the viewport
 * keeps its top-left corner on screen so the header stays reachable.
 */
export function clampOffset(
  box: Box,
  current: Offset,
  next: Offset,
  viewport: { width: number; height: number },
): Offset {
  const left = box.left + next.x - current.x;
  const top = box.top + next.y - current.y;
  const clampedLeft = clamp(left, 0, Math.max(0, viewport.width - box.width));
  const clampedTop = clamp(top, 0, Math.max(0, viewport.height - box.height));
  return { x: current.x + clampedLeft - box.left, y: current.y + clampedTop - box.top };
}

/** A number is pixels; anything else is passed to CSS. The 200 px floor is also enforced in CSS. */
function cssSize(value: number | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number' ? `${Math.max(styles.minSize, value)}px` : value;
}

function viewportSize() {
  return { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
}

const arrowSteps: Record<string, Offset> = {
  ArrowLeft: { x: -keyboardStep, y: 0 },
  ArrowRight: { x: keyboardStep, y: 0 },
  ArrowUp: { x: 0, y: -keyboardStep },
  ArrowDown: { x: 0, y: keyboardStep },
};

const tabbableSelector =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable=""], [contenteditable="true"], [tabindex]';

function scrollOffset(): Offset {
  return { x: window.scrollX, y: window.scrollY };
}

function firstTabbable(root: HTMLElement | null): HTMLElement | null {
  if (!root) return null;
  for (const element of root.querySelectorAll<HTMLElement>(tabbableSelector)) {
    if (element.tabIndex >= 0 && element.getClientRects().length > 0) {
      // A focusable group (a tab list, a radio group) hands focus on to its current item: going there directly
      // saves the group a second focus event and a render inside the opening's task.
      const current = element.matches('[role="tablist"], [role="radiogroup"]')
        ? element.querySelector<HTMLElement>('[aria-selected="true"], [aria-checked="true"]')
        : null;
      return current ?? firstTabbable(element) ?? element;
    }
  }
  return null;
}

export interface ModalControls {
  name: string;
  /** Asks the modal to close; resolves to `false` when `beforeClose` vetoed it. */
  close: () => Promise<boolean>;
}

const ModalContext = createContext<ModalControls | null>(null);

/** Lets content inside a `Modal` close it (through `beforeClose`, reason `'programmatic'`). */
export function useModal(): ModalControls {
  const value = useContext(ModalContext);
  if (!value) throw new Error('useModal must be used inside a <Modal>');
  return value;
}

/**
 * The generic modal for panels and forms: opens by name after a
 * short delay, can be moved by its header, never closes on a background click,
 * locks page scrolling and puts the page back exactly where it was.
 */
export function Modal({
  name,
  open,
  onOpenChange,
  title,
  showClose = true,
  background = true,
  beforeClose,
  width,
  height,
  draggable = true,
  openDelay = 100,
  closeLabel,
  onOpenAutoFocus,
  className,
  style,
  children,
  ref,
  ...rest
}: ModalProps) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  // From the tablet width the modal is a movable window rather than a sheet.
  const isWide = useBreakpoint('tablet', true);
  const canDrag = draggable && isWide;
  const hintId = useId();

  // The modal appears `openDelay` ms after it is asked for, on the LobbyProvider's clock.
  const clock = useClock();
  const [delayPassed, setDelayPassed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  // The scroll lock hides the page's overflow; the exact position is put back
  // on close. Read before the modal's content is in the page, while reading it
  // costs no layout.
  const savedScroll = useRef<Offset>({ x: 0, y: 0 });
  useEffect(() => {
    if (!open) {
      setDelayPassed(false);
      return;
    }
    // Whatever had focus when the modal was asked for gets it back on close.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    savedScroll.current = scrollOffset();
    if (openDelay <= 0) return;
    // In a transition: the content renders in slices, not in one long task.
    return clock.after(openDelay, () => {
      savedScroll.current = scrollOffset();
      startTransition(() => setDelayPassed(true));
    });
  }, [open, openDelay, clock]);
  const visible = open && (openDelay <= 0 || delayPassed);
  // Each opening mounts a fresh portal: Radix's presence then starts out
  // mounted and the content renders with the opening itself, in its
  // transition, instead of in a synchronous pass after a layout effect.
  // Closing keeps the instance, so the exit animation still plays.
  const [openings, setOpenings] = useState(0);
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setOpenings(openings + 1);
  }

  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const offsetRef = useRef(offset);
  const moveTo = useCallback((next: Offset) => {
    // Centring an already centred modal must not render it again (it runs on every opening).
    if (next.x === offsetRef.current.x && next.y === offsetRef.current.y) return;
    offsetRef.current = next;
    setOffset(next);
  }, []);
  // Every opening starts centred; a phone-width sheet is never offset.
  useEffect(() => {
    if (!visible || !canDrag) moveTo({ x: 0, y: 0 });
  }, [visible, canDrag, moveTo]);

  const panelRef = useRef<HTMLDivElement | null>(null);
  const setPanel = useCallback(
    (node: HTMLDivElement | null) => {
      panelRef.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );

  // Keep a moved modal on screen when the window shrinks.
  useEffect(() => {
    if (!visible || !canDrag) return;
    const keepInside = () => {
      const panel = panelRef.current;
      if (!panel) return;
      const current = offsetRef.current;
      moveTo(clampOffset(panel.getBoundingClientRect(), current, current, viewportSize()));
    };
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, [visible, canDrag, moveTo]);

  // Focus opens on the content (a form's first field), else the close button: the move
  // handle comes first in the header but is not where anyone wants to start.
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const handleOpenAutoFocus = (event: Event) => {
    onOpenAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    // Once the modal has painted: the commit that shows it, its first frame and
    // the move of focus (its events and style) are then short tasks, not one long one.
    // A player who already clicked into the modal keeps their place.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const panel = panelRef.current;
        if (!panel?.isConnected || panel.contains(document.activeElement)) return;
        (firstTabbable(bodyRef.current) ?? closeRef.current ?? panel).focus();
      }),
    );
  };

  const closing = useRef(false);
  const requestClose = useCallback(
    async (reason: ModalCloseReason) => {
      // One question at a time: a second Escape while `beforeClose` is pending is ignored.
      if (closing.current) return false;
      let allowed = true;
      if (beforeClose) {
        closing.current = true;
        try {
          allowed = (await beforeClose(reason)) !== false;
        } catch (error) {
          // A failing guard keeps the modal open (input is not lost) and is reported, not swallowed.
          allowed = false;
          reportError(error);
        } finally {
          closing.current = false;
        }
      }
      if (allowed) onOpenChange(false);
      return allowed;
    },
    [beforeClose, onOpenChange],
  );

  const context = useMemo(() => ({ name, close: () => requestClose('programmatic') }), [name, requestClose]);

  const drag = useRef<{ pointerId: number; startX: number; startY: number; origin: Offset; box: Box } | null>(null);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (!canDrag || !panel || event.button !== 0) return;
    // The close button (and anything else interactive in the header) keeps its own behaviour.
    if (event.target instanceof Element && event.target.closest('button, a, input, select, textarea')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      origin: offsetRef.current,
      box: panel.getBoundingClientRect(),
    };
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const next = {
      x: current.origin.x + event.clientX - current.startX,
      y: current.origin.y + event.clientY - current.startY,
    };
    moveTo(clampOffset(current.box, current.origin, next, viewportSize()));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  const onHandleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowSteps[event.key];
    const panel = panelRef.current;
    if (!canDrag || !step || !panel) return;
    event.preventDefault();
    const current = offsetRef.current;
    const next = { x: current.x + step.x, y: current.y + step.y };
    moveTo(clampOffset(panel.getBoundingClientRect(), current, next, viewportSize()));
  };

  const hasHeader = title !== undefined || showClose || canDrag;
  const sizeVars: Record<string, string> = {};
  const cssWidth = cssSize(width);
  const cssHeight = cssSize(height);
  if (cssWidth) sizeVars[styles.widthVar] = cssWidth;
  if (cssHeight) sizeVars[styles.heightVar] = cssHeight;
  if (canDrag) {
    sizeVars[styles.offsetXVar] = `${offset.x}px`;
    sizeVars[styles.offsetYVar] = `${offset.y}px`;
  }
  const panelStyle: CSSProperties = { ...assignInlineVars(sizeVars), ...style };

  return (
    // Every way out goes through `requestClose`, so Radix never closes it by itself.
    <RadixDialog.Root open={visible}>
      {/* An explicit container lets the content render with the opening itself, instead of in an extra synchronous pass after the portal mounts. */}
      <RadixDialog.Portal
        key={openings}
        container={container ?? (typeof document === 'undefined' ? undefined : document.body)}
      >
        {/* The background never closes the modal, and a press on it must not drop focus to the page either. */}
        <RadixDialog.Overlay
          className={styles.backdrop}
          data-background={background}
          onMouseDown={(event) => event.preventDefault()}
        />
        <RadixDialog.Content
          ref={setPanel}
          aria-modal="true"
          aria-describedby={undefined}
          data-modal-name={name}
          className={clsx(styles.panel, className)}
          style={panelStyle}
          onOpenAutoFocus={handleOpenAutoFocus}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            void requestClose('escape');
          }}
          // A background click never closes the generic modal.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            // Hosts open modals by name, without a Radix trigger: return focus to the opener ourselves.
            event.preventDefault();
            const target = opener.current;
            if (target?.isConnected) target.focus({ preventScroll: true });
            const { x, y } = savedScroll.current;
            window.scrollTo(x, y);
          }}
          {...rest}
        >
          {hasHeader ? (
            <div
              className={styles.header}
              data-draggable={canDrag}
              data-dragging={dragging}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onLostPointerCapture={endDrag}
            >
              {canDrag ? (
                // `application` hands the arrow keys to this control even while a screen reader is in
                // browse mode; no other role describes moving a window.
                <div
                  role="application"
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: the handle is the keyboard alternative to dragging (WCAG 2.5.7), so it must be focusable.
                  tabIndex={0}
                  className={styles.handle}
                  aria-label={t('ui.dialog.move')}
                  aria-describedby={hintId}
                  // A hover hint for pointer users; screen readers get the fuller description above.
                  title={t('ui.dialog.dragHint')}
                  onKeyDown={onHandleKeyDown}
                >
                  <GripVertical aria-hidden size={18} />
                  <VisuallyHidden id={hintId}>{t('ui.dialog.moveHint')}</VisuallyHidden>
                </div>
              ) : null}
              {title !== undefined ? <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title> : null}
              {showClose ? (
                <button
                  ref={closeRef}
                  type="button"
                  className={closeButton}
                  aria-label={closeLabel ?? t('ui.close')}
                  onClick={() => void requestClose('close-button')}
                >
                  <X aria-hidden size={20} />
                </button>
              ) : null}
            </div>
          ) : null}
          <div ref={bodyRef} className={styles.body}>
            <ModalContext.Provider value={context}>{children}</ModalContext.Provider>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
