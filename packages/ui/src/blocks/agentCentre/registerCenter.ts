import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type { RegistrationRules } from '../accounts/validation';

/** The account type a downline (or a link's registration) gets. */
export type DownlineKind = 'member' | 'agent';

/** A downline the agent registers: trimmed, valid by the merchant's rules. */
export interface DownlineRegistration {
  kind: DownlineKind;
  username: string;
  password: string;
}

/** Messages the platform put on a field of the register form (e.g. a username taken). */
export type DownlineFieldErrors = Partial<Record<'username' | 'password' | 'confirmPassword', string>>;

/** How a registration ended: the new account's name, or the platform's message (on the form or a field). */
export type DownlineRegisterResult =
  | { ok: true; account: string }
  | { ok: false; error: string | null; fieldErrors?: DownlineFieldErrors };

export interface DownlineRegisterSection {
  /** The merchant's registration rules as they load. */
  status: AsyncStatus;
  rules: RegistrationRules;
  onRetry?: () => void;
  retrying?: boolean;
  onRegister: (registration: DownlineRegistration) => Promise<DownlineRegisterResult>;
}

/** An affiliate link as the page lists it, in display text. */
export interface AffiliateLinkRow {
  id: string;
  code: string;
  /** The http(s) address to open and copy; null when the platform's address is not one. */
  url: string | null;
  /** "Agent" or "Member": what registering through it makes one. */
  role: string;
  isAgent: boolean;
  /** When it stops working; empty for a link that never expires. */
  expires: string;
  created: string;
  /** Its promotion channel; empty when it has none. */
  channel: string;
  /** Accounts registered through it; empty while unknown. */
  registered: string;
}

/** A new link: who registers through it, for how long (0 days: never expires), and where it is shared. */
export interface AffiliateLinkRequest {
  kind: DownlineKind;
  expiryDays: number;
  channelId?: string;
}

export type AffiliateActionResult = { ok: true } | { ok: false; error: string };

export interface AffiliateLinksSection {
  /** The links as they load. */
  status: AsyncStatus;
  links: readonly AffiliateLinkRow[];
  onRetry?: () => void;
  retrying?: boolean;
  /** The merchant's link options (lifetimes, channels) as they load. */
  optionsStatus: AsyncStatus;
  onRetryOptions?: () => void;
  /** Link lifetimes in days; 0 never expires. */
  expiryDays: readonly number[];
  /** Promotion channels; the field shows only when there are any. */
  channels: readonly { id: string; name: string }[];
  onCreate: (request: AffiliateLinkRequest) => Promise<AffiliateActionResult>;
  onDelete: (link: AffiliateLinkRow) => Promise<AffiliateActionResult>;
}
