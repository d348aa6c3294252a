import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Popover as RadixPopover } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { usePortalContainer } from '../../theme/ThemeScope';
import * as styles from './Popover.css';

export type PopoverRootProps = ComponentProps<typeof RadixPopover.Root>;

/** Holds the open state; controlled (`open`/`onOpenChange`) or not (`defaultOpen`). */
export function PopoverRoot(props: PopoverRootProps) {
  return <RadixPopover.Root {...props} />;
}
PopoverRoot.displayName = 'Popover.Root';

export type PopoverTriggerProps = ComponentProps<typeof RadixPopover.Trigger>;

/** Toggles the popover; focus returns here when it closes. Use `asChild` with a `Button`. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <RadixPopover.Trigger {...props} />;
}
PopoverTrigger.displayName = 'Popover.Trigger';

export type PopoverAnchorProps = ComponentProps<typeof RadixPopover.Anchor>;

/** Positions the popover against something other than the trigger, such as a whole field. */
export function PopoverAnchor(props: PopoverAnchorProps) {
  return <RadixPopover.Anchor {...props} />;
}
PopoverAnchor.displayName = 'Popover.Anchor';

export interface PopoverContentProps extends Omit<ComponentProps<typeof RadixPopover.Content>, 'title'> {
  /** Heads the popover and names it; without one, pass `aria-label`. */
  title?: ReactNode;
  /** Adds a close button to the header; Escape and a click outside close it anyway. */
  showClose?: boolean;
  /** Accessible name of the close button; defaults to "Close". */
  closeLabel?: string;
}

/** The floating panel; it stays inside the viewport and flips to the side with room. */
export function PopoverContent({
  title,
  showClose = false,
  closeLabel,
  sideOffset = 8,
  collisionPadding = 16,
  className,
  children,
  ...rest
}: PopoverContentProps) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    <RadixPopover.Portal container={container}>
      <RadixPopover.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        aria-labelledby={hasTitle ? titleId : undefined}
        className={clsx(styles.content, className)}
        {...rest}
      >
        {hasTitle || showClose ? (
          <div className={styles.header}>
            {hasTitle ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : null}
            {showClose ? (
              <RadixPopover.Close className={styles.close} aria-label={closeLabel ?? t('ui.close')}>
                <X aria-hidden size={16} />
              </RadixPopover.Close>
            ) : null}
          </div>
        ) : null}
        {children}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}
PopoverContent.displayName = 'Popover.Content';

export type PopoverCloseProps = ComponentProps<typeof RadixPopover.Close>;

/** Closes the popover when pressed; wrap a `Button` with `asChild`. */
export function PopoverClose(props: PopoverCloseProps) {
  return <RadixPopover.Close {...props} />;
}
PopoverClose.displayName = 'Popover.Close';

/** Interactive content anchored to a control: filters, help with a link, quick settings. */
export const Popover = {
  Root: PopoverRoot,
  Trigger: PopoverTrigger,
  Anchor: PopoverAnchor,
  Content: PopoverContent,
  Close: PopoverClose,
};
