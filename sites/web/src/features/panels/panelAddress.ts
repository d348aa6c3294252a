import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  addressWithPanel,
  type PanelView,
  panelHistoryStateOf,
  panelPageParam,
  panelParam,
  panelRequestOf,
  paramsOf,
  type SearchInput,
  searchText,
  useOpenPanel,
} from '../../app/panels';

/**
 * Moving and closing a centre through the address, for the panels host and
 * the routes that have a `page` parameter of their own (see `app/panels.ts`
 * for the address itself).
 */

/** The route's own parameters: without the centre, with the route's `page` back if the centre hid it. */
export function routeSearchOf(search: SearchInput, state: unknown): URLSearchParams {
  const params = paramsOf(search);
  if (panelRequestOf(params) === null) return params;
  params.delete(panelParam);
  params.delete(panelPageParam);
  const { routePage } = panelHistoryStateOf(state);
  if (routePage !== undefined) params.set(panelPageParam, routePage);
  return params;
}

/**
 * How closing the centre gets back: by stepping back through the history to
 * the address it was opened from, or (after landing on a link with the centre
 * open) by replacing the address with the route's own.
 */
export function closingMove(current: { search: SearchInput; state: unknown }): { back: number } | { replace: string } {
  const { panelSteps } = panelHistoryStateOf(current.state);
  if (panelSteps !== undefined && panelSteps > 0) return { back: panelSteps };
  return { replace: searchText(routeSearchOf(current.search, current.state)) };
}

export interface PanelControls {
  /** Opens a centre on a page, or moves the open one to another page: a new history entry. */
  open: (view: PanelView) => void;
  /** Shows another page in place of the one the address names (a fallback), without a new entry. */
  replace: (view: PanelView) => void;
  /** Closes whichever centre is open. */
  close: () => void;
}

/** Opens, moves and closes the centres through the address. */
export function usePanels(): PanelControls {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const open = useOpenPanel();
  const replace = useCallback(
    (view: PanelView) => {
      const next = addressWithPanel({ search, state }, view);
      // The same entry, so its place in the count of steps stays.
      navigate({ pathname, search: next.search, hash }, { replace: true, state: panelHistoryStateOf(state) });
    },
    [hash, navigate, pathname, search, state],
  );
  const close = useCallback(() => {
    if (panelRequestOf(search) === null) return;
    const move = closingMove({ search, state });
    if ('back' in move) navigate(-move.back);
    else navigate({ pathname, search: move.replace, hash }, { replace: true });
  }, [hash, navigate, pathname, search, state]);
  return useMemo(() => ({ open, replace, close }), [close, open, replace]);
}

/** The route's own search parameters, as if no centre were open (a route's `page` is not the centre's). */
export function useRouteSearchParams(): URLSearchParams {
  const { search, state } = useLocation();
  return useMemo(() => routeSearchOf(search, state), [search, state]);
}
