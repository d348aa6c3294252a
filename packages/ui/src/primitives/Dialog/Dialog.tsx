import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import {
  type ComponentProps,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  useLayoutEffect,
  useRef,
} from 'react';
import { usePortalContainer } from '../../theme/ThemeScope';
import * as styles from './Dialog.css';

function RememberOpener({ into }: { into: RefObject<HTMLElement | null> }) {
  // Runs before Radix moves focus into the overlay, so the opener still has it.
  useLayoutEffect(() => {
    into.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [into]);
  return null;
}

/**
 * Returns focus to whatever had it when an overlay opened. Radix only knows
 * its own trigger; hosts often open overlays from state (a menu item, a
 * route), and focus must not fall back to the page's start.
 * Render `marker` inside the Radix content and pass `onCloseAutoFocus` to it.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  const marker = <RememberOpener into={opener} />;
  const handleCloseAutoFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const target = opener.current;
    if (!target?.isConnected || target === document.body) return;
    event.preventDefault();
    target.focus();
  };
  return { marker, onCloseAutoFocus: handleCloseAutoFocus };
}

export type DialogRootProps = ComponentProps<typeof RadixDialog.Root>;

/** Holds the open state; controlled (`open`/`onOpenChange`) or not (`defaultOpen`). */
export function DialogRoot(props: DialogRootProps) {
  return <RadixDialog.Root {...props} />;
}
DialogRoot.displayName = 'Dialog.Root';

export type DialogTriggerProps = ComponentProps<typeof RadixDialog.Trigger>;

/** Opens the dialog; focus returns here when it closes. Use `asChild` with a `Button`. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RadixDialog.Trigger {...props} />;
}
DialogTrigger.displayName = 'Dialog.Trigger';

export interface DialogContentProps extends Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> {
  /** Names the dialog for assistive tech and heads it visually. */
  title: ReactNode;
  /** A short line under the title, announced with the dialog. */
  description?: ReactNode;
  /** Drops the header's close button when the footer already offers a way out. */
  hideClose?: boolean;
  /** Width from the tablet breakpoint up: sm 400 (default), md 560, lg 800. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button; defaults to "Close". */
  closeLabel?: string;
}

/**
 * The dialog surface with its backdrop: a full-screen sheet below 768 px and a
 * centred dialog above. Header and `Dialog.Footer` stay in view while the body scrolls.
 */
export function DialogContent({
  title,
  description,
  hideClose = false,
  size = 'sm',
  closeLabel,
  className,
  children,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        aria-modal="true"
        className={clsx(styles.content({ size }), className)}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        {...rest}
      >
        {returnFocus.marker}
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {hideClose ? null : (
            <RadixDialog.Close className={styles.close} aria-label={closeLabel ?? t('ui.close')}>
              <X aria-hidden size={20} />
            </RadixDialog.Close>
          )}
        </div>
        {description ? (
          <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
        ) : null}
        <div className={styles.body}>{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
DialogContent.displayName = 'Dialog.Content';

export interface DialogFooterProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/** The actions row; stays at the bottom while a long body scrolls. Put it last in `Dialog.Content`. */
export function DialogFooter({ className, ...rest }: DialogFooterProps) {
  return <div className={clsx(styles.footer, className)} {...rest} />;
}
DialogFooter.displayName = 'Dialog.Footer';

export type DialogCloseProps = ComponentProps<typeof RadixDialog.Close>;

/** Closes the dialog when pressed; wrap a footer `Button` with `asChild`. */
export function DialogClose(props: DialogCloseProps) {
  return <RadixDialog.Close {...props} />;
}
DialogClose.displayName = 'Dialog.Close';

/** A modal dialog for tasks and confirmations. */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Footer: DialogFooter,
  Close: DialogClose,
};
