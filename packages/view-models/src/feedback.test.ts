import { describe, expect, it } from 'vitest';
import { feedbackRequestOf } from './feedback';

describe('the feedback request', () => {
  it('sends the text alone when no picture was chosen', async () => {
    await expect(feedbackRequestOf({ content: 'Faster withdrawals please', images: [] })).resolves.toEqual({
      content: 'Faster withdrawals please',
    });
  });

  it('sends each picture as a data URL of its kind, in order', async () => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    const jpg = new File([new Uint8Array([255, 216, 255])], 'b.jpg', { type: 'image/jpeg' });
    const request = await feedbackRequestOf({ content: 'See pictures', images: [png, jpg] });
    expect(request.images).toEqual(['data:image/png;base64,iVBORw==', 'data:image/jpeg;base64,/9j/']);
  });
});
