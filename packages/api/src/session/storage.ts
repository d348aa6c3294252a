/**
 * Web Storage that never throws. Private modes, sandboxed iframes and full
 * quotas make `sessionStorage`/`localStorage` throw on access or on write;
 * the site must keep working then, so each store falls back to memory for
 * the life of the page.
 */

export interface SafeStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
  /** False when the browser's storage is unusable and memory stands in. */
  readonly persistent: boolean;
}

type StorageGetter = () => Storage | undefined;

export function createSafeStore(getStorage: StorageGetter): SafeStore {
  const memory = new Map<string, string>();
  let backing: Storage | null | undefined;

  const storage = (): Storage | null => {
    if (backing !== undefined) return backing;
    try {
      const candidate = getStorage() ?? null;
      if (candidate) {
        const probe = '__lobby_probe__';
        candidate.setItem(probe, probe);
        candidate.removeItem(probe);
      }
      backing = candidate;
    } catch {
      backing = null;
    }
    return backing;
  };

  return {
    getItem(key) {
      const store = storage();
      if (store) {
        try {
          const value = store.getItem(key);
          if (value !== null) return value;
        } catch {
          // fall through to memory
        }
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      const store = storage();
      if (store) {
        try {
          store.setItem(key, value);
          memory.delete(key);
          return;
        } catch {
          // quota or security error: keep it in memory instead
        }
      }
      memory.set(key, value);
    },
    removeItem(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing to remove from an unusable store
      }
    },
    clear() {
      memory.clear();
      try {
        storage()?.clear();
      } catch {
        // nothing to clear in an unusable store
      }
    },
    get persistent() {
      return storage() !== null;
    },
  };
}

function globalStorage(name: 'sessionStorage' | 'localStorage'): StorageGetter {
  return () => (typeof globalThis[name] === 'undefined' ? undefined : globalThis[name]);
}

/** Per-tab session data. */
export const sessionStore: SafeStore = createSafeStore(globalStorage('sessionStorage'));

/** Data that outlives the tab: language and device id. */
export const localStore: SafeStore = createSafeStore(globalStorage('localStorage'));
