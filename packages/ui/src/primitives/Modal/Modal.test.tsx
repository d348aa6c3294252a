import { describe, expect, it } from 'vitest';
import { clampOffset } from './Modal';

const viewport = { width: 1200, height: 900 };
// A 400 by 300 modal centred in the viewport, not yet moved.
const centred = { left: 400, top: 300, width: 400, height: 300 };

describe('clampOffset', () => {
  it('moves freely inside the viewport', () => {
    expect(clampOffset(centred, { x: 0, y: 0 }, { x: 120, y: -80 }, viewport)).toEqual({ x: 120, y: -80 });
  });

  it('stops at every edge', () => {
    expect(clampOffset(centred, { x: 0, y: 0 }, { x: -1000, y: -1000 }, viewport)).toEqual({ x: -400, y: -300 });
    expect(clampOffset(centred, { x: 0, y: 0 }, { x: 1000, y: 1000 }, viewport)).toEqual({ x: 400, y: 300 });
  });

  it('measures from where the box is now, not from the centre', () => {
    // Already moved 100 right: the box is drawn at left 500.
    const moved = { ...centred, left: 500 };
    expect(clampOffset(moved, { x: 100, y: 0 }, { x: 500, y: 0 }, viewport)).toEqual({ x: 400, y: 0 });
    expect(clampOffset(moved, { x: 100, y: 0 }, { x: 90, y: 0 }, viewport)).toEqual({ x: 90, y: 0 });
  });

  it('keeps the top-left corner on screen when the box is larger than the viewport', () => {
    const huge = { left: -100, top: -50, width: 1400, height: 1000 };
    expect(clampOffset(huge, { x: 0, y: 0 }, { x: 30, y: 30 }, viewport)).toEqual({ x: 100, y: 50 });
  });

  it('pulls a box back inside after the viewport shrank', () => {
    const outside = { left: 900, top: 300, width: 400, height: 300 };
    expect(clampOffset(outside, { x: 500, y: 0 }, { x: 500, y: 0 }, viewport)).toEqual({ x: 400, y: 0 });
  });
});
