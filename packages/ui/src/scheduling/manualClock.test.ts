import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from './manualClock';

afterEach(() => {
  vi.useRealTimers();
});

describe('createManualClock', () => {
  it('stands still until advanced, then runs what fell due in order of due time', async () => {
    const clock = createManualClock({ start: 1_000 });
    const ran: string[] = [];
    clock.after(300, () => ran.push(`late at ${clock.now()}`));
    clock.after(100, () => ran.push(`early at ${clock.now()}`));
    clock.after(100, () => ran.push(`early too at ${clock.now()}`));
    expect(clock.now()).toBe(1_000);
    expect(clock.pending).toBe(3);

    await clock.advance(99);
    expect(ran).toEqual([]);
    expect(clock.now()).toBe(1_099);

    await clock.advance(1);
    expect(ran).toEqual(['early at 1100', 'early too at 1100']);
    await clock.advance(1_000);
    expect(ran).toEqual(['early at 1100', 'early too at 1100', 'late at 1300']);
    expect(clock.now()).toBe(2_100);
    expect(clock.pending).toBe(0);
  });

  it('runs timers that timers schedule when they fall due within the same advance', async () => {
    const clock = createManualClock({ start: 0 });
    const ticks: number[] = [];
    const tick = () => {
      ticks.push(clock.now());
      if (ticks.length < 5) clock.after(1_000, tick);
    };
    clock.after(1_000, tick);
    await clock.advance(3_500);
    expect(ticks).toEqual([1_000, 2_000, 3_000]);
    await clock.advance(10_000);
    expect(ticks).toEqual([1_000, 2_000, 3_000, 4_000, 5_000]);
  });

  it('lets the page settle before each timer, so work queued by one is done before the next runs', async () => {
    const clock = createManualClock({ start: 0 });
    const ran: string[] = [];
    clock.after(10, () => {
      ran.push('first');
      // Scheduled the way a React effect schedules: after a task, not at once.
      setTimeout(() => clock.after(5, () => ran.push('scheduled by an effect of the first')), 0);
    });
    await clock.advance(20);
    expect(ran).toEqual(['first', 'scheduled by an effect of the first']);
  });

  it('forgets cancelled timers', async () => {
    const clock = createManualClock({ start: 0 });
    const callback = vi.fn();
    const cancel = clock.after(50, callback);
    cancel();
    await clock.advance(100);
    expect(callback).not.toHaveBeenCalled();
    expect(clock.pending).toBe(0);
  });

  it('refuses to go back in time', async () => {
    const clock = createManualClock({ start: 0 });
    await expect(clock.advance(-1)).rejects.toThrow(RangeError);
  });

  it('once released, passes time by itself and hands waiting timers to the browser with the time they had left', async () => {
    vi.useFakeTimers({ now: 50_000 });
    const clock = createManualClock({ start: 1_000, settle: async () => {} });
    const waiting = vi.fn();
    const later = vi.fn();
    clock.after(500, waiting);
    await clock.advance(200);
    clock.release();
    expect(clock.released).toBe(true);
    expect(clock.now()).toBe(1_200);

    vi.advanceTimersByTime(299);
    expect(waiting).not.toHaveBeenCalled();
    expect(clock.now()).toBe(1_499);
    vi.advanceTimersByTime(1);
    expect(waiting).toHaveBeenCalledTimes(1);

    clock.after(100, later);
    vi.advanceTimersByTime(100);
    expect(later).toHaveBeenCalledTimes(1);
    expect(clock.pending).toBe(0);
    await expect(clock.advance(10)).rejects.toThrow(/released/);
  });
});
