import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { TextField } from '../../../primitives/TextField/TextField';
import type { ContractActionResult } from '../contracts';
import type { RebateSetting } from '../downlineDetail';
import * as styles from './DownlineDetail.css';

export interface RebateSettingsFormProps {
  account: string;
  headingLevel: 3 | 4 | 5;
  settings: readonly RebateSetting[];
  onSave: (rates: { productType: string; rate: number }[]) => Promise<ContractActionResult>;
}

// Rates are percent with at most a few decimals: compared after rounding, so 0.1 + 0.2 is 0.3.
const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Why a typed rate cannot be given, or null: a number, no lower than the
 * site's minimum, and no higher than the agent's own rate (its quota) nor the
 * site's maximum, whichever is lower.
 */
export function rebateRateIssue(
  text: string,
  setting: RebateSetting,
  t: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  const trimmed = text.trim().replace(',', '.');
  const rate = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(rate)) return t('agentCentre.team.rebates.invalid');
  const range = { min: setting.minRate, max: setting.maxRate };
  if (rounded(rate) < rounded(setting.minRate)) return t('agentCentre.team.rebates.outOfRange', range);
  if (setting.quota < setting.maxRate && rounded(rate) > rounded(setting.quota)) {
    return t('agentCentre.team.rebates.overQuota', { quota: setting.quota });
  }
  if (rounded(rate) > rounded(setting.maxRate)) return t('agentCentre.team.rebates.outOfRange', range);
  return null;
}

/** A direct downline's rebate rate per product type, each checked against the agent's own rate and the site's range. */
export function RebateSettingsForm({ account, headingLevel, settings, onSave }: RebateSettingsFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(settings.map((setting) => [setting.productType, String(setting.rate)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setFailure('');
    const found: Record<string, string> = {};
    for (const setting of settings) {
      const issue = rebateRateIssue(typed[setting.productType] ?? '', setting, t);
      if (issue) found[setting.productType] = issue;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const result = await onSave(
      settings.map((setting) => ({
        productType: setting.productType,
        rate: rounded(Number((typed[setting.productType] ?? '').trim().replace(',', '.'))),
      })),
    );
    setSending(false);
    if (result.ok) setDone(t('agentCentre.team.rebates.saved', { account }));
    else setFailure(result.error);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.sectionTitle}>
        {t('agentCentre.team.rebates.title', { account })}
      </Heading>
      {settings.map((setting) => (
        <TextField
          key={setting.productType}
          label={t('agentCentre.team.rebates.rateLabel', { product: setting.label })}
          hint={t('agentCentre.team.rebates.rateHint', {
            quota: setting.quota,
            min: setting.minRate,
            max: setting.maxRate,
          })}
          inputMode="decimal"
          value={typed[setting.productType] ?? ''}
          onValueChange={(value) => setTyped((before) => ({ ...before, [setting.productType]: value }))}
          error={errors[setting.productType]}
          required
          fullWidth
        />
      ))}
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div role="status">{done ? <p className={styles.success}>{done}</p> : null}</div>
      <Button type="submit" loading={sending}>
        {t('agentCentre.team.rebates.save')}
      </Button>
    </form>
  );
}
