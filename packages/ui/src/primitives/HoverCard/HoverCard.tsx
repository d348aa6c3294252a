import { clsx } from 'clsx';
import { HoverCard as RadixHoverCard } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type PointerEvent,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useClock } from '../../scheduling/clock';
import { usePortalContainer } from '../../theme/ThemeScope';
import * as styles from './HoverCard.css';

export type HoverCardRootProps = ComponentProps<typeof RadixHoverCard.Root>;

/** What the trigger and the card tell the root about the pointer and focus, beyond what Radix reports. */
interface HoverIntent {
  /** Pointer or focus is back: a close that is waiting is called off. */
  stay: () => void;
  /** Pointer or focus has gone: an opening that is waiting is called off. */
  leave: () => void;
  /** Escape or a press outside: the next close is at once, not after the delay. */
  dismissing: () => void;
}

const HoverIntentContext = createContext<HoverIntent | null>(null);

const excludeTouch = (action: (() => void) | undefined) => (event: PointerEvent) => {
  if (event.pointerType !== 'touch') action?.();
};

/**
 * Holds the open state. Opens 200 ms after the pointer (or focus) arrives and
 * closes 150 ms after it leaves, quick enough for a menu bar. The delays run on
 * the `LobbyProvider`'s clock: Radix reports the pointer and focus at once (its
 * own delays are zero) and this root waits before it follows.
 */
export function HoverCardRoot({
  openDelay = 200,
  closeDelay = 150,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
}: HoverCardRootProps) {
  const clock = useClock();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const controlled = openProp !== undefined;
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  }, [onOpenChange]);
  const setOpen = useCallback(
    (next: boolean) => {
      openRef.current = next;
      if (!controlled) setUncontrolledOpen(next);
      onOpenChangeRef.current?.(next);
    },
    [controlled],
  );

  // The change that is waiting for its delay, if any.
  const pending = useRef<{ open: boolean; cancel: () => void } | null>(null);
  const cancelPending = useCallback(() => {
    pending.current?.cancel();
    pending.current = null;
  }, []);
  useEffect(() => cancelPending, [cancelPending]);

  const dismissingRef = useRef(false);
  const handleRadixChange = (next: boolean) => {
    cancelPending();
    if (!next && dismissingRef.current) {
      dismissingRef.current = false;
      setOpen(false);
      return;
    }
    if (next === openRef.current) return;
    const cancel = clock.after(next ? openDelay : closeDelay, () => {
      pending.current = null;
      setOpen(next);
    });
    pending.current = { open: next, cancel };
  };

  const intent = useMemo<HoverIntent>(
    () => ({
      stay: () => {
        if (pending.current?.open === false) cancelPending();
      },
      leave: () => {
        if (pending.current?.open === true) cancelPending();
      },
      dismissing: () => {
        dismissingRef.current = true;
      },
    }),
    [cancelPending],
  );

  return (
    <HoverIntentContext.Provider value={intent}>
      <RadixHoverCard.Root open={open} onOpenChange={handleRadixChange} openDelay={0} closeDelay={0}>
        {children}
      </RadixHoverCard.Root>
    </HoverIntentContext.Provider>
  );
}
HoverCardRoot.displayName = 'HoverCard.Root';

export type HoverCardTriggerProps = ComponentProps<typeof RadixHoverCard.Trigger>;

/**
 * The element that opens the card on hover and on keyboard focus. Make it a
 * real link (`asChild` with an `<a href>`) so the same destination is reachable
 * by keyboard and touch, where hover does not exist.
 */
export function HoverCardTrigger({ onPointerEnter, onPointerLeave, onFocus, onBlur, ...rest }: HoverCardTriggerProps) {
  const intent = useContext(HoverIntentContext);
  return (
    <RadixHoverCard.Trigger
      {...rest}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        excludeTouch(intent?.stay)(event);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        excludeTouch(intent?.leave)(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        intent?.stay();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        intent?.leave();
      }}
    />
  );
}
HoverCardTrigger.displayName = 'HoverCard.Trigger';

export type HoverCardContentProps = ComponentProps<typeof RadixHoverCard.Content>;

/** The floating card; it stays inside the viewport and flips to the side with room. */
export function HoverCardContent({
  sideOffset = 8,
  collisionPadding = 16,
  className,
  onPointerEnter,
  onPointerLeave,
  onEscapeKeyDown,
  onInteractOutside,
  ...rest
}: HoverCardContentProps) {
  const container = usePortalContainer();
  const intent = useContext(HoverIntentContext);
  return (
    <RadixHoverCard.Portal container={container}>
      <RadixHoverCard.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={clsx(styles.content, className)}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          excludeTouch(intent?.stay)(event);
        }}
        onPointerLeave={(event) => {
          onPointerLeave?.(event);
          excludeTouch(intent?.leave)(event);
        }}
        // Radix closes the card right after these unless they were prevented.
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (!event.defaultPrevented) intent?.dismissing();
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (!event.defaultPrevented) intent?.dismissing();
        }}
        {...rest}
      />
    </RadixHoverCard.Portal>
  );
}
HoverCardContent.displayName = 'HoverCard.Content';

/**
 * A preview that opens while the pointer rests on (or focus is on) its trigger,
 * such as the header's vendor dropdown. Hover-only content is not reachable by
 * keyboard or touch: pair it with a focusable trigger that leads to the same place.
 */
export const HoverCard = { Root: HoverCardRoot, Trigger: HoverCardTrigger, Content: HoverCardContent };
