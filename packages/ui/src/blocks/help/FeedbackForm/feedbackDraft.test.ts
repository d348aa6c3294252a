import { describe, expect, it } from 'vitest';
import { addImages } from './feedbackDraft';

const limits = { maxImages: 3, maxImageBytes: 5 * 1024 * 1024 };
const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

describe('choosing feedback pictures', () => {
  it('keeps png and jpg pictures up to the limit, in the order chosen', () => {
    const { images, problem } = addImages([], [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')], limits);
    expect(images.map((image) => image.name)).toEqual(['a.png', 'b.jpg']);
    expect(problem).toBeNull();
  });

  it('refuses a fourth picture and keeps the three', () => {
    const three = [file('a.png', 'image/png'), file('b.png', 'image/png'), file('c.png', 'image/png')];
    const { images, problem } = addImages(three, [file('d.png', 'image/png')], limits);
    expect(images).toHaveLength(3);
    expect(problem).toEqual({ kind: 'count', file: expect.objectContaining({ name: 'd.png' }) });
  });

  it('refuses a picture over 5 MB and one of another kind, and names the first refused', () => {
    const big = file('big.jpg', 'image/jpeg', 6 * 1024 * 1024);
    const gif = file('anim.gif', 'image/gif');
    const { images, problem } = addImages([], [big, gif, file('ok.png', 'image/png')], limits);
    expect(images.map((image) => image.name)).toEqual(['ok.png']);
    expect(problem?.kind).toBe('size');
    expect(problem?.file.name).toBe('big.jpg');
    expect(addImages([], [gif], limits).problem?.kind).toBe('type');
  });

  it('takes a picture of exactly 5 MB', () => {
    expect(addImages([], [file('edge.png', 'image/png', 5 * 1024 * 1024)], limits).problem).toBeNull();
  });
});
