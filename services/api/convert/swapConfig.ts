import { getAddress, isAddress } from 'viem'
import type { Address } from 'viem'
import { z } from 'zod'

/**
 * The address that stands for a chain's native coin (ETH) in token lists, quotes and transactions,
 * as most swap APIs spell it; it is no contract.
 */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The public eip155 chains where swaps may be offered, once an AMM is configured for them. */
export const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const

/** The local development chains (`npm start`, tests), which get the locally deployed AMM. */
export const LOCAL_SWAP_CHAIN_IDS = [31337, 31338] as const

const addressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Invalid address')
  .transform((value) => getAddress(value))

/** A token offered for swaps on one chain. */
export const swapTokenSchema = z.strictObject({
  /** The token contract, or {@link NATIVE_TOKEN_ADDRESS} for the native coin. */
  address: addressSchema,
  symbol: z.string().min(1).max(32),
  name: z.string().min(1).max(64),
  decimals: z.number().int().min(0).max(36),
  /** An image URL shown beside the token. @default null */
  logoUri: z.url().nullable().default(null),
})

/** A token offered for swaps on one chain (output of {@link swapTokenSchema}). */
export type SwapToken = z.output<typeof swapTokenSchema>

/** A Uniswap V2 deployment on one chain and the tokens it offers. */
export const swapAmmSchema = z.strictObject({
  /** The `UniswapV2Router02` contract that quotes and swaps. */
  router: addressSchema,
  /** The `UniswapV2Factory` the router was deployed with (its pairs give the reserves). */
  factory: addressSchema,
  /** The wrapped native coin the router pairs instead of the native coin. */
  weth: addressSchema,
  /** Tokens listed by `GET /v1/convert/tokens`; also the intermediate hops routes may use. */
  tokens: z.array(swapTokenSchema).min(1),
})

/** A Uniswap V2 deployment on one chain (output of {@link swapAmmSchema}). */
export type SwapAmm = z.output<typeof swapAmmSchema>

/**
 * Per-chain AMMs by eip155 chain id, e.g. from the server configuration. Public chains have none
 * unless configured, so swaps are unsupported there.
 */
export const swapAmmsSchema = z.record(z.string().regex(/^[1-9][0-9]{0,15}$/), swapAmmSchema)
