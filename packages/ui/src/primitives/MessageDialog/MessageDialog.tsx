import { useTranslation } from '@lobby/i18n';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import {
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { usePortalContainer } from '../../theme/ThemeScope';
import type { Tone } from '../../theme/tone';
import { Button, type ButtonProps } from '../Button/Button';
import { overlay } from '../Dialog/Dialog.css';
import * as styles from './MessageDialog.css';

export type MessageDialogTone = Extract<Tone, 'info' | 'success' | 'warning' | 'danger'>;

/** Why a message dialog is about to close; `beforeClose` receives it. */
export type MessageDialogCloseReason = 'escape' | 'background' | 'button';

export interface MessageDialogButton {
  label: string;
  /** Runs when the button is pressed (or Enter picks it as the default); the dialog then closes. */
  onClick?: () => void;
  /** Defaults to `primary` for the default button and `secondary` for the others. */
  variant?: ButtonProps['variant'];
  /** The button Enter presses from anywhere in the dialog; the first button when none is marked. */
  default?: boolean;
}

export interface MessageDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  open: boolean;
  /** Called with `false` once a close has passed `beforeClose`. */
  onOpenChange: (open: boolean) => void;
  /** Sets the icon, its spoken label and, for warnings and errors, the `alertdialog` role. */
  tone?: MessageDialogTone;
  /** Heads the message; the tone's name ("Warning", …) when omitted. */
  title?: ReactNode;
  /** The message itself; announced as the dialog's description. */
  children?: ReactNode;
  /** The actions, in order. One "CLOSE" button when omitted. */
  buttons?: MessageDialogButton[];
  /** Runs before every close; return `false` (or resolve to it) to keep the dialog open. */
  beforeClose?: (reason: MessageDialogCloseReason) => boolean | Promise<boolean>;
  /** Width from the tablet breakpoint up (px when a number); 400 by default. */
  width?: number | string;
  ref?: Ref<HTMLDivElement>;
}

const toneIcon = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

// Elements where Enter already means something: it activates them rather than the default button.
const ownsEnter =
  'button, a[href], textarea, select, summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="tab"], input[type="button"], input[type="submit"], input[type="reset"], input[type="checkbox"], input[type="radio"], input[type="file"]';

/**
 * A short message with one or a few buttons: the site's info, warning and
 * error popups. Escape and a background click
 * close it, Enter presses the default button from anywhere inside.
 */
export function MessageDialog({
  open,
  onOpenChange,
  tone = 'info',
  title,
  children,
  buttons,
  beforeClose,
  width,
  className,
  style,
  onKeyDown,
  ref,
  ...rest
}: MessageDialogProps) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  const titleId = useId();
  const toneId = useId();
  const bodyId = useId();
  const defaultButtonRef = useRef<HTMLButtonElement>(null);

  const actions: MessageDialogButton[] =
    buttons && buttons.length > 0 ? buttons : [{ label: t('ui.closeUpper'), default: true }];
  const marked = actions.findIndex((button) => button.default);
  const defaultIndex = marked === -1 ? 0 : marked;

  // Hosts open message dialogs from state, without a Radix trigger: remember who had focus.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  const closing = useRef(false);
  const requestClose = useCallback(
    async (reason: MessageDialogCloseReason) => {
      // One question at a time: repeated presses while `beforeClose` is pending are ignored.
      if (closing.current) return;
      let allowed = true;
      if (beforeClose) {
        closing.current = true;
        try {
          allowed = (await beforeClose(reason)) !== false;
        } catch (error) {
          // A failing guard keeps the dialog open and is reported, not swallowed.
          allowed = false;
          reportError(error);
        } finally {
          closing.current = false;
        }
      }
      if (allowed) onOpenChange(false);
    },
    [beforeClose, onOpenChange],
  );

  const press = (button: MessageDialogButton) => {
    button.onClick?.();
    void requestClose('button');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.target instanceof Element && event.target.closest(ownsEnter)) return;
    const button = actions[defaultIndex];
    if (!button) return;
    event.preventDefault();
    press(button);
  };

  const Icon = toneIcon[tone];
  const toneLabel = t(`ui.dialog.${tone}`);
  const hasTitle = title !== undefined && title !== null && title !== '';

  return (
    // Every way out goes through `requestClose`, so Radix never closes it by itself.
    <RadixDialog.Root open={open}>
      <RadixDialog.Portal container={container}>
        {/* A press on the background must not drop focus to the page when `beforeClose` keeps the dialog open. */}
        <RadixDialog.Overlay className={overlay} onMouseDown={(event) => event.preventDefault()} />
        <RadixDialog.Content
          ref={ref}
          role={tone === 'warning' || tone === 'danger' ? 'alertdialog' : 'dialog'}
          aria-modal="true"
          aria-labelledby={hasTitle ? `${toneId} ${titleId}` : titleId}
          aria-describedby={children ? bodyId : undefined}
          data-tone={tone}
          className={clsx(styles.content, className)}
          style={{
            ...(width === undefined
              ? {}
              : assignInlineVars({ [styles.widthVar]: typeof width === 'number' ? `${width}px` : width })),
            ...style,
          }}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            defaultButtonRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            void requestClose('escape');
          }}
          onPointerDownOutside={(event) => {
            event.preventDefault();
            // Right clicks (and ctrl-clicks on macOS) open menus; they do not dismiss.
            const original = event.detail.originalEvent;
            if (original.button === 2 || (original.button === 0 && original.ctrlKey)) return;
            void requestClose('background');
          }}
          onKeyDown={handleKeyDown}
          {...rest}
        >
          <div className={styles.header}>
            {/* The tone is spoken, not only shown by colour: the icon carries its name (or heads the dialog). */}
            {hasTitle ? (
              <span id={toneId} role="img" aria-label={toneLabel} className={styles.icon({ tone })}>
                <Icon aria-hidden size={22} />
              </span>
            ) : (
              <span aria-hidden className={styles.icon({ tone })}>
                <Icon size={22} />
              </span>
            )}
            <RadixDialog.Title id={titleId} className={styles.title}>
              {hasTitle ? title : toneLabel}
            </RadixDialog.Title>
          </div>
          {children ? (
            <RadixDialog.Description asChild>
              <div id={bodyId} className={styles.body}>
                {children}
              </div>
            </RadixDialog.Description>
          ) : null}
          <div className={styles.actions}>
            {actions.map((button, index) => (
              <Button
                // Labels are unique within one dialog's few buttons.
                key={button.label}
                ref={index === defaultIndex ? defaultButtonRef : undefined}
                className={styles.action}
                variant={button.variant ?? (index === defaultIndex ? 'primary' : 'secondary')}
                onClick={() => press(button)}
              >
                {button.label}
              </Button>
            ))}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
