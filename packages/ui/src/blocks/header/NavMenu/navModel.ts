import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import type { GameTileAspect, GameTileItem } from '../../games/GameTile/GameTile';

/** A game vendor (the platform's vendor card). */
export interface NavVendor {
  id: string;
  name: string;
  iconUrl?: string;
  hot?: boolean;
}

/**
 * `games`: the dropdown lists the vendors and the hovered or focused vendor's
 * games. `launch`: a vendor click launches it directly (SPORTS, ESPORTS, LOTT,
 * ELOTT).
 */
export type NavCategoryKind = 'games' | 'launch';

/** A game category of the header; the container only passes categories that have vendors. */
export interface NavCategory {
  id: string;
  label: string;
  /** The category's page (/live, /rng, /elott, ...). */
  href: string;
  vendors: readonly NavVendor[];
  kind: NavCategoryKind;
  /** Art shape of the category's games: `landscape` for live tables. */
  aspect?: GameTileAspect;
}

/** The games of the vendor the dropdown shows, as the container loaded them. */
export interface NavVendorGames {
  /** Vendors can sit in several categories (JILI: slots, fishing, cards); when given it must match too. */
  categoryId?: string;
  vendorId: string;
  status: AsyncStatus;
  games: readonly GameTileItem[];
  /** 1-based. The container sizes pages (21 first, 18 after); the view shows what it gets. */
  page: number;
  pageCount: number;
}

export interface NavMenuLabels {
  home: string;
  promotions: string;
  rewards: string;
  vip: string;
}

export function showsVendor(games: NavVendorGames | null | undefined, categoryId: string, vendorId: string) {
  return !!games && games.vendorId === vendorId && (games.categoryId === undefined || games.categoryId === categoryId);
}
