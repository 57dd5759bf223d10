import { databaseOrDevelopment } from '../../store/developmentDatabase'
import type { ApiRoute } from '../matchRoute'
import { createAccountContext } from './accountContext'
import type { AccountRoutesOptions } from './accountContext'
import { balanceRoute } from './balanceRoute'
import { fungiblePriceRoute } from './fungiblePriceRoute'
import { gasPriceRoute } from './gasPriceRoute'
import { createHistoryIndex } from './history/historyIndex'
import { historyRoute } from './history/historyRoute'
import { identityRoute } from './identityRoute'
import { nftsRoute } from './nftsRoute'
import { withSolana } from './solana/solanaAccountRoutes'

export type { AccountRoutesOptions, Identity } from './accountContext'

/**
 * The self-hosted blockchain API over the given chains' JSON-RPC (spec section 7):
 * `GET /v1/account/:address/balance`, `POST /v1/fungible/price`, `GET /v1/convert/gas-price` and
 * `GET /v1/identity/:address` (configured identities, else the names registered in the `database`) and `GET /v1/account/:address/history` (an indexer following the chains
 * into the `database`; for `solana:` chain ids, the `solana` clusters' SOL and SPL balances and an
 * index of each owner's transactions), plus Foyer's extension `GET /v1/account/:address/nfts` (ERC-721 tokens held,
 * from the same index). Mount with `createApiServer({ routes: accountRoutes(...) })`.
 *
 * @example
 * createApiServer({ chains, routes: accountRoutes({ chains, tokens: localTokens(USDC_ADDRESS) }) })
 */
export function accountRoutes(options: AccountRoutesOptions): ApiRoute[] {
  const context = createAccountContext(options)
  const database = databaseOrDevelopment(options.database)
  const index = createHistoryIndex(context, database)
  const historyPageSize = options.historyPageSize ?? 20
  const solana = { prices: context.prices, database, rpcTimeoutMs: options.rpcTimeoutMs ?? 5_000, historyPageSize }
  return [
    // The heads are followed from the moment the server listens: started by the first request instead,
    // that request's burst would meet the socket's set-up (loading the WebSocket client, connecting,
    // subscribing) and look the head up over HTTP until the subscription is in place.
    withSolana(
      { ...balanceRoute(context, { cacheSize: options.balanceCacheSize ?? 10_000 }), open: context.follow, close: context.close },
      options.solana ?? { chains: [] },
      solana,
    ),
    fungiblePriceRoute(context),
    gasPriceRoute(context),
    identityRoute(context, database),
    withSolana(historyRoute(context, { limit: historyPageSize, index, cacheSize: options.historyCacheSize ?? 1_000 }), options.solana ?? { chains: [] }, solana),
    nftsRoute(context, index),
  ]
}
