import { ChangePasswordForm } from '@lobby/ui';
import { useChangePasswordFlow } from './useChangePasswordFlow';

/** The change-password form; a forced change has no cancel button. */
export function ChangePasswordContainer({ onDone }: { onDone: () => void }) {
  const { form, forced } = useChangePasswordFlow({ onDone });
  return <ChangePasswordForm {...form} {...(forced ? {} : { onCancel: onDone })} />;
}
