import type { Game, GameList } from '@lobby/api';

/**
 * The games page's catalogue: the platform's pages merged into one list,
 * and the search, filters and sort the page answers on the client once the
 * whole category has arrived. Pure, so the page, its tests and the bench
 * share them.
 */

/** A game's key across pages: its node id, then its game id, then vendor and name. */
export function gameKeyOf(game: Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'gameName'>): string {
  return String(game.nodeId ?? game.gameId ?? `${game.vassalage}:${game.gameName}`);
}

/**
 * The pages the platform has answered so far, in page order, as one list.
 * Each page is turned into entries as it arrives, so the end of the load only
 * joins lists. A game the platform repeats on a later page (its order moved
 * while we paged) appears once, where it came first; a page not yet answered
 * leaves a gap that is filled when it arrives.
 */
export function mergeEntryPages(pages: readonly (readonly CatalogueEntry[] | undefined)[]): CatalogueEntry[] {
  const seen = new Set<string>();
  const merged: CatalogueEntry[] = [];
  for (const page of pages) {
    for (const entry of page ?? []) {
      if (seen.has(entry.key)) continue;
      seen.add(entry.key);
      merged.push(entry);
    }
  }
  return merged;
}

/** How many pages the platform said the category has, once its first page has come. */
export function pageCountOf(pages: readonly (GameList | undefined)[]): number | undefined {
  return pages.find((page) => page !== undefined)?.totalPages;
}

/** Every page of 1..count has arrived. */
export function isComplete(pages: readonly (GameList | undefined)[], count: number | undefined): boolean {
  if (count === undefined) return false;
  for (let index = 0; index < count; index += 1) if (pages[index] === undefined) return false;
  return true;
}

/**
 * Text as search compares it: compatibility forms folded (full-width Ｓｌｏｔ
 * is Slot, ｶ is カ), case folded for the language, spaces collapsed. Accents
 * stay: in Vietnamese or French they tell words apart.
 */
export function searchTextOf(text: string, locale?: string): string {
  return text.normalize('NFKC').toLocaleLowerCase(locale).replace(/\s+/g, ' ').trim();
}

/** A game with its search text worked out once, so a keystroke only compares strings. */
export interface CatalogueEntry {
  game: Game;
  key: string;
  searchText: string;
}

export function catalogueEntriesOf(games: readonly Game[], locale?: string): CatalogueEntry[] {
  return games.map((game) => ({ game, key: gameKeyOf(game), searchText: searchTextOf(game.gameName, locale) }));
}

/** The orders the page offers: the platform's own (hot first), by name either way, by lowest stake. */
export const catalogueSorts = ['featured', 'nameAsc', 'nameDesc', 'minBet'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];

export function isCatalogueSort(value: string | null): value is CatalogueSort {
  return value !== null && (catalogueSorts as readonly string[]).includes(value);
}

/** What narrows the category: the address holds it (see `lobbyFiltersOf`). */
export interface LobbyFilters {
  /** The vendor whose games are shown (`?page=`); none shows every vendor of the category. */
  vendor: string | null;
  /** A sub-type of the vendor's games (`?gameType=`: SC, VP, JP, TG, AC, BG, SLOT). */
  gameType: string | null;
  /** The platform's class of game (`?gameClassify=Crash`). */
  gameClassify: string | null;
  /** The words searched for (`?q=`). */
  query: string;
  sort: CatalogueSort;
}

export const noFilters: LobbyFilters = {
  vendor: null,
  gameType: null,
  gameClassify: null,
  query: '',
  sort: 'featured',
};

/** Does the game belong to the sub-type or class the filters name (compared without case, as the platform does)? */
function matchesKind(game: Game, filters: Pick<LobbyFilters, 'gameType' | 'gameClassify'>): boolean {
  if (filters.gameType) {
    const wanted = filters.gameType.toUpperCase();
    if (wanted === 'CRASH') {
      if ((game.gameClassify ?? '').toUpperCase() !== 'CRASH') return false;
    } else if ((game.subType ?? '').toUpperCase() !== wanted && (game.gameType ?? '').toUpperCase() !== wanted) {
      return false;
    }
  }
  if (filters.gameClassify && (game.gameClassify ?? '').toUpperCase() !== filters.gameClassify.toUpperCase()) {
    return false;
  }
  return true;
}

