/** The platform's limits on feedback: text length, number and size of images. */
export interface FeedbackLimits {
  maxLength: number;
  maxImages: number;
  maxImageBytes: number;
}

/** What the player sends: the text and the chosen pictures (png or jpg). */
export interface FeedbackDraft {
  content: string;
  images: File[];
}

export type FeedbackResult = { ok: true } | { ok: false; error: string };

/** Why a picture was refused, before anything is sent. */
export type ImageProblem = 'type' | 'size' | 'count';

const acceptedTypes = new Set(['image/png', 'image/jpeg']);

/**
 * Adds the chosen files to those already picked, in order, and says why the
 * first refused one was refused: a kind other than png or jpg, a file over
 * the size limit, or one past the number allowed.
 */
export function addImages(
  current: readonly File[],
  chosen: readonly File[],
  limits: Pick<FeedbackLimits, 'maxImages' | 'maxImageBytes'>,
): { images: File[]; problem: { kind: ImageProblem; file: File } | null } {
  const images = [...current];
  let problem: { kind: ImageProblem; file: File } | null = null;
  for (const file of chosen) {
    const kind: ImageProblem | null = !acceptedTypes.has(file.type)
      ? 'type'
      : file.size > limits.maxImageBytes
        ? 'size'
        : images.length >= limits.maxImages
          ? 'count'
          : null;
    if (kind) problem ??= { kind, file };
    else images.push(file);
  }
  return { images, problem };
}
