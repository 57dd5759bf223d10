import { erc20Abi } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ANVIL_ACCOUNTS,
  DAI_ADDRESS,
  UNISWAP_V2_FACTORY_ADDRESS,
  UNISWAP_V2_ROUTER_ADDRESS,
  USDC_ADDRESS,
  WETH_ADDRESS,
} from '../../../devstack/chain/addresses'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '../../../src/swap/uniswapV2Abi'
import type { RunningServer } from '../listenHttp'
import { swapQuotesResponseSchema, type BuiltSwapTransactionWire, type SwapQuoteInfo } from '../../../src/api/wire/convertSchemas'
import { caip, getJson, postJson, publicClientOf, sendBuilt, startConvertChain } from '../../../test/services/convertTestKit'
import { NATIVE_TOKEN_ADDRESS } from './swapConfig'

const CHAIN = 31337
let anvil: RunningAnvil
let api: RunningServer
let stop: () => Promise<void>
const at = (address: string) => caip(CHAIN, address)
const USDC = at(USDC_ADDRESS)
const ETH = at(NATIVE_TOKEN_ADDRESS)
const DAI = at(DAI_ADDRESS)

beforeAll(async () => {
  // Chain 100 (Gnosis) is served (an RPC URL) but has no AMM, configured or default: swaps are
  // unsupported there. Chain 1 is served too and gets Uniswap's own deployment by default.
  ;({ anvil, api, stop } = await startConvertChain(CHAIN, (rpcUrl) => [
    { id: 100, name: 'Gnosis', rpcUrl },
    { id: 1, name: 'Mainnet', rpcUrl },
  ]))
}, 60_000)

afterAll(() => stop?.())

async function reservesOf(tokenIn: Address, tokenOut: Address): Promise<[bigint, bigint]> {
  const client = publicClientOf(anvil.rpcUrl, CHAIN)
  const pair = await client.readContract({ address: UNISWAP_V2_FACTORY_ADDRESS, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [tokenIn, tokenOut] })
  const token0 = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' })
  const [reserve0, reserve1] = await client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' })
  return token0 === tokenIn ? [reserve0, reserve1] : [reserve1, reserve0]
}

async function routerOut(amountIn: bigint, path: Address[]): Promise<bigint> {
  const client = publicClientOf(anvil.rpcUrl, CHAIN)
  const amounts = await client.readContract({
    address: UNISWAP_V2_ROUTER_ADDRESS,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })
  return amounts.at(-1)!
}

async function quote(from: string, to: string, amount: bigint, user = ANVIL_ACCOUNTS[1].address): Promise<SwapQuoteInfo> {
  const { status, body } = await getJson(api.url, '/v1/convert/quotes', { amount: amount.toString(), userAddress: at(user), from, to })
  expect(status, JSON.stringify(body)).toBe(200)
  // The client's own schema reads the answer: the route and the client share it.
  const { quotes } = swapQuotesResponseSchema.parse(body)
  expect(quotes).toHaveLength(1)
  return quotes[0]!
}

describe('GET /v1/convert/tokens', () => {
  it('lists ETH, USDC and DAI with CAIP-10 addresses on a local chain', async () => {
    const { status, body } = await getJson(api.url, '/v1/convert/tokens', { chainId: `eip155:${CHAIN}` })
    expect(status).toBe(200)
    expect(body.tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: null },
      { name: 'USD Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: null },
      { name: 'Dai Stablecoin', symbol: 'DAI', address: DAI, decimals: 18, logoUri: null },
    ])
  })

  it('serves a public swap chain out of the box: the native coin, and the token list where one is given', async () => {
    const { status, body } = await getJson(api.url, '/v1/convert/tokens', { chainId: 'eip155:1' })
    expect(status).toBe(200)
    expect(body.tokens).toEqual([{ name: 'Ether', symbol: 'ETH', address: `eip155:1:${NATIVE_TOKEN_ADDRESS}`, decimals: 18, logoUri: null }])
  })

  it.each([
    ['eip155:100', 'Network not supported for Swaps'],
    ['5', 'Network not supported for Swaps'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Network not supported for Swaps'],
    ['eip155:x', 'Invalid chainId'],
    ['', 'Invalid chainId'],
  ])('chainId %j answers 400 %j', async (chainId, error) => {
    const { status, body } = await getJson(api.url, '/v1/convert/tokens', { chainId })
    expect([status, body.error]).toEqual([400, error])
  })
})

