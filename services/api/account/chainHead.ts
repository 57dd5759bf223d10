import type { Hex, PublicClient } from 'viem'
import { NodeRequestError } from '../nodeErrors'

/** A chain's latest block as one lookup saw it. */
export type BlockRef = { number: number; hash: Hex }

/** Shared lookups of one chain's latest block. */
export type ChainHead = {
  /**
   * The latest block. Without a feed, or with `fresh`, or while the feed is not live: from a lookup
   * that started after this call (so a block mined before the call is seen), shared with every other
   * caller that arrives while that lookup waits to start. While the feed is live: the last head it
   * pushed, from memory.
   */
  latest(options?: { fresh?: boolean }): Promise<BlockRef>
  /**
   * Starts following the feed now (opening its socket, subscribing), so requests find it live;
   * otherwise the first {@link ChainHead.latest} starts it. Does nothing without a feed, once
   * following or after {@link ChainHead.close}.
   */
  follow(): void
  /** Stops following the feed (lookups still work). */
  close(): void
}

/** What a {@link HeadFeed} reports. */
export type HeadFeedHandlers = {
  /** The subscription is (again) in place: every block from now on is pushed. */
  onReady(): void
  /** A new head, pushed by the node when the block was added. */
  onHead(head: BlockRef): void
  /** The feed broke (socket closed, subscription refused): heads may be missed until the next `onReady`. */
  onError(error: unknown): void
}

/** A push source of a chain's new heads (e.g. `webSocketHeadFeed`); returns a function that stops it. */
export type HeadFeed = (handlers: HeadFeedHandlers) => () => void

/** Options of {@link createChainHead}. */
export type ChainHeadOptions = {
  /**
   * Follow the chain's heads as the node pushes them, so `latest()` answers from memory between
   * blocks instead of asking the node on every call. Started on the first `latest()`.
   * @default none (every call looks the head up)
   */
  feed?: HeadFeed
}

/**
 * One chain's head, looked up over JSON-RPC (`eth_getBlockByNumber('latest')`: number and hash in
 * one round trip), through a viem client or a lookup function (`httpHeadLookup`, what the API uses).
 * At most one lookup runs and one waits: callers arriving while one runs share the next, so 20
 * concurrent requests cost two lookups, not twenty, and none is answered from a lookup that started
 * before it.
 *
 * With a `feed`, the head the node pushes is kept and answered from memory while the feed is live:
 * live from a lookup that started after the subscription was confirmed (every later block is then
 * pushed) until the feed reports an error; after that, each call looks the head up again until the
 * feed confirms a new subscription or pushes a head. A lookup that started after the last pushed head
 * replaces it, even with a lower block (the chain was rolled back, which pushes nothing).
 *
 * @example
 * const head = createChainHead(httpHeadLookup(rpcUrl), { feed: webSocketHeadFeed(wsUrl) })
 * const { number, hash } = await head.latest()
 */
export function createChainHead(source: PublicClient | (() => Promise<BlockRef>), { feed }: ChainHeadOptions = {}): ChainHead {
  let running: Promise<BlockRef> | undefined
  let waiting: Promise<BlockRef> | undefined
  const lookup =
    typeof source === 'function'
      ? source
      : async (): Promise<BlockRef> => {
          const block = await source.getBlock({ blockTag: 'latest' })
          if (block.number === null || block.hash === null) throw new NodeRequestError('The latest block has no number or hash')
          return { number: Number(block.number), hash: block.hash }
        }

  // The followed head, valid only while `live`. `pushed` counts the feed's events (heads, errors,
  // confirmations), so a lookup knows whether anything came from the feed after it started.
  let followed: BlockRef | undefined
  let live = false
  let pushed = 0
  let stopFeed: (() => void) | undefined
  let closed = false

  const start = () => {
    const startedAt = pushed
    running = lookup()
      .then((head) => {
        // Nothing pushed since the lookup started: it is the newest view of the chain there is.
        if (stopFeed && followed && pushed === startedAt) followed = head
        return head
      })
      .finally(() => (running = undefined))
    return running
  }
  const shared = (): Promise<BlockRef> => {
    if (waiting) return waiting
    if (!running) return start()
    waiting = running
      .catch(() => undefined)
      .then(() => {
        waiting = undefined
        return start()
      })
    return waiting
  }
  const follow = (subscribe: HeadFeed) => {
    stopFeed = subscribe({
      onReady() {
        const readyAt = ++pushed
        live = false
        // A lookup that starts now sees every block the feed has not pushed.
        shared()
          .then((head) => {
            if (pushed !== readyAt) return
            followed = head
            live = true
          })
          .catch(() => undefined)
      },
      onHead(head) {
        pushed++
        followed = head
        live = true
      },
      onError() {
        pushed++
        live = false
        followed = undefined
      },
    })
  }

  return {
    follow() {
      if (feed && !stopFeed && !closed) follow(feed)
    },
    latest({ fresh = false } = {}) {
      if (feed && !stopFeed && !closed) follow(feed)
      if (!fresh && live && followed) return Promise.resolve(followed)
      return shared()
    },
    close() {
      closed = true
      live = false
      stopFeed?.()
    },
  }
}
