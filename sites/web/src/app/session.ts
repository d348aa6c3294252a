import { readAccount, readAccountType, readToken, subscribeSession } from '@lobby/api/session';
import { useSyncExternalStore } from 'react';
import { brand } from '../brands';

export interface SessionView {
  token: string | null;
  account: string | null;
  /** Numeric account type (stored as `isAgent`), known once member info is stored. */
  accountType: number | null;
  /** Logged in is the presence of a token. */
  isLoggedIn: boolean;
  /** Type 4 is a non-formal (trial) account. */
  isTrial: boolean;
  /** Agent types see the agent center. */
  isAgent: boolean;
}

let cached: SessionView | null = null;
let cacheKey = '';

function snapshot(): SessionView {
  const token = readToken();
  const account = readAccount();
  const accountType = readAccountType();
  const key = `${token}|${account}|${accountType}`;
  if (cached && key === cacheKey) return cached;
  cacheKey = key;
  cached = {
    token,
    account,
    accountType,
    isLoggedIn: token !== null,
    isTrial: accountType !== null && brand.trialTypes.includes(accountType),
    isAgent: accountType !== null && brand.agentTypes.includes(accountType),
  };
  return cached;
}

/** The session as the shell needs it, following logins, logouts and session ends. */
export function useSession(): SessionView {
  return useSyncExternalStore(subscribeSession, snapshot, snapshot);
}
