import { createContext, type ReactNode, useContext } from 'react';
import type { CdnPool } from './cdnPool';

const CdnContext = createContext<CdnPool | null>(null);

export interface CdnProviderProps {
  /**
   * The image CDN pool, usually `createCdnPool(permission.info.imageCDNs)`.
   * Keep one pool per list (memoise it) so failures are remembered.
   */
  pool: CdnPool;
  children?: ReactNode;
}

/** Lets every `Image` with a `path` below it load from the pool, failing over to another host. */
export function CdnProvider({ pool, children }: CdnProviderProps) {
  return <CdnContext.Provider value={pool}>{children}</CdnContext.Provider>;
}

/** The nearest `CdnProvider`'s pool, or `null` when there is none (paths then stay relative to the site). */
export function useCdnPool(): CdnPool | null {
  return useContext(CdnContext);
}
