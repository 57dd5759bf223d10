// What the swap (convert) endpoints accept. The API validates requests with these schemas (their
// transforms give it checksummed addresses and bigint amounts); the client only types its requests
// with them (type imports), so they never reach the browser bundle.
import { getAddress, isAddress } from 'viem'
import type { Address } from 'viem'
import { z } from 'zod'
import { errorMessages } from '../../errors/messages'
import { SWAP_ROUTE_IDS } from '../../swap/swapRouteId'

/** An account or token on an eip155 chain, read from CAIP-10 (`eip155:31337:0x…`). */
export type ChainAddress = { chainId: number; address: Address }

/**
 * A CAIP-10 id: an eip155 one becomes a {@link ChainAddress}; another namespace (`solana:…`) is
 * refused as a chain without swaps; anything else as 'Invalid address'.
 */
export const caip10Schema = z.string().transform((value, context): ChainAddress => {
  const match = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/.exec(value)
  if (match && match[1] !== 'eip155') {
    context.addIssue({ code: 'custom', message: errorMessages.swapsUnsupported })
    return z.NEVER
  }
  const evm = match && /^[1-9][0-9]{0,15}$/.test(match[2]!) && isAddress(match[3]!, { strict: false })
  if (!evm) {
    context.addIssue({ code: 'custom', message: 'Invalid address' })
    return z.NEVER
  }
  return { chainId: Number(match[2]), address: getAddress(match[3]!) }
})

/** An amount in the token's base units: a positive integer in decimal, below 2^256. */
export const amountSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,76}$/, 'Invalid amount')
  .transform((value) => BigInt(value))

/**
 * `amount` fixes the input; `amountOut` instead fixes the output (Foyer's extension, for a form
 * where the user types what they want to receive). Exactly one is given.
 */
export const swapAmountsSchema = z
  .object({ amount: amountSchema.optional(), amountOut: amountSchema.optional() })
  .refine((amounts) => (amounts.amount === undefined) !== (amounts.amountOut === undefined), 'Invalid amount')
  .transform((amounts) =>
    amounts.amount === undefined ? { side: 'exactOut' as const, value: amounts.amountOut! } : { side: 'exactIn' as const, value: amounts.amount },
  )

/** Schema of `GET /v1/convert/tokens`' query. */
export const swapTokensQuerySchema = z.object({ chainId: z.string({ error: errorMessages.invalidChainId }) })

/** Schema of `GET /v1/convert/quotes`' query: the accounts and one {@link swapAmountsSchema} amount. */
export const swapQuotesQuerySchema = z
  .object({
    userAddress: caip10Schema,
    from: caip10Schema,
    to: caip10Schema,
    // Accepted for the common request shape; V2 quotes do not depend on it.
    gasPrice: z
      .string()
      .regex(/^[0-9]{1,78}$/, 'Invalid gasPrice')
      .optional(),
  })
  .and(swapAmountsSchema)

/** The query of `GET /v1/convert/quotes`. */
export type SwapQuotesQuery = z.input<typeof swapQuotesQuerySchema>

/**
 * The route a quote answered (its `id`), so the allowance, the approval and the swap are all for
 * that route's router. Without it: Uniswap V2's router where the chain has one, and the swap takes
 * the best route.
 */
const routeSchema = z.enum(SWAP_ROUTE_IDS, { error: 'Invalid route' }).optional()

/** Schema of `GET /v1/convert/allowance`'s query. */
export const swapAllowanceQuerySchema = z.object({ tokenAddress: caip10Schema, userAddress: caip10Schema, route: routeSchema })

/** Schema of `GET /v1/convert/build-approve`'s query: without `amount`, the approval is unlimited. */
export const buildApproveQuerySchema = z.object({
  userAddress: caip10Schema,
  from: caip10Schema,
  to: caip10Schema,
  amount: amountSchema.optional(),
  route: routeSchema,
})

/** Slippage in percent, e.g. `"1"` or `0.5`: more than 0, at most 50, two decimals at most. */
const slippageSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .refine((value) => /^[0-9]{1,2}(\.[0-9]{1,2})?$/.test(value) && Number(value) > 0 && Number(value) <= 50, 'Invalid slippage')
  // In hundredths of a percent (basis points), so the minimum output is integer arithmetic.
  .transform((value) => BigInt(Math.round(Number(value) * 100)))

/** Schema of `POST /v1/convert/build-transaction`'s body: the accounts, one {@link swapAmountsSchema} amount, the slippage. */
export const buildTransactionBodySchema = z
  .object({
    projectId: z.string().max(128).optional(),
    userAddress: caip10Schema,
    from: caip10Schema,
    to: caip10Schema,
    eip155: z.object({ slippage: slippageSchema.optional() }).optional(),
    disableEstimate: z.boolean().optional(),
    route: routeSchema,
  })
  .and(swapAmountsSchema)

/** The body of `POST /v1/convert/build-transaction`. */
export type BuildTransactionBody = z.input<typeof buildTransactionBodySchema>
