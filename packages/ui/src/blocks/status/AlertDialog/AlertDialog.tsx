import { useTranslation } from '@lobby/i18n';
import type { ReactNode } from 'react';
import {
  MessageDialog,
  type MessageDialogProps,
  type MessageDialogTone,
} from '../../../primitives/MessageDialog/MessageDialog';

export interface AlertDialogProps extends Omit<MessageDialogProps, 'tone' | 'title' | 'children' | 'buttons'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `warning` for the warning popups (docs/product.md#error-messages); `error` for failures, `info` and `success` for notes. */
  tone?: MessageDialogTone;
  /** What happened, in the player's words: a translated text or the server's own message. */
  message: ReactNode;
  /** Heads the dialog; the tone's name ("Warning") when omitted, as the site's warning popups have no title. */
  title?: ReactNode;
  /** The single button's label; "Confirm" (key in_increase_submit) when omitted. */
  confirmLabel?: string;
  /** Runs when the button is pressed, or Enter is pressed anywhere in the dialog; the dialog then closes. */
  onConfirm?: () => void;
}

/**
 * The one alert popup of the site: real account needed, a failed
 * SMS request with the server's message, an invalid affiliate code, a blocked
 * popup and the like. A tone icon, the message and one confirm button;
 * Enter confirms, Escape and the background close it.
 */
export function AlertDialog({ tone = 'warning', message, title, confirmLabel, onConfirm, ...rest }: AlertDialogProps) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      tone={tone}
      title={title}
      buttons={[{ label: confirmLabel ?? t('status.in_increase_submit'), onClick: onConfirm, default: true }]}
      {...rest}
    >
      {message}
    </MessageDialog>
  );
}
