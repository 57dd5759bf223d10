import { getAddress, isAddress } from 'viem'
import type { Address } from 'viem'
import { z } from 'zod'
import { UNISWAP_DEPLOYMENTS } from './uniswapDeployments'

/**
 * The address that stands for a chain's native coin (ETH) in token lists, quotes and transactions,
 * as most swap APIs spell it; it is no contract.
 */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Whether the address stands for the native coin ({@link NATIVE_TOKEN_ADDRESS}). */
export function isNative(address: Address): boolean {
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
}

/**
 * The public eip155 chains where swaps may be offered: those with a Uniswap deployment in
 * `UNISWAP_DEPLOYMENTS` out of the box, the others once an AMM is configured for them.
 */
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

/** A Uniswap V2 deployment: the router that quotes and swaps, and the factory of its pairs. */
export const swapV2Schema = z.strictObject({
  /** The `UniswapV2Router02` contract. */
  router: addressSchema,
  /** The `UniswapV2Factory` the router was deployed with (its pairs give the reserves). */
  factory: addressSchema,
})

/** A Uniswap V3 deployment: the factory of its pools, the quoter and the router. */
export const swapV3Schema = z.strictObject({
  /** The `UniswapV3Factory` contract (its pools give the mid price). */
  factory: addressSchema,
  /** The `QuoterV2` contract (not the first `Quoter`: its answers differ). */
  quoterV2: addressSchema,
  /** The `SwapRouter02` contract that swaps and that approvals are for. */
  swapRouter02: addressSchema,
})

const ammFields = z.strictObject({
  /** The wrapped native coin both versions pair instead of the native coin. @default the chain's default deployment's */
  weth: addressSchema.optional(),
  /** Uniswap V2. @default the chain's default deployment's, if any */
  v2: swapV2Schema.optional(),
  /** Uniswap V3. @default the chain's default deployment's, if any */
  v3: swapV3Schema.optional(),
  /**
   * Tokens listed by `GET /v1/convert/tokens`; also the intermediate hops V2 routes may use.
   * @default the native coin and the API's token list for the chain
   */
  tokens: z.array(swapTokenSchema).min(1).optional(),
})

/**
 * The swap configuration of one chain. Every field falls back to the chain's default deployment
 * (`UNISWAP_DEPLOYMENTS`). The earlier V2-only shape `{ router, factory, weth, tokens }` is still
 * read: its `router` and `factory` become `v2`.
 *
 * @example
 * { v3: { factory: '0x1F98…F984', quoterV2: '0x61fF…B21e', swapRouter02: '0x68b3…Fc45' }, weth: '0xC02a…6Cc2' }
 */
export const swapAmmSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || !('router' in value || 'factory' in value) || 'v2' in value) return value
  const { router, factory, ...rest } = value as Record<string, unknown>
  return { ...rest, v2: { router, factory } }
}, ammFields)

/** The swap configuration of one chain (output of {@link swapAmmSchema}). */
export type SwapAmm = z.output<typeof ammFields>

/** A chain's swap configuration merged with its default deployment: WETH and at least one version. */
export type ResolvedSwapAmm = Omit<SwapAmm, 'weth'> & { weth: Address }

/**
 * The configuration of a chain over its default deployment, or `undefined` when the result has no
 * WETH or neither version (no AMM: swaps stay unsupported there).
 *
 * @example
 * resolveSwapAmm(8453, undefined)?.v3?.swapRouter02 // '0x2626…e481'
 */
export function resolveSwapAmm(chainId: number, configured: SwapAmm | undefined): ResolvedSwapAmm | undefined {
  const defaults = UNISWAP_DEPLOYMENTS[chainId]
  const weth = configured?.weth ?? defaults?.weth
  const v2 = configured?.v2 ?? defaults?.v2
  const v3 = configured?.v3 ?? defaults?.v3
  if (!weth || (!v2 && !v3)) return undefined
  return { weth, ...(v2 ? { v2 } : {}), ...(v3 ? { v3 } : {}), ...(configured?.tokens ? { tokens: configured.tokens } : {}) }
}

/**
 * Per-chain swap configuration by eip155 chain id, e.g. from the server configuration. A chain
 * given here must end up with WETH and a V2 or V3 deployment once its defaults are added.
 */
export const swapAmmsSchema = z.record(z.string().regex(/^[1-9][0-9]{0,15}$/), swapAmmSchema).superRefine((amms, context) => {
  for (const [id, amm] of Object.entries(amms)) {
    if (resolveSwapAmm(Number(id), amm)) continue
    context.addIssue({ code: 'custom', path: [id], message: `Chain ${id} has no default Uniswap deployment: give weth and v2 or v3` })
  }
})
