import { createContext, useContext } from 'react';

/**
 * Where the design system's components read the time and wait: countdowns,
 * hover and open delays, autoplay, auto-dismiss. `LobbyProvider` hands it down;
 * the real one (the browser's clock and timers) is the default, and stories and
 * tests pass a manual one (`createManualClock`) that only moves when told to.
 */
export interface Clock {
  /** Milliseconds since the epoch, like `Date.now()`. */
  now(): number;
  /** Calls `callback` once `ms` milliseconds have passed; returns the cancel. */
  after(ms: number, callback: () => void): () => void;
}

/** The browser's clock and timers (looked up on each call, so test fakes of them still apply). */
export const realClock: Clock = {
  now: () => Date.now(),
  after: (ms, callback) => {
    const handle = setTimeout(callback, ms);
    return () => clearTimeout(handle);
  },
};

export const ClockContext = createContext<Clock>(realClock);

/** The clock of the nearest `LobbyProvider` (the real one outside any). */
export function useClock(): Clock {
  return useContext(ClockContext);
}
