import type { MiddlewareHandler } from 'hono'
import { LRUCache } from 'lru-cache'
import { createPublicClient, getAddress, http, isAddress } from 'viem'
import type { Address, PublicClient } from 'viem'
import type { AccountIdentity } from '../../../src/api/wire/accountSchemas'
import type { SqlDatabase } from '../../store/SqlDatabase'
import type { ApiEnv } from '../apiDomain'
import type { RateLimit } from '../auth/rateLimits'
import type { ApiChain } from '../coreRoutes'
import { HttpError } from '../HttpError'
import { createChainHead } from './chainHead'
import { httpHeadLookup } from './httpHeadLookup'
import { webSocketHeadFeed } from './webSocketHeadFeed'
import type { ChainHead } from './chainHead'
import type { AccountToken } from './accountTokens'
import { devPriceTable } from './priceTable'
import type { PriceTable } from './priceTable'
import type { SolanaAccountOptions } from './solana/solanaNetworks'

/** A name and avatar the identity endpoint returns for an address. */
export type Identity = AccountIdentity

/** Options of `accountRoutes`. */
export type AccountRoutesOptions = {
  /** Chains whose JSON-RPC the account endpoints read; any other chain is unsupported. */
  chains: readonly ApiChain[]
  /**
   * ERC-20 tokens whose balances are reported, the same list on every chain.
   * @default [] (native balance only)
   * @example localTokens(USDC_ADDRESS)
   */
  tokens?: readonly AccountToken[]
  /**
   * USD prices by symbol.
   * @default devPriceTable() (prices.dev.json: development prices)
   */
  prices?: PriceTable
  /**
   * Known identities by address (any case); everything else answers `{ name: null, avatar: null }`.
   * @default {}
   */
  identities?: Readonly<Record<string, Identity>>
  /**
   * Timeout of each JSON-RPC request to a chain.
   * @default 5_000
   */
  rpcTimeoutMs?: number
  /**
   * Transactions per page of `GET /v1/account/:address/history`.
   * @default 20
   */
  historyPageSize?: number
  /**
   * Where the history index lives (`openDatabase`). Required in production (`NODE_ENV=production`
   * refuses to build the routes without it).
   * @default the process's in-memory development database (lost on exit)
   */
  database?: SqlDatabase
  /**
   * Balance answers kept, each for one chain, address and block: a request at the same latest block
   * is answered without reading the balances again. 0 turns the cache off.
   * @default 10_000
   */
  balanceCacheSize?: number
  /**
   * Balance reads that cost the node a request (not answered from the cache) one client (IP
   * address, IPv6 by /64) may cause per window, counted in each API process's memory; past it that
   * client gets 429 and nobody else does. Anonymous requests for random addresses cost the operator's node.
   * @default { limit: 600, windowMs: 60_000 }
   */
  balanceReadsPerIp?: RateLimit
  /**
   * History pages kept, each for one chain, address, cursor and head: a request at the same head is
   * answered without asking the database. 0 turns the cache off.
   * @default 1_000
   */
  historyCacheSize?: number
  /**
   * Most blocks the history indexer reads per second on each chain, so a catch-up never floods the
   * node (each block costs a block and a receipts request).
   * @default 25
   */
  historyBlocksPerSecond?: number
  /**
   * How long the history indexer of a chain waits between two looks at its head (each look is one
   * node request when the chain has no WebSocket URL), unless a request wakes it earlier.
   * @default 2_000
   */
  historyPollMs?: number
  /**
   * Solana clusters (CAIP-2 `solana:<genesis hash prefix>`) and SPL tokens: the balance and history
   * endpoints answer for these chain ids too.
   * @default none (a `solana:` chain id answers empty lists)
   * @example localSolana('http://127.0.0.1:8899')
   */
  solana?: SolanaAccountOptions
}

