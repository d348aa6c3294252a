import { sessionStore } from '@lobby/api/session';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Affiliate and referral codes: an agent's link carries them in
 * the query (`?affiliateCode=…`, `?referralCode=…`); they are kept in session
 * storage until the visitor registers, whatever page they browse meanwhile.
 */
export const referralCodeKeys = { affiliateCode: 'affiliateCode', referralCode: 'referralCode' } as const;

export type ReferralCodeName = keyof typeof referralCodeKeys;

/** What a code may look like: short, letters, digits, `-` and `_` (anything else is not stored). */
const codePattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Stores the codes found in a query string; a code missing from the query leaves the stored one alone. */
export function captureReferralCodes(search: string): void {
  const params = new URLSearchParams(search);
  for (const name of Object.keys(referralCodeKeys) as ReferralCodeName[]) {
    const value = params.get(name)?.trim();
    if (value && codePattern.test(value)) sessionStore.setItem(referralCodeKeys[name], value);
  }
}

export function storedReferralCodes(): Partial<Record<ReferralCodeName, string>> {
  const codes: Partial<Record<ReferralCodeName, string>> = {};
  for (const name of Object.keys(referralCodeKeys) as ReferralCodeName[]) {
    const value = sessionStore.getItem(referralCodeKeys[name]);
    if (value) codes[name] = value;
  }
  return codes;
}

/** Captures the codes of the current address, and of every address the visitor goes to. */
export function useReferralCodeCapture(): void {
  const { search } = useLocation();
  useEffect(() => captureReferralCodes(search), [search]);
}
