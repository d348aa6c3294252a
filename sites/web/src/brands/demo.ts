import type { BrandConfig } from './types';

/** The sandbox's demo merchant. */
export const demoBrand: BrandConfig = {
  siteName: 'Lobby',
  siteLabel: 'Lobby Gaming',
  merchantCode: 'demo',
  platform: 'web',
  device: 'WEB',
  lotteryType: 'SEA',
  defaultLanguage: 'EN',
  languages: ['EN', 'CN', 'VI'],
  currency: { code: 'PHP', symbol: 'P' },
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  chatHeaderColor: '#161b28',
  theme: 'dark',
  // Players pick light or dark (the side menu), starting from their device's preference.
  colourSchemes: { light: 'light', dark: 'dark' },
  agentTypes: [1, 2, 41, 42],
  trialTypes: [4],
  esportsVendors: ['IMES', 'TF', 'IA'],
  seamlessVendors: ['SPRIBE'],
  platformBaseUrl: '',
  betRecordsRelay: 'ODSFE2_MemGameBet',
  // The sandbox serves the demo's images and games itself; `pnpm preview` and the
  // end-to-end tests add its address to the policy.
  contentSecurity: { imageHosts: [], frameHosts: [], connectHosts: [], googleTag: true },
  features: { loginedToHomePage: false, googleLogin: false, facebookLogin: false },
  social: { facebookUrl: 'https://www.facebook.com/', email: 'support@example.com' },
  paymentMethods: [{ name: 'Bank transfer' }, { name: 'GCash' }, { name: 'Maya' }, { name: 'USDT' }, { name: 'QR Ph' }],
  licences: [{ name: 'PAGCOR' }, { name: 'Curaçao eGaming' }, { name: 'GLI Certified' }],
};
