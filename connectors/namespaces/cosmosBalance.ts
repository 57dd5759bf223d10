import { z } from 'zod'

/*
 * Balances from a Cosmos SDK node's REST (LCD) API, `GET /cosmos/bank/v1beta1/balances/{address}`,
 * which answers every denomination the address holds, page by page. The URL is configurable, so
 * every answer is parsed as external input.
 */

const coinSchema = z.object({ denom: z.string().min(1), amount: z.string().regex(/^\d+$/) })
const balancesSchema = z.object({
  balances: z.array(coinSchema),
  pagination: z.object({ next_key: z.string().nullable().optional() }).nullable().optional(),
})

// A page cap, so a misbehaving server that keeps answering a next key cannot keep the client busy.
const maxPages = 20

/** A failed call to a Cosmos REST API. */
export class CosmosLcdError extends Error {
  override name = 'CosmosLcdError'
  /** HTTP status, 0 when the server could not be reached or answered something else. */
  status: number
  constructor(message: string, { status, cause }: { status: number; cause?: unknown }) {
    super(message, { cause })
    this.status = status
  }
}

/** Options of {@link createCosmosLcdClient}. */
export type CreateCosmosLcdClientOptions = {
  /** The REST API's base URL, e.g. `https://rest.cosmos.directory/cosmoshub` (a trailing slash is ignored). */
  restUrl: string
  /**
   * The `fetch` to use.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined
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
export function createCosmosLcdClient({ restUrl, fetch: fetcher = globalThis.fetch }: CreateCosmosLcdClientOptions): CosmosLcdClient {
  const base = restUrl.replace(/\/+$/, '')
  const page = async (address: string, key: string | undefined) => {
    const query = key ? `?pagination.key=${encodeURIComponent(key)}` : ''
    let response: Response
    try {
      response = await fetcher(`${base}/cosmos/bank/v1beta1/balances/${encodeURIComponent(address)}${query}`)
    } catch (cause) {
      throw new CosmosLcdError(`The Cosmos REST API at ${base} could not be reached.`, { status: 0, cause })
    }
    if (!response.ok) throw new CosmosLcdError(`The Cosmos REST API answered ${response.status}.`, { status: response.status })
    const parsed = balancesSchema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new CosmosLcdError('The Cosmos REST API answered an unexpected shape.', { status: response.status, cause: parsed.error })
    return parsed.data
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
      throw new CosmosLcdError(`No ${denom} balance within ${maxPages} pages.`, { status: 0 })
    },
  }
}
