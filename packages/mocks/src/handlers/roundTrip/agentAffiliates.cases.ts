/** Round trips of the agent centre's affiliate links: options, create, list, delete, registrations through a link. */
import * as api from '@lobby/api';
import * as v from 'valibot';
import { expect } from 'vitest';
import { DAY } from '../../fixtures/time';
import { humanSlide } from '../../testing/client';
import {
  agent,
  type CaseContext,
  issuedCaptcha,
  logInAs,
  outbox,
  player,
  type RoundTripCase,
  refusal,
  roundTrip,
} from './case';

/** A visitor registers with an affiliate code, as the register form sends it. */
async function registerWith(context: CaseContext, affiliateCode: string, username: string, mobileNum: string) {
  const visitor = context.clientOf();
  await api.getCaptcha(visitor);
  await api.requestRegisterSmsCode(visitor, { mobileNo: mobileNum, countryDialingCode: '63' });
  return api.register(visitor, {
    sliderToken: await humanSlide(visitor),
    username,
    password: 'Secret#123',
    confirmPassword: 'Secret#123',
    mobileNum,
    countryDialingCode: '63',
    verificationCode: (await outbox()).at(-1)?.code ?? '',
    captcha: v.parse(v.object({ code: v.string() }), await issuedCaptcha()).code,
    paymentPassword: '123321',
    payeeName: 'Maria Santos',
    affiliateCode,
    registerUrl: 'http://localhost/register',
  });
}

export const agentAffiliateCases: Record<string, RoundTripCase> = {
  'agent.affiliateExpiryOptions': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentAffiliateExpiryOptionsEndpoint),
    check: (options) => expect(options).toEqual([{ days: 1 }, { days: 7 }, { days: 30 }, { days: 0 }]),
  }),
  'agent.promotionChannels': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentPromotionChannelsEndpoint),
    check: (channels) => expect(channels.map((channel) => channel.channelId)).toEqual(['SOCIAL', 'CHAT', 'SITE']),
  }),
  'agent.createAffiliateUrl': roundTrip({
    as: agent,
    run: ({ client }) =>
      client.call(api.agentCreateAffiliateUrlEndpoint, { type: 2, expiryDays: 7, channelId: 'CHAT' }),
    async check(created, { client, clientOf }) {
      expect(created).toMatchObject({ type: 2, expiryDays: 7, channelId: 'CHAT', channelName: 'Chat groups' });
      expect(created.url).toBe(`https://www.lobby.example/register?affiliateCode=${created.affiliateCode}`);
      expect(created.expiryTime).not.toBeNull();
      expect(await client.call(api.agentAffiliateUrlsEndpoint)).toEqual([created]);
      // An unknown lifetime is refused, and a member without a team has no links to make.
      expect(await refusal(client.call(api.agentCreateAffiliateUrlEndpoint, { type: 0, expiryDays: 3 }))).toBe(
        'request.invalid',
      );
      expect(
        await refusal(clientOf(player).call(api.agentCreateAffiliateUrlEndpoint, { type: 0, expiryDays: 7 })),
      ).toBe('non.agent');
    },
  }),
  'agent.affiliateUrls': roundTrip({
    as: agent,
    async run({ client }) {
      await client.call(api.agentCreateAffiliateUrlEndpoint, { type: 0, expiryDays: 0 });
      await client.call(api.agentCreateAffiliateUrlEndpoint, { type: 2, expiryDays: 30, channelId: 'SITE' });
      return client.call(api.agentAffiliateUrlsEndpoint);
    },
    check(links) {
      // Newest first; a never-expiring link has no expiry time.
      expect(links.map((link) => [link.type, link.expiryDays, link.channelId])).toEqual([
        [2, 30, 'SITE'],
        [0, 0, null],
      ]);
      expect(links[1]?.expiryTime).toBeNull();
    },
  }),
  'agent.deleteAffiliateUrl': roundTrip({
    as: agent,
    async run({ client }) {
      const kept = await client.call(api.agentCreateAffiliateUrlEndpoint, { type: 0, expiryDays: 7 });
      const gone = await client.call(api.agentCreateAffiliateUrlEndpoint, { type: 0, expiryDays: 1 });
      await client.call(api.agentDeleteAffiliateUrlEndpoint, { id: gone.id });
      return { kept, gone };
    },
    async check({ kept, gone }, context) {
      const { client } = context;
      expect((await client.call(api.agentAffiliateUrlsEndpoint)).map((link) => link.id)).toEqual([kept.id]);
      expect(await refusal(client.call(api.agentDeleteAffiliateUrlEndpoint, { id: gone.id }))).toBe(
        'affiliate.url.not.exists',
      );
      // A deleted link's code no longer registers anyone.
      expect(await refusal(registerWith(context, gone.affiliateCode, 'latecomer1', '917000011'))).toBe(
        'invitation.code.error',
      );
    },
  }),
  'agent.registeredAffiliates': roundTrip({
    as: agent,
    async run(context) {
      const { client } = context;
      const agentLink = await client.call(api.agentCreateAffiliateUrlEndpoint, { type: 2, expiryDays: 7 });
      const memberLink = await client.call(api.agentCreateAffiliateUrlEndpoint, { type: 0, expiryDays: 0 });
      await registerWith(context, agentLink.affiliateCode, 'linkagent1', '917000012');
      await registerWith(context, memberLink.affiliateCode.toLowerCase(), 'linkmember1', '917000013');
      return {
        agentLink,
        all: await client.call(api.agentRegisteredAffiliatesEndpoint, {}),
        one: await client.call(api.agentRegisteredAffiliatesEndpoint, { affiliateUrlId: agentLink.id }),
      };
    },
    async check({ agentLink, all, one }, context) {
      expect(all.map((row) => row.account).sort()).toEqual(['linkagent1', 'linkmember1']);
      expect(one).toEqual([expect.objectContaining({ affiliateUrlId: agentLink.id, account: 'linkagent1' })]);
      // They joined demo_agent's team with the link's account type.
      const team = (await context.client.call(api.agentDownlinesEndpoint, { account: 'link' })).list;
      expect(team.map((row) => [row.account, row.type]).sort()).toEqual([
        ['linkagent1', 2],
        ['linkmember1', 0],
      ]);
      expect(await logInAs(context, 'linkagent1', 'Secret#123')).toMatchObject({ customerType: 2 });
      // Past its seven days the agent link registers no one; the never-expiring one still does.
      context.sandbox.advanceClock(8 * DAY);
      expect(await refusal(registerWith(context, agentLink.affiliateCode, 'toolate01', '917000014'))).toBe(
        'invitation.code.error',
      );
      const memberLinkId = all.find((row) => row.account === 'linkmember1')?.affiliateUrlId ?? '';
      const links = await context.client.call(api.agentAffiliateUrlsEndpoint);
      const memberCode = links.find((link) => link.id === memberLinkId)?.affiliateCode ?? '';
      await registerWith(context, memberCode, 'ontime01', '917000015');
      const counted = await context.client.call(api.agentRegisteredAffiliatesEndpoint, {
        affiliateUrlId: memberLinkId,
      });
      expect(counted.map((row) => row.account)).toEqual(['linkmember1', 'ontime01']);
    },
  }),
};
