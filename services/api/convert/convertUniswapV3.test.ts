import { decodeFunctionData, erc20Abi } from 'viem'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS, USDC_ADDRESS, WETH_ADDRESS } from '../../../devstack/chain/addresses'
import { LOCAL_UNISWAP_V3 } from '../../../devstack/chain/uniswapV3Addresses'
import { localSwapAmm } from '../../../devstack/chain/localSwapAmm'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { swapQuotesResponseSchema, type BuiltSwapTransactionWire, type SwapQuoteInfo } from '../../../src/api/wire/convertSchemas'
import { uniswapV2RouterAbi } from '../../../src/swap/uniswapV2Abi'
import { uniswapV3QuoterV2Abi } from '../../../src/swap/uniswapV3Abi'
import type { UniswapV3FeeTier } from '../../../src/swap/uniswapV3Abi'
import { caip, getJson, postJson, publicClientOf, startConvertChain } from '../../../test/services/convertTestKit'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { convertRoutes } from './convertRoutes'
import { NATIVE_TOKEN_ADDRESS } from './swapConfig'
import type { SwapAmm } from './swapConfig'

/* Uniswap V3 beside V2 on the local chain's pools (see LOCAL_V3_POOLS): best-of quoting, fee tiers, V3 swaps. */
const CHAIN = 31337
let anvil: RunningAnvil
let api: RunningServer
let stop: () => Promise<void>
const extraServers: RunningServer[] = []
const at = (address: string) => caip(CHAIN, address)
const ETH = at(NATIVE_TOKEN_ADDRESS)
const USDC = at(USDC_ADDRESS)
const DAI = at(DAI_ADDRESS)
const client = () => publicClientOf(anvil.rpcUrl, CHAIN)

beforeAll(async () => {
  ;({ anvil, api, stop } = await startConvertChain(CHAIN))
}, 90_000)
afterAll(async () => {
  await Promise.all(extraServers.map((server) => server.close()))
  await stop?.()
})

/** An API on the same chain with another swap configuration. */
async function apiWith(amm: SwapAmm): Promise<RunningServer> {
  const chains = [{ id: CHAIN, name: 'Local', rpcUrl: anvil.rpcUrl }]
  const server = await createApiServer({ chains, domains: [convertRoutes({ chains, amms: { [CHAIN]: amm } })] }).listen(0, '127.0.0.1')
  extraServers.push(server)
  return server
}

async function quote(from: string, to: string, amounts: Record<string, string>, base = api.url): Promise<SwapQuoteInfo> {
  const { status, body } = await getJson(base, '/v1/convert/quotes', { userAddress: at(ANVIL_ACCOUNTS[1].address), from, to, ...amounts })
  expect(status, JSON.stringify(body)).toBe(200)
  return swapQuotesResponseSchema.parse(body).quotes[0]!
}

/** What QuoterV2 itself answers for one pool (read here with viem's simulation, not the API's code). */
async function quoterOut(tokenIn: Address, tokenOut: Address, fee: UniswapV3FeeTier, amountIn: bigint): Promise<bigint> {
  const { result } = await client().simulateContract({
    address: LOCAL_UNISWAP_V3.quoterV2,
    abi: uniswapV3QuoterV2Abi,
    functionName: 'quoteExactInputSingle',
    args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
  })
  return result[0]
}

async function quoterIn(tokenIn: Address, tokenOut: Address, fee: UniswapV3FeeTier, amount: bigint): Promise<bigint> {
  const { result } = await client().simulateContract({
    address: LOCAL_UNISWAP_V3.quoterV2,
    abi: uniswapV3QuoterV2Abi,
    functionName: 'quoteExactOutputSingle',
    args: [{ tokenIn, tokenOut, amount, fee, sqrtPriceLimitX96: 0n }],
  })
  return result[0]
}

async function v2Out(amountIn: bigint, path: Address[]): Promise<bigint> {
  const amounts = await client().readContract({
    address: UNISWAP_V2_ROUTER_ADDRESS,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })
  return amounts.at(-1)!
}

