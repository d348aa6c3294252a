import type { contentFeedbackEndpoint, RequestOf } from '@lobby/api';
import type { FeedbackDraft } from '@lobby/ui';

export type FeedbackRequest = RequestOf<typeof contentFeedbackEndpoint>;

/** A picture as the platform takes it: a data URL. */
function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/** The feedback call's request for what the player wrote and chose (pictures read as data URLs). */
export async function feedbackRequestOf({ content, images }: FeedbackDraft): Promise<FeedbackRequest> {
  const encoded = await Promise.all(images.map(dataUrlOf));
  return { content, ...(encoded.length > 0 ? { images: encoded } : {}) };
}
