import type { RandomSource } from '../codec/payload';

/**
 * Image and game-launch CDNs (spec §7, PROTOCOL.md): one host is chosen at
 * random from the permission response's list; when a host fails, the next
 * one in the list takes over, wrapping around, until every host has failed.
 * Randomness is injectable so tests and stories are deterministic.
 */
export interface CdnPool {
  readonly hosts: readonly string[];
  /** The host in use, or undefined when the list is empty or every host failed. */
  current(): string | undefined;
  /**
   * Marks a host as failed (given as the host or as an asset URL on it) and
   * moves on when it is the one in use; returns the host now in use. Reports
   * about a host already left behind change nothing.
   */
  reportFailure(hostOrUrl: string): string | undefined;
  /** An asset's address on the current host; absolute URLs pass through. */
  url(path: string): string | undefined;
  /** Notified whenever the host in use changes. */
  subscribe(listener: () => void): () => void;
}

function normalizeHost(host: string): string {
  return host.trim().replace(/\/+$/, '');
}

export function isAbsoluteUrl(path: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:');
}

export function joinCdnUrl(host: string, path: string): string {
  if (isAbsoluteUrl(path)) return path;
  return `${normalizeHost(host)}/${path.replace(/^\/+/, '')}`;
}

export function createCdnPool(hosts: readonly string[], random: RandomSource = Math.random): CdnPool {
  const list = [...new Set(hosts.map(normalizeHost).filter((host) => host !== ''))];
  const failed = new Set<string>();
  const listeners = new Set<() => void>();
  const start = list.length === 0 ? -1 : Math.min(list.length - 1, Math.max(0, Math.floor(random() * list.length)));
  let index = start;

  const current = () => (index < 0 ? undefined : list[index]);

  return {
    hosts: list,
    current,
    reportFailure(hostOrUrl) {
      const given = normalizeHost(hostOrUrl);
      const normalized = list.includes(given) ? given : list.find((host) => given.startsWith(`${host}/`));
      if (normalized === undefined) return current();
      failed.add(normalized);
      if (current() !== normalized) return current();
      let next = -1;
      for (let step = 1; step <= list.length; step += 1) {
        const candidate = (index + step) % list.length;
        const candidateHost = list[candidate];
        if (candidateHost !== undefined && !failed.has(candidateHost)) {
          next = candidate;
          break;
        }
      }
      index = next;
      for (const listener of [...listeners]) listener();
      return current();
    },
    url(path) {
      if (isAbsoluteUrl(path)) return path;
      const host = current();
      return host === undefined ? undefined : joinCdnUrl(host, path);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export interface Cdns {
  image: CdnPool;
  launch: CdnPool;
}

/** Both pools from the permission response's `info` (spec §3). */
export function createCdns(
  info: { imageCDNs: readonly string[]; launchGameCDNs: readonly string[] },
  random: RandomSource = Math.random,
): Cdns {
  return { image: createCdnPool(info.imageCDNs, random), launch: createCdnPool(info.launchGameCDNs, random) };
}
