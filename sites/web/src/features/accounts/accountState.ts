import { readAccountType, readToken, subscribeSession } from '@lobby/api/session';
import { useSyncExternalStore } from 'react';
import { createStore, useStore } from '../../app/store';

/**
 * What a login keeps beside the session: the after-login flag,
 * the first-login action, and the old password of a forced change, which
 * lives only in memory (never in storage or cookies) until the change is made.
 */

/** Set once a login has finished (login info loaded); cleared when the session ends. */
const afterLogin = createStore(false);

export const afterLoginFlag = {
  set: () => afterLogin.set(true),
  get: () => afterLogin.get(),
  clear: () => afterLogin.set(false),
};

export const useAfterLogin = () => useStore(afterLogin);

export interface FirstLogin {
  account: string;
}

type FirstLoginListener = (login: FirstLogin) => void;
const firstLoginListeners = new Set<FirstLoginListener>();

/**
 * A login answer with `firstTimeLogin` fires the first-login step. Nothing
 * says what the step does; features that greet a new player (a
 * welcome, a tracking event) subscribe here.
 */
export function onFirstLogin(listener: FirstLoginListener): () => void {
  firstLoginListeners.add(listener);
  return () => firstLoginListeners.delete(listener);
}

export function fireFirstLogin(login: FirstLogin): void {
  for (const listener of [...firstLoginListeners]) listener(login);
}

/** A forced password change after login (default password, or an expired one with expiry enforced). */
export interface ForcedChange {
  account: string;
  /** The password just used to log in; known only here, in memory. */
  oldPassword: string;
  reason: 'default' | 'expired';
  /** The player asked to be remembered: the browser's saved password is updated after the change. */
  remember: boolean;
}

const forced = createStore<ForcedChange | null>(null);

export const forcedChange = {
  begin: (change: ForcedChange) => forced.set(change),
  current: () => forced.get(),
  end: () => forced.set(null),
};

export const useForcedChange = () => useStore(forced);

// A session that ends (logout, expiry) takes the flags and the remembered old password with it.
subscribeSession(() => {
  if (readToken() !== null) return;
  afterLogin.set(false);
  forced.set(null);
});

function loginStateSnapshot(): boolean {
  return readToken() !== null && readAccountType() !== null;
}

/** Logged in once member info is stored (a token alone is not enough). */
export function useLoginState(): boolean {
  return useSyncExternalStore(subscribeSession, loginStateSnapshot, loginStateSnapshot);
}
