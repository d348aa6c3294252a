import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { TextField } from '../../../primitives/TextField/TextField';
import {
  MAX_CODE_LENGTH,
  type RegistrationFieldRule,
  type Translate,
  validateConfirmation,
  validateNewPassword,
} from '../../accounts/validation';
import type { ContractActionResult } from '../contracts';
import * as styles from './DownlineDetail.css';

export interface ResetPasswordFormProps {
  account: string;
  headingLevel: 3 | 4 | 5;
  /** The site's password rule (as registration uses it); the accounts' default rule when absent. */
  passwordRule?: RegistrationFieldRule | null | undefined;
  onReset: (password: string) => Promise<ContractActionResult>;
}

// The accounts rules speak in the accounts' messages, which load with the account forms, not with
// the agent centre: their few outcomes are said again in the centre's own words.
const centreWords: Record<string, string> = {
  'accounts.validation.passwordRequired': 'agentCentre.team.reset.passwordRequired',
  'accounts.validation.required': 'agentCentre.team.reset.passwordRequired',
  'accounts.validation.passwordDefault': 'agentCentre.team.reset.passwordDefault',
  'accounts.validation.confirmRequired': 'agentCentre.team.reset.confirmRequired',
  'accounts.validation.passwordMismatch': 'agentCentre.team.reset.mismatch',
};

/** A new login password for a direct downline, checked against the site's password rule before it is sent. */
export function ResetPasswordForm({ account, headingLevel, passwordRule, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string; form?: string }>({});
  const [done, setDone] = useState('');
  const [sending, setSending] = useState(false);
  // Anything but the known outcomes is the rule's pattern or length message (its bounds filled in by the rules).
  const translate: Translate = (key) => t(centreWords[key] ?? 'agentCentre.team.reset.passwordRule');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const passwordError = validateNewPassword(password, translate, passwordRule);
    const confirmationError = validateConfirmation(confirmation, password, translate);
    const found = {
      ...(passwordError ? { password: passwordError } : {}),
      ...(confirmationError ? { confirmation: confirmationError } : {}),
    };
    setErrors(found);
    if (passwordError || confirmationError) return;
    setSending(true);
    const result = await onReset(password.trim());
    setSending(false);
    if (result.ok) {
      setPassword('');
      setConfirmation('');
      setDone(t('agentCentre.team.reset.done', { account }));
    } else setErrors({ form: result.error });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.sectionTitle}>
        {t('agentCentre.team.reset.title', { account })}
      </Heading>
      <p className={styles.muted}>{t('agentCentre.team.reset.hint', { account })}</p>
      <TextField
        label={t('agentCentre.team.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={MAX_CODE_LENGTH}
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        required
        fullWidth
      />
      <TextField
        label={t('agentCentre.team.reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={MAX_CODE_LENGTH}
        value={confirmation}
        onValueChange={setConfirmation}
        error={errors.confirmation}
        required
        fullWidth
      />
      {errors.form ? (
        <p role="alert" className={styles.failure}>
          {errors.form}
        </p>
      ) : null}
      <div role="status">{done ? <p className={styles.success}>{done}</p> : null}</div>
      <Button type="submit" loading={sending}>
        {t('agentCentre.team.reset.submit')}
      </Button>
    </form>
  );
}
