import type { Permission } from '@lobby/api';
import { usePermission } from '@lobby/api/hooks';
import { type CdnPool, createCdnPool } from '@lobby/ui';

export interface CdnPools {
  /** `imageCDNs`: where images given as a path load from (the `CdnProvider` of the site). */
  image: CdnPool;
  /** `launchGameCDNs`: where a game launch address given as a path opens. */
  launch: CdnPool;
}

// One pool per list for the life of the page: the status is asked again when a
// call reports maintenance, and a host that failed must stay avoided after that.
const pools = new Map<string, CdnPool>();

function poolFor(kind: keyof CdnPools, hosts: readonly string[]): CdnPool {
  const key = `${kind} ${hosts.join(' ')}`;
  const known = pools.get(key);
  if (known) return known;
  const pool = createCdnPool(hosts);
  pools.set(key, pool);
  return pool;
}

/** The CDN pools of a permission answer: each starts on a random host and moves on when one fails. */
export function cdnPoolsOf(permission: Permission | undefined): CdnPools {
  return {
    image: poolFor('image', permission?.info.imageCDNs ?? []),
    launch: poolFor('launch', permission?.info.launchGameCDNs ?? []),
  };
}

/** The CDN pools of the start-up permission answer (already in the data cache once the site shows). */
export function useCdnPools(): CdnPools {
  return cdnPoolsOf(usePermission().data);
}
