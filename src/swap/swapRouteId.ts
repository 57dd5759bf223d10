/**
 * The routes the convert API quotes, by the id its quote answers carry (`id`) and its allowance,
 * approval and build requests take back (`route`), so the approval and the swap go to the router
 * of the route that was quoted: Uniswap V2's router, or V3's `SwapRouter02` at one fee tier.
 */
export const SWAP_ROUTE_IDS = ['uniswap-v2', 'uniswap-v3-500', 'uniswap-v3-3000', 'uniswap-v3-10000'] as const

/** One of {@link SWAP_ROUTE_IDS}. */
export type SwapRouteId = (typeof SWAP_ROUTE_IDS)[number]

/**
 * Whether a quote id names one of Foyer's routes (another API's ids are opaque and never sent back).
 *
 * @example
 * isSwapRouteId('uniswap-v3-500') // true
 */
export function isSwapRouteId(id: string | null | undefined): id is SwapRouteId {
  return (SWAP_ROUTE_IDS as readonly (string | null | undefined)[]).includes(id)
}
