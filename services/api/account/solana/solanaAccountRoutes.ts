import type { SqlDatabase } from '../../../store/SqlDatabase'
import { HttpError } from '../../HttpError'
import type { ApiRequest, ApiResponse, ApiRoute } from '../../matchRoute'
import type { PriceTable } from '../priceTable'
import { readSolanaBalances } from './solanaBalances'
import { createSolanaHistoryStore } from './solanaHistoryStore'
import type { SolanaHistoryCursor } from './solanaHistoryStore'
import { solanaTransactionWire } from './solanaHistoryWire'
import { createSolanaIndexer } from './solanaIndexer'
import type { SolanaApiChain, SolanaToken } from './solanaNetworks'
import { isSolanaAddress } from './solanaNetworks'
import { solanaRpcClient } from './solanaRpcClient'

/** The Solana part of `accountRoutes`' options. */
export type SolanaAccountOptions = {
  /** Solana clusters the balance and history endpoints read; other `solana:` ids answer empty lists. */
  chains: readonly SolanaApiChain[]
  /**
   * SPL tokens whose balances and transfers are reported by name, the same list on every cluster.
   * @default [] (SOL only)
   */
  tokens?: readonly SolanaToken[]
}

type Shared = { prices: PriceTable; database: () => Promise<SqlDatabase>; rpcTimeoutMs: number; historyPageSize: number }

const solanaChainId = /^solana:[-_a-zA-Z0-9]{1,32}$/

function owner(request: ApiRequest): string {
  if (!isSolanaAddress(request.params.address)) throw new HttpError(400, 'Invalid address')
  return request.params.address
}

function parseCursor(value: string | null): SolanaHistoryCursor | undefined {
  if (value === null || value === '') return undefined
  const match = /^(\d{1,15})\.([1-9A-HJ-NP-Za-km-z]{64,88})$/.exec(value)
  if (!match) throw new HttpError(400, 'Invalid cursor')
  return { slot: Number(match[1]), signature: match[2]! }
}

/**
 * Lets the account endpoints answer for `solana:` chain ids: `route` keeps every other request. The
 * balance endpoint reads SOL and SPL balances from the cluster; the history endpoint answers from
 * the API's own index of the owner's transactions, brought up to date first.
 */
export function withSolana(route: ApiRoute, options: SolanaAccountOptions, shared: Shared): ApiRoute {
  const clusters = new Map(
    options.chains.map((chain) => {
      const rpc = solanaRpcClient(chain.rpcUrl, { timeoutMs: shared.rpcTimeoutMs })
      return [chain.caipNetworkId as string, { rpc, indexer: undefined as ReturnType<typeof createSolanaIndexer> | undefined }]
    }),
  )
  const tokens = options.tokens ?? []
  let store: Promise<ReturnType<typeof createSolanaHistoryStore>> | undefined
  const handlers: Record<string, (request: ApiRequest, network: string) => Promise<ApiResponse>> = {
    '/v1/account/:address/balance': async (request, network) => {
      const address = owner(request)
      const currency = request.url.searchParams.get('currency') ?? 'usd'
      if (currency !== 'usd') throw new HttpError(400, 'Unsupported currency')
      const cluster = clusters.get(network)
      if (!cluster) return { body: { balances: [] } }
      return { body: { balances: await readSolanaBalances(cluster.rpc, network, address, tokens, shared.prices) } }
    },
    '/v1/account/:address/history': async (request, network) => {
      const address = owner(request)
      const cursor = parseCursor(request.url.searchParams.get('cursor'))
      const cluster = clusters.get(network)
      if (!cluster) return { body: { data: [], next: null } }
      store ??= shared.database().then(createSolanaHistoryStore)
      const opened = await store
      cluster.indexer ??= createSolanaIndexer(network, cluster.rpc, opened)
      await cluster.indexer.sync(address)
      const page = await opened.page(network, address, cursor, shared.historyPageSize)
      return {
        body: {
          data: page.transactions.map((entry) => solanaTransactionWire(entry, address, network, tokens, shared.prices)),
          next: page.next ? `${page.next.slot}.${page.next.signature}` : null,
        },
      }
    },
  }
  const handler = handlers[route.path]
  if (!handler) return route
  return {
    ...route,
    chainIds: options.chains.map((chain) => chain.caipNetworkId),
    handle(request) {
      const chainId = request.url.searchParams.get('chainId')
      if (!chainId?.startsWith('solana:')) return route.handle(request)
      if (!solanaChainId.test(chainId)) throw new HttpError(400, 'Invalid chainId')
      return handler(request, chainId)
    },
  }
}
