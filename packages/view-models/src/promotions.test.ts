import { describe, expect, it } from 'vitest';
import {
  claimRowsOf,
  promotionCardsOf,
  promotionDetailOf,
  promotionPeriodOf,
  promotionTabsOf,
  raffleItemsOf,
  rewardItemsOf,
} from './promotions';

const words: Record<string, string> = {
  'activityStatus.JOIN': 'Join',
  'activityStatus.CLAIM': 'Claim',
  'activityStatus.APPLYING': 'Applying',
  'activityStatus.CLAIMED': 'Claimed',
  'activityStatus.COMING_SOON': 'Coming soon',
};
// Like i18next: a key without words comes back as the key.
const t = (key: string) => words[key] ?? key;

const page = {
  id: '6005',
  title: 'Sports cashback 5%',
  contents: '<p>5% back.</p>',
  announcementImages: ['https://cdn.example.com/promo.png'],
  additionalContents: '<p>Turnover 1x.</p>',
  category: 'SPORTS',
  startTime: '2026-10-13 00:00:00',
  endTime: '2027-02-20 23:59:59',
  status: 'JOIN',
};

describe('promotion pages', () => {
  it('show the running window by day, or the one end the platform sent', () => {
    expect(promotionPeriodOf('2026-10-13 00:00:00', '2027-02-20 23:59:59')).toBe('2026-10-13 – 2027-02-20');
    expect(promotionPeriodOf(null, '2027-02-20 23:59:59')).toBe('2027-02-20');
    expect(promotionPeriodOf(undefined, ' ')).toBe('');
  });

  it('become cards with their status in words and a link to their page', () => {
    expect(promotionCardsOf([page], t)).toEqual([
      {
        id: '6005',
        title: 'Sports cashback 5%',
        category: 'SPORTS',
        image: 'https://cdn.example.com/promo.png',
        period: '2026-10-13 – 2027-02-20',
        status: { label: 'Join', tone: 'info' },
        href: '/promoDetail?id=6005',
      },
    ]);
  });

  it('drop a picture address that is not safe to load', () => {
    expect(promotionCardsOf([{ ...page, announcementImages: ['javascript:alert(1)'] }], t)[0]?.image).toBeNull();
  });

  it('offer on the detail page only the action the status allows', () => {
    expect(promotionDetailOf(page, t)).toMatchObject({
      action: 'join',
      html: '<p>5% back.</p>\n<p>Turnover 1x.</p>',
    });
    expect(promotionDetailOf({ ...page, status: 'CLAIM' }, t)?.action).toBe('claim');
    expect(promotionDetailOf({ ...page, status: 'APPLYING' }, t)).toMatchObject({
      action: null,
      status: { label: 'Applying', tone: 'warning' },
    });
    expect(promotionDetailOf({ ...page, status: 'CLAIMED' }, t)?.action).toBeNull();
    expect(promotionDetailOf(undefined, t)).toBeNull();
  });

  it('name each tab once, in the platform order', () => {
    expect(
      promotionTabsOf([
        { code: 'NEW', name: 'New members' },
        { code: 'NEW', name: 'New again' },
        { code: 'RNG', name: ' ' },
      ]),
    ).toEqual([
      { code: 'NEW', name: 'New members' },
      { code: 'RNG', name: 'RNG' },
    ]);
  });
});

describe('the rewards centre', () => {
  it('lists what waits for the member but the raffles, with the claimable amount', () => {
    const available = [
      { promotionId: '6002', title: 'Daily reload', promotionType: 'DEPOSIT', status: 'CLAIM', endTime: '2027-01-01' },
      { promotionId: '6005', title: 'Sports cashback', promotionType: 'MANUAL', status: 'JOIN' },
      { promotionId: '6006', title: 'Lucky draw', promotionType: 'RAFFLE', status: 'CLAIM' },
    ];
    const claimables = [
      { id: '6002', promotionType: 'DEPOSIT', title: 'Daily reload', amount: 1234.5, status: 'ISSUED' },
    ];
    expect(rewardItemsOf(available, claimables, t)).toEqual([
      {
        id: '6002',
        title: 'Daily reload',
        amount: '1,234.50',
        status: { label: 'Claim', tone: 'info' },
        expires: '2027-01-01',
        action: 'claim',
        href: '/promoDetail?id=6002',
      },
      {
        id: '6005',
        title: 'Sports cashback',
        amount: '',
        status: { label: 'Join', tone: 'info' },
        action: 'join',
        href: '/promoDetail?id=6005',
      },
    ]);
  });

  it('lets a raffle be opened only while it can be claimed, and shows an opened one with its prize', () => {
    const raffles = raffleItemsOf(
      [
        { promotionId: '6006', title: 'Lucky draw', status: 'CLAIM', endTime: '2027-01-01 23:59:59' },
        { promotionId: '6013', title: 'Red envelope', status: 'COMING_SOON', startTime: '2026-12-01 00:00:00' },
        { promotionId: '6020', title: 'Old draw', status: 'CLAIMED', prize: 88 },
      ],
      t,
    );
    expect(raffles).toEqual([
      {
        id: '6006',
        title: 'Lucky draw',
        status: { label: 'Claim', tone: 'info' },
        ends: '2027-01-01 23:59:59',
        canOpen: true,
      },
      {
        id: '6013',
        title: 'Red envelope',
        status: { label: 'Coming soon', tone: 'neutral' },
        starts: '2026-12-01 00:00:00',
        canOpen: false,
      },
      { id: '6020', title: 'Old draw', status: { label: 'Claimed', tone: 'success' }, prize: '88.00', canOpen: false },
    ]);
  });

  it('writes the claim history in the interface language', () => {
    expect(
      claimRowsOf(
        [{ id: '6001', title: 'Welcome', amount: 500, status: 'CLAIMED', claimTime: '2026-10-15 10:00:00' }],
        t,
        'zh-CN',
      ),
    ).toEqual([
      {
        id: '6001',
        title: 'Welcome',
        amount: '500.00',
        status: { label: 'Claimed', tone: 'success' },
        time: '2026-10-15 10:00:00',
      },
    ]);
  });
});
