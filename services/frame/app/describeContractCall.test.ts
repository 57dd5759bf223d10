/*
 * The frame's sentence for swap calls, from calldata the real convert API builds against a real
 * anvil with Uniswap V2 deployed (all six router swaps, both sides of the trade, the approval), with
 * token symbols and decimals read by the frame's own reader over the node; and what it refuses to
 * put into words (unknown calls, a token that cannot be read, a symbol that could mislead).
 */
import { encodeFunctionData, erc20Abi, formatUnits, maxUint256 } from 'viem'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS, USDC_ADDRESS } from '../../../devstack/chain/addresses'
import { deployContracts } from '../../../devstack/chain/deployContracts'
import { deployLocalAmm } from '../../../devstack/chain/deployLocalAmm'
import { deployTestNft } from '../../../devstack/chain/deployTestNft'
import { localSwapAmm } from '../../../devstack/chain/localSwapAmm'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { uniswapV2RouterAbi } from '../../../src/swap/uniswapV2Abi'
import { createApiServer } from '../../api/createApiServer'
import type { RunningServer } from '../../api/listenHttp'
import { convertRoutes } from '../../api/convert/convertRoutes'
import { caip, getJson, postJson } from '../../../test/services/convertTestKit'
import { describeContractCall } from './describeContractCall'
import { createFrameTokenReader } from './readFrameToken'

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const user = ANVIL_ACCOUNTS[2]!.address
const other = ANVIL_ACCOUNTS[3]!.address

let anvil: RunningAnvil
let api: RunningServer
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployContracts(anvil.rpcUrl, 31337)
  await deployTestNft(anvil.rpcUrl, 31337)
  await deployLocalAmm(anvil.rpcUrl, 31337)
  const chains = [{ id: 31337, name: 'Local', rpcUrl: anvil.rpcUrl }]
  api = await createApiServer({ chains, domains: [convertRoutes({ chains, amms: { 31337: localSwapAmm() } })] }).listen(0, '127.0.0.1')
}, 60_000)
afterAll(async () => {
  await api?.close()
  await anvil?.stop()
})

type Built = { to: string; data: Hex; amount: string }

/** The swap the API builds for `user` (no estimate: the user holds no allowance here). */
async function build(from: string, to: string, amount: { amount: string } | { amountOut: string }): Promise<Built> {
  const { status, body } = await postJson(api.url, '/v1/convert/build-transaction', {
    projectId: 'test',
    userAddress: caip(31337, user),
    from: caip(31337, from),
    to: caip(31337, to),
    ...amount,
    eip155: { slippage: '1' },
    disableEstimate: true,
  })
  expect(status).toBe(200)
  return body['tx'] as Built
}

/** The quote the API gives, for the amounts the sentence must show. */
async function quote(from: string, to: string, amount: { amount: string } | { amountOut: string }) {
  const { body } = await getJson(api.url, '/v1/convert/quotes', { userAddress: caip(31337, user), from: caip(31337, from), to: caip(31337, to), ...amount })
  return (body['quotes'] as { fromAmount: string; toAmount: string }[])[0]!
}

const describeBuilt = (tx: Built, account: Address = user) =>
  describeContractCall({
    to: tx.to.split(':')[2] as Address,
    data: tx.data,
    value: BigInt(tx.amount),
    account,
    nativeSymbol: 'ETH',
    readToken: createFrameTokenReader(anvil.rpcUrl),
  })

// The minimum out / maximum in the API applies: 1 percent below / above the quote, rounded as it does.
const less1 = (value: string) => (BigInt(value) * 9_900n) / 10_000n
const more1 = (value: string) => (BigInt(value) * 10_100n) / 10_000n

