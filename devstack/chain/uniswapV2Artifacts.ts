import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import { z } from 'zod'

/** ABI and creation bytecode of one contract compiled by Uniswap and shipped in its npm packages. */
export type UniswapArtifact = { abi: Abi; bytecode: Hex }

const artifactSchema = z.object({
  abi: z.array(z.record(z.string(), z.unknown())),
  // The packages ship the bytecode without a 0x prefix.
  bytecode: z
    .string()
    .regex(/^(0x)?[0-9a-fA-F]+$/)
    .transform((hex): Hex => (hex.startsWith('0x') ? (hex as Hex) : `0x${hex}`)),
})

const require = createRequire(import.meta.url)

/**
 * Reads one compiled Uniswap contract from its npm package (a development dependency).
 *
 * @throws when the package is missing or the artifact has no ABI or bytecode.
 * @example
 * loadUniswapArtifact('@uniswap/v2-core/build/UniswapV2Factory.json')
 */
export function loadUniswapArtifact(path: string): UniswapArtifact {
  const parsed = artifactSchema.parse(require(path))
  return { abi: parsed.abi as unknown as Abi, bytecode: parsed.bytecode }
}

/**
 * Reads the compiled Uniswap V2 contracts the local chains deploy: the factory from
 * `@uniswap/v2-core`, the router and WETH9 from `@uniswap/v2-periphery` (development packages, so
 * call this from the local stack only).
 *
 * @throws when a package is missing or an artifact has no ABI or bytecode.
 */
export function uniswapV2Artifacts(): { factory: UniswapArtifact; pair: UniswapArtifact; router: UniswapArtifact; weth: UniswapArtifact } {
  return {
    factory: loadUniswapArtifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
    pair: loadUniswapArtifact('@uniswap/v2-core/build/UniswapV2Pair.json'),
    router: loadUniswapArtifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    weth: loadUniswapArtifact('@uniswap/v2-periphery/build/WETH9.json'),
  }
}
