import { clsx } from 'clsx';
import { Tooltip as RadixTooltip } from 'radix-ui';
import {
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useClock } from '../../scheduling/clock';
import { usePortalContainer } from '../../theme/ThemeScope';
import * as styles from './Tooltip.css';

type RootProps = ComponentProps<typeof RadixTooltip.Root>;

export interface TooltipProps
  extends Omit<ComponentProps<typeof RadixTooltip.Content>, 'content' | 'children' | 'side'>,
    Pick<RootProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'delayDuration' | 'disableHoverableContent'> {
  /** The hint. Supplementary only: touch screens never show it. */
  content: ReactNode;
  /** Preferred side; it flips when there is no room. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** The trigger: one focusable element (a button or link) that receives the tooltip's description. */
  children: ReactElement;
}

/** Pointing at the trigger again this soon after the tooltip closed shows it at once, as Radix does. */
const skipDelayMs = 300;

/**
 * A short hint for a control, shown on hover and on keyboard focus and
 * announced as the trigger's description. Never put essential information or actions in it:
 * touch devices cannot hover.
 *
 * The hover delay runs on the `LobbyProvider`'s clock: Radix reports the
 * pointer at once (its own delays are zero) and the tooltip waits before it
 * follows; keyboard focus shows it at once.
 */
export function Tooltip({
  content,
  side = 'top',
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  delayDuration = 300,
  disableHoverableContent,
  sideOffset = 6,
  collisionPadding = 8,
  className,
  ...rest
}: TooltipProps) {
  const container = usePortalContainer();
  const clock = useClock();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const cancelOpening = useRef<(() => void) | null>(null);
  const stopOpening = useCallback(() => {
    cancelOpening.current?.();
    cancelOpening.current = null;
  }, []);
  useEffect(() => stopOpening, [stopOpening]);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  // Set while the trigger's focus event runs: Radix then asks to open, and focus shows the tooltip at once.
  const focusing = useRef(false);

  const handleRadixChange = (next: boolean) => {
    stopOpening();
    if (!next) {
      closedAt.current = clock.now();
      setOpen(false);
      return;
    }
    if (focusing.current || clock.now() - closedAt.current < skipDelayMs) {
      setOpen(true);
      return;
    }
    cancelOpening.current = clock.after(delayDuration, () => {
      cancelOpening.current = null;
      setOpen(true);
    });
  };

  // Each tooltip brings its own provider, so pages without tooltips never load
  // Radix's tooltip code.
  return (
    <RadixTooltip.Provider delayDuration={0} skipDelayDuration={0}>
      <RadixTooltip.Root
        open={open}
        onOpenChange={handleRadixChange}
        delayDuration={0}
        disableHoverableContent={disableHoverableContent}
      >
        <RadixTooltip.Trigger
          asChild
          onFocus={() => {
            focusing.current = true;
            queueMicrotask(() => {
              focusing.current = false;
            });
          }}
          // Whatever ends the hover before the delay is over calls the opening off.
          onPointerLeave={stopOpening}
          onPointerDown={stopOpening}
          onClick={stopOpening}
          onBlur={stopOpening}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <RadixTooltip.Content
            side={side}
            sideOffset={sideOffset}
            collisionPadding={collisionPadding}
            className={clsx(styles.content, className)}
            {...rest}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={12} height={6} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
