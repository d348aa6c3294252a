import { useTranslation } from '@lobby/i18n';
import { TextField } from '../../../primitives/TextField/TextField';
import { MAX_CODE_LENGTH } from '../validation';
import type { TextBinding } from './useAccountForm';

/** The new password and its confirmation, as the change and reset forms ask for them. */
export function NewPasswordFields({
  newPassword,
  confirmNewPassword,
  hint,
}: {
  newPassword: TextBinding;
  confirmNewPassword: TextBinding;
  /** The password rule in words. */
  hint: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...newPassword}
        type="password"
        label={t('accounts.fields.newPassword')}
        hint={hint}
        required
        autoComplete="new-password"
        maxLength={MAX_CODE_LENGTH}
        fullWidth
      />
      <TextField
        {...confirmNewPassword}
        type="password"
        label={t('accounts.fields.confirmNewPassword')}
        hint={t('accounts.hints.confirmPassword')}
        required
        autoComplete="new-password"
        maxLength={MAX_CODE_LENGTH}
        fullWidth
      />
    </>
  );
}
