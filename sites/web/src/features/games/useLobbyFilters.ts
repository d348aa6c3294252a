import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { panelParam } from '../../app/panels';
import { useRouteSearchParams } from '../panels/panelAddress';
import { type LobbyFilters, lobbyFiltersOf, searchParamsWithFilters } from './catalogue';

export interface LobbyFilterState {
  /** The filters the address names (the search words as last written there). */
  filters: LobbyFilters;
  /** The search words as typed: the grid follows them at once, the address a moment later. */
  query: string;
  setQuery: (query: string) => void;
  /** The words once typing has rested, for the platform's own search. */
  serverQueryText: string;
  /** Moves to other filters: a new history entry, so Back returns to the previous choice. */
  update: (change: Partial<LobbyFilters>) => void;
}

/**
 * The games page's filters live in the address (`?page=`, `?gameType=`,
 * `?gameClassify=`, `?q=`, `?sort=`), so a filtered page can be shared and
 * survives a reload. Typing replaces the entry instead of adding one per key.
 */
export function useLobbyFilters(serverDelayMs: number): LobbyFilterState {
  const params = useRouteSearchParams();
  const filters = useMemo(() => lobbyFiltersOf(params), [params]);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [query, setQueryState] = useState(filters.query);
  const [serverQueryText, setServerQueryText] = useState(filters.query);

  // Back and Forward (or a link) bring other words: the field follows the address.
  const written = useRef(filters.query);
  useEffect(() => {
    if (filters.query === written.current) return;
    written.current = filters.query;
    setQueryState(filters.query);
    setServerQueryText(filters.query);
  }, [filters.query]);

  useEffect(() => {
    if (serverQueryText === query) return;
    const timer = setTimeout(() => setServerQueryText(query), serverDelayMs);
    return () => clearTimeout(timer);
  }, [query, serverDelayMs, serverQueryText]);

  const write = useCallback(
    (next: LobbyFilters, replace: boolean) => {
      const current = new URLSearchParams(search);
      // While a member centre is open its `page` holds the address; the page's filters wait for it to close.
      if (current.has(panelParam)) return;
      written.current = next.query;
      const params = searchParamsWithFilters(current, next).toString();
      navigate({ pathname, search: params ? `?${params}` : '', hash }, { replace });
    },
    [hash, navigate, pathname, search],
  );

  const setQuery = useCallback(
    (next: string) => {
      setQueryState(next);
      startTransition(() => write({ ...filters, query: next }, true));
    },
    [filters, write],
  );

  const update = useCallback(
    (change: Partial<LobbyFilters>) => write({ ...filters, query, ...change }, false),
    [filters, query, write],
  );

  return { filters, query, setQuery, serverQueryText, update };
}
