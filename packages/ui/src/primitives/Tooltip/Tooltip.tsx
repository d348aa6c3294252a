import { clsx } from 'clsx';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
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

/**
 * A short hint for a control, shown on hover and on keyboard focus and
 * announced as the trigger's description. Never put essential information or actions in it:
 * touch devices cannot hover.
 */
export function Tooltip({
  content,
  side = 'top',
  children,
  open,
  defaultOpen,
  onOpenChange,
  delayDuration,
  disableHoverableContent,
  sideOffset = 6,
  collisionPadding = 8,
  className,
  ...rest
}: TooltipProps) {
  const container = usePortalContainer();
  // Each tooltip brings its own provider, so pages without tooltips never load
  // Radix's tooltip code; the delay is the house default unless given.
  return (
    <RadixTooltip.Provider delayDuration={delayDuration ?? 300}>
      <RadixTooltip.Root
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        delayDuration={delayDuration}
        disableHoverableContent={disableHoverableContent}
      >
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
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
