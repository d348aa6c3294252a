/**
 * Agents' affiliate links: registration links for a member or an agent
 * account, valid for a number of days (0: never expiring). A visitor who
 * registers with a live link's code joins the agent's team with the link's
 * account type, and the link counts the registration.
 */
import { DAY } from '../fixtures/time';
import type { Account } from './model';

export interface AffiliateLink {
  id: number;
  agentId: number;
  /** The code a registration through the link carries. */
  code: string;
  /** Member (0) or agent account type for whoever registers through it. */
  type: number;
  /** 0: never expires. */
  expiryDays: number;
  channelId: string | null;
  createdAt: number;
  /** Accounts registered through it, oldest first. */
  registeredIds: number[];
}

/** Link lifetimes the sandbox merchant offers, in days (0: never expires). */
export const AFFILIATE_EXPIRY_DAYS = [1, 7, 30, 0] as const;

/** The sandbox merchant's promotion channels. */
export const PROMOTION_CHANNELS = [
  { channelId: 'SOCIAL', name: 'Social media' },
  { channelId: 'CHAT', name: 'Chat groups' },
  { channelId: 'SITE', name: 'Own website' },
] as const;

/** When a link stops taking registrations; null when it never does. */
export function expiryOf(link: AffiliateLink): number | null {
  return link.expiryDays === 0 ? null : link.createdAt + link.expiryDays * DAY;
}

export function isLive(link: AffiliateLink, now: number): boolean {
  const expiry = expiryOf(link);
  return expiry === null || now < expiry;
}

/** The live link a registration code names, if any (codes are matched without case). */
export function liveLinkOf(
  links: readonly AffiliateLink[],
  code: string | undefined,
  now: number,
): AffiliateLink | undefined {
  const wanted = code?.trim().toUpperCase();
  if (!wanted) return undefined;
  return links.find((link) => link.code.toUpperCase() === wanted && isLive(link, now));
}

/** A new link's code: the agent's own affiliate code and the link's number. */
export function linkCodeOf(agent: Account, id: number): string {
  return `${agent.affiliateCode}L${id}`;
}
