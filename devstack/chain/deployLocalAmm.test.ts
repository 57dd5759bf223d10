import { createPublicClient, erc20Abi, http, keccak256 } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, UNISWAP_V2_FACTORY_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS, USDC_ADDRESS, WETH_ADDRESS } from './addresses'
import { deployContracts } from './deployContracts'
import { DAI_AMOUNT_EACH, LOCAL_POOLS, deployLocalAmm } from './deployLocalAmm'
import { LOCAL_UNISWAP_V3 } from './uniswapV3Addresses'
import { deployTestNft } from './deployTestNft'
import { localChain } from './localChain'
import { startAnvil } from './startAnvil'
import type { RunningAnvil } from './startAnvil'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '../../src/swap/uniswapV2Abi'
import { uniswapV2Artifacts } from './uniswapV2Artifacts'

let anvil: RunningAnvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31338 })
})
afterAll(() => anvil?.stop())

describe('deployLocalAmm', () => {
  it("the router was compiled with the hash of the core pair bytecode (so its pairFor finds the factory's pairs)", () => {
    const { pair, router } = uniswapV2Artifacts()
    expect(router.bytecode).toContain(keccak256(pair.bytecode).slice(2))
  })

  it('refuses a chain where USDC and TestNft are not deployed yet', async () => {
    await expect(deployLocalAmm(anvil.rpcUrl, 31338)).rejects.toThrow(/deployer's nonce is 0, so DAI would not land/)
  })

  it('deploys DAI and Uniswap V2 at the fixed addresses, seeds the pools, and the router quotes them', async () => {
    await deployContracts(anvil.rpcUrl, 31338)
    await deployTestNft(anvil.rpcUrl, 31338)
    expect(await deployLocalAmm(anvil.rpcUrl, 31338)).toEqual({
      dai: DAI_ADDRESS,
      weth: WETH_ADDRESS,
      factory: UNISWAP_V2_FACTORY_ADDRESS,
      router: UNISWAP_V2_ROUTER_ADDRESS,
      v3: LOCAL_UNISWAP_V3,
    })
    const client = createPublicClient({ chain: localChain(31338, anvil.rpcUrl), transport: http() })
    const read = <T>(address: `0x${string}`, functionName: 'symbol' | 'decimals') => client.readContract({ address, abi: erc20Abi, functionName }) as Promise<T>
    expect([await read(DAI_ADDRESS, 'symbol'), await read(DAI_ADDRESS, 'decimals')]).toEqual(['DAI', 18])
    expect(await read(WETH_ADDRESS, 'symbol')).toBe('WETH')
    expect(await client.readContract({ address: DAI_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [ANVIL_ACCOUNTS[0].address] })).toBe(
      DAI_AMOUNT_EACH,
    )
    expect(await client.readContract({ address: UNISWAP_V2_ROUTER_ADDRESS, abi: uniswapV2RouterAbi, functionName: 'factory' })).toBe(UNISWAP_V2_FACTORY_ADDRESS)

    for (const pool of LOCAL_POOLS) {
      const tokenA = pool.tokenA === 'ETH' ? WETH_ADDRESS : pool.tokenA
      const pair = await client.readContract({
        address: UNISWAP_V2_FACTORY_ADDRESS,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [tokenA, pool.tokenB],
      })
      const [token0, [reserve0, reserve1]] = await Promise.all([
        client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
        client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
      ])
      const [reserveA, reserveB] = token0 === tokenA ? [reserve0, reserve1] : [reserve1, reserve0]
      expect([reserveA, reserveB]).toEqual([pool.amountA, pool.amountB])

      // Uniswap V2's constant-product formula with its 0.3 % fee, from the reserves.
      const amountIn = pool.amountA / 100n
      const withFee = amountIn * 997n
      const expected = (withFee * reserveB) / (reserveA * 1000n + withFee)
      const amounts = await client.readContract({
        address: UNISWAP_V2_ROUTER_ADDRESS,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, [tokenA, pool.tokenB]],
      })
      expect(amounts).toEqual([amountIn, expected])
    }
    expect(USDC_ADDRESS).not.toBe(DAI_ADDRESS)
  })
})
