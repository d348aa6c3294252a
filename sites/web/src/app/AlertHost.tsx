import { AlertDialog } from '@lobby/ui';
import { alerts, useAlert } from './alerts';

/** Shows the current warning popup (docs/product.md#error-messages), if any. */
export default function AlertHost() {
  const alert = useAlert();
  return (
    <AlertDialog
      open={alert !== null}
      onOpenChange={(open) => (open ? undefined : alerts.dismiss())}
      tone={alert?.tone ?? 'warning'}
      message={alert?.message ?? ''}
      title={alert?.title}
      confirmLabel={alert?.confirmLabel}
    />
  );
}
