// Story data for the mailbox (not exported from the package): twelve inbox
// messages, three of them unread, enough for two pages of ten, with fixed dates
// so every render is the same.
import type { InboxMail, SentMail } from './mailbox';

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (index: number) => `2025-06-${pad(15 - index)} ${pad(9 + (index % 8))}:30:00`;

const english: [string, string][] = [
  [
    'Welcome to Lobby',
    '<p>Thank you for joining. Your account is ready: <strong>deposit now</strong> and claim the welcome bonus.</p>',
  ],
  ['Deposit received', '<p>Your deposit of <strong>500.00</strong> has been credited to your main wallet.</p>'],
  [
    'Daily rebate paid',
    '<p>Yesterday’s rebate has been credited.</p><ul><li>Slots: 12.40</li><li>Fishing: 3.10</li></ul>',
  ],
  ['Withdrawal completed', '<p>Your withdrawal has been sent to your bank card ending in 4821.</p>'],
  ['VIP rank review', '<p>Your VIP rank is reviewed on the 1st of every month based on your turnover.</p>'],
  ['Security reminder', '<p>Never share your password or SMS code with anyone, including staff.</p>'],
  ['New games this week', '<p>Twenty new slots have arrived from PP Slots and JILI Slots.</p>'],
  ['Lucky draw results', '<p>The weekend lucky draw results are out: check the Rewards Center.</p>'],
  ['Birthday gift', '<p>Happy birthday! A gift is waiting for you in the Rewards Center.</p>'],
  ['Scheduled maintenance', '<p>Maintenance on 20 June from 02:00 to 06:00 (GMT+8).</p>'],
  ['Points mall update', '<p>New rewards are available in the points mall.</p>'],
  ['Mission completed', '<p>You completed the Daily check-in mission. Claim your reward.</p>'],
];

const chinese: [string, string][] = [
  ['欢迎加入 Lobby', '<p>感谢您的加入。您的账户已就绪：<strong>立即存款</strong>并领取欢迎奖金。</p>'],
  ['存款已到账', '<p>您存入的 <strong>500.00</strong> 已转入主钱包。</p>'],
  ['每日返水已发放', '<p>昨日返水已到账。</p>'],
  ['提款已完成', '<p>您的提款已汇入尾号 4821 的银行卡。</p>'],
  ['VIP 等级评估', '<p>每月 1 日根据您的流水评估 VIP 等级。</p>'],
  ['安全提醒', '<p>切勿向任何人（包括客服）透露您的密码或短信验证码。</p>'],
];

function inbox(entries: [string, string][], unread: number): InboxMail[] {
  return entries.map(([title, html], index) => ({
    id: String(index + 1),
    title,
    html,
    date: dateOf(index),
    unread: index < unread,
  }));
}

/** Twelve messages, the first three unread. */
export const sampleInbox: InboxMail[] = inbox(english, 3);
export const sampleInboxCN: InboxMail[] = inbox(chinese, 2);

export const sampleSent: SentMail[] = [
  {
    id: 's2',
    title: 'Deposit not credited',
    text: 'My deposit of 500 at 10:20 has not arrived.\nReference: 88213-A',
    date: '2025-06-14 10:41:00',
  },
  {
    id: 's1',
    title: 'Question about the welcome bonus',
    text: 'Does the bonus count for fishing games?',
    date: '2025-06-10 18:02:00',
  },
];

export const sampleDraftLimits = { titleMaxLength: 100, contentMaxLength: 1000 };
