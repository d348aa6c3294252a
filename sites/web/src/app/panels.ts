import type { AgentCentrePage, MemberCentrePage } from '@lobby/ui';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The member and agent centres live in the address: `?panel=member&page=<id>`
 * or `?panel=agent&page=<id>` on whatever route is on screen. The address is
 * the one source of truth for which centre is open and on which page, so a
 * reload keeps it, a link can open it, and the back button steps back through
 * the pages and then closes it.
 *
 * This module is on the first route, so it holds only what opening a centre
 * needs and knows the page ids only as types. The panels host (loaded when a
 * centre is first asked for) checks the page against the centre's registry
 * and the player's facts, and moves and closes the centre
 * (`features/panels/panelAddress.ts`).
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

export type SearchInput = string | URLSearchParams;

export const paramsOf = (search: SearchInput) => new URLSearchParams(search);

/** `?a=1&b=2`, or nothing for no parameters. */
export function searchText(params: URLSearchParams): string {
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

/** Opens a centre on a page, or moves the open one to another page: a new history entry. */
export function useOpenPanel(): (view: PanelView) => void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (view: PanelView) => {
      const next = addressWithPanel({ search, state }, view);
      navigate({ pathname, search: next.search, hash }, { state: next.state });
    },
    [hash, navigate, pathname, search, state],
  );
}
