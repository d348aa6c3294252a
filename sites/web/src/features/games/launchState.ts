import { createStore } from '../../app/store';
import type { LaunchMode, LaunchTarget } from './launchDispatch';

/** A visitor's Play, kept while they log in: it launches once they have, and is dropped if they do not. */
export interface PendingLaunch {
  target: LaunchTarget;
  mode: LaunchMode;
}

export const pendingLaunch = createStore<PendingLaunch | null>(null);

/** Takes the pending launch once: of several launchers on screen, only one starts it. */
export function takePendingLaunch(): PendingLaunch | null {
  const pending = pendingLaunch.get();
  pendingLaunch.set(null);
  return pending;
}

/** The vendor the popup game list shows. */
export interface ListedVendor {
  vassalage: string;
  name: string;
  /** Its category, which narrows the list (JILI has slots, fishing and card games). */
  gameType: string | null;
}

export const listedVendor = createStore<ListedVendor | null>(null);
