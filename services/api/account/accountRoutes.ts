import { Hono } from 'hono'
import { databaseOrDevelopment } from '../../store/developmentDatabase'
import { requesterKey } from '../auth/rateLimits'
import { memoryRateLimit } from '../memoryRateLimit'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import { createAccountContext } from './accountContext'
import type { AccountRoutesOptions } from './accountContext'
import { balanceRoute } from './balanceRoute'
import { fungiblePriceRoute } from './fungiblePriceRoute'
import { gasPriceRoute } from './gasPriceRoute'
import { createHistoryIndex } from './history/historyIndex'
import { historyRoute } from './history/historyRoute'
import { identityRoute } from './identityRoute'
import { nftsRoute } from './nftsRoute'
import { solanaAccounts } from './solana/solanaAccountRoutes'

export type { AccountRoutesOptions, Identity } from './accountContext'

/** Default of `balanceReadsPerIp`: reads that reach the node, per client, far above a wallet's own use. */
export const DEFAULT_BALANCE_READS_PER_IP = { limit: 600, windowMs: 60_000 } as const

/**
 * The self-hosted blockchain API over the given chains' JSON-RPC, as one domain of the API server:
 * `GET /v1/account/:address/balance`, `POST /v1/fungible/price`, `GET /v1/convert/gas-price` and
 * `GET /v1/identity/:address` (configured identities, else the names registered in the `database`) and `GET /v1/account/:address/history` (an indexer following the chains
 * into the `database`; for `solana:` chain ids, the `solana` clusters' SOL and SPL balances and an
 * index of each owner's transactions), plus Foyer's extension `GET /v1/account/:address/nfts` (ERC-721 tokens held,
 * from the same index). Mount with `createApiServer({ domains: [accountRoutes(...)] })`.
 *
 * Tokens are the `tokens` list's, each on its chain; USD values come from `prices` when each answer
 * is sent, and a token it does not price has none (no default value ever stands in).
 *
 * @example
 * createApiServer({ chains, domains: [accountRoutes({ chains, tokens: await loadTokenLists(['default']), prices })] })
 */
export function accountRoutes(options: AccountRoutesOptions): ApiDomain {
  const context = createAccountContext(options)
  const database = databaseOrDevelopment(options.database)
  const startBlocks = new Map(options.chains.flatMap((chain) => (chain.historyStartBlock === undefined ? [] : [[chain.id, chain.historyStartBlock] as const])))
  const index = createHistoryIndex(context, database, { startBlocks, blocksPerSecond: options.historyBlocksPerSecond, pollMs: options.historyPollMs })
  const historyPageSize = options.historyPageSize ?? 20
  const balanceReads = memoryRateLimit(options.balanceReadsPerIp ?? DEFAULT_BALANCE_READS_PER_IP)
  const countRead = async (ip: string) => balanceReads(requesterKey(ip))
  const solana = solanaAccounts(options.solana ?? { chains: [] }, {
    prices: context.prices,
    database,
    rpcTimeoutMs: options.rpcTimeoutMs ?? 5_000,
    historyPageSize,
  })
  const app = new Hono<ApiEnv>()
    .route('/', balanceRoute(context, { cacheSize: options.balanceCacheSize ?? 10_000, otherNamespaces: solana.balance, countRead }))
    .route('/', fungiblePriceRoute(context))
    .route('/', gasPriceRoute(context))
    .route('/', identityRoute(context, database))
    .route('/', historyRoute(context, { limit: historyPageSize, index, cacheSize: options.historyCacheSize ?? 1_000, otherNamespaces: solana.history }))
    .route('/', nftsRoute(context, index))
  // The heads are followed from the moment the server listens: started by the first request instead,
  // that request's burst would meet the socket's set-up (loading the WebSocket client, connecting,
  // subscribing) and look the head up over HTTP until the subscription is in place. The history
  // indexers start then too, so no visitor's request ever waits for a catch-up.
  return {
    app,
    chainIds: solana.chainIds,
    open: () => {
      context.follow()
      index.start()
    },
    close: () => {
      index.stop()
      context.close()
    },
  }
}
