import { z } from 'zod'
import { NamespaceRequestError } from '../../../src/errors/namespaceRequestErrors'
import { namespaceJson, type NamespaceClientOptions } from '../namespaceRequest'

/*
 * Balances from a Cosmos SDK node's REST (LCD) API, `GET /cosmos/bank/v1beta1/balances/{address}`,
 * which answers every denomination the address holds, page by page, through the families' request
 * helper (timeout, parsed answers, NamespaceRequestError on any failure).
 */

const coinSchema = z.object({ denom: z.string().min(1), amount: z.string().regex(/^\d+$/) })
const balancesSchema = z.object({
  balances: z.array(coinSchema),
  pagination: z.object({ next_key: z.string().nullable().optional() }).nullable().optional(),
})

// A page cap, so a misbehaving server that keeps answering a next key cannot keep the client busy.
const maxPages = 20

/** Options of {@link createCosmosLcdClient}. */
export type CreateCosmosLcdClientOptions = NamespaceClientOptions & {
  /** The REST API's base URL, e.g. `https://rest.cosmos.directory/cosmoshub` (a trailing slash is ignored). */
  restUrl: string
}

/** Reads bank balances from a Cosmos REST API. */
export type CosmosLcdClient = {
  /** The amount of `denom` that `address` holds, in the denomination's base unit (0 when it holds none). */
  getBalance(address: string, denom: string): Promise<bigint>
}

/**
 * A client of a Cosmos SDK node's REST API.
 *
 * @example
 * const lcd = createCosmosLcdClient({ restUrl: 'https://rest.cosmos.directory/cosmoshub' })
 * await lcd.getBalance('cosmos1…', 'uatom')
 */
export function createCosmosLcdClient({ restUrl, ...options }: CreateCosmosLcdClientOptions): CosmosLcdClient {
  const service = 'Cosmos REST API'
  const page = (address: string, key: string | undefined) => {
    const query = key ? `?pagination.key=${encodeURIComponent(key)}` : ''
    return namespaceJson({
      ...options,
      service,
      baseUrl: restUrl,
      path: `/cosmos/bank/v1beta1/balances/${encodeURIComponent(address)}${query}`,
      schema: balancesSchema,
    })
  }
  return {
    async getBalance(address, denom) {
      let key: string | undefined
      for (let count = 0; count < maxPages; count++) {
        const { balances, pagination } = await page(address, key)
        const coin = balances.find((candidate) => candidate.denom === denom)
        if (coin) return BigInt(coin.amount)
        key = pagination?.next_key ?? undefined
        if (!key) return 0n
      }
      throw new NamespaceRequestError({ service, reason: 'parse', url: restUrl, status: 200, serverMessage: `No ${denom} balance within ${maxPages} pages.` })
    },
  }
}
