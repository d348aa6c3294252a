// Story data for the notice views (not exported from the package): twenty
// notices, enough for three pages of nine, with fixed dates so every render is the same.
import type { Notice } from './notice';

const pad = (value: number) => String(value).padStart(2, '0');

/** Newest first, two a day from 2025-06-15 back. */
const dateOf = (index: number) => `2025-06-${pad(15 - Math.floor(index / 2))} ${pad(index % 2 === 0 ? 20 : 9)}:30:00`;

const english: [string, string][] = [
  [
    'Scheduled maintenance on 20 June',
    '<p>The platform will be under scheduled maintenance on <strong>2025-06-20 from 02:00 to 06:00</strong> (GMT+8). Deposits and withdrawals are unavailable during this time.</p>',
  ],
  [
    'New payment channel: instant bank transfer',
    '<p>Instant bank transfer is now available for deposits from <em>50</em> to <em>50,000</em>.</p><ul><li>No fees</li><li>Funds arrive within 1 minute</li></ul>',
  ],
  [
    'Welcome bonus: 100% up to 8,888',
    '<p>Make your first deposit and receive a <strong>100% bonus</strong> up to 8,888. Turnover 15x. <a href="/promotions">See details</a>.</p>',
  ],
  [
    'Responsible gaming reminder',
    '<p>Set deposit limits and take breaks. Contact customer service to self-exclude at any time.</p>',
  ],
  [
    'Verify your mobile number',
    '<p>Verified accounts withdraw faster. Go to <strong>Security Center</strong> to verify your number.</p>',
  ],
  ['Daily rebate up to 1.2% on slots', '<p>Every bet on slots earns rebate, paid daily at 12:00. No cap.</p>'],
  [
    'World Cup qualifiers: boosted odds',
    '<table><tr><th>Match</th><th>Odds</th></tr><tr><td>VIE vs THA</td><td>2.15</td></tr></table>',
  ],
  [
    'Download the app for faster login',
    '<p>Get the iOS or Android app from the <a href="/down">download page</a>.</p>',
  ],
  ['Withdrawal processing times', '<p>Most withdrawals complete within 15 minutes; at peak hours up to 1 hour.</p>'],
  [
    'Lucky draw this weekend',
    '<p>Deposit 500 or more this weekend for a ticket in the <strong>Lucky Draw</strong>.</p>',
  ],
  ['Lottery: new 45-second VN draw', '<p>A draw every 45 seconds in <a href="/vnlottery">VN Lottery</a>.</p>'],
  [
    'Security notice: never share your password',
    '<p>Our staff will <strong>never</strong> ask for your password or SMS code.</p>',
  ],
  ['VIP upgrade bonus', '<p>Reach a new VIP rank and claim an upgrade bonus of up to 88,888.</p>'],
  ['Live casino: new Speed Baccarat tables', '<p>Ten new Speed Baccarat tables are open.</p>'],
  ['Invite friends and earn', '<p>Share your referral link and earn a share of your friends’ turnover every day.</p>'],
  ['Public holiday customer service hours', '<p>Customer service stays open 24/7 during the holiday.</p>'],
  ['Birthday gift for members', '<p>Members aged 21 and over with a verified birthday receive a gift.</p>'],
  ['Fishing tournament results', '<p>Congratulations to the top 50 players of the June fishing tournament!</p>'],
  [
    'Terms and conditions updated',
    '<p>We have updated our <a href="/help#terms">General Terms and Conditions</a>.</p>',
  ],
  ['New provider: Nolimit City', '<p>95 Nolimit City titles have joined the slots lobby.</p>'],
];

const chinese: [string, string][] = [
  [
    '6月20日系统维护通知',
    '<p>平台将于 <strong>2025-06-20 02:00 至 06:00</strong>（GMT+8）进行例行维护，期间存取款暂停。</p>',
  ],
  ['新支付渠道：银行即时转账', '<p>银行即时转账现已开通，单笔存款 <em>50</em> 至 <em>50,000</em>。</p>'],
  ['首存礼金：100% 最高 8,888', '<p>首次存款即可获得 <strong>100% 奖金</strong>，最高 8,888，流水 15 倍。</p>'],
  ['理性博彩提醒', '<p>请设置存款限额并适时休息。</p>'],
  ['请验证您的手机号码', '<p>完成验证的账户提款更快速。</p>'],
  ['电子游戏每日返水高达 1.2%', '<p>电子游戏每笔投注均享返水，每日 12:00 派发。</p>'],
  ['世界杯预选赛赔率提升', '<p>本周世界杯预选赛享受赔率提升。</p>'],
  ['下载 App 登录更快捷', '<p>前往<a href="/down">下载页面</a>获取 App。</p>'],
  ['提款处理时间说明', '<p>大部分提款于 15 分钟内完成。</p>'],
  ['本周末幸运抽奖', '<p>本周末存款 500 以上即可获得抽奖券一张。</p>'],
  ['彩票：全新越南45秒彩', '<p>每 45 秒开奖，尽在<a href="/vnlottery">越南彩</a>。</p>'],
  ['安全提示：切勿透露您的密码', '<p>我们的工作人员<strong>绝不会</strong>索取您的密码。</p>'],
];

const build = (entries: [string, string][], prefix: string): Notice[] =>
  entries.map(([title, html], index) => ({ id: `${prefix}-${index + 1}`, title, date: dateOf(index), html }));

export const sampleNotices: Notice[] = build(english, 'notice');
export const sampleNoticesCN: Notice[] = build(chinese, 'notice-cn');
