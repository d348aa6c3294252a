import { useTranslation } from '@lobby/i18n';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { usePortalContainer } from '../../theme/ThemeScope';
import { useReturnFocus } from '../Dialog/Dialog';
import { close as closeButton } from '../Dialog/Dialog.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Drawer.css';

export type DrawerRootProps = ComponentProps<typeof RadixDialog.Root>;

/** Holds the open state; controlled (`open`/`onOpenChange`) or not (`defaultOpen`). */
export function DrawerRoot(props: DrawerRootProps) {
  return <RadixDialog.Root {...props} />;
}
DrawerRoot.displayName = 'Drawer.Root';

export type DrawerTriggerProps = ComponentProps<typeof RadixDialog.Trigger>;

/** Opens the drawer (for example the top bar's menu toggle); focus returns here on close. */
export function DrawerTrigger(props: DrawerTriggerProps) {
  return <RadixDialog.Trigger {...props} />;
}
DrawerTrigger.displayName = 'Drawer.Trigger';

export interface DrawerContentProps extends Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> {
  /** The edge it slides from; `left` and `right` are the start and end of a line, so they swap under `dir="rtl"`. */
  side?: 'left' | 'right' | 'bottom';
  /** Names the drawer; always announced, shown unless `hideTitle`. */
  title: ReactNode;
  /** Keeps the title for screen readers only, when the content makes it obvious (the side menu). */
  hideTitle?: boolean;
  description?: ReactNode;
  /** Width of a left or right drawer (px when a number); 320 by default, and always leaves a strip of page visible. */
  width?: number | string;
  hideClose?: boolean;
  /** Accessible name of the close button; defaults to "Close panel". */
  closeLabel?: string;
  /** Drops the body padding for edge-to-edge lists such as the side menu. */
  flush?: boolean;
}

/**
 * The sliding panel with its backdrop. Escape, the close button and a tap on
 * the backdrop close it; focus stays inside while it is open.
 */
export function DrawerContent({
  side = 'left',
  title,
  hideTitle = false,
  description,
  width,
  hideClose = false,
  closeLabel,
  flush = false,
  className,
  style,
  children,
  onCloseAutoFocus,
  ...rest
}: DrawerContentProps) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  const widthStyle =
    width !== undefined && side !== 'bottom'
      ? assignInlineVars({ [styles.widthVar]: typeof width === 'number' ? `${width}px` : width })
      : undefined;
  const titleNode = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        aria-modal="true"
        data-side={side}
        className={clsx(styles.content({ side }), className)}
        style={{ ...widthStyle, ...style }}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        {...rest}
      >
        {returnFocus.marker}
        {hideTitle && hideClose ? (
          <VisuallyHidden asChild>{titleNode}</VisuallyHidden>
        ) : (
          <div className={styles.header} data-title-hidden={hideTitle}>
            {hideTitle ? <VisuallyHidden asChild>{titleNode}</VisuallyHidden> : titleNode}
            {hideClose ? null : (
              <RadixDialog.Close className={closeButton} aria-label={closeLabel ?? t('ui.drawer.close')}>
                <X aria-hidden size={20} />
              </RadixDialog.Close>
            )}
          </div>
        )}
        {description ? (
          <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
        ) : null}
        <div className={styles.body({ flush })}>{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
DrawerContent.displayName = 'Drawer.Content';

export type DrawerCloseProps = ComponentProps<typeof RadixDialog.Close>;

/** Closes the drawer when pressed, e.g. a link in the side menu that navigates away. */
export function DrawerClose(props: DrawerCloseProps) {
  return <RadixDialog.Close {...props} />;
}
DrawerClose.displayName = 'Drawer.Close';

/** A panel that slides in from an edge: the side menu below 1024 px, filters, bottom sheets. */
export const Drawer = { Root: DrawerRoot, Trigger: DrawerTrigger, Content: DrawerContent, Close: DrawerClose };
