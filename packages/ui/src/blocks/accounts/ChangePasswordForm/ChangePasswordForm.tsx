import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ShieldAlert } from 'lucide-react';
import { Button } from '../../../primitives/Button/Button';
import { TextField } from '../../../primitives/TextField/TextField';
import { FormAlert } from '../parts/FormAlert';
import { NewPasswordFields } from '../parts/NewPasswordFields';
import * as parts from '../parts/parts.css';
import { useAccountForm } from '../parts/useAccountForm';
import { useTranslate } from '../parts/useTranslate';
import type { ChangePasswordFormProps, ChangePasswordSubmitValues } from '../types';
import {
  type ChangePasswordField,
  DEFAULT_PASSWORD_RULE,
  MAX_CODE_LENGTH,
  ruleMessage,
  validateChangePassword,
} from '../validation';
import * as styles from './ChangePasswordForm.css';

interface ChangeState {
  [field: string]: string | boolean;
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change password: the account name shown
 * (and given to password managers as the username the new password belongs
 * to), the current password only when it is not known from login, then the
 * new password twice. In the forced flow after login (default or expired
 * password) it says why.
 */
export function ChangePasswordForm({
  onSubmit,
  status = 'idle',
  serverError,
  fieldErrors,
  account,
  needsOldPassword,
  reason,
  passwordRule,
  onCancel,
  className,
}: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const submitting = status === 'submitting';
  const rule = passwordRule ?? DEFAULT_PASSWORD_RULE;

  const form = useAccountForm<ChangeState, ChangePasswordField>({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validate: (values) => validateChangePassword(values, { needsOldPassword, passwordRule: rule }, translate),
    serverFieldErrors: fieldErrors,
    submitting,
    onValid: (values: ChangeState): Promise<void> | void => {
      const submitted: ChangePasswordSubmitValues = {
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
        ...(needsOldPassword ? { oldPassword: values.oldPassword } : {}),
      };
      return onSubmit(submitted);
    },
  });

  return (
    <form
      ref={form.formRef}
      className={clsx(parts.form, className)}
      noValidate
      onSubmit={form.handleSubmit}
      aria-busy={submitting || undefined}
    >
      {reason ? (
        <p className={styles.reason}>
          <ShieldAlert aria-hidden className={styles.reasonIcon} />
          <span>{reason === 'expired' ? t('accounts.change.reasonExpired') : t('accounts.change.reasonDefault')}</span>
        </p>
      ) : null}
      <FormAlert message={submitting ? null : serverError} />
      <TextField
        label={t('accounts.fields.account')}
        name="username"
        value={account}
        readOnly
        autoComplete="username"
        fullWidth
      />
      {needsOldPassword ? (
        <TextField
          {...form.text('oldPassword')}
          type="password"
          label={t('accounts.fields.oldPassword')}
          required
          autoComplete="current-password"
          maxLength={MAX_CODE_LENGTH}
          fullWidth
        />
      ) : null}
      <NewPasswordFields
        newPassword={form.text('newPassword')}
        confirmNewPassword={form.text('confirmNewPassword')}
        hint={ruleMessage(rule, translate)}
      />
      <div className={parts.actions}>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {t('accounts.change.submit')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" fullWidth onClick={onCancel}>
            {t('accounts.change.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