describe('best of V2 and V3', () => {
  it('0.01 ETH -> DAI: V3 pays more than V2, and the cheap 0.05 % tier more than the 0.3 % one', async () => {
    const amount = 10n ** 16n
    const result = await quote(ETH, DAI, { amount: amount.toString() })
    const [tier500, tier3000, v2] = await Promise.all([
      quoterOut(WETH_ADDRESS, DAI_ADDRESS, 500, amount),
      quoterOut(WETH_ADDRESS, DAI_ADDRESS, 3000, amount),
      v2Out(amount, [WETH_ADDRESS, DAI_ADDRESS]),
    ])
    expect(tier500).toBeGreaterThan(tier3000)
    expect(tier500).toBeGreaterThan(v2)
    expect(result).toMatchObject({ id: 'uniswap-v3-500', fromAmount: amount.toString(), toAmount: tier500.toString(), route: [ETH, DAI] })
    // The 0.05 % fee and a small move along the curve.
    expect(result.priceImpact).toBeGreaterThanOrEqual(0.05)
    expect(result.priceImpact).toBeLessThan(0.1)
  })

  it('5 ETH -> DAI: the deep 0.3 % pool beats the shallow 0.05 % one', async () => {
    const amount = 5n * 10n ** 18n
    const result = await quote(ETH, DAI, { amount: amount.toString() })
    const [tier500, tier3000] = await Promise.all([quoterOut(WETH_ADDRESS, DAI_ADDRESS, 500, amount), quoterOut(WETH_ADDRESS, DAI_ADDRESS, 3000, amount)])
    expect(tier3000).toBeGreaterThan(tier500)
    expect(result).toMatchObject({ id: 'uniswap-v3-3000', toAmount: tier3000.toString() })
  })

  it('0.01 ETH -> USDC: V2 pays more than the shallower V3 pool at the same fee', async () => {
    const amount = 10n ** 16n
    const result = await quote(ETH, USDC, { amount: amount.toString() })
    const [v3, v2] = await Promise.all([quoterOut(WETH_ADDRESS, USDC_ADDRESS, 3000, amount), v2Out(amount, [WETH_ADDRESS, USDC_ADDRESS])])
    expect(v2).toBeGreaterThan(v3)
    expect(result).toMatchObject({ id: 'uniswap-v2', toAmount: v2.toString() })
  })

  it('exact output: exactly 100 DAI from ETH costs what QuoterV2 asks, the least of every route', async () => {
    const amountOut = 100n * 10n ** 18n
    const result = await quote(ETH, DAI, { amountOut: amountOut.toString() })
    const tier500 = await quoterIn(WETH_ADDRESS, DAI_ADDRESS, 500, amountOut)
    expect(result).toMatchObject({ id: 'uniswap-v3-500', fromAmount: tier500.toString(), toAmount: amountOut.toString() })
  })

  it('a route named in the request is the only one quoted', async () => {
    const amount = 10n ** 16n
    const { status, body } = await postJson(api.url, '/v1/convert/build-transaction', {
      userAddress: at(ANVIL_ACCOUNTS[1].address),
      from: ETH,
      to: DAI,
      amount: amount.toString(),
      route: 'uniswap-v2',
      disableEstimate: true,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    expect((body.quote as { toAmount: string }).toAmount).toBe((await v2Out(amount, [WETH_ADDRESS, DAI_ADDRESS])).toString())
    expect((body.tx as BuiltSwapTransactionWire).to).toBe(at(UNISWAP_V2_ROUTER_ADDRESS))
    const bad = await getJson(api.url, '/v1/convert/allowance', { tokenAddress: DAI, userAddress: at(ANVIL_ACCOUNTS[1].address), route: 'sushi' })
    expect([bad.status, bad.body.error]).toEqual([400, 'Invalid route'])
  })
})

describe('quoters that fail', () => {
  it('a quoter that reverts on every tier leaves the V2 quote standing', async () => {
    // USDC's contract stands in for the quoter: it has no such function and reverts.
    const broken = await apiWith({ ...localSwapAmm(), v3: { ...localSwapAmm().v3!, quoterV2: USDC_ADDRESS } })
    const amount = 10n ** 16n
    const result = await quote(ETH, DAI, { amount: amount.toString() }, broken.url)
    expect(result).toMatchObject({ id: 'uniswap-v2', toAmount: (await v2Out(amount, [WETH_ADDRESS, DAI_ADDRESS])).toString() })
  })

  it('V3 alone: a pair with a pool at one tier is quoted there; a pair with none at any tier has no liquidity', async () => {
    const { v2: _v2, ...v3Only } = localSwapAmm()
    const server = await apiWith(v3Only)
    const amount = 10n ** 16n
    expect(await quote(ETH, USDC, { amount: amount.toString() }, server.url)).toMatchObject({
      id: 'uniswap-v3-3000',
      toAmount: (await quoterOut(WETH_ADDRESS, USDC_ADDRESS, 3000, amount)).toString(),
    })
    const none = await getJson(server.url, '/v1/convert/quotes', { userAddress: at(ANVIL_ACCOUNTS[1].address), from: USDC, to: DAI, amount: '1000000' })
    expect([none.status, none.body.error]).toEqual([400, 'No liquidity for this pair'])
    // Approvals and allowances go to SwapRouter02 when the chain has no V2.
    const approve = await getJson(server.url, '/v1/convert/build-approve', { userAddress: at(ANVIL_ACCOUNTS[1].address), from: USDC, to: ETH, amount: '5' })
    expect(approve.status).toBe(200)
    const [spender] = decodeFunctionData({ abi: erc20Abi, data: (approve.body.tx as BuiltSwapTransactionWire).data as Hex }).args
    expect(spender).toBe(LOCAL_UNISWAP_V3.swapRouter02)
  })
})
