import type { Context, MiddlewareHandler } from 'hono'
import type { SqlDatabase } from '../../../store/SqlDatabase'
import type { ApiEnv } from '../../apiDomain'
import { HttpError } from '../../HttpError'
import type { PriceService } from '../../prices/priceService'
import { priceBalances } from '../priceBalances'
import { priceTransactions } from '../priceTransactions'
import { readSolanaBalances } from './solanaBalances'
import { createSolanaHistoryStore } from './solanaHistoryStore'
import type { SolanaHistoryCursor } from './solanaHistoryStore'
import { solanaTransactionWire } from './solanaHistoryWire'
import { createSolanaIndexer } from './solanaIndexer'
import type { SolanaAccountOptions } from './solanaNetworks'
import { isSolanaAddress } from './solanaNetworks'
import { solanaRpcClient } from './solanaRpcClient'

type Shared = { prices: PriceService; database: () => Promise<SqlDatabase>; rpcTimeoutMs: number; historyPageSize: number }

/** What {@link solanaAccounts} gives the account routes. */
export type SolanaAccounts = {
  /** The clusters' CAIP-2 ids, listed by `GET /v1/supported-chains`. */
  chainIds: string[]
  /** Answers `GET /v1/account/:address/balance` for `solana:` chain ids; passes every other request on. */
  balance: MiddlewareHandler<ApiEnv>
  /** Answers `GET /v1/account/:address/history` for `solana:` chain ids; passes every other request on. */
  history: MiddlewareHandler<ApiEnv>
}

const solanaChainId = /^solana:[-_a-zA-Z0-9]{1,32}$/

function owner(context: Context<ApiEnv>): string {
  const address = context.req.param('address')
  if (!isSolanaAddress(address)) throw new HttpError(400, 'Invalid address')
  return address
}

function parseCursor(value: string | undefined): SolanaHistoryCursor | undefined {
  if (value === undefined || value === '') return undefined
  const match = /^(\d{1,15})\.([1-9A-HJ-NP-Za-km-z]{64,88})$/.exec(value)
  if (!match) throw new HttpError(400, 'Invalid cursor')
  return { slot: Number(match[1]), signature: match[2]! }
}

/**
 * Lets the account endpoints answer for `solana:` chain ids, as middlewares placed before their EVM
 * handlers (after the query is validated). The balance endpoint reads SOL and SPL balances from the
 * cluster; the history endpoint answers from the API's own index of the owner's transactions,
 * brought up to date first. A `solana:` id of no configured cluster answers an empty list.
 */
export function solanaAccounts(options: SolanaAccountOptions, shared: Shared): SolanaAccounts {
  const clusters = new Map(
    options.chains.map((chain) => {
      const rpc = solanaRpcClient(chain.rpcUrl, { timeoutMs: shared.rpcTimeoutMs })
      return [chain.caipNetworkId as string, { rpc, indexer: undefined as ReturnType<typeof createSolanaIndexer> | undefined }]
    }),
  )
  const tokens = options.tokens ?? []
  let store: Promise<ReturnType<typeof createSolanaHistoryStore>> | undefined
  // The network a request names, when it is a Solana one.
  const networkOf = (context: Context<ApiEnv>): string | undefined => {
    const chainId = context.req.query('chainId')
    if (!chainId?.startsWith('solana:')) return undefined
    if (!solanaChainId.test(chainId)) throw new HttpError(400, 'Invalid chainId')
    return chainId
  }
  return {
    chainIds: options.chains.map((chain) => chain.caipNetworkId),
    async balance(context, next) {
      const network = networkOf(context)
      if (!network) return next()
      const address = owner(context)
      const cluster = clusters.get(network)
      if (!cluster) return context.json({ balances: [] })
      return context.json({ balances: await priceBalances(shared.prices, await readSolanaBalances(cluster.rpc, network, address, tokens)) })
    },
    async history(context, next) {
      const network = networkOf(context)
      if (!network) return next()
      const address = owner(context)
      const cursor = parseCursor(context.req.query('cursor'))
      const cluster = clusters.get(network)
      if (!cluster) return context.json({ data: [], next: null })
      store ??= shared.database().then(createSolanaHistoryStore)
      const opened = await store
      cluster.indexer ??= createSolanaIndexer(network, cluster.rpc, opened)
      await cluster.indexer.sync(address)
      const page = await opened.page(network, address, cursor, shared.historyPageSize)
      return context.json({
        data: await priceTransactions(
          shared.prices,
          page.transactions.map((entry) => solanaTransactionWire(entry, address, network, tokens)),
        ),
        next: page.next ? `${page.next.slot}.${page.next.signature}` : null,
      })
    },
  }
}
