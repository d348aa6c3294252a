import {
  Cherry,
  Crown,
  Dices,
  Fish,
  Flame,
  Gamepad2,
  Gift,
  Heart,
  House,
  Joystick,
  type LucideIcon,
  Rocket,
  Spade,
  Ticket,
  Trophy,
} from 'lucide-react';

// Category codes of the vendor list (header: ELOTT, LOTT, LIVE, SPORTS,
// FISH, RNG, PVP, ESPORTS) and plain names, so the header and the side menu can
// share one category list whichever naming the site uses.
const icons: Record<string, LucideIcon> = {
  home: House,
  index: House,
  hot: Flame,
  fav: Heart,
  favorites: Heart,
  favourites: Heart,
  live: Dices,
  casino: Dices,
  sports: Trophy,
  esports: Gamepad2,
  rng: Cherry,
  slots: Cherry,
  fish: Fish,
  fishing: Fish,
  pvp: Spade,
  cards: Spade,
  elott: Ticket,
  lott: Ticket,
  lottery: Ticket,
  crash: Rocket,
  arcade: Joystick,
  promotions: Gift,
  vip: Crown,
};

/** The icon of a game category, by `iconName` or else its id; a game pad when neither is known. */
export function categoryIcon(iconName: string | undefined, id: string): LucideIcon {
  return icons[(iconName ?? '').toLowerCase()] ?? icons[id.toLowerCase()] ?? Gamepad2;
}
