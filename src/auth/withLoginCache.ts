import { loadKitStorage, type KitStorage } from '../storage/kitStorage'

/** The login cache's code, loaded by {@link withLoginCache}. */
export type LoginCacheModule = typeof import('./loginCache')

/**
 * Runs `use` with the login cache's code and the kit's store. Both load on first use (a reconnect
 * of a browser that logged in before, a login, a disconnect), so an app with `authConnector()` does
 * not carry the cache's parsing and its storage errors at page load. Resolves `undefined` when the
 * cache's code fails to load: the cache is an optimisation, and a disconnect or a reconnect must
 * not fail over it.
 *
 * @example
 * const last = await withLoginCache((cache, storage) => cache.readLoginCache(storage)?.lastChainId)
 */
export function withLoginCache<T>(use: (cache: LoginCacheModule, storage: KitStorage) => T): Promise<T | undefined> {
  return Promise.all([import('./loginCache'), loadKitStorage()]).then(
    ([cache, storage]) => use(cache, storage),
    () => undefined,
  )
}
