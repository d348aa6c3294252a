import type { AffiliateUrl } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { affiliateLinkRowsOf } from './affiliateLinks';

const t = (key: string) => key;

const link = (over: Partial<AffiliateUrl>): AffiliateUrl => ({
  id: '1',
  affiliateCode: 'AF3L1',
  url: 'https://www.lobby.example/register?affiliateCode=AF3L1',
  type: 0,
  expiryDays: 7,
  expiryTime: '2025-07-08 10:00:00',
  createTime: '2025-07-01 10:00:00',
  channelId: null,
  channelName: null,
  ...over,
});

describe('affiliateLinkRowsOf', () => {
  it('counts the registrations of each link and names the account type it registers', () => {
    const rows = affiliateLinkRowsOf(
      [link({ id: '2', affiliateCode: 'AF3L2', type: 2, channelId: 'CHAT', channelName: 'Chat groups' }), link({})],
      [
        { affiliateUrlId: '2', account: 'a1', registerTime: null },
        { affiliateUrlId: '2', account: 'a2', registerTime: null },
        { affiliateUrlId: '9', account: 'gone', registerTime: null },
      ],
      t,
    );
    expect(rows.map((row) => [row.code, row.role, row.isAgent, row.registered, row.channel])).toEqual([
      ['AF3L2', 'agentCentre.team.roles.agent', true, '2', 'Chat groups'],
      ['AF3L1', 'agentCentre.team.roles.member', false, '0', ''],
    ]);
  });

  it('leaves the count empty until the registrations load, and the expiry empty for a link that never expires', () => {
    const [row] = affiliateLinkRowsOf([link({ expiryDays: 0, expiryTime: null })], undefined, t);
    expect(row).toMatchObject({ registered: '', expires: '' });
  });

  it('makes only an http(s) address a link', () => {
    const rows = affiliateLinkRowsOf(
      [
        link({ id: '1', url: 'javascript:alert(1)' }),
        link({ id: '2', url: '/register?affiliateCode=AF3L2' }),
        link({ id: '3', url: 'http://m.lobby.example/register?affiliateCode=AF3L3' }),
      ],
      [],
      t,
    );
    expect(rows.map((row) => row.url)).toEqual([null, null, 'http://m.lobby.example/register?affiliateCode=AF3L3']);
  });
});
