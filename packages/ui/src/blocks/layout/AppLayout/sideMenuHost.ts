import { createContext, useContext } from 'react';

/** Where `AppLayout` shows the side menu, so the menu can close its drawer after a choice. */
export interface SideMenuHost {
  placement: 'pinned' | 'drawer';
  /** Closes the drawer; does nothing for the pinned menu. */
  close: () => void;
}

export const SideMenuHostContext = createContext<SideMenuHost | null>(null);

/** The layout region holding the side menu, or `null` when it is rendered on its own. */
export function useSideMenuHost(): SideMenuHost | null {
  return useContext(SideMenuHostContext);
}
