import { isPlatformError } from '@lobby/api';
import { clearSession } from '@lobby/api/session';
import { brand } from '../brands';
import { createStore, useStore } from './store';

/**
 * Mid-session platform states that change the whole page: the platform went
 * into maintenance, blocked the visitor's region, or ended the session. Any
 * call may discover them; the start-up gate and the session layer listen.
 */
export type SystemAlert = 'maintenance' | 'region-restricted' | 'session-ended';

type Listener = (alert: SystemAlert) => void;
const listeners = new Set<Listener>();

export function onSystemAlert(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(alert: SystemAlert) {
  for (const listener of listeners) listener(alert);
}

/** Feed every platform error here (SWR's onError and mutation failures). */
export function reportPlatformError(error: unknown): void {
  if (!isPlatformError(error)) return;
  if (error.kind === 'maintenance') emit('maintenance');
  else if (error.kind === 'region-restricted') emit('region-restricted');
}

// Kept until the shell has told the player: the first calls of a page can end
// a session before the shell (and its alert host) is on screen.
const sessionEndUntold = createStore(false);

/** The platform ended the session (401 or a not-logged-in code after a token was sent). */
export function endSession(): void {
  clearSession(brand.merchantCode);
  sessionEndUntold.set(true);
  emit('session-ended');
}

/** True from a session end until `sessionEndTold()`. */
export const useSessionEndUntold = () => useStore(sessionEndUntold);

export function sessionEndTold(): void {
  sessionEndUntold.set(false);
}