describe('GET /v1/convert/quotes', () => {
  // Both orders of each pair's tokens (token0 first and last), so the reserves are read the right way round.
  it.each([
    ['10 USDC -> ETH', USDC_ADDRESS, WETH_ADDRESS, 10_000_000n],
    ['0.01 ETH -> USDC', WETH_ADDRESS, USDC_ADDRESS, 10n ** 16n],
    // DAI/USDC has no V3 pool: V2's pair is the route.
    ['10 DAI -> USDC', DAI_ADDRESS, USDC_ADDRESS, 10n * 10n ** 18n],
  ] as const)('quotes %s as the router does, with the price impact of the reserves', async (_, tokenIn, tokenOut, amountIn) => {
    const asCaip = (token: Address) => (token === WETH_ADDRESS ? ETH : at(token))
    const result = await quote(asCaip(tokenIn), asCaip(tokenOut), amountIn)
    const expectedOut = await routerOut(amountIn, [tokenIn, tokenOut])
    const [reserveIn, reserveOut] = await reservesOf(tokenIn, tokenOut)
    const mid = (amountIn * reserveOut) / reserveIn
    expect(result).toEqual({
      id: 'uniswap-v2',
      fromAmount: amountIn.toString(),
      fromAccount: asCaip(tokenIn),
      toAmount: expectedOut.toString(),
      toAccount: asCaip(tokenOut),
      priceImpact: Number(((mid - expectedOut) * 1_000_000n) / mid) / 10_000,
      route: [asCaip(tokenIn), asCaip(tokenOut)],
    })
    // A small trade costs the pool's 0.3 % fee and little more.
    expect(result.priceImpact).toBeGreaterThanOrEqual(0.3)
    expect(result.priceImpact).toBeLessThan(0.31)
  })

  it('shows real price impact on a large trade and picks the best route', async () => {
    const big = await quote(USDC, ETH, 20_000_000_000n)
    expect(big.priceImpact).toBeGreaterThan(5)
    const direct = await routerOut(1_000_000_000n, [USDC_ADDRESS, DAI_ADDRESS])
    const viaWeth = await routerOut(1_000_000_000n, [USDC_ADDRESS, WETH_ADDRESS, DAI_ADDRESS])
    const result = await quote(USDC, DAI, 1_000_000_000n)
    const directWins = direct > viaWeth
    expect(result.toAmount).toBe((directWins ? direct : viaWeth).toString())
    expect(result.route).toEqual(directWins ? [USDC, DAI] : [USDC, at(WETH_ADDRESS), DAI])
  })

  it.each([
    [{ amount: '0' }, 'Invalid amount'],
    [{ amount: '1.5' }, 'Invalid amount'],
    [{ amount: '-5' }, 'Invalid amount'],
    [{ from: 'eip155:31337:0x1234' }, 'Invalid address'],
    [
      {
        from: 'eip155:100:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
        to: 'eip155:100:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        userAddress: `eip155:100:${ANVIL_ACCOUNTS[1].address}`,
      },
      'Network not supported for Swaps',
    ],
    [{ from: 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' }, 'Addresses must be on one chain'],
    [{ to: USDC }, 'Tokens must differ'],
    [{ to: at(WETH_ADDRESS), from: ETH }, 'Tokens must differ'],
    [{ to: at(ANVIL_ACCOUNTS[5].address) }, 'No liquidity for this pair'],
  ])('%j answers 400 %j', async (override, error) => {
    const query = { amount: '1000000', userAddress: at(ANVIL_ACCOUNTS[1].address), from: USDC, to: ETH, ...override }
    const { status, body } = await getJson(api.url, '/v1/convert/quotes', query)
    expect([status, body.error]).toEqual([400, error])
  })
})

describe('approve, allowance and swap', () => {
  it('allowance reflects the approval the API built, and the swap moves balances by the quote', async () => {
    const user = ANVIL_ACCOUNTS[1]
    const client = publicClientOf(anvil.rpcUrl, CHAIN)
    const allowance = async () => (await getJson(api.url, '/v1/convert/allowance', { tokenAddress: USDC, userAddress: at(user.address) })).body
    expect(await allowance()).toEqual({ allowance: '0' })

    const approve = await getJson(api.url, '/v1/convert/build-approve', { userAddress: at(user.address), from: USDC, to: ETH, amount: '10000000' })
    expect(approve.status, JSON.stringify(approve.body)).toBe(200)
    const approveTx = approve.body.tx as BuiltSwapTransactionWire
    expect(approveTx.to).toBe(USDC)
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, user, approveTx)).status).toBe('success')
    expect(await allowance()).toEqual({ allowance: '10000000' })

    const expected = await quote(USDC, ETH, 10_000_000n)
    const built = await postJsonBuild({ userAddress: at(user.address), from: USDC, to: ETH, amount: '10000000' })
    expect(built.status, JSON.stringify(built.body)).toBe(200)
    const tx = built.body.tx as BuiltSwapTransactionWire
    const summary = built.body.quote as { toAmount: string; minimumToAmount: string }
    expect(tx.to).toBe(at(UNISWAP_V2_ROUTER_ADDRESS))
    expect(tx.amount).toBe('0')
    expect(Number(tx.eip155.gas)).toBeGreaterThan(21_000)
    expect(summary.toAmount).toBe(expected.toAmount)
    // Default slippage: 1 percent.
    expect(summary.minimumToAmount).toBe(((BigInt(expected.toAmount) * 99n) / 100n).toString())

    const usdcBefore = await client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })
    const ethBefore = await client.getBalance({ address: user.address })
    const sent = await sendBuilt(anvil.rpcUrl, CHAIN, user, tx)
    expect(sent.status).toBe('success')
    const usdcAfter = await client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })
    const ethAfter = await client.getBalance({ address: user.address })
    expect(usdcBefore - usdcAfter).toBe(10_000_000n)
    expect(ethAfter - ethBefore + sent.gasCost).toBe(BigInt(expected.toAmount))
    expect(await allowance()).toEqual({ allowance: '0' })
    expect(await getJson(api.url, '/v1/convert/allowance', { tokenAddress: ETH, userAddress: at(user.address) })).toEqual({
      status: 200,
      body: { allowance: (2n ** 256n - 1n).toString() },
    })
  })

  it('swaps ETH -> DAI with the value attached and a 0.5 percent slippage', async () => {
    const user = ANVIL_ACCOUNTS[2]
    const client = publicClientOf(anvil.rpcUrl, CHAIN)
    const built = await postJsonBuild({ userAddress: at(user.address), from: ETH, to: DAI, amount: (10n ** 17n).toString(), eip155: { slippage: '0.5' } })
    expect(built.status, JSON.stringify(built.body)).toBe(200)
    const tx = built.body.tx as BuiltSwapTransactionWire
    const summary = built.body.quote as { toAmount: string; minimumToAmount: string }
    expect(tx.amount).toBe((10n ** 17n).toString())
    expect(summary.minimumToAmount).toBe(((BigInt(summary.toAmount) * 9_950n) / 10_000n).toString())
    const before = await client.readContract({ address: DAI_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, user, tx)).status).toBe('success')
    const after = await client.readContract({ address: DAI_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] })
    expect(after - before).toBe(BigInt(summary.toAmount))
  })

  it("a swap estimated in the second of the pair's last trade still lands in a later block", async () => {
    // The pair writes its price accumulators only in a later second than its last trade, so the
    // estimate misses that gas; an exact limit ran out of gas here (mined, then reverted).
    const trade = (account: (typeof ANVIL_ACCOUNTS)[number]) =>
      // Through V2 by name: ETH -> DAI pays more through V3, whose pools have no such accumulators.
      postJsonBuild({ userAddress: at(account.address), from: ETH, to: DAI, amount: (10n ** 16n).toString(), route: 'uniswap-v2' })
    const first = await trade(ANVIL_ACCOUNTS[6])
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, ANVIL_ACCOUNTS[6], first.body.tx as BuiltSwapTransactionWire)).status).toBe('success')
    const second = await trade(ANVIL_ACCOUNTS[7])
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_increaseTime', params: [60] }),
    })
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, ANVIL_ACCOUNTS[7], second.body.tx as BuiltSwapTransactionWire)).status).toBe('success')
  })

  it('enforces the slippage: the swap reverts when the price moved past the minimum output', async () => {
    const user = ANVIL_ACCOUNTS[3]
    const built = await postJsonBuild({ userAddress: at(user.address), from: ETH, to: USDC, amount: (10n ** 18n).toString() })
    expect(built.status, JSON.stringify(built.body)).toBe(200)
    // Another trader buys USDC with 5 ETH first, so 1 ETH now gets about 10 % less USDC.
    const front = await postJsonBuild({ userAddress: at(ANVIL_ACCOUNTS[4].address), from: ETH, to: USDC, amount: (5n * 10n ** 18n).toString() })
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, ANVIL_ACCOUNTS[4], front.body.tx as BuiltSwapTransactionWire)).status).toBe('success')
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, user, built.body.tx as BuiltSwapTransactionWire)).status).toBe('reverted')
  })
})

