import { LRUCache } from "lru-cache";

/** How many entries a named cache holds, and for how long (no `ttlMs`: until forgotten or pushed out). */
export interface CacheSpec {
  max: number;
  ttlMs?: number;
}

/** One named cache: least recently used entries go first when it is full; an entry past its time is gone. */
export interface Cache<V extends object> {
  get(key: string): V | undefined;
  /** `ttlMs` overrides the cache's own time for this entry */
  set(key: string, value: V, ttlMs?: number): void;
  forget(key: string): void;
  /** every entry whose key starts with `prefix` (a family of keys, such as one mentor's days) */
  forgetStartingWith(prefix: string): void;
  forgetAll(): void;
  /** the kept value, or `make`'s, kept; concurrent misses of one key share one `make` */
  remember(key: string, make: () => Promise<V>): Promise<V>;
}

/** Every cache of one server: held in AppDeps, so two servers in one process never share an entry. */
export interface Caches {
  /** the cache called `name`, made with `spec` on first use (a later spec for the same name is ignored) */
  named<V extends object>(name: string, spec: CacheSpec): Cache<V>;
}

function wrap<V extends object>(spec: CacheSpec): Cache<V> {
  const lru = new LRUCache<string, V>({ max: spec.max, ttl: spec.ttlMs, ttlAutopurge: false });
  const making = new Map<string, Promise<V>>();
  const forget = (key: string) => {
    lru.delete(key);
    making.delete(key);
  };
  return {
    get: (key) => lru.get(key),
    set: (key, value, ttlMs) => void lru.set(key, value, ttlMs === undefined ? undefined : { ttl: ttlMs }),
    forget,
    forgetStartingWith(prefix) {
      for (const key of [...lru.keys(), ...making.keys()]) {
        if (key.startsWith(prefix)) forget(key);
      }
    },
    forgetAll() {
      lru.clear();
      making.clear();
    },
    remember(key, make) {
      const kept = lru.get(key);
      if (kept !== undefined) return Promise.resolve(kept);
      const pending = making.get(key);
      if (pending) return pending;
      const made = make()
        .then((value) => {
          // forgotten while it was being made: the value may already be stale, so it is not kept
          if (making.get(key) === made) lru.set(key, value);
          return value;
        })
        .finally(() => {
          if (making.get(key) === made) making.delete(key);
        });
      making.set(key, made);
      return made;
    },
  };
}

export function createCaches(): Caches {
  const caches = new Map<string, Cache<object>>();
  return {
    named<V extends object>(name: string, spec: CacheSpec): Cache<V> {
      let cache = caches.get(name);
      if (!cache) {
        cache = wrap<object>(spec);
        caches.set(name, cache);
      }
      return cache as Cache<V>;
    },
  };
}
