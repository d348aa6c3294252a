import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type { Tone } from '../../theme/tone';

/** A promotion's activity status in words, with the tone of its badge. */
export interface PromotionStatusLabel {
  label: string;
  tone: Tone;
}

/** A promotion as its card shows it, in display text. */
export interface PromotionCardItem {
  id: string;
  title: string;
  /** The category code it is filed under; the "all" tab shows every promotion. */
  category: string;
  image?: string | null;
  /** The running window as text ("2026-01-01 – 2026-03-31"); empty when the platform sent none. */
  period: string;
  status: PromotionStatusLabel;
  /** Its detail page. */
  href: string;
}

/** A tab of the promotions page. */
export interface PromotionCategoryTab {
  code: string;
  name: string;
}

export interface PromotionCatalogue {
  status: AsyncStatus;
  categories: readonly PromotionCategoryTab[];
  promotions: readonly PromotionCardItem[];
  onRetry?: () => void;
  retrying?: boolean;
}

/** What the member can do on a promotion's page in its status. */
export type PromotionAction = 'join' | 'claim';

export interface PromotionDetailItem {
  id: string;
  title: string;
  image?: string | null;
  period: string;
  status: PromotionStatusLabel;
  /** The platform's HTML (content and any terms); the view sanitizes it. */
  html: string;
  /** Join or claim, or nothing: applying, claimed, closed and the rest are shown as the status only. */
  action: PromotionAction | null;
}

/**
 * How an action ended: `done`, `failed` with the reason in the player's
 * words, or `none` when the host took it elsewhere (a visitor is asked to log in first).
 */
export type PromotionActionResult = { outcome: 'done' } | { outcome: 'failed'; error: string } | { outcome: 'none' };
