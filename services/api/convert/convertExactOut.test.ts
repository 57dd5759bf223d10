import { erc20Abi } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS, USDC_ADDRESS, WETH_ADDRESS } from '../../../devstack/chain/addresses'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { uniswapV2RouterAbi } from '../../../src/swap/uniswapV2Abi'
import type { RunningServer } from '../listenHttp'
import { swapQuotesResponseSchema, type BuiltSwapTransactionWire } from '../../../src/api/wire/convertSchemas'
import { caip, getJson, postJson, publicClientOf, sendBuilt, startConvertChain } from '../../../test/services/convertTestKit'
import { NATIVE_TOKEN_ADDRESS } from './swapConfig'

/* The exact-output side (`amountOut`): quotes from the router's getAmountsIn, swaps that deliver exactly the output. */
const CHAIN = 31338
let anvil: RunningAnvil
let api: RunningServer
let stop: () => Promise<void>
const at = (address: string) => caip(CHAIN, address)
const ETH = at(NATIVE_TOKEN_ADDRESS)
const USDC = at(USDC_ADDRESS)
const DAI = at(DAI_ADDRESS)

beforeAll(async () => {
  ;({ anvil, api, stop } = await startConvertChain(CHAIN))
}, 60_000)
afterAll(() => stop?.())

const routerIn = async (amountOut: bigint, path: Address[]) =>
  (
    await publicClientOf(anvil.rpcUrl, CHAIN).readContract({
      address: UNISWAP_V2_ROUTER_ADDRESS,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsIn',
      args: [amountOut, path],
    })
  )[0]!

describe('exact output (amountOut)', () => {
  it('quotes the input the router asks for 100 USDC of ETH', async () => {
    const { status, body } = await getJson(api.url, '/v1/convert/quotes', {
      amountOut: '100000000',
      userAddress: at(ANVIL_ACCOUNTS[1].address),
      from: ETH,
      to: USDC,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    const [quote] = swapQuotesResponseSchema.parse(body).quotes
    expect(quote).toMatchObject({
      fromAmount: (await routerIn(100_000_000n, [WETH_ADDRESS, USDC_ADDRESS])).toString(),
      toAmount: '100000000',
      route: [ETH, USDC],
    })
    expect(quote!.priceImpact).toBeGreaterThanOrEqual(0.3)
  })

  it.each([
    [{ amount: '1000000', amountOut: '1000000' }, 'Invalid amount'],
    [{}, 'Invalid amount'],
    [{ amountOut: '1.5' }, 'Invalid amount'],
    // More than the pool holds: no route can pay it.
    [{ amountOut: (10n ** 30n).toString() }, 'No liquidity for this pair'],
  ])('%j answers 400 %j', async (amounts, error) => {
    const { status, body } = await getJson(api.url, '/v1/convert/quotes', { userAddress: at(ANVIL_ACCOUNTS[1].address), from: ETH, to: USDC, ...amounts })
    expect([status, body.error]).toEqual([400, error])
  })

  it('ETH -> exactly 100 USDC: sends the input plus slippage, gets the rest refunded, receives exactly 100 USDC', async () => {
    const user = ANVIL_ACCOUNTS[2]
    const client = publicClientOf(anvil.rpcUrl, CHAIN)
    const built = await postJson(api.url, '/v1/convert/build-transaction', { userAddress: at(user.address), from: ETH, to: USDC, amountOut: '100000000' })
    expect(built.status, JSON.stringify(built.body)).toBe(200)
    const tx = built.body.tx as BuiltSwapTransactionWire
    const quote = built.body.quote as { fromAmount: string; toAmount: string; minimumToAmount: string; maximumFromAmount: string }
    expect(quote.minimumToAmount).toBe('100000000')
    expect(quote.maximumFromAmount).toBe(((BigInt(quote.fromAmount) * 10_100n) / 10_000n).toString())
    expect(tx.amount).toBe(quote.maximumFromAmount)
    const usdcBefore = await client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })
    const ethBefore = await client.getBalance({ address: user.address })
    const sent = await sendBuilt(anvil.rpcUrl, CHAIN, user, tx)
    expect(sent.status).toBe('success')
    const usdcAfter = await client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })
    expect(usdcAfter - usdcBefore).toBe(100_000_000n)
    expect(ethBefore - (await client.getBalance({ address: user.address })) - sent.gasCost).toBe(BigInt(quote.fromAmount))
  })

  it('DAI -> exactly 50 USDC reverts when the price moved past the maximum input', async () => {
    const user = ANVIL_ACCOUNTS[3]
    const approve = await getJson(api.url, '/v1/convert/build-approve', { userAddress: at(user.address), from: DAI, to: USDC })
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, user, approve.body.tx as BuiltSwapTransactionWire)).status).toBe('success')
    const built = await postJson(api.url, '/v1/convert/build-transaction', { userAddress: at(user.address), from: DAI, to: USDC, amountOut: '50000000' })
    expect(built.status, JSON.stringify(built.body)).toBe(200)
    // Someone buys 20,000 USDC with DAI first: 50 USDC now costs far more than 1 % extra DAI.
    const other = ANVIL_ACCOUNTS[4]
    const otherApprove = await getJson(api.url, '/v1/convert/build-approve', { userAddress: at(other.address), from: DAI, to: USDC })
    await sendBuilt(anvil.rpcUrl, CHAIN, other, otherApprove.body.tx as BuiltSwapTransactionWire)
    const front = await postJson(api.url, '/v1/convert/build-transaction', { userAddress: at(other.address), from: DAI, to: USDC, amountOut: '20000000000' })
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, other, front.body.tx as BuiltSwapTransactionWire)).status).toBe('success')
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, user, built.body.tx as BuiltSwapTransactionWire)).status).toBe('reverted')
  })
})
