import { createPublicClient, http, keccak256, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniswapV3FactoryAbi, uniswapV3PoolAbi } from '../../src/swap/uniswapV3Abi'
import { UNISWAP_V2_FACTORY_ADDRESS, WETH_ADDRESS } from './addresses'
import { deployContracts } from './deployContracts'
import { deployLocalAmm } from './deployLocalAmm'
import { LOCAL_V3_POOLS, deployLocalUniswapV3, sqrtPriceX96Of } from './deployLocalUniswapV3'
import { LOCAL_UNISWAP_V3 } from './uniswapV3Addresses'
import { deployTestNft } from './deployTestNft'
import { localChain } from './localChain'
import { startAnvil } from './startAnvil'
import type { RunningAnvil } from './startAnvil'
import { uniswapV3Artifacts } from './uniswapV3Artifacts'

let anvil: RunningAnvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployContracts(anvil.rpcUrl, 31337)
  await deployTestNft(anvil.rpcUrl, 31337)
  await deployLocalAmm(anvil.rpcUrl, 31337)
}, 60_000)
afterAll(() => anvil?.stop())

describe('deployLocalUniswapV3', () => {
  it('the quoter and the router were compiled with the hash of the core pool bytecode (so they find the factory pools)', () => {
    const { pool, quoterV2, swapRouter02, positionManager } = uniswapV3Artifacts()
    const hash = keccak256(pool.bytecode).slice(2)
    for (const artifact of [quoterV2, swapRouter02, positionManager]) expect(artifact.bytecode).toContain(hash)
  })

  it('sqrtPriceX96Of gives 2^96 for equal amounts and the root of a ratio', () => {
    expect(sqrtPriceX96Of(1n, 1n)).toBe(2n ** 96n)
    expect(sqrtPriceX96Of(1n, 4n)).toBe(2n ** 97n)
    expect(sqrtPriceX96Of(4n, 1n)).toBe(2n ** 95n)
  })

  it('deploys at the fixed addresses, wired to each other, with every pool at 3,000 per ETH', async () => {
    const client = createPublicClient({ chain: localChain(31337, anvil.rpcUrl), transport: http() })
    const router = parseAbi([
      'function factory() view returns (address)',
      'function factoryV2() view returns (address)',
      'function WETH9() view returns (address)',
    ])
    const read = (functionName: 'factory' | 'factoryV2' | 'WETH9') => client.readContract({ address: LOCAL_UNISWAP_V3.swapRouter02, abi: router, functionName })
    expect([await read('factory'), await read('factoryV2'), await read('WETH9')]).toEqual([LOCAL_UNISWAP_V3.factory, UNISWAP_V2_FACTORY_ADDRESS, WETH_ADDRESS])
    expect(await client.readContract({ address: LOCAL_UNISWAP_V3.quoterV2, abi: router, functionName: 'factory' })).toBe(LOCAL_UNISWAP_V3.factory)
    for (const pool of LOCAL_V3_POOLS) {
      const address = await client.readContract({
        address: LOCAL_UNISWAP_V3.factory,
        abi: uniswapV3FactoryAbi,
        functionName: 'getPool',
        args: [WETH_ADDRESS, pool.token, pool.fee],
      })
      const [sqrtPriceX96] = await client.readContract({ address, abi: uniswapV3PoolAbi, functionName: 'slot0' })
      const wethFirst = BigInt(WETH_ADDRESS) < BigInt(pool.token)
      expect(sqrtPriceX96).toBe(wethFirst ? sqrtPriceX96Of(pool.eth, pool.amount) : sqrtPriceX96Of(pool.amount, pool.eth))
      // The pool holds the seeded amounts, less rounding (the two pools of ETH/DAI hold their own).
      const balance = (token: `0x${string}`) =>
        client.readContract({
          address: token,
          abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
          functionName: 'balanceOf',
          args: [address],
        })
      expect(Number(await balance(pool.token)) / Number(pool.amount)).toBeCloseTo(1, 6)
      expect(Number(await balance(WETH_ADDRESS)) / Number(pool.eth)).toBeCloseTo(1, 6)
    }
    // No 1 % pool: its quotes revert.
    const none = await client.readContract({
      address: LOCAL_UNISWAP_V3.factory,
      abi: uniswapV3FactoryAbi,
      functionName: 'getPool',
      args: [WETH_ADDRESS, LOCAL_V3_POOLS[0].token, 10000],
    })
    expect(BigInt(none)).toBe(0n)
  })

  it('refuses a chain where it is already deployed', async () => {
    await expect(deployLocalUniswapV3(anvil.rpcUrl, 31337)).rejects.toThrow(/deployer's nonce on .* is \d+: use a fresh anvil/)
  })
})
