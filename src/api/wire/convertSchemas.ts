// The swap (convert) domain's wire: the API's routes type their answers with these schemas and the
// client parses the answers with them. The request schemas live in convertRequests.ts, which the
// browser never loads.
import { z } from 'zod'

const caip10 = z.string().regex(/^eip155:[1-9][0-9]{0,15}:0x[0-9a-fA-F]{40}$/)
const integer = z.string().regex(/^[0-9]{1,78}$/)

/** Schema of one token of `GET /v1/convert/tokens` (CAIP-10 address; the native coin has the `0xeeee…` placeholder). */
export const swapTokenInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: caip10,
  decimals: z.number().int().min(0).max(36),
  logoUri: z.string().nullable(),
})

/** A token offered for swaps, as `GET /v1/convert/tokens` lists it (CAIP-10 address). */
export type SwapTokenInfo = z.output<typeof swapTokenInfoSchema>

/** Schema of `GET /v1/convert/tokens`. */
export const swapTokensResponseSchema = z.object({ tokens: z.array(swapTokenInfoSchema) })

/** Schema of one quote of `GET /v1/convert/quotes`: amounts in base units. */
export const swapQuoteInfoSchema = z.object({
  /**
   * Foyer's API names the route that won (e.g. `uniswap-v3-500`, see `SWAP_ROUTE_IDS`) for the
   * allowance, approval and build calls to send back as `route`; a quote is not kept, the build call
   * quotes that route again. Other APIs may answer `null` or their own id.
   */
  id: z.string().max(200).nullable().optional(),
  fromAmount: integer,
  toAmount: integer,
  fromAccount: caip10,
  toAccount: caip10,
  /** Percent below the pools' mid price (fee included), e.g. `0.3329`. */
  priceImpact: z.number(),
  /** CAIP-10 ids of the tokens the swap passes through, from the input to the output token. */
  route: z.array(caip10),
})

/** One quote of `GET /v1/convert/quotes`: amounts in base units, price impact in percent. */
export type SwapQuoteInfo = z.output<typeof swapQuoteInfoSchema>

/** Schema of `GET /v1/convert/quotes` (one quote). */
export const swapQuotesResponseSchema = z.object({ quotes: z.array(swapQuoteInfoSchema).min(1) })

/** Schema of `GET /v1/convert/allowance`: what the router may spend, in base units. */
export const swapAllowanceResponseSchema = z.object({ allowance: integer })

/** Schema of a transaction built for the wallet to send: CAIP-10 addresses, amounts in wei. */
export const builtSwapTransactionSchema = z.object({
  from: caip10,
  to: caip10,
  data: z
    .string()
    .regex(/^0x[0-9a-fA-F]*$/)
    .transform((hex) => hex as `0x${string}`),
  /** Wei sent with the call: the most the swap may cost when it starts from the native coin, else 0. */
  amount: integer,
  eip155: z.object({
    /** Gas limit (the node's estimate with a margin), or `null` when the estimate was skipped. */
    gas: integer.nullable(),
    gasPrice: integer,
  }),
})

/** A transaction built by the convert API, for the wallet to send. */
export type BuiltSwapTransaction = z.output<typeof builtSwapTransactionSchema>

/** A built transaction as sent (`data` a plain hex string). */
export type BuiltSwapTransactionWire = z.input<typeof builtSwapTransactionSchema>

/** Schema of `GET /v1/convert/build-approve`. */
export const buildApproveResponseSchema = z.object({ tx: builtSwapTransactionSchema })

/** Schema of what the build call quoted: amounts in base units, the deadline in Unix seconds. */
export const builtSwapQuoteSchema = z.object({
  fromAmount: integer,
  toAmount: integer,
  /** The output below which the swap reverts (exact input). */
  minimumToAmount: integer,
  /** The input above which the swap reverts (exact output). */
  maximumFromAmount: integer,
  priceImpact: z.number(),
  deadline: z.number().int(),
})

/** Schema of `POST /v1/convert/build-transaction`. */
export const buildTransactionResponseSchema = z.object({ tx: builtSwapTransactionSchema, quote: builtSwapQuoteSchema.optional() })

/** `POST /v1/convert/build-transaction`'s answer as sent. */
export type BuildTransactionResponseWire = z.input<typeof buildTransactionResponseSchema>
