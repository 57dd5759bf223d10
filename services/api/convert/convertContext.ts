import { createPublicClient, http } from 'viem'
import type { PublicClient } from 'viem'
import type { ChainAddress } from '../../../src/api/wire/convertRequests'
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
   * Uniswap V2 deployments by chain id. Only the public swap chains (`SWAP_CHAIN_IDS`) and the local
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
