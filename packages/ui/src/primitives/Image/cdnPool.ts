/**
 * A list of interchangeable CDN hosts (the permission response's
 * `imageCDNs` and `launchGameCDNs`; "chosen randomly from lists").
 *
 * The first pick is random so visitors spread over the hosts; after that the
 * pool sticks to its host (warm connections, shared browser cache) until that
 * host is reported as failed. Failed hosts are skipped until every host has
 * failed, then the pool forgets the failures and starts over.
 */
export interface CdnPool {
  /** The host to use now, or `undefined` when the list is empty. */
  pick(): string | undefined;
  /** Marks a host as failing so later picks use another one. Unknown hosts are ignored. */
  reportFailure(host: string): void;
  /** Turns a path into a URL on the current host; absolute URLs and `data:` URIs are returned unchanged. */
  resolve(path: string): string;
  /** The normalised hosts, in the order given. */
  hosts(): readonly string[];
}

export interface CdnPoolOptions {
  /** A number in [0, 1), as `Math.random`; inject a fixed one for deterministic tests and stories. */
  random?: () => number;
}

const schemePattern = /^[a-z][a-z\d+.-]*:/i;

/** True for `https://…`, `//host/…`, `data:…`, `blob:…`: anything that must not be put on a CDN. */
export function isAbsoluteUrl(value: string): boolean {
  return schemePattern.test(value) || value.startsWith('//');
}

/** `cdn.example.com/` and `https://cdn.example.com` both become `https://cdn.example.com`. */
export function normalizeHost(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return isAbsoluteUrl(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Joins a host and a path with exactly one slash between them. */
export function joinUrl(host: string, path: string): string {
  return `${host}/${path.replace(/^\/+/, '')}`;
}

export function createCdnPool(hosts: readonly string[], options: CdnPoolOptions = {}): CdnPool {
  const random = options.random ?? Math.random;
  const list = [...new Set(hosts.map(normalizeHost).filter(Boolean))];
  const failed = new Set<string>();
  let current: string | undefined;

  const choose = (candidates: readonly string[]) => {
    const index = Math.min(candidates.length - 1, Math.max(0, Math.floor(random() * candidates.length)));
    return candidates[index];
  };

  const pick = () => {
    if (list.length === 0) return undefined;
    if (current !== undefined && !failed.has(current)) return current;
    let healthy = list.filter((host) => !failed.has(host));
    if (healthy.length === 0) {
      failed.clear();
      healthy = list;
    }
    current = choose(healthy);
    return current;
  };

  return {
    pick,
    reportFailure(host) {
      const normalized = normalizeHost(host);
      if (list.includes(normalized)) failed.add(normalized);
    },
    resolve(path) {
      if (isAbsoluteUrl(path)) return path;
      const host = pick();
      return host === undefined ? path : joinUrl(host, path);
    },
    hosts: () => list,
  };
}
