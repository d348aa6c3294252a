import { type Downline, isAgentType } from '@lobby/api';
import { type Currency, type DownlineRow, defaultCurrency } from '@lobby/ui';
import { amountText } from './records';
import type { Translate } from './translate';

/** Downlines in display text: agents have a team to open. */
export function downlineRowsOf(
  downlines: readonly Downline[] | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): DownlineRow[] {
  return (downlines ?? []).map((downline) => {
    const isAgent = isAgentType(downline.type);
    return {
      account: downline.account,
      nickname: downline.nickname ?? '',
      role: t(isAgent ? 'agentCentre.team.roles.agent' : 'agentCentre.team.roles.member'),
      isAgent,
      balance: amountText(downline.balance ?? 0, locale, currency),
      teamSize: new Intl.NumberFormat(locale).format(downline.teamSize ?? 0),
      registered: downline.registerTime ?? '',
      lastLogin: downline.lastLoginTime ?? '',
    };
  });
}
