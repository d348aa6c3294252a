import type { Clock } from './clock';

interface Timer {
  due: number;
  /** Order of scheduling: timers due at the same moment run in that order. */
  order: number;
  callback: () => void;
  /** Set once the timer was handed to the browser (after `release`). */
  cancelReal?: () => void;
}

export interface ManualClock extends Clock {
  /**
   * Moves time forward by `ms`, running every timer that falls due on the way
   * in order (also those scheduled by earlier ones), and lets the page settle
   * (React commits, effects schedule their timers) before each timer and at
   * the end.
   */
  advance(ms: number): Promise<void>;
  /** How many timers are waiting. */
  readonly pending: number;
  /**
   * From now on time passes by itself: waiting timers are handed to the
   * browser's, with the time they still had left. For a story shown in the
   * Storybook UI once its play function is done, so the player can go on by hand.
   */
  release(): void;
  /** Whether `release` was called. */
  readonly released: boolean;
}

export interface ManualClockOptions {
  /** Where time starts, in epoch milliseconds; the real time of creation by default. */
  start?: number;
  /**
   * Awaited before each timer and at the end of `advance`, so that what a
   * timer changed reaches the page before the next one runs. By default two
   * turns of the browser's task queue (enough for React to render, commit and
   * run the effects of an update made outside an event).
   */
  settle?: () => Promise<void>;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const twoTasks = async () => {
  await nextTask();
  await nextTask();
};

/**
 * A clock that stands still until `advance` moves it: what waits on it
 * (countdowns, delays, autoplay) runs exactly when a test or a story's play
 * function says so, never on the machine's pace.
 */
export function createManualClock({ start = Date.now(), settle = twoTasks }: ManualClockOptions = {}): ManualClock {
  let current = start;
  let order = 0;
  let releasedAt: { clock: number; real: number } | null = null;
  const timers = new Set<Timer>();

  const now = () => (releasedAt ? releasedAt.clock + (Date.now() - releasedAt.real) : current);

  const handToBrowser = (timer: Timer) => {
    const handle = setTimeout(
      () => {
        timers.delete(timer);
        timer.callback();
      },
      Math.max(0, timer.due - now()),
    );
    timer.cancelReal = () => clearTimeout(handle);
  };

  const nextDue = (until: number): Timer | undefined => {
    let next: Timer | undefined;
    for (const timer of timers) {
      if (timer.due > until) continue;
      if (!next || timer.due < next.due || (timer.due === next.due && timer.order < next.order)) next = timer;
    }
    return next;
  };

  return {
    now,
    after(ms, callback) {
      const timer: Timer = { due: now() + Math.max(0, ms), order: order++, callback };
      timers.add(timer);
      if (releasedAt) handToBrowser(timer);
      return () => {
        timers.delete(timer);
        timer.cancelReal?.();
      };
    },
    async advance(ms) {
      if (releasedAt) throw new Error('This clock was released: time now passes by itself.');
      if (!(ms >= 0)) throw new RangeError(`A clock only moves forward (asked to move by ${ms} ms).`);
      const target = current + ms;
      for (;;) {
        await settle();
        const timer = nextDue(target);
        if (!timer) break;
        timers.delete(timer);
        current = timer.due;
        timer.callback();
      }
      current = target;
    },
    get pending() {
      return timers.size;
    },
    release() {
      if (releasedAt) return;
      releasedAt = { clock: current, real: Date.now() };
      for (const timer of timers) handToBrowser(timer);
    },
    get released() {
      return releasedAt !== null;
    },
  };
}
