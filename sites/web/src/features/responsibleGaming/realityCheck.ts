import { type RealityCheckInterval, realityCheckIntervals } from '@lobby/ui';
import { createStore, useStore } from '../../app/store';

/**
 * The reality check's interval, chosen on the responsible gaming page and
 * kept on this device (it is no secret); 0 is off.
 */
const storageKey = 'lobby.realityCheckMinutes';

function saved(): RealityCheckInterval {
  try {
    const value = Number(globalThis.localStorage?.getItem(storageKey) ?? 0);
    return realityCheckIntervals.find((minutes) => minutes === value) ?? 0;
  } catch {
    // Storage refused (a private window's policy): the check is off.
    return 0;
  }
}

const interval = createStore<RealityCheckInterval>(saved());

export const realityCheckInterval = {
  get: interval.get,
  set(minutes: RealityCheckInterval) {
    interval.set(minutes);
    try {
      globalThis.localStorage?.setItem(storageKey, String(minutes));
    } catch {
      // Not kept past this visit; the choice still applies now.
    }
  },
};

export function useRealityCheckInterval(): RealityCheckInterval {
  return useStore(interval);
}
