import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { RadioGroup } from '../../../primitives/RadioGroup/RadioGroup';
import { TextField } from '../../../primitives/TextField/TextField';
import { useClock } from '../../../scheduling/clock';
import { useAnalysedPatterns } from '../../accounts/parts/useAnalysedPatterns';
import { useTranslate } from '../../accounts/parts/useTranslate';
import { lengthOf, type RegistrationFieldRule, validateByRule, validateEmail } from '../../accounts/validation';
import {
  dayText,
  type Gender,
  genders,
  isOfAge,
  type MessengerField,
  type MessengerInput,
  minimumProfileAge,
  type ProfileChanges,
  type ProfileDetails,
  type ProfileResult,
  parseDay,
} from '../profile';
import * as styles from './Profile.css';

/** The longest nickname the platform keeps. */
export const nicknameMaxLength = 20;

type FieldName = 'nickname' | 'email' | 'realName' | 'birthday' | MessengerField;
type Values = Record<FieldName, string> & { gender: Gender | '' };
type Errors = Partial<Record<FieldName, string>>;

type Outcome = { state: 'idle' } | { state: 'saved' } | { state: 'unchanged' } | { state: 'failed'; error: string };

function initialValues(details: ProfileDetails): Values {
  return {
    nickname: details.nickname,
    email: '',
    realName: '',
    birthday: details.birthday ?? '',
    gender: details.gender ?? '',
    qqNum: details.messengers.qqNum ?? '',
    line: details.messengers.line ?? '',
    whatsapp: details.messengers.whatsapp ?? '',
    facebook: details.messengers.facebook ?? '',
    wechat: details.messengers.wechat ?? '',
  };
}

/**
 * The personal details: nickname, e-mail (bound in the security centre once
 * bound), real name (set once), birthday (21 or older), gender and the
 * messenger accounts the registration settings enable. Checked before
 * anything is sent; a save sends only what changed and keeps what was typed
 * when it fails.
 */
export function ProfileForm({
  details,
  messengers,
  realNameRule,
  onSave,
  onOpenSecurity,
}: {
  details: ProfileDetails;
  messengers: readonly MessengerInput[];
  realNameRule?: RegistrationFieldRule | undefined;
  onSave: (changes: ProfileChanges) => Promise<ProfileResult>;
  onOpenSecurity: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const clock = useClock();
  const headingId = useId();
  const [values, setValues] = useState<Values>(() => initialValues(details));
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [busy, setBusy] = useState(false);
  const today = dayText(new Date(clock.now()));
  useAnalysedPatterns([realNameRule, ...messengers.map(({ rule }) => rule)]);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setOutcome({ state: 'idle' });
  };

  const validate = (trimmed: Values): Errors => {
    const found: Errors = {};
    if (trimmed.nickname === '') found.nickname = t('profile.info.nicknameRequired');
    else if (lengthOf(trimmed.nickname) > nicknameMaxLength)
      found.nickname = t('profile.info.nicknameTooLong', { max: nicknameMaxLength });
    if (details.email === null && trimmed.email !== '') {
      const error = validateEmail(trimmed.email, translate);
      if (error) found.email = error;
    }
    if (details.realName === null && trimmed.realName !== '') {
      const error = validateByRule(trimmed.realName, realNameRule, translate, { required: false });
      if (error) found.realName = error;
    }
    if (trimmed.birthday !== '') {
      if (!parseDay(trimmed.birthday)) found.birthday = t('profile.info.birthdayInvalid');
      else if (!isOfAge(trimmed.birthday, new Date(clock.now())))
        found.birthday = t('profile.info.underAge', { age: minimumProfileAge });
    }
    for (const { field, rule } of messengers) {
      const error = validateByRule(trimmed[field], rule, translate, { required: false });
      if (error) found[field] = error;
    }
    return found;
  };

  const changesOf = (trimmed: Values): ProfileChanges => {
    const changes: ProfileChanges = {};
    if (trimmed.nickname !== details.nickname) changes.nickname = trimmed.nickname;
    if (details.email === null && trimmed.email !== '') changes.email = trimmed.email;
    if (details.realName === null && trimmed.realName !== '') changes.realName = trimmed.realName;
    if (trimmed.birthday !== (details.birthday ?? '')) changes.birthday = trimmed.birthday;
    if (trimmed.gender !== '' && trimmed.gender !== details.gender) changes.gender = trimmed.gender;
    for (const { field } of messengers) {
      if (trimmed[field] !== (details.messengers[field] ?? '')) changes[field] = trimmed[field];
    }
    return changes;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as Values;
    const found = validate(trimmed);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setOutcome({ state: 'idle' });
      return;
    }
    const changes = changesOf(trimmed);
    if (Object.keys(changes).length === 0) {
      setOutcome({ state: 'unchanged' });
      return;
    }
    setBusy(true);
    const result = await onSave(changes);
    setBusy(false);
    setOutcome(result.ok ? { state: 'saved' } : { state: 'failed', error: result.error });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.sectionTitle}>
        {t('profile.info.heading')}
      </h4>
      <form className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
        <TextField label={t('profile.info.username')} value={details.username} readOnly fullWidth />
        <TextField
          label={t('profile.info.nickname')}
          value={values.nickname}
          onValueChange={set('nickname')}
          error={errors.nickname}
          autoComplete="nickname"
          fullWidth
        />
        {details.email === null ? (
          <TextField
            label={t('profile.info.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
            fullWidth
          />
        ) : (
          <div className={styles.fieldWithAction}>
            <TextField
              label={t('profile.info.email')}
              value={details.email}
              readOnly
              hint={t('profile.info.emailBoundHint')}
              fullWidth
            />
            <Button type="button" variant="link" size="sm" onClick={onOpenSecurity}>
              {t('profile.info.changeEmail')}
            </Button>
          </div>
        )}
        {details.realName === null ? (
          <TextField
            label={t('profile.info.realName')}
            value={values.realName}
            onValueChange={set('realName')}
            hint={t('profile.info.realNameHint')}
            error={errors.realName}
            autoComplete="name"
            fullWidth
          />
        ) : (
          <TextField
            label={t('profile.info.realName')}
            value={details.realName}
            readOnly
            hint={t('profile.info.realNameSetHint')}
            fullWidth
          />
        )}
        <TextField
          label={t('profile.info.birthday')}
          type="date"
          max={today}
          value={values.birthday}
          onValueChange={set('birthday')}
          error={errors.birthday}
          autoComplete="bday"
          fullWidth
        />
        <RadioGroup
          label={t('profile.info.gender')}
          orientation="horizontal"
          value={values.gender}
          onValueChange={set('gender')}
          options={genders.map((gender) => ({ value: gender, label: t(`profile.info.genders.${gender}`) }))}
        />
        {messengers.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('profile.info.messengers')}</legend>
            {messengers.map(({ field }) => (
              <TextField
                key={field}
                label={t(`profile.info.messenger.${field}`)}
                value={values[field]}
                onValueChange={set(field)}
                error={errors[field]}
                autoComplete="off"
                fullWidth
              />
            ))}
          </fieldset>
        ) : null}

        <p role="status" className={styles.done}>
          {outcome.state === 'saved'
            ? t('profile.saved')
            : outcome.state === 'unchanged'
              ? t('profile.info.nothingChanged')
              : null}
        </p>
        <div role="alert" className={styles.problem}>
          {outcome.state === 'failed'
            ? outcome.error
            : Object.values(errors).some(Boolean)
              ? t('profile.info.fixErrors')
              : null}
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('profile.info.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