describe('build errors', () => {
  it.each([
    [
      {
        from: 'eip155:100:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
        to: 'eip155:100:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        userAddress: `eip155:100:${ANVIL_ACCOUNTS[5].address}`,
      },
      'Network not supported for Swaps',
    ],
    [
      {
        from: 'eip155:10:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
        to: 'eip155:10:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        userAddress: `eip155:10:${ANVIL_ACCOUNTS[5].address}`,
      },
      'Network not supported for Swaps',
    ],
    [{ amount: 'ten' }, 'Invalid amount'],
    [{ amount: 10 }, 'Invalid input: expected string, received number'],
    [{ userAddress: 'eip155:31337:0xnothex' }, 'Invalid address'],
    [{ userAddress: ANVIL_ACCOUNTS[5].address }, 'Invalid address'],
    [{ eip155: { slippage: '0' } }, 'Invalid slippage'],
    [{ eip155: { slippage: 51 } }, 'Invalid slippage'],
    // No approval yet: the estimate reverts in the router's transferFrom.
    [{}, 'Swap would fail'],
  ])('%j answers 400 %j', async (override, error) => {
    const body = { userAddress: at(ANVIL_ACCOUNTS[5].address), from: USDC, to: ETH, amount: '1000000', ...override }
    const result = await postJsonBuild(body)
    expect([result.status, result.body.error]).toEqual([400, error])
  })

  it('build-approve refuses the native coin and an unsupported chain', async () => {
    const user = at(ANVIL_ACCOUNTS[5].address)
    expect((await getJson(api.url, '/v1/convert/build-approve', { userAddress: user, from: ETH, to: USDC })).body.error).toBe(
      'The native coin needs no approval',
    )
    const gnosis = { userAddress: `eip155:100:${ANVIL_ACCOUNTS[5].address}`, from: `eip155:100:${USDC_ADDRESS}`, to: `eip155:100:${NATIVE_TOKEN_ADDRESS}` }
    expect(await getJson(api.url, '/v1/convert/build-approve', gnosis)).toEqual({
      status: 400,
      body: { error: 'Network not supported for Swaps', issues: undefined },
    })
  })

  it('builds without a gas estimate when asked (a swap that follows an approval not yet mined)', async () => {
    const body = { userAddress: at(ANVIL_ACCOUNTS[5].address), from: USDC, to: ETH, amount: '1000000', disableEstimate: true }
    const result = await postJsonBuild(body)
    expect(result.status).toBe(200)
    expect((result.body.tx as BuiltSwapTransactionWire).eip155.gas).toBeNull()
  })
})

function postJsonBuild(body: unknown) {
  return postJson(api.url, '/v1/convert/build-transaction', body)
}
