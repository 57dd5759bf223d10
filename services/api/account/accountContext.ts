import type { MiddlewareHandler } from 'hono'
import { createPublicClient, getAddress, http, isAddress } from 'viem'
import type { Address, PublicClient } from 'viem'
import type { AccountIdentity } from '../../../src/api/wire/accountSchemas'
import type { SqlDatabase } from '../../store/SqlDatabase'
import type { ApiEnv } from '../apiDomain'
import type { RateLimit } from '../auth/rateLimits'
import type { ApiChain } from '../coreRoutes'
import { HttpError } from '../HttpError'
import { noPrices } from '../prices/priceService'
import type { PriceService } from '../prices/priceService'
import { multicall3AddressOf, nativeCurrencyOf } from '../tokens/chainDefinition'
import type { NativeCurrency } from '../tokens/chainDefinition'
import { createTokenRegistry } from '../tokens/tokenRegistry'
import type { ListedToken, TokenRegistry } from '../tokens/tokenRegistry'
import { createChainHead } from './chainHead'
import { httpHeadLookup } from './httpHeadLookup'
import { webSocketHeadFeed } from './webSocketHeadFeed'
import type { ChainHead } from './chainHead'
import type { SolanaAccountOptions } from './solana/solanaNetworks'

/** A name and avatar the identity endpoint returns for an address. */
export type Identity = AccountIdentity

/** Options of `accountRoutes`. */
export type AccountRoutesOptions = {
  /** Chains whose JSON-RPC the account endpoints read; any other chain is unsupported. */
  chains: readonly ApiChain[]
  /**
   * ERC-20 tokens whose balances are reported, each on its own chain (a token list's entries, see
   * `loadTokenLists`): a token is known by chain and address, never by its symbol.
   * @default [] (native balance only)
   * @example await loadTokenLists(['default'])
   */
  tokens?: readonly ListedToken[]
  /**
   * Where USD prices come from, asked at answer time (a balance cached for its block is priced
   * again). A token it does not price has no `value` or `price` in the answers.
   * @default noPrices (no USD values at all)
   */
  prices?: PriceService
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
  /**
   * Starts following the chains' heads (those with a WebSocket URL) and looks for each chain's
   * Multicall3, now rather than on the first request.
   */
  follow(): void
  /** Stops following the chains' heads. */
  close(): void
  /** The listed tokens, by chain and address. */
  tokens: TokenRegistry
  prices: PriceService
  /** The chain's own coin: configured, else from viem's chain definition. */
  native(chainId: number): NativeCurrency
  /**
   * Multicall3's address on the chain when code is there (looked up once; an absence is looked up
   * again after a minute), else `undefined`: the balances are then read in a JSON-RPC batch.
   */
  multicall3(chainId: number): Promise<Address | undefined>
  identity(address: Address): Identity
}

/** How long a chain found without Multicall3 is believed to have none. */
const NO_MULTICALL_RECHECK_MS = 60_000

/** Builds the handlers' shared state from {@link AccountRoutesOptions}. */
export function createAccountContext(options: AccountRoutesOptions): AccountContext {
  const timeout = options.rpcTimeoutMs ?? 5_000
  // `batch: true` sends the calls made in the same tick as one JSON-RPC batch: the way to read a
  // chain that has no Multicall3, and the history indexer's block and receipt reads.
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
  const natives = new Map(options.chains.map((chain) => [chain.id, nativeCurrencyOf(chain.id, chain.nativeCurrency)]))
  const multicalls = new Map<number, { at: number; address: Promise<Address | undefined> }>()
  const multicall3 = (chainId: number): Promise<Address | undefined> => {
    const client = clients.get(chainId)
    if (!client) return Promise.resolve(undefined)
    const known = multicalls.get(chainId)
    if (known && performance.now() - known.at < NO_MULTICALL_RECHECK_MS) return known.address
    const candidate = multicall3AddressOf(chainId)
    const address = client.getCode({ address: candidate }).then((code) => (code && code !== '0x' ? candidate : undefined))
    const entry = { at: performance.now(), address }
    multicalls.set(chainId, entry)
    // A failed look-up (node down) is not an answer: the next request asks again. Code found stays.
    address.then(
      (found) => found && multicalls.set(chainId, { at: Number.POSITIVE_INFINITY, address }),
      () => multicalls.get(chainId) === entry && multicalls.delete(chainId),
    )
    return address
  }
  return {
    client: (chainId) => clients.get(chainId),
    chainIds: options.chains.map((chain) => chain.id),
    head: (chainId) => heads.get(chainId),
    follow: () => {
      for (const head of heads.values()) head.follow()
      // Whether each chain has Multicall3, asked now so no visitor's first request waits for it.
      for (const chainId of clients.keys()) multicall3(chainId).catch(() => undefined)
    },
    close: () => {
      for (const head of heads.values()) head.close()
    },
    tokens: createTokenRegistry(options.tokens ?? []),
    prices: options.prices ?? noPrices,
    native: (chainId) => natives.get(chainId) ?? nativeCurrencyOf(chainId),
    multicall3,
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
