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

/** A launched game: its address and the title the frame shows. */
export interface LaunchedGame {
  url: string;
  title: string;
  /** The vendor whose session ends when the player leaves the game; lottery launches name none. */
  vassalage?: string;
}

// In memory only: a launch address often carries a session token, and history state is kept
// with the browser's session (and restored after a restart), so history holds only this key.
const launchedGames = new Map<string, LaunchedGame>();

/** Keeps a launched game for the history entry that will show it; returns the key for its state. */
export function rememberLaunchedGame(game: LaunchedGame): string {
  const key = `game-${launchedGames.size + 1}`;
  launchedGames.set(key, game);
  return key;
}

/** The game a history entry launched, while this page lives; after a reload there is none. */
export function launchedGameOf(state: unknown): LaunchedGame | undefined {
  const key = typeof state === 'object' && state !== null ? (state as { launch?: unknown }).launch : undefined;
  return typeof key === 'string' ? launchedGames.get(key) : undefined;
}
