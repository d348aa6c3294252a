import type { PromotionCardItem, PromotionCategoryTab, PromotionDetailItem } from './promotions';

/** Story and test data: an inline picture, so nothing waits on the network. */
function picture(hue: number, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="800" height="300" fill="hsl(${hue} 60% 35%)"/><text x="40" y="170" font-size="48" fill="white" font-family="sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleCategories: readonly PromotionCategoryTab[] = [
  { code: 'NEW', name: 'New members' },
  { code: 'SPORTS', name: 'Sports' },
  { code: 'RNG', name: 'Slots' },
];

const welcome: PromotionCardItem = {
  id: '6001',
  title: '100% welcome bonus',
  category: 'NEW',
  image: picture(20, 'Welcome bonus'),
  period: '2026-10-01 – 2027-01-31',
  status: { label: 'Claim', tone: 'info' },
  href: '/promoDetail?id=6001',
};

const sportsCashback: PromotionCardItem = {
  id: '6005',
  title: 'Sports cashback 5%',
  category: 'SPORTS',
  image: picture(140, 'Sports cashback'),
  period: '2026-10-13 – 2027-02-20',
  status: { label: 'Join', tone: 'info' },
  href: '/promoDetail?id=6005',
};

export const samplePromotions: readonly PromotionCardItem[] = [
  welcome,
  sportsCashback,
  {
    id: '6003',
    title: 'Slots rebate 1.2%',
    category: 'RNG',
    image: picture(260, 'Slots rebate'),
    period: '2026-10-07 – 2027-02-01',
    status: { label: 'In progress', tone: 'warning' },
    href: '/promoDetail?id=6003',
  },
  {
    id: '6013',
    title: 'Lunar New Year red envelope',
    category: 'ALL',
    image: picture(0, 'Red envelope'),
    period: '2026-11-29 – 2026-12-14',
    status: { label: 'Coming soon', tone: 'neutral' },
    href: '/promoDetail?id=6013',
  },
];

export const samplePromotionsCN: readonly PromotionCardItem[] = [
  { ...welcome, title: '100% 首存礼金', status: { label: '领取', tone: 'info' } },
  { ...sportsCashback, title: '体育返现 5%', status: { label: '参加', tone: 'info' } },
];

export const sampleCategoriesCN: readonly PromotionCategoryTab[] = [
  { code: 'NEW', name: '新会员' },
  { code: 'SPORTS', name: '体育' },
];

export const samplePromotionDetail: PromotionDetailItem = {
  id: '6005',
  title: 'Sports cashback 5%',
  image: picture(140, 'Sports cashback'),
  period: '2026-10-13 – 2027-02-20',
  status: { label: 'Join', tone: 'info' },
  html: '<p>5% of last week’s net sports loss, every Monday.</p><h2>Terms</h2><ul><li>Join before your first bet of the week.</li><li>Turnover 1x.</li></ul>',
  action: 'join',
};
