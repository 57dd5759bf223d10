/**
 * What the kit-storage browser tests run in the page, bundled by serveKitStorageHarness: the kit's
 * store and its readers, the registry queries with their stored answers on the app's React Query, and
 * WalletConnect's own key-value storage (to check that the SDK reads what the migration moved).
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { createStore, entries, get, set } from 'idb-keyval'
import { readStoredWallets } from '../../hooks/storedWallets'
import { walletsRecommendedQueryOptions, type WalletsScope } from '../../hooks/walletsQueryOptions'
import { readLoginCache } from '../../src/auth/loginCache'
import { siwxSessionStorage } from '../../src/siwx/siwxSessionStorage'
import { loadKitStorage, kitStorageDatabase, resetKitStorage } from '../../src/storage/kitStorage'
import { onKitStorageError } from '../../src/storage/kitStorageErrors'
import { walletConnectDatabase } from '../../src/storage/walletConnectStorageKeys'
import { readStoredDeepLink } from '../../src/walletconnect/storedDeepLink'
import { readRecentWallets } from '../../src/wallets/recentWallets'
import { readKnownWallets } from '../../hooks/profileWallets/knownWallets'
import { readNamespaceSessions } from '../../hooks/namespaces/restoreNamespaces'

const logged: Array<{ name: string; key: string }> = []
onKitStorageError((error) => logged.push({ name: error.name, key: error.key }))

/** A registry scope on this page's origin (the test server answers `/getWallets`). */
const scope = (chains: string[] = ['eip155:1']): WalletsScope => ({ apiUrl: location.origin, projectId: 'p', include: [], exclude: [], chains })

const harness = {
  logged,
  async open() {
    const storage = await loadKitStorage()
    return { backend: storage.backend, keys: storage.keys().sort() }
  },
  reset: resetKitStorage,
  async set(key: string, value: string) {
    const storage = await loadKitStorage()
    storage.setItem(key, value)
    await storage.flush()
  },
  async get(key: string) {
    return (await loadKitStorage()).getItem(key)
  },
  /** What every reader of the kit makes of the store now. */
  async readers(siwx: { chainId: string; address: string }) {
    const storage = await loadKitStorage()
    const result = {
      recentWallets: readRecentWallets(storage),
      loginCache: readLoginCache(storage),
      deepLink: readStoredDeepLink(storage),
      knownWallets: readKnownWallets(storage),
      namespaceSessions: readNamespaceSessions(storage),
      siwx: await siwxSessionStorage.read(siwx.chainId, siwx.address),
    }
    await storage.flush()
    return result
  },
  /** The raw content of an IndexedDB store (the kit's or WalletConnect's). */
  async database(which: 'kit' | 'walletConnect') {
    const { name, store } = which === 'kit' ? kitStorageDatabase : walletConnectDatabase
    return Object.fromEntries((await entries(createStore(name, store))).map(([key, value]) => [String(key), value]))
  },
  async setInDatabase(key: string, value: unknown) {
    await set(key, value, createStore(kitStorageDatabase.name, kitStorageDatabase.store))
  },
  async getFromDatabase(key: string) {
    return get(key, createStore(kitStorageDatabase.name, kitStorageDatabase.store))
  },
  /** Reads a key through WalletConnect's own storage, as its SDK does. */
  async walletConnectItem(key: string) {
    // Loaded on use: the SDK's module reads localStorage when it loads, which throws in a sandboxed frame.
    const { KeyValueStorage } = await import('@walletconnect/keyvaluestorage')
    return new KeyValueStorage().getItem(key)
  },
  /**
   * Shows the Connect view's recommended wallets as `useQuery` does (an observer on a fresh
   * QueryClient, a new page's), and reports whether the observer's first result (the list's first
   * render) had the wallets, the first answer, whether a fetch followed it, and the answer once
   * everything settled.
   */
  async recommended(chains?: string[]) {
    const client = new QueryClient()
    const observer = new QueryObserver(client, walletsRecommendedQueryOptions(scope(chains), 8, readStoredWallets))
    const names = () => observer.getCurrentResult().data?.data.map((wallet) => wallet.name)
    const settled = () => new Promise((resolve) => setTimeout(resolve, 10))
    // Whether the list, once shown, was being fetched again behind it (a background revalidation).
    let fetchingAfterRestore = false
    // The first list the view would show: in its first render, or once an answer comes.
    let first = names()
    const atOnce = first !== undefined
    const unsubscribe = observer.subscribe((result) => {
      first ??= result.data?.data.map((wallet) => wallet.name)
      if (result.data !== undefined && result.isFetching) fetchingAfterRestore = true
    })
    while (observer.getCurrentResult().status === 'pending') await settled()
    while (client.isFetching() > 0) await settled()
    unsubscribe()
    // The answer is stored in a task behind the one that delivered it.
    await settled()
    return { atOnce, first, fetchingAfterRestore, last: names() }
  },
}

/** The harness as the tests reach it in the page. */
export type KitStorageHarness = typeof harness

;(window as unknown as { foyerStorage: KitStorageHarness }).foyerStorage = harness
