import { LRUCache } from 'lru-cache'

/**
 * A cache of read results (chain data that a key such as chain, address and block fixes), by key: a
 * hit costs no read. Pending reads are cached too, so concurrent requests for the same answer share
 * one read; a failed read is not kept, so the next request tries again. Size 0 reads every time.
 *
 * @example
 * const answer = answerCache<Amounts>(1_000)
 * const amounts = await answer(`${chainId}:${address}:${head.hash}`, () => read())
 */
export function answerCache<T = string>(size: number): ((key: string, read: () => Promise<T>) => Promise<T>) & { has(key: string): boolean } {
  const cache = size > 0 ? new LRUCache<string, Promise<T>>({ max: size }) : undefined
  const lookup = (key: string, read: () => Promise<T>) => {
    if (!cache) return read()
    let answer = cache.get(key)
    if (!answer) {
      const pending = read()
      answer = pending
      cache.set(key, pending)
      pending.catch(() => cache.get(key) === pending && cache.delete(key))
    }
    return answer
  }
  // Whether an answer (or a read under way) is there: a request for it costs the node nothing.
  return Object.assign(lookup, { has: (key: string) => cache?.has(key) ?? false })
}
