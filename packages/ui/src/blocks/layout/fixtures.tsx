// Story-only data and helpers of the layout blocks (not exported from the package).
import { Menu } from 'lucide-react';
import { IconButton } from '../../primitives/IconButton/IconButton';
import type { RouterLinkProps } from '../../primitives/Link/Link';
import { topBarHeight } from '../../theme/topBar.css';
import type { ShellUser } from '../shell/actions';
import type { FooterHelpItem, FooterLogo } from './Footer/Footer';
import type { SideMenuCategory, SideMenuLanguage } from './SideMenu/SideMenu';

/** Stands in for the site's router link: handles the click itself, so a story never leaves its page. */
export function StoryRouterLink({ href, onClick, ...rest }: RouterLinkProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
      {...rest}
    />
  );
}

export const categories: SideMenuCategory[] = [
  { id: 'HOT', label: 'Hot games', href: '/hot', iconName: 'hot' },
  { id: 'SPORTS', label: 'Sports', href: '/sports' },
  { id: 'LIVE', label: 'Live casino', href: '/live' },
  { id: 'RNG', label: 'Slots', href: '/rng' },
  { id: 'FISH', label: 'Fishing', href: '/fish' },
  { id: 'PVP', label: 'Card games', href: '/pvp' },
  { id: 'ESPORTS', label: 'E-sports', href: '/esports' },
  { id: 'ELOTT', label: 'Lottery', href: '/elott' },
];

export const categoriesCn: SideMenuCategory[] = [
  { id: 'HOT', label: '热门游戏', href: '/hot', iconName: 'hot' },
  { id: 'SPORTS', label: '体育', href: '/sports' },
  { id: 'LIVE', label: '真人视讯', href: '/live' },
  { id: 'RNG', label: '电子游戏', href: '/rng' },
  { id: 'FISH', label: '捕鱼', href: '/fish' },
  { id: 'PVP', label: '棋牌', href: '/pvp' },
  { id: 'ESPORTS', label: '电竞', href: '/esports' },
  { id: 'ELOTT', label: '彩票', href: '/elott' },
];

export const categoriesVi: SideMenuCategory[] = [
  { id: 'HOT', label: 'Trò chơi hot', href: '/hot', iconName: 'hot' },
  { id: 'SPORTS', label: 'Thể thao', href: '/sports' },
  { id: 'LIVE', label: 'Casino trực tiếp', href: '/live' },
  { id: 'RNG', label: 'Slot', href: '/rng' },
  { id: 'FISH', label: 'Bắn cá', href: '/fish' },
  { id: 'PVP', label: 'Game bài', href: '/pvp' },
  { id: 'ESPORTS', label: 'Thể thao điện tử', href: '/esports' },
  { id: 'ELOTT', label: 'Xổ số', href: '/elott' },
];

export const languages: SideMenuLanguage[] = [
  { code: 'EN', label: 'English' },
  { code: 'CN', label: '简体中文' },
];

export const player: ShellUser = {
  id: '100234',
  account: 'demo_player',
  nickname: 'Lucky Dragon',
  rankLabel: 'VIP 2 · Silver',
  unread: 4,
};

/** A flat, deterministic logo tile with the name written on it. */
export function logoImage(name: string, hue: number, width = 88, height = 32): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'>` +
    `<rect width='${width}' height='${height}' rx='6' fill='hsl(${hue} 45% 24%)'/>` +
    `<text x='50%' y='54%' dominant-baseline='middle' text-anchor='middle' font-family='Arial,sans-serif' font-size='12' font-weight='700' fill='#ffffff'>${name}</text>` +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const paymentMethods: FooterLogo[] = [
  { name: 'GCash', logoUrl: logoImage('GCash', 215) },
  { name: 'Maya', logoUrl: logoImage('Maya', 150) },
  { name: 'GrabPay', logoUrl: logoImage('GrabPay', 130) },
  { name: 'Bank transfer', logoUrl: logoImage('Bank', 230) },
  { name: 'USDT', logoUrl: logoImage('USDT', 170) },
];

export const providers: FooterLogo[] = [
  { name: 'Pragmatic Play', logoUrl: logoImage('PP', 20) },
  { name: 'JILI', logoUrl: logoImage('JILI', 0) },
  { name: 'Spadegaming', logoUrl: logoImage('SG', 270) },
  { name: 'Evolution', logoUrl: logoImage('EVO', 200) },
  { name: 'SABA Sports', logoUrl: logoImage('SABA', 190) },
  { name: 'CQ9', logoUrl: logoImage('CQ9', 40) },
];

export const licences: FooterLogo[] = [
  { name: 'PAGCOR licensed', logoUrl: logoImage('PAGCOR', 210, 112, 40) },
  { name: 'Curaçao eGaming', logoUrl: logoImage('Curaçao', 250, 112, 40) },
  { name: 'Players 18+ only', logoUrl: logoImage('18+', 0, 112, 40) },
];

export const helpItems: FooterHelpItem[] = [
  {
    id: 'register',
    title: 'How do I register?',
    html: '<ol><li>Click Register.</li><li>Enter your mobile number or a username and a password.</li><li>Agree to the terms and submit.</li></ol>',
  },
  {
    id: 'deposit',
    title: 'How do I deposit?',
    html: '<p>Open the member center, choose Deposit, pick a channel and an amount, and follow the instructions.</p>',
  },
  {
    id: 'withdraw',
    title: 'How do I withdraw?',
    html: '<p>Bind a bank card, set a payment password, then request a withdrawal. Turnover requirements must be met.</p>',
  },
  {
    id: 'vip',
    title: 'How does VIP work?',
    html: '<p>Your rank rises with your monthly turnover. Rank 5 and above get a dedicated VIP service channel.</p>',
  },
];

export const apps = [
  { kind: 'IOS', url: 'https://apps.lobby.example/ios/lobby.ipa' },
  { kind: 'MOBILECONFIG', url: 'https://apps.lobby.example/ios/lobby.mobileconfig' },
  { kind: 'ANDROID', url: 'https://apps.lobby.example/android/lobby.apk' },
] as const;

/** A minimal top bar for layout stories: the brand and the side menu toggle the real top bar also has. */
export function StoryTopBar({
  open,
  onToggle,
  toggleLabel = 'Open menu',
}: {
  open: boolean;
  onToggle: () => void;
  toggleLabel?: string;
}) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        height: topBarHeight,
        paddingInline: 12,
        background: 'var(--lobby-color-surface-raised)',
        borderBottom: '1px solid var(--lobby-color-border-subtle)',
      }}
    >
      <IconButton label={toggleLabel} icon={<Menu />} aria-expanded={open} onClick={onToggle} />
      <strong style={{ fontSize: 18, color: 'var(--lobby-color-accent-text)' }}>Lobby</strong>
    </div>
  );
}
