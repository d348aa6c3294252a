import { clsx } from 'clsx';
import { HoverCard as RadixHoverCard } from 'radix-ui';
import type { ComponentProps } from 'react';
import { usePortalContainer } from '../../theme/ThemeScope';
import * as styles from './HoverCard.css';

export type HoverCardRootProps = ComponentProps<typeof RadixHoverCard.Root>;

/**
 * Holds the open state. Opens 200 ms after the pointer (or focus) arrives and
 * closes 150 ms after it leaves, quick enough for a menu bar.
 */
export function HoverCardRoot({ openDelay = 200, closeDelay = 150, ...rest }: HoverCardRootProps) {
  return <RadixHoverCard.Root openDelay={openDelay} closeDelay={closeDelay} {...rest} />;
}
HoverCardRoot.displayName = 'HoverCard.Root';

export type HoverCardTriggerProps = ComponentProps<typeof RadixHoverCard.Trigger>;

/**
 * The element that opens the card on hover and on keyboard focus. Make it a
 * real link (`asChild` with an `<a href>`) so the same destination is reachable
 * by keyboard and touch, where hover does not exist.
 */
export function HoverCardTrigger(props: HoverCardTriggerProps) {
  return <RadixHoverCard.Trigger {...props} />;
}
HoverCardTrigger.displayName = 'HoverCard.Trigger';

export type HoverCardContentProps = ComponentProps<typeof RadixHoverCard.Content>;

/** The floating card; it stays inside the viewport and flips to the side with room. */
export function HoverCardContent({ sideOffset = 8, collisionPadding = 16, className, ...rest }: HoverCardContentProps) {
  const container = usePortalContainer();
  return (
    <RadixHoverCard.Portal container={container}>
      <RadixHoverCard.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={clsx(styles.content, className)}
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
