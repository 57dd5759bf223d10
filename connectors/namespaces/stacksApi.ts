import { z } from 'zod'

/*
 * A client of the Stacks Blockchain API (Hiro's hosted one or a self-hosted one): the balance read
 * a wallet kit needs. Answers are zod-parsed: the URL is configurable, so they are external input.
 */

const amount = z.string().regex(/^\d+$/)

const balancesSchema = z.object({
  stx: z.object({ balance: amount, locked: amount.optional() }),
  fungible_tokens: z.record(z.string(), z.object({ balance: amount })).optional(),
})

/** A failed Stacks API call: no answer (`status` 0), an HTTP error, or an answer of another shape. */
export class StacksApiError extends Error {
  override name = 'StacksApiError'
  /** HTTP status, 0 when the API could not be reached. */
  status: number
  constructor(message: string, { status, cause }: { status: number; cause?: unknown }) {
    super(message, { cause })
    this.status = status
  }
}

/** An account's balances in the smallest units: microSTX, and each fungible token's base units. */
export type StacksBalances = {
  /** Total microSTX, locked (stacked) included. */
  stx: bigint
  /** microSTX locked by stacking. */
  locked: bigint
  /** By token id, `<contract principal>::<token name>`. */
  fungibleTokens: Record<string, bigint>
}

/** Options of {@link createStacksApiClient}. */
export type CreateStacksApiClientOptions = {
  /** The API's base URL, e.g. `https://api.hiro.so` (a trailing slash is ignored). */
  baseUrl: string
  /**
   * The `fetch` to use.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined
}

/** The Stacks API reads a wallet kit needs. */
export type StacksApiClient = {
  /** `GET /extended/v1/address/{principal}/balances`. */
  getBalances(principal: string): Promise<StacksBalances>
}

/**
 * A client of a Stacks Blockchain API.
 *
 * @example
 * const api = createStacksApiClient({ baseUrl: 'https://api.testnet.hiro.so' })
 * const { stx } = await api.getBalances('ST…')
 */
export function createStacksApiClient({ baseUrl, fetch: fetcher = globalThis.fetch }: CreateStacksApiClientOptions): StacksApiClient {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    async getBalances(principal) {
      const path = `/extended/v1/address/${encodeURIComponent(principal)}/balances`
      let response: Response
      try {
        response = await fetcher(`${base}${path}`, { headers: { accept: 'application/json' } })
      } catch (cause) {
        throw new StacksApiError(`The Stacks API at ${base} could not be reached.`, { status: 0, cause })
      }
      if (!response.ok) {
        const reason = (await response.text().catch(() => '')).slice(0, 300)
        throw new StacksApiError(reason || `The Stacks API answered ${response.status} for ${path}.`, { status: response.status })
      }
      const parsed = balancesSchema.safeParse(await response.json().catch(() => undefined))
      if (!parsed.success) throw new StacksApiError(`The Stacks API's answer to ${path} has an unexpected shape.`, { status: response.status, cause: parsed.error })
      const { stx, fungible_tokens: tokens = {} } = parsed.data
      return {
        stx: BigInt(stx.balance),
        locked: BigInt(stx.locked ?? '0'),
        fungibleTokens: Object.fromEntries(Object.entries(tokens).map(([id, token]) => [id, BigInt(token.balance)])),
      }
    },
  }
}