/** What the account route handlers share: one viem client per chain, the token list, prices and identities. */
export type AccountContext = {
  client(chainId: number): PublicClient | undefined
  /** The EVM chains served. */
  chainIds: readonly number[]
  /** The chain's latest block: followed or shared lookups (`undefined` for a chain the API does not serve). */
  head(chainId: number): ChainHead | undefined
  /** Starts following the chains' heads (those with a WebSocket URL) now rather than on the first request. */
  follow(): void
  /** Stops following the chains' heads. */
  close(): void
  tokens: readonly AccountToken[]
  prices: PriceTable
  identity(address: Address): Identity
}

/** Builds the handlers' shared state from {@link AccountRoutesOptions}. */
export function createAccountContext(options: AccountRoutesOptions): AccountContext {
  const timeout = options.rpcTimeoutMs ?? 5_000
  // `batch: true` sends the calls made in the same tick as one JSON-RPC batch: anvil has no
  // multicall3, and a batch needs no contract deployed on the chain.
  const clients = new Map<number, PublicClient>(
    options.chains.map((chain) => [chain.id, createPublicClient({ transport: http(chain.rpcUrl, { batch: true, retryCount: 0, timeout }) })]),
  )
  // Every balance and history request needs its chain's head. With a WebSocket URL the node pushes
  // each new head and requests between blocks are answered from memory; otherwise (or while that
  // socket is down) each request looks the head up, over a lighter client than viem's (see
  // httpHeadLookup), the same node and timeout.
  const heads = new Map(
    options.chains.map((chain) => [
      chain.id,
      createChainHead(httpHeadLookup(chain.rpcUrl, { timeoutMs: timeout }), chain.wsUrl ? { feed: webSocketHeadFeed(chain.wsUrl) } : {}),
    ]),
  )
  const identities = new Map(Object.entries(options.identities ?? {}).map(([address, identity]) => [address.toLowerCase(), identity]))
  return {
    client: (chainId) => clients.get(chainId),
    chainIds: options.chains.map((chain) => chain.id),
    head: (chainId) => heads.get(chainId),
    follow: () => {
      for (const head of heads.values()) head.follow()
    },
    close: () => {
      for (const head of heads.values()) head.close()
    },
    tokens: options.tokens ?? [],
    prices: options.prices ?? devPriceTable(),
    identity: (address) => identities.get(address.toLowerCase()) ?? { name: null, avatar: null },
  }
}

/**
 * Reads an address path parameter, checksummed.
 *
 * @throws {HttpError} 400 'Invalid address' when it is not a 20-byte hex address.
 */
export function addressParam(value: string | undefined): Address {
  if (!value || !isAddress(value, { strict: false })) throw new HttpError(400, 'Invalid address')
  return getAddress(value)
}

/** Options of the account routes that cache their answers and answer for other namespaces too. */
export type AccountRouteOptions = {
  /**
   * Answers kept (see each route). 0 turns the cache off.
   * @default 10_000 (balances), 1_000 (history pages)
   */
  cacheSize?: number
  /**
   * Runs before the EVM handler, after the query is validated: answers for the chain ids of other
   * namespaces it serves (Solana's) and passes every other request on.
   * @default a middleware that passes every request on
   */
  otherNamespaces?: MiddlewareHandler<ApiEnv>
  /**
   * Counts a read that costs the node a request (an answer not in the cache) against the client's
   * IP address, and throws 429 past its limit; answers from the cache are never counted.
   * @default nothing is counted
   */
  countRead?: (clientIp: string) => Promise<void>
}

/** A middleware that passes the request on untouched. */
export const passOn: MiddlewareHandler<ApiEnv> = (_context, next) => next()

/** What the API sends with JSON bodies it serialises itself (cached answers). */
export const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * A cache of answers as JSON text, by key: a hit costs neither the read nor the serialisation.
 * Pending reads are cached too, so concurrent requests for the same answer share one read; a failed
 * read is not kept, so the next request tries again. Size 0 reads every time.
 *
 * @example
 * const answer = answerCache(1_000)
 * const text = await answer(`${chainId}:${address}:${head.hash}`, () => read())
 */
export function answerCache(size: number): ((key: string, read: () => Promise<string>) => Promise<string>) & { has(key: string): boolean } {
  const cache = size > 0 ? new LRUCache<string, Promise<string>>({ max: size }) : undefined
  const lookup = (key: string, read: () => Promise<string>) => {
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
