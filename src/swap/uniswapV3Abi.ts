import { parseAbi } from 'viem'

/**
 * The parts of Uniswap V3's `QuoterV2` that Foyer calls. Its quotes are not `view`: each simulates
 * the swap and reverts with the result, so they are read with `eth_call`, never sent. The signatures
 * are those of `@uniswap/v3-periphery`'s `QuoterV2` artifact, written out so the API needs no
 * development package at run time and viem types the calls.
 */
export const uniswapV3QuoterV2Abi = parseAbi([
  'struct QuoteExactInputSingleParams { address tokenIn; address tokenOut; uint256 amountIn; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'struct QuoteExactOutputSingleParams { address tokenIn; address tokenOut; uint256 amount; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'function quoteExactInputSingle(QuoteExactInputSingleParams params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function quoteExactOutputSingle(QuoteExactOutputSingleParams params) returns (uint256 amountIn, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])

/**
 * The parts of `SwapRouter02` (`@uniswap/swap-router-contracts`) that Foyer calls: the single-pool
 * V3 swaps, the deadline-checking `multicall`, and the native-coin helpers (`unwrapWETH9` pays out
 * the WETH the router holds as the native coin, `refundETH` returns what an exact output left).
 */
export const swapRouter02Abi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactOutputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountOut; uint256 amountInMaximum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'function exactOutputSingle(ExactOutputSingleParams params) payable returns (uint256 amountIn)',
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
  'function factory() view returns (address)',
  'function WETH9() view returns (address)',
])

/** The part of Uniswap V3's factory that Foyer reads: where the pool of a pair and fee tier is. */
export const uniswapV3FactoryAbi = parseAbi(['function getPool(address tokenA, address tokenB, uint24 fee) view returns (address pool)'])

/** The part of a Uniswap V3 pool that Foyer reads for its mid price. */
export const uniswapV3PoolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
])

/** The fee tiers Foyer quotes, in hundredths of a basis point (500 = 0.05 %). */
export const UNISWAP_V3_FEE_TIERS = [500, 3000, 10000] as const

/** One of {@link UNISWAP_V3_FEE_TIERS}. */
export type UniswapV3FeeTier = (typeof UNISWAP_V3_FEE_TIERS)[number]

/**
 * `SwapRouter02`'s stand-in recipient for "the router itself": a swap paid to it leaves the WETH in
 * the router for `unwrapWETH9` in the same multicall.
 */
export const SWAP_ROUTER02_ADDRESS_THIS = '0x0000000000000000000000000000000000000002'
