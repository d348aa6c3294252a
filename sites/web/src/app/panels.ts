import { sessionStore } from '@lobby/api/session';
import { createStore, useStore } from './store';

/**
 * The member and agent center panels (spec §4): each has a shown flag, a
 * loaded flag (the panel renders its menu only once its data is in) and the
 * page it shows.
 */
export interface PanelState {
  shown: boolean;
  loaded: boolean;
  page: string;
}

export const memberCenterDefaultPage = 'securityCenter';
export const agentCenterDefaultPage = 'agentTeamOverview';

const member = createStore<PanelState>({ shown: false, loaded: false, page: memberCenterDefaultPage });
const agent = createStore<PanelState>({ shown: false, loaded: false, page: agentCenterDefaultPage });

function controls(store: typeof member, defaultPage: string) {
  return {
    open: (page = defaultPage) => store.set((state) => ({ ...state, shown: true, page })),
    close: () => store.set((state) => ({ ...state, shown: false })),
    setLoaded: (loaded: boolean) => store.set((state) => (state.loaded === loaded ? state : { ...state, loaded })),
    setPage: (page: string) => store.set((state) => ({ ...state, page })),
  };
}

export const memberCenter = controls(member, memberCenterDefaultPage);
export const agentCenter = controls(agent, agentCenterDefaultPage);

export const useMemberCenter = () => useStore(member);
export const useAgentCenter = () => useStore(agent);

/** Spec §4: closing the member panel clears the point mall window value. */
export function closeMemberCenter(): void {
  memberCenter.close();
  sessionStore.removeItem('pointMallWindow');
}
