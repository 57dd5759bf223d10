// What the account domain's endpoints accept. The API validates requests with these schemas; the
// client only types its requests with them (type imports), so they never reach the browser bundle.
import { z } from 'zod'

/** Schema of `POST /v1/fungible/price`'s body: CAIP-10 token ids to price, in USD. */
export const fungiblePriceRequestSchema = z.object({
  currency: z.literal('usd'),
  addresses: z.array(z.string().max(200)).max(100),
  projectId: z.string().max(200).optional(),
})

/** The body of `POST /v1/fungible/price`. */
export type FungiblePriceRequest = z.input<typeof fungiblePriceRequestSchema>

/**
 * A chain id as the account endpoints take it: CAIP-2 (`eip155:31337`, `solana:…`) or a plain
 * eip155 number (`31337`). Another namespace is valid here; each route decides whether it serves it.
 */
export const accountChainIdSchema = z
  .string({ error: 'Invalid chainId' })
  .regex(/^(?:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}|[1-9][0-9]{0,15})$/, 'Invalid chainId')
  .refine((value) => !value.startsWith('eip155:') || /^eip155:[1-9][0-9]{0,15}$/.test(value), 'Invalid chainId')

/** Schema of `GET /v1/account/{address}/balance`'s query. `forceUpdate` (any value) skips the followed head. */
export const balanceQuerySchema = z.object({
  currency: z.literal('usd', { error: 'Unsupported currency' }).default('usd'),
  chainId: accountChainIdSchema,
  forceUpdate: z.string().optional(),
})

/** The query of `GET /v1/account/{address}/balance`. */
export type BalanceQuery = z.input<typeof balanceQuerySchema>

/** Schema of `GET /v1/account/{address}/history`'s query; `cursor` is the previous page's `next`. */
export const historyQuerySchema = z.object({
  chainId: accountChainIdSchema,
  cursor: z.string().max(200).optional(),
  forceUpdate: z.string().optional(),
})

/** The query of `GET /v1/account/{address}/history`. */
export type HistoryQuery = z.input<typeof historyQuerySchema>

/** Schema of the queries that name one chain (`GET /v1/account/{address}/nfts`, `GET /v1/convert/gas-price`). */
export const chainQuerySchema = z.object({ chainId: accountChainIdSchema })
