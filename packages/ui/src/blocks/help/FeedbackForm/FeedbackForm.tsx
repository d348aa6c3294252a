import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Field } from '../../../primitives/Field/Field';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import * as styles from './FeedbackForm.css';
import { addImages, type FeedbackDraft, type FeedbackLimits, type FeedbackResult } from './feedbackDraft';

export interface FeedbackFormProps {
  limits: FeedbackLimits;
  /** Sends the feedback; a failure's message is shown and everything chosen stays. */
  onSend: (draft: FeedbackDraft) => Promise<FeedbackResult>;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Previews of the chosen pictures, released when they leave the form. */
function usePreviews(images: readonly File[]): string[] {
  const previews = useMemo(() => images.map((image) => URL.createObjectURL(image)), [images]);
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview);
    },
    [previews],
  );
  return previews;
}

/**
 * Feedback to the merchant, no account needed: a text within the platform's
 * length (counted as it is typed) and up to a few png or jpg pictures, each
 * checked for kind and size as it is chosen, so nothing is refused after
 * sending. A failed send keeps the text and the pictures.
 */
export function FeedbackForm({ limits, onSend }: FeedbackFormProps) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const contentRef = useRef<HTMLTextAreaElement | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const imagesHintId = useId();
  const previews = usePreviews(images);

  const contentError = submitted && content.trim() === '' ? t('feedback.contentRequired') : undefined;
  const full = images.length >= limits.maxImages;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    const { images: next, problem } = addImages(images, chosen, limits);
    setImages(next);
    setOutcome(null);
    if (!problem) return setImageProblem(null);
    const name = problem.file.name;
    setImageProblem(
      problem.kind === 'type'
        ? t('feedback.images.wrongType', { name })
        : problem.kind === 'size'
          ? t('feedback.images.tooLarge', { name, max: megabytes(limits.maxImageBytes) })
          : t('feedback.images.tooMany', { limit: limits.maxImages }),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setOutcome(null);
    if (content.trim() === '') return contentRef.current?.focus();
    setSending(true);
    const result = await onSend({ content: content.trim(), images });
    setSending(false);
    if (!result.ok) return setOutcome({ ok: false, text: result.error });
    setContent('');
    setImages([]);
    setImageProblem(null);
    setSubmitted(false);
    setOutcome({ ok: true, text: t('feedback.sent') });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t('feedback.title')}>
      <p className={styles.intro}>{t('feedback.intro')}</p>
      <Field
        label={t('feedback.content')}
        hint={t('feedback.length', { min: 1, max: limits.maxLength })}
        error={contentError}
        required
        fullWidth
      >
        {(control) => (
          <div className={styles.textBox}>
            <textarea
              {...control}
              ref={contentRef}
              className={styles.textarea}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              maxLength={limits.maxLength}
              rows={5}
            />
            <span className={styles.counter} aria-hidden>
              {t('feedback.count', { used: content.length, max: limits.maxLength })}
            </span>
          </div>
        )}
      </Field>

      <div className={styles.images}>
        <div className={styles.imagesHead}>
          <Button
            variant="secondary"
            size="sm"
            startIcon={<ImagePlus size={16} aria-hidden />}
            aria-describedby={imagesHintId}
            disabled={full}
            onClick={() => fileInput.current?.click()}
          >
            {t('feedback.images.add')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            hidden
            data-feedback-images=""
            onChange={onFiles}
          />
          <p id={imagesHintId} className={styles.hint}>
            {t('feedback.images.hint', {
              limit: limits.maxImages,
              max: megabytes(limits.maxImageBytes),
              chosen: images.length,
            })}
          </p>
        </div>
        {images.length > 0 ? (
          <ul className={styles.thumbnails} aria-label={t('feedback.images.chosen')}>
            {images.map((image, index) => (
              <li key={previews[index]} className={styles.thumbnail}>
                <img src={previews[index]} alt={image.name} className={styles.thumbnailImage} />
                <IconButton
                  className={styles.remove}
                  size="sm"
                  variant="secondary"
                  label={t('feedback.images.remove', { name: image.name })}
                  icon={<X />}
                  onClick={() => {
                    setImages((current) => current.filter((entry) => entry !== image));
                    setImageProblem(null);
                  }}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div aria-live="polite">
          {imageProblem ? <p className={clsx(styles.outcome, styles.failure)}>{imageProblem}</p> : null}
        </div>
      </div>

      <Button type="submit" loading={sending} className={styles.submit}>
        {t('feedback.submit')}
      </Button>
      <div role="status">
        {outcome?.ok ? <p className={clsx(styles.outcome, styles.success)}>{outcome.text}</p> : null}
      </div>
      {outcome && !outcome.ok ? (
        <p role="alert" className={clsx(styles.outcome, styles.failure)}>
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
