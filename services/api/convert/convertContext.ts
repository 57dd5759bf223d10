import { createPublicClient, getAddress, http, isAddress } from 'viem'
import type { Address, PublicClient } from 'viem'
import { z } from 'zod'
import { errorMessages } from '../../../src/errors/messages'
import type { ApiChain } from '../coreRoutes'
import { HttpError } from '../HttpError'
import { LOCAL_SWAP_CHAIN_IDS, SWAP_CHAIN_IDS } from './swapConfig'
import type { SwapAmm } from './swapConfig'

/** Options of `convertRoutes`. */
export type ConvertRoutesOptions = {
  /** Chains the API reaches over JSON-RPC; swaps need the chain here and an AMM in `amms`. */
  chains: readonly ApiChain[]
  /**
   * Uniswap V2 deployments by chain id. Only the spec's swap chains (`SWAP_CHAIN_IDS`) and the local
   * chains (31337, 31338) are ever served; any other entry is ignored.
   * @default {} (no swaps anywhere)
   * @example { 31337: localSwapAmm() }
   */
  amms?: Readonly<Record<number, SwapAmm>>
  /**
   * Seconds a built swap stays valid after the chain's latest block (the router's `deadline`).
   * @default 1200
   */
  deadlineSeconds?: number
  /**
   * Timeout of each JSON-RPC request to a chain.
   * @default 5_000
   */
  rpcTimeoutMs?: number
}

/** One chain where swaps are served: its client and AMM. */
export type SwapChain = { chainId: number; client: PublicClient; amm: SwapAmm }

/** What the convert route handlers share. */
export type ConvertContext = {
  /** The swap chain with this id, or `undefined` where swaps are not supported. */
  chain(chainId: number): SwapChain | undefined
  deadlineSeconds: number
}

/** Builds the handlers' shared state from {@link ConvertRoutesOptions}. */
export function createConvertContext(options: ConvertRoutesOptions): ConvertContext {
  const timeout = options.rpcTimeoutMs ?? 5_000
  const allowed = new Set<number>([...SWAP_CHAIN_IDS, ...LOCAL_SWAP_CHAIN_IDS])
  const chains = new Map<number, SwapChain>()
  for (const chain of options.chains) {
    const amm = options.amms?.[chain.id]
    if (!amm || !allowed.has(chain.id)) continue
    // `batch: true`: the route candidates and reserves of one quote go out as one JSON-RPC batch.
    const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: true, retryCount: 0, timeout }) })
    chains.set(chain.id, { chainId: chain.id, client, amm })
  }
  return { chain: (chainId) => chains.get(chainId), deadlineSeconds: options.deadlineSeconds ?? 1_200 }
}

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
 * Parses a query or body with zod, answering 400 with the first problem's message (e.g.
 * 'Invalid address', 'Invalid amount') and every issue, rather than a bare 'Invalid request'.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const first = result.error.issues[0]
  throw new HttpError(400, first?.message ?? 'Invalid request', { issues: result.error.issues })
}

/** Reads the query string as a plain object for zod (each parameter's first value). */
export function queryOf(url: URL): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value
  return query
}

/**
 * The swap chain every address is on.
 *
 * @throws {HttpError} 400 'Network not supported for Swaps' where swaps are not served, or 400
 *   'Addresses must be on one chain'.
 */
export function swapChainOf(context: ConvertContext, ...addresses: ChainAddress[]): SwapChain {
  const chainId = addresses[0]?.chainId
  if (chainId === undefined || addresses.some((address) => address.chainId !== chainId)) {
    throw new HttpError(400, 'Addresses must be on one chain')
  }
  const chain = context.chain(chainId)
  if (!chain) throw new HttpError(400, errorMessages.swapsUnsupported)
  return chain
}
