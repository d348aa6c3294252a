import { useTranslation } from '@lobby/i18n';
import { Button } from '../../../primitives/Button/Button';
import { RadioGroup } from '../../../primitives/RadioGroup/RadioGroup';
import { TextField } from '../../../primitives/TextField/TextField';
import { FormAlert } from '../../accounts/parts/FormAlert';
import { useAccountForm } from '../../accounts/parts/useAccountForm';
import { useAnalysedPatterns } from '../../accounts/parts/useAnalysedPatterns';
import { useTranslate } from '../../accounts/parts/useTranslate';
import {
  ANY_PATTERN,
  type FormErrors,
  MAX_CODE_LENGTH,
  type RegistrationFieldRule,
  type RegistrationRules,
  ruleMessage,
  validateRegistrationField,
} from '../../accounts/validation';
import type { DownlineFieldErrors, DownlineKind, DownlineRegistration } from '../registerCenter';
import * as styles from './RegisterCenter.css';

type DownlineField = 'username' | 'password' | 'confirmPassword';

type DownlineFormValues = {
  [field: string]: string | boolean;
  kind: DownlineKind;
  username: string;
  password: string;
  confirmPassword: string;
};

/** The rule in words, as the player's register form shows it before anything is typed. */
function ruleHint(rule: RegistrationFieldRule | null | undefined, translate: (key: string) => string) {
  if (!rule || rule.enabled === false) return undefined;
  const hasPattern = !!rule.acceptedPattern && rule.acceptedPattern.trim() !== ANY_PATTERN;
  const hasBounds = typeof rule.minLength === 'number' || typeof rule.maxLength === 'number';
  return hasPattern || hasBounds ? ruleMessage(rule, translate) : undefined;
}

export interface DownlineRegisterFormProps {
  rules: RegistrationRules;
  submitting: boolean;
  /** The platform's message after a failed registration. */
  serverError: string | null;
  fieldErrors: DownlineFieldErrors;
  onSubmit: (registration: DownlineRegistration) => void;
}

/**
 * A downline's account type, username and password (with its confirmation),
 * checked by the merchant's registration rules exactly as the player's own
 * register form checks them.
 */
export function DownlineRegisterForm({
  rules,
  submitting,
  serverError,
  fieldErrors,
  onSubmit,
}: DownlineRegisterFormProps) {
  const { t } = useTranslation();
  const translate = useTranslate();
  useAnalysedPatterns([rules.username, rules.password]);
  const form = useAccountForm<DownlineFormValues, DownlineField>({
    initialValues: { kind: 'member', username: '', password: '', confirmPassword: '' },
    validate: (values) => {
      const errors: FormErrors<DownlineField> = {};
      const typed = { username: values.username, password: values.password, confirmPassword: values.confirmPassword };
      for (const field of ['username', 'password', 'confirmPassword'] as const) {
        const message = validateRegistrationField(field, typed, rules, translate);
        if (message) errors[field] = message;
      }
      return errors;
    },
    serverFieldErrors: fieldErrors,
    submitting,
    onValid: (values) => onSubmit({ kind: values.kind, username: values.username, password: values.password }),
  });

  return (
    <form
      ref={form.formRef}
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit}
      aria-busy={submitting || undefined}
      aria-label={t('agentCentre.register.form.title')}
    >
      <FormAlert message={submitting ? null : serverError} />
      <RadioGroup
        label={t('agentCentre.register.form.kind')}
        orientation="horizontal"
        value={form.values.kind}
        onValueChange={(value) => form.setValue('kind', value === 'agent' ? 'agent' : 'member')}
        options={[
          {
            value: 'member',
            label: t('agentCentre.register.kinds.member'),
            description: t('agentCentre.register.kinds.memberHint'),
          },
          {
            value: 'agent',
            label: t('agentCentre.register.kinds.agent'),
            description: t('agentCentre.register.kinds.agentHint'),
          },
        ]}
      />
      <TextField
        {...form.text('username')}
        label={t('accounts.fields.username')}
        hint={ruleHint(rules.username, translate)}
        required
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={MAX_CODE_LENGTH}
        fullWidth
      />
      <TextField
        {...form.text('password')}
        type="password"
        label={t('accounts.fields.password')}
        hint={ruleHint(rules.password, translate)}
        required
        // The downline's password, not the agent's: password managers must not fill in the agent's own.
        autoComplete="new-password"
        maxLength={MAX_CODE_LENGTH}
        fullWidth
      />
      <TextField
        {...form.text('confirmPassword')}
        type="password"
        label={t('accounts.fields.confirmPassword')}
        hint={t('accounts.hints.confirmPassword')}
        required
        autoComplete="new-password"
        maxLength={MAX_CODE_LENGTH}
        fullWidth
      />
      <Button type="submit" loading={submitting} className={styles.submit}>
        {t('agentCentre.register.form.submit')}
      </Button>
    </form>
  );
}
