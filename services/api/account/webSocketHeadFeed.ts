import type { Hex } from 'viem'
import { getWebSocketRpcClient } from 'viem/utils'
import { z } from 'zod'
import { ServerConfigError } from '../../http/ServerConfigError'
import { NodeRequestError } from '../nodeErrors'
import type { BlockRef, HeadFeed } from './chainHead'

const HASH = /^0x[0-9a-fA-F]{64}$/
const QUANTITY = /^0x[0-9a-fA-F]{1,15}$/

/** An `eth_subscription` notification of `newHeads`: only the block's number and hash are read. */
const newHeadSchema = z.object({ result: z.object({ number: z.string().regex(QUANTITY), hash: z.string().regex(HASH) }) })

// viem keeps one socket per URL and options in a process-wide cache; a distinct reconnect setting
// gives each feed a socket of its own, so closing one API server's feed never ends another's.
let feeds = 0

/**
 * The chain's new heads, pushed by the node over WebSocket (`eth_subscribe('newHeads')`), through
 * viem's socket client: it reconnects (every `reconnectDelayMs`, without limit), pings the node to keep
 * the connection up, and subscribes again after a reconnect. A closed socket or a refused
 * subscription is reported as an error; the next notification means the feed is back.
 *
 * @param wsUrl `ws:` or `wss:` JSON-RPC endpoint of the same node (anvil serves it on its HTTP port).
 * @example
 * const head = createChainHead(httpHeadLookup(rpcUrl), { feed: webSocketHeadFeed('ws://127.0.0.1:8545') })
 */
export function webSocketHeadFeed(wsUrl: string, { reconnectDelayMs = 1_000, keepAliveMs = 15_000 } = {}): HeadFeed {
  const url = new URL(wsUrl)
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new ServerConfigError(`Unsupported WebSocket URL scheme: ${url.protocol}`)
  return (handlers) => {
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    let client: ReturnType<typeof getWebSocketRpcClient> | undefined
    const connect = () => {
      const opening = getWebSocketRpcClient(wsUrl, {
        keepAlive: { interval: keepAliveMs },
        reconnect: { attempts: Number.MAX_SAFE_INTEGER - feeds++, delay: reconnectDelayMs },
      })
      client = opening
      opening.then(
        (socket) => {
          if (stopped) return socket.close()
          socket.request({
            body: { method: 'eth_subscribe', params: ['newHeads'] },
            onError: (error) => !stopped && handlers.onError(error),
            onResponse(response: { id?: unknown; error?: unknown; method?: string; params?: unknown }) {
              if (stopped) return
              if (response.error) return handlers.onError(new NodeRequestError('The node refused the newHeads subscription'))
              // The subscription's confirmation (again after each reconnect).
              if (typeof response.id === 'number') return handlers.onReady()
              if (response.method !== 'eth_subscription') return
              const head = newHeadSchema.safeParse(response.params)
              if (!head.success) return handlers.onError(new NodeRequestError('A newHeads notification has no number or hash'))
              handlers.onHead({ number: Number(head.data.result.number), hash: head.data.result.hash as Hex })
            },
          })
        },
        (error: unknown) => {
          if (stopped) return
          handlers.onError(error)
          // viem reconnects a socket that was open; one that never opened is tried again here.
          retry = setTimeout(connect, reconnectDelayMs)
          retry.unref()
        },
      )
    }
    connect()
    return () => {
      stopped = true
      clearTimeout(retry)
      void client?.then((socket) => socket.close()).catch(() => undefined)
    }
  }
}

export type { BlockRef }
