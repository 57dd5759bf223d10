import { createPublicClient, http } from 'viem'
import type { Address, PublicClient } from 'viem'
import type { ChainAddress } from '../../../src/api/wire/convertRequests'
import { errorMessages } from '../../../src/errors/messages'
import type { SwapRouteId } from '../../../src/swap/swapRouteId'
import type { ApiChain } from '../coreRoutes'
import { HttpError } from '../HttpError'
import { nativeCurrencyOf } from '../tokens/chainDefinition'
import { LOCAL_SWAP_CHAIN_IDS, NATIVE_TOKEN_ADDRESS, SWAP_CHAIN_IDS, resolveSwapAmm } from './swapConfig'
import type { ResolvedSwapAmm, SwapAmm, SwapToken } from './swapConfig'

/** A token of the API's token list, as `listedTokens` gives it (the Token Lists standard's fields). */
export type SwapListedToken = { address: Address; name: string; symbol: string; decimals: number; logoURI?: string | undefined }

/** Options of `convertRoutes`. */
export type ConvertRoutesOptions = {
  /** Chains the API reaches over JSON-RPC; swaps need the chain here and an AMM (configured or default). */
  chains: readonly ApiChain[]
  /**
   * Swap configuration by chain id, over the default Uniswap deployments of the public swap chains
   * (`UNISWAP_DEPLOYMENTS`). Only the public swap chains (`SWAP_CHAIN_IDS`) and the local chains
   * (31337, 31338) are ever served; any other entry is ignored.
   * @default {} (Uniswap's own deployments where it has them, no swaps elsewhere)
   * @example { 31337: localSwapAmm() }
   */
  amms?: Readonly<Record<number, SwapAmm>>
  /**
   * The API's token list for a chain: the tokens offered for swaps (after the native coin) where the
   * chain's configuration lists none.
   * @default () => [] (only the native coin)
   * @example (chainId) => registry.onChain(chainId)
   */
  listedTokens?: (chainId: number) => readonly SwapListedToken[]
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

/** One chain where swaps are served: its client, AMM and the tokens it offers. */
export type SwapChain = {
  chainId: number
  client: PublicClient
  amm: ResolvedSwapAmm
  /** The tokens offered: the configured ones, else the native coin and the token list's. */
  tokens(): SwapToken[]
  /** Tokens V2 routes may pass through besides WETH: the configured ones only (a long list would multiply the routes). */
  hops: readonly Address[]
}

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
    const amm = allowed.has(chain.id) ? resolveSwapAmm(chain.id, options.amms?.[chain.id]) : undefined
    if (!amm) continue
    // `batch: true`: every route candidate of one quote goes out in one JSON-RPC batch.
    const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: true, retryCount: 0, timeout }) })
    const chainId = chain.id
    const tokens = () => amm.tokens ?? [nativeToken(chainId), ...(options.listedTokens?.(chainId) ?? []).map(swapTokenOf)]
    chains.set(chainId, { chainId, client, amm, tokens, hops: (amm.tokens ?? []).map((token) => token.address) })
  }
  return { chain: (chainId) => chains.get(chainId), deadlineSeconds: options.deadlineSeconds ?? 1_200 }
}

function nativeToken(chainId: number): SwapToken {
  const { name, symbol, decimals } = nativeCurrencyOf(chainId)
  return { address: NATIVE_TOKEN_ADDRESS, name, symbol, decimals, logoUri: null }
}

function swapTokenOf(token: SwapListedToken): SwapToken {
  return { address: token.address, name: token.name, symbol: token.symbol, decimals: token.decimals, logoUri: token.logoURI || null }
}

/**
 * The router a route's approvals and swaps go to: Uniswap V2's router, or V3's `SwapRouter02`.
 * Without a route: V2's router where the chain has V2 (what callers that predate V3 approved), else
 * `SwapRouter02`.
 *
 * @throws {HttpError} 400 'Route not available on this chain' for a version the chain lacks.
 */
export function swapRouterOf(chain: SwapChain, route?: SwapRouteId): Address {
  const { v2, v3 } = chain.amm
  const router = route === undefined ? (v2?.router ?? v3?.swapRouter02) : route === 'uniswap-v2' ? v2?.router : v3?.swapRouter02
  if (!router) throw new HttpError(400, 'Route not available on this chain')
  return router
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