describe('describeContractCall', () => {
  it('puts the three exact-input swaps into words with the minimum received', async () => {
    const usdcEth = await quote(USDC_ADDRESS, NATIVE, { amount: '10000000' })
    expect(await describeBuilt(await build(USDC_ADDRESS, NATIVE, { amount: '10000000' }))).toBe(
      `Swap 10 USDC for at least ${formatUnits(less1(usdcEth.toAmount), 18)} ETH`,
    )
    const ethUsdc = await quote(NATIVE, USDC_ADDRESS, { amount: '10000000000000000' })
    expect(await describeBuilt(await build(NATIVE, USDC_ADDRESS, { amount: '10000000000000000' }))).toBe(
      `Swap 0.01 ETH for at least ${formatUnits(less1(ethUsdc.toAmount), 6)} USDC`,
    )
    const usdcDai = await quote(USDC_ADDRESS, DAI_ADDRESS, { amount: '2500000' })
    expect(await describeBuilt(await build(USDC_ADDRESS, DAI_ADDRESS, { amount: '2500000' }))).toBe(
      `Swap 2.5 USDC for at least ${formatUnits(less1(usdcDai.toAmount), 18)} DAI`,
    )
  })

  it('puts the three exact-output swaps into words with the maximum paid', async () => {
    const usdcEth = await quote(USDC_ADDRESS, NATIVE, { amountOut: '1000000000000000' })
    expect(await describeBuilt(await build(USDC_ADDRESS, NATIVE, { amountOut: '1000000000000000' }))).toBe(
      `Swap at most ${formatUnits(more1(usdcEth.fromAmount), 6)} USDC for 0.001 ETH`,
    )
    const ethDai = await quote(NATIVE, DAI_ADDRESS, { amountOut: '5000000000000000000' })
    expect(await describeBuilt(await build(NATIVE, DAI_ADDRESS, { amountOut: '5000000000000000000' }))).toBe(
      `Swap at most ${formatUnits(more1(ethDai.fromAmount), 18)} ETH for 5 DAI`,
    )
    const daiUsdc = await quote(DAI_ADDRESS, USDC_ADDRESS, { amountOut: '7000000' })
    expect(await describeBuilt(await build(DAI_ADDRESS, USDC_ADDRESS, { amountOut: '7000000' }))).toBe(
      `Swap at most ${formatUnits(more1(daiUsdc.fromAmount), 18)} DAI for 7 USDC`,
    )
  })

  it('names a recipient other than the signing account', async () => {
    const tx = await build(USDC_ADDRESS, NATIVE, { amount: '10000000' })
    expect(await describeBuilt(tx, other)).toMatch(new RegExp(`^Swap 10 USDC for at least [0-9.]+ ETH, sent to ${user}$`))
  })

  it("puts the API's token approval into words, and an unlimited one", async () => {
    const { body } = await getJson(api.url, '/v1/convert/build-approve', {
      userAddress: caip(31337, user),
      from: caip(31337, USDC_ADDRESS),
      to: caip(31337, NATIVE),
      amount: '10000000',
    })
    expect(await describeBuilt(body['tx'] as Built)).toBe(`Allow ${UNISWAP_V2_ROUTER_ADDRESS} to spend 10 USDC`)
    const unlimited = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [UNISWAP_V2_ROUTER_ADDRESS, maxUint256] })
    expect(await describeBuilt({ to: `eip155:31337:${DAI_ADDRESS}`, data: unlimited, amount: '0' })).toBe(
      `Allow ${UNISWAP_V2_ROUTER_ADDRESS} to spend an unlimited amount of DAI`,
    )
  })

  it('names a token it cannot read by its address, in base units', async () => {
    // An account with no code: symbol() answers nothing a token would.
    const data = encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForETH', args: [123n, 4n, [other, USDC_ADDRESS], user, 1n] })
    expect(await describeBuilt({ to: `eip155:31337:${UNISWAP_V2_ROUTER_ADDRESS}`, data, amount: '0' })).toBe(
      `Swap 123 base units of the token ${other} for at least 0.000000000000000004 ETH`,
    )
  })

  it('says nothing of calls it does not know, or that are no swap', async () => {
    const to = `eip155:31337:${UNISWAP_V2_ROUTER_ADDRESS}`
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [other, 1n] })
    expect(await describeBuilt({ to, data: transfer, amount: '0' })).toBeUndefined()
    expect(await describeBuilt({ to, data: '0x', amount: '0' })).toBeUndefined()
    expect(await describeBuilt({ to, data: '0xdeadbeef00', amount: '0' })).toBeUndefined()
    const factory = encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'factory' })
    expect(await describeBuilt({ to, data: factory, amount: '0' })).toBeUndefined()
    // A one-token path is no swap.
    const single = encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactETHForTokens', args: [1n, [USDC_ADDRESS], user, 1n] })
    expect(await describeBuilt({ to, data: single, amount: '1' })).toBeUndefined()
  })
})
