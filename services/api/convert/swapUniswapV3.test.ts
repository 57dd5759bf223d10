import { erc20Abi, parseAbi } from 'viem'
import type { Address } from 'viem'
import { createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, WETH_ADDRESS } from '../../../devstack/chain/addresses'
import type { AnvilAccount } from '../../../devstack/chain/addresses'
import { LOCAL_UNISWAP_V3 } from '../../../devstack/chain/uniswapV3Addresses'
import { localChain } from '../../../devstack/chain/localChain'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import type { BuiltSwapTransactionWire } from '../../../src/api/wire/convertSchemas'
import { caip, getJson, postJson, publicClientOf, sendBuilt, startConvertChain } from '../../../test/services/convertTestKit'
import type { RunningServer } from '../listenHttp'
import { NATIVE_TOKEN_ADDRESS } from './swapConfig'

/* Swaps built for SwapRouter02 and sent on anvil: each direction of the native coin, exact input and output. */
const CHAIN = 31338
let anvil: RunningAnvil
let api: RunningServer
let stop: () => Promise<void>
const at = (address: string) => caip(CHAIN, address)
const ETH = at(NATIVE_TOKEN_ADDRESS)
const DAI = at(DAI_ADDRESS)
const WETH = at(WETH_ADDRESS)
const client = () => publicClientOf(anvil.rpcUrl, CHAIN)
const balanceOf = (token: Address, owner: Address) => client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

beforeAll(async () => {
  ;({ anvil, api, stop } = await startConvertChain(CHAIN))
}, 90_000)
afterAll(() => stop?.())

type Built = { tx: BuiltSwapTransactionWire; quote: { fromAmount: string; toAmount: string; minimumToAmount: string; maximumFromAmount: string } }

/** Quotes, approves the quoted route's router when the input is a token, builds the swap for that route. */
async function prepare(user: AnvilAccount, from: string, to: string, amounts: Record<string, string>): Promise<Built & { route: string }> {
  const quoted = await getJson(api.url, '/v1/convert/quotes', { userAddress: at(user.address), from, to, ...amounts })
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  const route = (quoted.body.quotes as { id: string }[])[0]!.id
  if (from !== ETH) {
    const approve = await getJson(api.url, '/v1/convert/build-approve', { userAddress: at(user.address), from, to, route })
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, user, approve.body.tx as BuiltSwapTransactionWire)).status).toBe('success')
    const allowance = await getJson(api.url, '/v1/convert/allowance', { tokenAddress: from, userAddress: at(user.address), route })
    expect(allowance.body).toEqual({ allowance: (2n ** 256n - 1n).toString() })
  }
  const built = await postJson(api.url, '/v1/convert/build-transaction', { userAddress: at(user.address), from, to, route, ...amounts })
  expect(built.status, JSON.stringify(built.body)).toBe(200)
  const result = built.body as Built
  expect(result.tx.to).toBe(at(LOCAL_UNISWAP_V3.swapRouter02))
  return { ...result, route }
}

