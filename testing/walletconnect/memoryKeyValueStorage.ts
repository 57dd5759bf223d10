/** The key-value interface WalletConnect clients persist through (`IKeyValueStorage`). */
export type KeyValueStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * An in-memory `IKeyValueStorage` for WalletConnect clients in tests: nothing is written to disk
 * (Node's default writes a `walletconnect.db` file into the working directory) and each client
 * starts empty. Values are copied (`structuredClone`, which keeps the clients' bigint ids), as a
 * real store would.
 *
 * @example
 * await SignClient.init({ projectId, relayUrl, storage: createMemoryKeyValueStorage() })
 */
export function createMemoryKeyValueStorage(): KeyValueStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()].map(([key, value]): [string, T] => [key, structuredClone(value) as T]),
    getItem: async <T>(key: string) => (items.has(key) ? (structuredClone(items.get(key)) as T) : undefined),
    setItem: async (key, value) => {
      items.set(key, structuredClone(value))
    },
    removeItem: async (key) => {
      items.delete(key)
    },
  }
}
