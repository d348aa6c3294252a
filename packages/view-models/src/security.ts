import type { Avatar, BankCard, MemberInfo } from '@lobby/api';
import type { SecurityResult, SecuritySummary } from '@lobby/ui';
import { avatarImageUrl, type StockAvatar } from './avatars';
import { errorTextOf } from './errors';
import type { Translate } from './translate';

/** A mobile number with its middle hidden: the first and last three digits stay. */
export function maskedMobile(mobile: string | null | undefined): string | null {
  const digits = mobile?.trim();
  if (!digits) return null;
  if (digits.length <= 6) return `${digits.slice(0, 1)}***${digits.slice(-1)}`;
  return `${digits.slice(0, 3)}****${digits.slice(-3)}`;
}

/** An e-mail address with its name hidden but for the first two characters; the domain stays. */
export function maskedEmail(email: string | null | undefined): string | null {
  const address = email?.trim();
  if (!address) return null;
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
}

/** The security centre's summary from member info and, as they arrive, the avatar, payment password and cards. */
export function securitySummaryOf(
  member: MemberInfo,
  extra: {
    avatar?: Avatar | undefined;
    /** The stock avatars the site ships, which a STATIC avatar names. */
    stockAvatars?: readonly StockAvatar[];
    /** Left out while the call has not answered; null when it failed. */
    hasPaymentPassword?: boolean | null | undefined;
    bankCards?: readonly BankCard[] | null | undefined;
  },
): SecuritySummary {
  const nickname = member.nickname?.trim();
  const rankName = member.clubLabel?.labelName?.trim();
  return {
    account: {
      displayName: nickname || member.account,
      username: member.account,
      avatar: avatarImageUrl(extra.avatar, extra.stockAvatars ?? []),
      ...(rankName ? { rankName } : {}),
      labels: member.memberLabel.flatMap((label) => (label.labelName?.trim() ? [label.labelName.trim()] : [])),
    },
    mobile: maskedMobile(member.mobileNum),
    email: maskedEmail(member.email),
    ...(extra.hasPaymentPassword === undefined ? {} : { hasPaymentPassword: extra.hasPaymentPassword }),
    ...(extra.bankCards === undefined
      ? {}
      : { bankCardCount: extra.bankCards === null ? null : extra.bankCards.length }),
  };
}

/** A failed write, in the player's words. */
export function securityFailureOf(error: unknown, t: Translate): SecurityResult {
  return { ok: false, error: errorTextOf(error, t) };
}
