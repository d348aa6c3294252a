/** Agent centre: affiliate links, created, listed and deleted, and who registered through them. */
import { agentAffiliateEndpoints } from '@lobby/api';
import {
  AFFILIATE_EXPIRY_DAYS,
  type AffiliateLink,
  expiryOf,
  linkCodeOf,
  PROMOTION_CHANNELS,
} from '../sandbox/affiliateLinks';
import { fail } from '../sandbox/errors';
import { type Account, AGENT_TYPES, MEMBER_TYPE } from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { dateTime } from './format';
import { answer, type Route } from './route';

function agent(sandbox: Sandbox, account: Account): Account {
  sandbox.requireAgent(account);
  return account;
}

function linksOf(sandbox: Sandbox, account: Account): AffiliateLink[] {
  return sandbox.affiliateLinks.filter((link) => link.agentId === account.id);
}

/** The link as the platform lists it: its address on the merchant's first web domain. */
function linkValue(sandbox: Sandbox, link: AffiliateLink) {
  const domain = sandbox.catalogue.domains.find((candidate) => candidate.type === 'WEB')?.domain ?? '';
  const expiry = expiryOf(link);
  const channel = PROMOTION_CHANNELS.find((candidate) => candidate.channelId === link.channelId);
  return {
    id: String(link.id),
    affiliateCode: link.code,
    url: `${domain}/register?affiliateCode=${encodeURIComponent(link.code)}`,
    type: link.type,
    expiryDays: link.expiryDays,
    expiryTime: expiry === null ? null : dateTime(expiry),
    createTime: dateTime(link.createdAt),
    channelId: link.channelId,
    channelName: channel?.name ?? null,
  };
}

export function agentAffiliateRoutes(): Route[] {
  return [
    answer(agentAffiliateEndpoints.affiliateExpiryOptions, () => AFFILIATE_EXPIRY_DAYS.map((days) => ({ days }))),

    answer(agentAffiliateEndpoints.promotionChannels, () => PROMOTION_CHANNELS.map((channel) => ({ ...channel }))),

    answer(agentAffiliateEndpoints.createAffiliateUrl, ({ sandbox, input, member }) => {
      const account = agent(sandbox, member());
      if (input.type !== MEMBER_TYPE && !(AGENT_TYPES as readonly number[]).includes(input.type)) {
        fail('request.invalid', { detail: `Unknown account type ${input.type}` });
      }
      if (!(AFFILIATE_EXPIRY_DAYS as readonly number[]).includes(input.expiryDays)) {
        fail('request.invalid', { detail: `Unknown expiry option ${input.expiryDays}` });
      }
      const channelId = input.channelId?.trim() || null;
      if (channelId !== null && !PROMOTION_CHANNELS.some((channel) => channel.channelId === channelId)) {
        fail('request.invalid', { detail: `Unknown promotion channel ${channelId}` });
      }
      const id = sandbox.nextAffiliateLinkId;
      sandbox.nextAffiliateLinkId += 1;
      const link: AffiliateLink = {
        id,
        agentId: account.id,
        code: linkCodeOf(account, id),
        type: input.type,
        expiryDays: input.expiryDays,
        channelId,
        createdAt: sandbox.now(),
        registeredIds: [],
      };
      sandbox.affiliateLinks.push(link);
      return linkValue(sandbox, link);
    }),

    answer(agentAffiliateEndpoints.affiliateUrls, ({ sandbox, member }) =>
      linksOf(sandbox, agent(sandbox, member()))
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .map((link) => linkValue(sandbox, link)),
    ),

    answer(agentAffiliateEndpoints.deleteAffiliateUrl, ({ sandbox, input, member }) => {
      const account = agent(sandbox, member());
      const index = sandbox.affiliateLinks.findIndex(
        (link) => String(link.id) === input.id && link.agentId === account.id,
      );
      if (index < 0) return fail('affiliate.url.not.exists');
      sandbox.affiliateLinks.splice(index, 1);
      return { id: input.id };
    }),

    answer(agentAffiliateEndpoints.registeredAffiliates, ({ sandbox, input, member }) => {
      const links = linksOf(sandbox, agent(sandbox, member()));
      const wanted = input?.affiliateUrlId;
      if (wanted !== undefined && !links.some((link) => String(link.id) === wanted)) {
        return fail('affiliate.url.not.exists');
      }
      return links
        .filter((link) => wanted === undefined || String(link.id) === wanted)
        .flatMap((link) =>
          link.registeredIds.flatMap((accountId) => {
            const registered = sandbox.accounts.get(accountId);
            return registered
              ? [
                  {
                    affiliateUrlId: String(link.id),
                    account: registered.username,
                    registerTime: dateTime(registered.createdAt),
                  },
                ]
              : [];
          }),
        );
    }),
  ];
}
