/** The square an avatar picture is cropped to, in pixels of the source image. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Side of a saved avatar picture, in pixels. */
export const avatarSide = 256;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read'));
    image.src = src;
  });
}

/**
 * Draws the cropped square of a picture at 256 × 256 and gives it as a data
 * URL: a PNG stays a PNG (it may be transparent), anything else becomes a
 * JPEG of quality 0.9, which keeps a photo small.
 */
export async function croppedAvatar(src: string, area: CropArea, type: string): Promise<string> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = avatarSide;
  canvas.height = avatarSide;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the picture');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, avatarSide, avatarSide);
  return type === 'image/png' ? canvas.toDataURL('image/png') : canvas.toDataURL('image/jpeg', 0.9);
}
