import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Field } from '../../../primitives/Field/Field';
import { TextField } from '../../../primitives/TextField/TextField';
import type { MailboxResult, MailDraft, MailDraftLimits } from '../mailbox';
import * as styles from './Mailbox.css';
import { type Outcome, OutcomeMessage } from './OutcomeMessage';

export interface MailboxSendFormProps {
  onSend: (draft: MailDraft) => Promise<MailboxResult>;
  limits: MailDraftLimits;
}

/**
 * Writing to customer service: a subject and a message, both required and
 * bounded by the platform's limits. A failed send keeps what was written.
 */
export function MailboxSendForm({ onSend, limits }: MailboxSendFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const titleRef = useRef<HTMLInputElement | null>(null);
  const contentRef = useRef<HTMLTextAreaElement | null>(null);

  const titleError = submitted && title.trim() === '' ? t('mailbox.send.subjectRequired') : undefined;
  const contentError = submitted && content.trim() === '' ? t('mailbox.send.contentRequired') : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setOutcome(null);
    if (title.trim() === '') return titleRef.current?.focus();
    if (content.trim() === '') return contentRef.current?.focus();
    setSending(true);
    const result = await onSend({ title: title.trim(), content: content.trim() });
    setSending(false);
    if (!result.ok) {
      setOutcome({ ok: false, text: result.error });
      return;
    }
    setTitle('');
    setContent('');
    setSubmitted(false);
    setOutcome({ ok: true, text: t('mailbox.send.sent') });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.intro}>{t('mailbox.send.intro')}</p>
      <TextField
        ref={titleRef}
        label={t('mailbox.send.subject')}
        value={title}
        onValueChange={setTitle}
        maxLength={limits.titleMaxLength}
        hint={t('mailbox.send.limit', { max: limits.titleMaxLength })}
        error={titleError}
        required
        fullWidth
      />
      <Field
        label={t('mailbox.send.content')}
        hint={t('mailbox.send.limit', { max: limits.contentMaxLength })}
        error={contentError}
        required
        fullWidth
      >
        {(control) => (
          <textarea
            {...control}
            ref={contentRef}
            className={styles.textarea}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={limits.contentMaxLength}
            rows={6}
          />
        )}
      </Field>
      <Button type="submit" loading={sending}>
        {t('mailbox.send.submit')}
      </Button>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
