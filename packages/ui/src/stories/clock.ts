// Story-only helpers (never exported from the package): the clock a story's
// components run on. A story (or its meta) with `parameters: { clock: 'manual' }`
// gets a manual clock that stands still until its play function moves it with
// `storyClock(context).advance(ms)`; every other story runs on the real clock.
// In the Storybook UI the manual clock is released once the play function is
// done, so the story can be tried by hand in real time; in test runs it stays
// frozen through the visual snapshot, so nothing moves while it is captured.
import { type Clock, realClock } from '../scheduling/clock';
import { createManualClock, type ManualClock } from '../scheduling/manualClock';

interface ClockContext {
  parameters: Record<string, unknown>;
  viewMode?: string;
  loaded: Record<string, unknown>;
}

let releaseAfterPlay = true;

/** For test runs: manual clocks stay frozen after the play function (see the file's comment). */
export function keepStoryClocksFrozen(): void {
  releaseAfterPlay = false;
}

/** Preview loader: the story's clock, as `loaded.clock`. */
export function loadStoryClock({ parameters, viewMode }: Omit<ClockContext, 'loaded'>): { clock: Clock } {
  // Docs pages show stories without their play functions: nothing would move a manual clock there.
  const manual = parameters.clock === 'manual' && viewMode !== 'docs';
  return { clock: manual ? createManualClock() : realClock };
}

function isManualClock(clock: unknown): clock is ManualClock {
  return typeof clock === 'object' && clock !== null && 'advance' in clock && 'release' in clock;
}

/** The clock the story's `LobbyProvider` gets. */
export function clockOf({ loaded }: Pick<ClockContext, 'loaded'>): Clock {
  const clock = loaded.clock;
  return isManualClock(clock) ? clock : realClock;
}

/** Preview `afterEach`: hands a manual clock over to real time once the play function is done (not in test runs). */
export function releaseStoryClock(context: Pick<ClockContext, 'loaded'>): void {
  const clock = context.loaded.clock;
  if (releaseAfterPlay && isManualClock(clock)) clock.release();
}

/** The manual clock of a story with `parameters: { clock: 'manual' }`, for its play function to move. */
export function storyClock(context: Pick<ClockContext, 'loaded'>): ManualClock {
  const clock = context.loaded.clock;
  if (!isManualClock(clock))
    throw new Error("This story runs on the real clock: give it `parameters: { clock: 'manual' }`.");
  return clock;
}