describe('V3 swaps through SwapRouter02', () => {
  it('ETH -> DAI (exact input): the value is the input, the DAI received is the quote', async () => {
    const user = ANVIL_ACCOUNTS[1]
    const built = await prepare(user, ETH, DAI, { amount: (10n ** 17n).toString() })
    expect(built.route).toMatch(/^uniswap-v3-/)
    expect(built.tx.amount).toBe((10n ** 17n).toString())
    const [daiBefore, ethBefore] = await Promise.all([balanceOf(DAI_ADDRESS, user.address), client().getBalance({ address: user.address })])
    const sent = await sendBuilt(anvil.rpcUrl, CHAIN, user, built.tx)
    expect(sent.status).toBe('success')
    expect((await balanceOf(DAI_ADDRESS, user.address)) - daiBefore).toBe(BigInt(built.quote.toAmount))
    expect(ethBefore - (await client().getBalance({ address: user.address })) - sent.gasCost).toBe(10n ** 17n)
  })

  it('DAI -> ETH (exact input): approval to SwapRouter02, the router unwraps and pays out ether', async () => {
    const user = ANVIL_ACCOUNTS[2]
    const built = await prepare(user, DAI, ETH, { amount: (300n * 10n ** 18n).toString() })
    expect(built.route).toMatch(/^uniswap-v3-/)
    const [daiBefore, ethBefore] = await Promise.all([balanceOf(DAI_ADDRESS, user.address), client().getBalance({ address: user.address })])
    const sent = await sendBuilt(anvil.rpcUrl, CHAIN, user, built.tx)
    expect(sent.status).toBe('success')
    expect(daiBefore - (await balanceOf(DAI_ADDRESS, user.address))).toBe(300n * 10n ** 18n)
    expect((await client().getBalance({ address: user.address })) - ethBefore + sent.gasCost).toBe(BigInt(built.quote.toAmount))
    // Nothing stays behind in the router.
    expect(await balanceOf(WETH_ADDRESS, LOCAL_UNISWAP_V3.swapRouter02)).toBe(0n)
  })

  it('WETH -> DAI (token to token): the WETH held is spent, the DAI received is the quote', async () => {
    const user = ANVIL_ACCOUNTS[3]
    const wallet = createWalletClient({ chain: localChain(CHAIN, anvil.rpcUrl), transport: http(anvil.rpcUrl), account: privateKeyToAccount(user.privateKey) })
    const wrap = await wallet.writeContract({
      address: WETH_ADDRESS,
      abi: parseAbi(['function deposit() payable']),
      functionName: 'deposit',
      value: 10n ** 18n,
    })
    await client().waitForTransactionReceipt({ hash: wrap })
    const built = await prepare(user, WETH, DAI, { amount: (10n ** 18n).toString() })
    const daiBefore = await balanceOf(DAI_ADDRESS, user.address)
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, user, built.tx)).status).toBe('success')
    expect(await balanceOf(WETH_ADDRESS, user.address)).toBe(0n)
    expect((await balanceOf(DAI_ADDRESS, user.address)) - daiBefore).toBe(BigInt(built.quote.toAmount))
  })

  it('ETH -> exactly 100 DAI: sends the most it may cost, the router refunds the rest', async () => {
    const user = ANVIL_ACCOUNTS[4]
    const built = await prepare(user, ETH, DAI, { amountOut: (100n * 10n ** 18n).toString() })
    expect(built.tx.amount).toBe(built.quote.maximumFromAmount)
    const [daiBefore, ethBefore] = await Promise.all([balanceOf(DAI_ADDRESS, user.address), client().getBalance({ address: user.address })])
    const sent = await sendBuilt(anvil.rpcUrl, CHAIN, user, built.tx)
    expect(sent.status).toBe('success')
    expect((await balanceOf(DAI_ADDRESS, user.address)) - daiBefore).toBe(100n * 10n ** 18n)
    expect(ethBefore - (await client().getBalance({ address: user.address })) - sent.gasCost).toBe(BigInt(built.quote.fromAmount))
  })

  it('DAI -> exactly 0.01 ETH: spends the quoted DAI and pays out exactly that ether', async () => {
    const user = ANVIL_ACCOUNTS[5]
    const built = await prepare(user, DAI, ETH, { amountOut: (10n ** 16n).toString() })
    const [daiBefore, ethBefore] = await Promise.all([balanceOf(DAI_ADDRESS, user.address), client().getBalance({ address: user.address })])
    const sent = await sendBuilt(anvil.rpcUrl, CHAIN, user, built.tx)
    expect(sent.status).toBe('success')
    expect(daiBefore - (await balanceOf(DAI_ADDRESS, user.address))).toBe(BigInt(built.quote.fromAmount))
    expect((await client().getBalance({ address: user.address })) - ethBefore + sent.gasCost).toBe(10n ** 16n)
  })

  it('the slippage holds: a V3 swap reverts when the pool moved past its minimum output', async () => {
    const build = (user: AnvilAccount, amount: bigint) =>
      postJson(api.url, '/v1/convert/build-transaction', {
        userAddress: at(user.address),
        from: ETH,
        to: DAI,
        amount: amount.toString(),
        route: 'uniswap-v3-3000',
      })
    const built = (await build(ANVIL_ACCOUNTS[6], 10n ** 17n)).body as Built
    expect(built.tx.to).toBe(at(LOCAL_UNISWAP_V3.swapRouter02))
    // Someone sells 20 ETH into the same 0.3 % pool first: 0.1 ETH now buys about a fifth less DAI.
    const front = await build(ANVIL_ACCOUNTS[7], 20n * 10n ** 18n)
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, ANVIL_ACCOUNTS[7], front.body.tx as BuiltSwapTransactionWire)).status).toBe('success')
    expect((await sendBuilt(anvil.rpcUrl, CHAIN, ANVIL_ACCOUNTS[6], built.tx)).status).toBe('reverted')
  })
})
