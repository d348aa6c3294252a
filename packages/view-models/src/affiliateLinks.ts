import { type AffiliateUrl, isAgentType, type RegisteredAffiliate } from '@lobby/api';
import type { AffiliateLinkRow } from '@lobby/ui';
import { safeNavigationUrl } from './safeUrls';
import type { Translate } from './translate';

/**
 * Affiliate links in display text, each with the number of accounts
 * registered through it. Only an http(s) address from the platform becomes
 * `url` (a link and something to copy); any other stays text.
 */
export function affiliateLinkRowsOf(
  links: readonly AffiliateUrl[] | undefined,
  registered: readonly RegisteredAffiliate[] | undefined,
  t: Translate,
  locale = 'en',
): AffiliateLinkRow[] {
  const counts = new Map<string, number>();
  for (const row of registered ?? []) counts.set(row.affiliateUrlId, (counts.get(row.affiliateUrlId) ?? 0) + 1);
  const numbers = new Intl.NumberFormat(locale);
  return (links ?? []).map((link) => {
    const isAgent = isAgentType(link.type);
    const url = safeNavigationUrl(link.url);
    return {
      id: link.id,
      code: link.affiliateCode,
      url: url && /^https?:/i.test(url) ? url : null,
      role: t(isAgent ? 'agentCentre.team.roles.agent' : 'agentCentre.team.roles.member'),
      isAgent,
      // A link without an expiry never expires.
      expires: link.expiryTime ?? '',
      created: link.createTime ?? '',
      channel: link.channelName ?? link.channelId ?? '',
      // Unknown until the registrations have loaded.
      registered: registered === undefined ? '' : numbers.format(counts.get(link.id) ?? 0),
    };
  });
}
