import { useTranslation } from '@lobby/i18n';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '../../../primitives/Button/Button';
import { DialogContent, DialogFooter, DialogRoot } from '../../../primitives/Dialog/Dialog';
import * as styles from './Profile.css';

export interface AvatarCropDialogProps {
  /** The chosen picture's address (an object URL). */
  src: string;
  /** Cropped area in the picture's pixels, once the player is done. */
  onConfirm: (area: Area) => void;
  onCancel: () => void;
}

const minZoom = 1;
const maxZoom = 4;

/**
 * The square crop of an uploaded picture: drag (or arrow keys) to move it,
 * the slider or a pinch or the wheel to zoom. Its own module, loaded when a
 * picture has been chosen: the cropper is needed by nobody else.
 */
export default function AvatarCropDialog({ src, onConfirm, onCancel }: AvatarCropDialogProps) {
  const { t } = useTranslation();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent
        title={t('profile.avatar.crop.title')}
        description={t('profile.avatar.crop.description')}
        size="md"
      >
        <div className={styles.cropArea}>
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            minZoom={minZoom}
            maxZoom={maxZoom}
            aspect={1}
            cropShape="rect"
            showGrid
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            classes={{ cropAreaClassName: styles.cropFrame }}
            cropperProps={{ role: 'group', 'aria-label': t('profile.avatar.crop.area') }}
          />
        </div>
        <div className={styles.zoom}>
          <label htmlFor={zoomId}>{t('profile.avatar.crop.zoom')}</label>
          <input
            id={zoomId}
            className={styles.zoomInput}
            type="range"
            min={minZoom}
            max={maxZoom}
            step={0.05}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
          />
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            {t('profile.avatar.crop.cancel')}
          </Button>
          <Button disabled={area === null} onClick={() => (area ? onConfirm(area) : undefined)}>
            {t('profile.avatar.crop.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
