import { z } from 'zod'
import { namespaceJson, type NamespaceClientOptions } from '../namespaceRequest'

/*
 * A client of the Stacks Blockchain API (Hiro's hosted one or a self-hosted one): the balance read
 * a wallet kit needs, through the families' request helper (timeout, parsed answers,
 * NamespaceRequestError on any failure).
 */

const amount = z.string().regex(/^\d+$/)

const balancesSchema = z.object({
  stx: z.object({ balance: amount, locked: amount.optional() }),
  fungible_tokens: z.record(z.string(), z.object({ balance: amount })).optional(),
})

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
export type CreateStacksApiClientOptions = NamespaceClientOptions & {
  /** The API's base URL, e.g. `https://api.hiro.so` (a trailing slash is ignored). */
  baseUrl: string
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
export function createStacksApiClient({ baseUrl, ...options }: CreateStacksApiClientOptions): StacksApiClient {
  return {
    async getBalances(principal) {
      const path = `/extended/v1/address/${encodeURIComponent(principal)}/balances`
      const { stx, fungible_tokens: tokens = {} } = await namespaceJson({ ...options, service: 'Stacks API', baseUrl, path, schema: balancesSchema })
      return {
        stx: BigInt(stx.balance),
        locked: BigInt(stx.locked ?? '0'),
        fungibleTokens: Object.fromEntries(Object.entries(tokens).map(([id, token]) => [id, BigInt(token.balance)])),
      }
    },
  }
}