function compareByName(collator: Intl.Collator) {
  return (a: CatalogueEntry, b: CatalogueEntry) => collator.compare(a.game.gameName, b.game.gameName);
}

/**
 * The games the filters leave, in the chosen order. Words match anywhere in
 * the name, every word must match. The platform's order is kept for
 * `featured`, and as the tie-break of the others (a stable sort).
 */
export function filterCatalogue(
  entries: readonly CatalogueEntry[],
  filters: LobbyFilters,
  locale?: string,
): CatalogueEntry[] {
  const words = searchTextOf(filters.query, locale).split(' ').filter(Boolean);
  const shown = entries.filter(
    (entry) =>
      (!filters.vendor || entry.game.vassalage === filters.vendor) &&
      matchesKind(entry.game, filters) &&
      words.every((word) => entry.searchText.includes(word)),
  );
  switch (filters.sort) {
    case 'featured':
      return shown;
    case 'nameAsc':
      return shown.sort(compareByName(new Intl.Collator(locale, { sensitivity: 'base', numeric: true })));
    case 'nameDesc': {
      const byName = compareByName(new Intl.Collator(locale, { sensitivity: 'base', numeric: true }));
      return shown.sort((a, b) => byName(b, a));
    }
    case 'minBet':
      // Games without a stake go last.
      return shown.sort(
        (a, b) => (a.game.minBet ?? Number.POSITIVE_INFINITY) - (b.game.minBet ?? Number.POSITIVE_INFINITY),
      );
  }
}

/** The filter parameters of the address, each written only when it narrows something. */
const filterParams = { vendor: 'page', gameType: 'gameType', gameClassify: 'gameClassify', query: 'q', sort: 'sort' };

/** The filters an address names; unknown sorts fall back to the platform's order. */
export function lobbyFiltersOf(params: URLSearchParams): LobbyFilters {
  const sort = params.get(filterParams.sort);
  return {
    vendor: params.get(filterParams.vendor) || null,
    gameType: params.get(filterParams.gameType) || null,
    gameClassify: params.get(filterParams.gameClassify) || null,
    query: params.get(filterParams.query) ?? '',
    sort: isCatalogueSort(sort) ? sort : 'featured',
  };
}

/**
 * The address parameters for the filters, over the ones the address already
 * has (other parameters, a member centre's, stay as they are).
 */
export function searchParamsWithFilters(base: URLSearchParams, filters: LobbyFilters): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string | null) => {
    if (value) params.set(name, value);
    else params.delete(name);
  };
  set(filterParams.vendor, filters.vendor);
  set(filterParams.gameType, filters.gameType);
  set(filterParams.gameClassify, filters.gameClassify);
  set(filterParams.query, filters.query);
  set(filterParams.sort, filters.sort === 'featured' ? null : filters.sort);
  return params;
}

/**
 * What the platform's own list is asked for while the catalogue is still
 * arriving: its `gameType` takes one kind (a sub-type, a class such as Crash,
 * or the category), its `gameName` the words searched for.
 */
export function serverQueryOf(category: string, filters: LobbyFilters) {
  return {
    vassalage: filters.vendor ?? '',
    gameType: filters.gameType ?? filters.gameClassify ?? category,
    gameName: filters.query.trim(),
  };
}

/**
 * What the server's list answers that the client would not: the platform's
 * `gameType` holds one kind, so a sub-type and a class together are narrowed
 * here; its order is its own, so the chosen sort is applied to what has come.
 */
export function refineServerGames(games: readonly Game[], filters: LobbyFilters, locale?: string): Game[] {
  return filterCatalogue(catalogueEntriesOf(games, locale), { ...filters, query: '', vendor: null }, locale).map(
    (entry) => entry.game,
  );
}
