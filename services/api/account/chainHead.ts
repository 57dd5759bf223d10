import type { Hex, PublicClient } from 'viem'

/** A chain's latest block as one lookup saw it. */
export type BlockRef = { number: number; hash: Hex }

/** Shared lookups of one chain's latest block. */
export type ChainHead = {
  /**
   * The latest block, from a lookup that started after this call (so a block mined before the call
   * is seen), shared with every other caller that arrives while that lookup waits to start.
   */
  latest(): Promise<BlockRef>
}

/**
 * One chain's head, looked up over JSON-RPC (`eth_getBlockByNumber('latest')`: number and hash in
 * one round trip), through a viem client or a lookup function (`httpHeadLookup`, what the API uses).
 * At most one lookup runs and one waits: callers arriving while one runs share the next, so 20
 * concurrent requests cost two lookups, not twenty, and none is answered from a lookup that started
 * before it.
 *
 * @example
 * const head = createChainHead(httpHeadLookup(rpcUrl))
 * const { number, hash } = await head.latest()
 */
export function createChainHead(source: PublicClient | (() => Promise<BlockRef>)): ChainHead {
  let running: Promise<BlockRef> | undefined
  let waiting: Promise<BlockRef> | undefined
  const lookup =
    typeof source === 'function'
      ? source
      : async (): Promise<BlockRef> => {
          const block = await source.getBlock({ blockTag: 'latest' })
          if (block.number === null || block.hash === null) throw new Error('The latest block has no number or hash')
          return { number: Number(block.number), hash: block.hash }
        }
  const start = () => (running = lookup().finally(() => (running = undefined)))
  return {
    latest() {
      if (waiting) return waiting
      if (!running) return start()
      waiting = running
        .catch(() => undefined)
        .then(() => {
          waiting = undefined
          return start()
        })
      return waiting
    },
  }
}
