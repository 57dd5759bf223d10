import { loadUniswapArtifact } from './uniswapV2Artifacts'
import type { UniswapArtifact } from './uniswapV2Artifacts'

/**
 * Reads the compiled Uniswap V3 contracts the local chains deploy, as Uniswap published them: the
 * factory and pool from `@uniswap/v3-core`, `NonfungiblePositionManager` and `QuoterV2` from
 * `@uniswap/v3-periphery`, `SwapRouter02` from `@uniswap/swap-router-contracts` (development
 * packages, so call this from the local stack only).
 *
 * @throws when a package is missing or an artifact has no ABI or bytecode.
 */
export function uniswapV3Artifacts(): {
  factory: UniswapArtifact
  pool: UniswapArtifact
  positionManager: UniswapArtifact
  quoterV2: UniswapArtifact
  swapRouter02: UniswapArtifact
} {
  return {
    factory: loadUniswapArtifact('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'),
    pool: loadUniswapArtifact('@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json'),
    positionManager: loadUniswapArtifact('@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json'),
    quoterV2: loadUniswapArtifact('@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'),
    swapRouter02: loadUniswapArtifact('@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json'),
  }
}
