import { useTranslation } from '@lobby/i18n';
import { Check, Upload } from 'lucide-react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ChangeEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button } from '../../../primitives/Button/Button';
import { type AvatarEditing, avatarFileProblem, type ProfileResult } from '../profile';
import { croppedAvatar } from './cropImage';
import * as styles from './Profile.css';

// The cropper is only needed once a picture has been chosen.
const AvatarCropDialog = lazy(() => import('./AvatarCropDialog'));

type Saving =
  | { state: 'idle' }
  | { state: 'saving'; what: 'stock' | 'upload' }
  | { state: 'saved' }
  | { state: 'failed'; error: string; retry: () => void };

/** A picture chosen for upload, waiting to be cropped. */
interface Chosen {
  src: string;
  type: string;
}

/**
 * The avatar: the current one, the stock avatars to choose from (a radio
 * group: arrow keys move, the chosen one is marked) and the upload of a
 * picture of the player's own, checked before anything is sent and cropped
 * to a square.
 */
export function AvatarSection({ avatar, name }: { avatar: AvatarEditing; name: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const stockLabelId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosenStock, setChosenStock] = useState(avatar.stockName ?? '');
  const [saving, setSaving] = useState<Saving>({ state: 'idle' });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [picture, setPicture] = useState<Chosen | null>(null);

  // The avatar in use changed (saved here, or elsewhere): the grid marks it, or nothing for a picture.
  useEffect(() => {
    setChosenStock(avatar.stockName ?? '');
  }, [avatar.stockName]);

  // A picture's object URL lives until it is cropped or dropped.
  useEffect(() => {
    if (!picture) return;
    return () => URL.revokeObjectURL(picture.src);
  }, [picture]);

  const save = async (what: 'stock' | 'upload', write: () => Promise<ProfileResult>) => {
    setSaving({ state: 'saving', what });
    setFileProblem(null);
    const result = await write();
    setSaving(
      result.ok ? { state: 'saved' } : { state: 'failed', error: result.error, retry: () => void save(what, write) },
    );
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal or a cancel.
    event.target.value = '';
    if (!file) return;
    setSaving({ state: 'idle' });
    const problem = avatarFileProblem(file);
    if (problem) {
      setFileProblem(t(problem === 'type' ? 'profile.avatar.wrongType' : 'profile.avatar.tooLarge'));
      return;
    }
    const src = URL.createObjectURL(file);
    const probe = new Image();
    probe.onload = () => {
      setFileProblem(null);
      setPicture({ src, type: file.type || (/\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg') });
    };
    probe.onerror = () => {
      URL.revokeObjectURL(src);
      setFileProblem(t('profile.avatar.unreadable'));
    };
    probe.src = src;
  };

  const stockChanged = chosenStock !== '' && chosenStock !== avatar.stockName;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.sectionTitle}>
        {t('profile.avatar.heading')}
      </h4>
      <div className={styles.avatarHead}>
        <Avatar src={avatar.src} name={name} size="xl" alt={t('profile.avatar.current')} />
        <div className={styles.avatarHeadText}>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              startIcon={<Upload size={16} aria-hidden />}
              aria-describedby={hintId}
              loading={saving.state === 'saving' && saving.what === 'upload'}
              onClick={() => fileInput.current?.click()}
            >
              {t('profile.avatar.upload')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              hidden
              data-avatar-upload=""
              onChange={onFile}
            />
          </div>
          <p id={hintId} className={styles.hint}>
            {t('profile.avatar.uploadHint')}
          </p>
        </div>
      </div>

      <p id={stockLabelId} className={styles.stockLabel}>
        {t('profile.avatar.stockLabel')}
      </p>
      <RadixRadioGroup.Root
        aria-labelledby={stockLabelId}
        className={styles.stockGrid}
        value={chosenStock}
        onValueChange={(name) => {
          setChosenStock(name);
          setSaving({ state: 'idle' });
        }}
        orientation="horizontal"
        loop
      >
        {avatar.stock.map((stock, index) => (
          <RadixRadioGroup.Item
            key={stock.name}
            value={stock.name}
            className={styles.stockItem}
            aria-label={t('profile.avatar.stockItem', { number: index + 1 })}
          >
            <img className={styles.stockImage} src={stock.src} alt="" width={52} height={52} />
            <RadixRadioGroup.Indicator className={styles.stockCheck}>
              <Check size={14} aria-hidden />
            </RadixRadioGroup.Indicator>
          </RadixRadioGroup.Item>
        ))}
      </RadixRadioGroup.Root>
      <div className={styles.actions}>
        <Button
          size="sm"
          disabled={!stockChanged}
          loading={saving.state === 'saving' && saving.what === 'stock'}
          onClick={() => void save('stock', () => avatar.onChooseStock(chosenStock))}
        >
          {t('profile.avatar.useChosen')}
        </Button>
      </div>

      <p role="status" className={styles.done}>
        {saving.state === 'saved' ? t('profile.avatar.saved') : null}
      </p>
      <div role="alert" className={styles.problem}>
        {fileProblem ??
          (saving.state === 'failed' ? (
            <>
              <span>{saving.error}</span>
              <Button size="sm" variant="secondary" onClick={saving.retry}>
                {t('profile.avatar.retry')}
              </Button>
            </>
          ) : null)}
      </div>

      {picture ? (
        <Suspense fallback={null}>
          <AvatarCropDialog
            src={picture.src}
            onCancel={() => setPicture(null)}
            onConfirm={async (area) => {
              const { src, type } = picture;
              let dataUrl: string;
              try {
                dataUrl = await croppedAvatar(src, area, type);
              } catch {
                setPicture(null);
                setFileProblem(t('profile.avatar.unreadable'));
                return;
              }
              setPicture(null);
              // A retry sends the same picture again.
              void save('upload', () => avatar.onUpload(dataUrl));
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
