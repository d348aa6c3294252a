import { useTranslation } from '@lobby/i18n';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Portal, Toast as RadixToast } from 'radix-ui';
import { usePortalContainer } from '../../theme/ThemeScope';
import { Button } from '../Button/Button';
import * as styles from './Toast.css';
import type { ToastEntry } from './toasts';

const toneIcon = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

export interface ToastRegionProps {
  toasts: readonly ToastEntry[];
  duration: number;
  dismiss: (id: number) => void;
}

/** The toasts on screen and their region (loaded with the first toast). */
export default function ToastRegion({ toasts, duration, dismiss }: ToastRegionProps) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  return (
    <RadixToast.Provider duration={duration} label={t('ui.toast.region')} swipeDirection="right">
      {toasts.map(({ id, open, title, description, tone = 'info', duration: own, action }) => {
        const Icon = toneIcon[tone];
        return (
          <RadixToast.Root
            key={id}
            open={open}
            onOpenChange={(next) => (next ? undefined : dismiss(id))}
            duration={own ?? (tone === 'danger' ? duration * 2 : duration)}
            type={tone === 'danger' ? 'foreground' : 'background'}
            className={styles.toast({ tone })}
          >
            <span className={styles.icon({ tone })}>
              <Icon aria-hidden size={20} />
            </span>
            <div className={styles.body}>
              <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
              {description ? (
                <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
              ) : null}
              {action ? (
                <div className={styles.actions}>
                  <RadixToast.Action altText={action.label} asChild>
                    <Button size="sm" variant="secondary" onClick={action.onAction}>
                      {action.label}
                    </Button>
                  </RadixToast.Action>
                </div>
              ) : null}
            </div>
            <RadixToast.Close className={styles.close} aria-label={t('ui.toast.close')}>
              <X aria-hidden size={16} />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      {container ? (
        <Portal.Root container={container}>
          <RadixToast.Viewport className={styles.viewport} />
        </Portal.Root>
      ) : (
        <RadixToast.Viewport className={styles.viewport} />
      )}
    </RadixToast.Provider>
  );
}
