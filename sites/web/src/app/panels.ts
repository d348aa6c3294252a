import type { AgentCentrePage, MemberCentrePage } from '@lobby/ui';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The member and agent centres live in the address: `?panel=member&page=<id>`
 * or `?panel=agent&page=<id>` on whatever route is on screen. The address is
 * the one source of truth for which centre is open and on which page, so a
 * reload keeps it, a link can open it, and the back button steps back through
 * the pages and then closes it.
 *
 * This module is on the first route: it knows the page ids only as types. The
 * panels host (loaded when a centre is first asked for) checks the page
 * against the centre's registry and the player's facts.
 */

export type PanelName = 'member' | 'agent';

/** An open centre and the page it shows. */
export type PanelView = { panel: 'member'; page: MemberCentrePage } | { panel: 'agent'; page: AgentCentrePage };

/** What an address asks for: a centre, and the page id as written (any text, checked by the host). */
export interface PanelRequest {
  panel: PanelName;
  page: string | null;
}

export const panelParam = 'panel';
export const panelPageParam = 'page';

/**
 * Kept in the history entry of every address a centre navigation makes.
 * `panelSteps` counts the entries back to the address the centre was opened
 * from (absent after landing on a link with the centre open: there is none).
 * `routePage` is the route's own `page` parameter (/noticePage?page=2), which
 * the centre's page hides while it is open.
 */
export interface PanelHistoryState {
  panelSteps?: number;
  routePage?: string;
}

type SearchInput = string | URLSearchParams;

const paramsOf = (search: SearchInput) => new URLSearchParams(search);

function searchText(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The centre an address asks for, or null. */
export function panelRequestOf(search: SearchInput): PanelRequest | null {
  const params = paramsOf(search);
  const panel = params.get(panelParam);
  if (panel !== 'member' && panel !== 'agent') return null;
  return { panel, page: params.get(panelPageParam) };
}

/** Reads the centre's part of a history entry's state; anything else in it is ignored. */
export function panelHistoryStateOf(state: unknown): PanelHistoryState {
  if (typeof state !== 'object' || state === null) return {};
  const result: PanelHistoryState = {};
  if ('panelSteps' in state && typeof state.panelSteps === 'number' && Number.isInteger(state.panelSteps)) {
    result.panelSteps = state.panelSteps;
  }
  if ('routePage' in state && typeof state.routePage === 'string') result.routePage = state.routePage;
  return result;
}

export interface PanelAddress {
  search: string;
  state: PanelHistoryState;
}

/**
 * Where opening `view` goes from the current address: the route's own
 * parameters stay, the centre and its page are set, and the history state
 * counts one more step since the centre opened.
 */
export function addressWithPanel(current: { search: SearchInput; state: unknown }, view: PanelView): PanelAddress {
  const params = paramsOf(current.search);
  const before = panelHistoryStateOf(current.state);
  const alreadyOpen = panelRequestOf(params) !== null;
  const state: PanelHistoryState = {};
  if (!alreadyOpen) state.panelSteps = 1;
  else if (before.panelSteps !== undefined) state.panelSteps = before.panelSteps + 1;
  const routePage = alreadyOpen ? before.routePage : (params.get(panelPageParam) ?? undefined);
  if (routePage !== undefined) state.routePage = routePage;
  params.set(panelParam, view.panel);
  params.set(panelPageParam, view.page);
  return { search: searchText(params), state };
}

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
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = location;
  const open = useCallback(
    (view: PanelView) => {
      const next = addressWithPanel({ search, state }, view);
      navigate({ pathname, search: next.search, hash }, { state: next.state });
    },
    [hash, navigate, pathname, search, state],
  );
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
