import { createPublicClient, createWalletClient, http, parseEther, parseUnits, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountRoutes } from '../../services/api/account/accountRoutes'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { ANVIL_ACCOUNTS, DEPLOYER, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { deployContracts } from '../../devstack/chain/deployContracts'
import { localChain } from '../../devstack/chain/localChain'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { localTokens, testTokenAbi } from '../../devstack/chain/testToken'
import { errorMessages } from '../errors/messages'
import { getAccountHistory } from './blockchainApi'
import { HttpRequestError } from '../errors/httpErrors'
import { fixedPrices } from '../../test/services/fixedPrices'

/*
 * History over the real indexer: a fresh anvil with the stack's USDC, a few transfers between
 * accounts #1 and #2 (one reverting), then paging through account #1's history two at a time.
 */
let anvil: RunningAnvil
let api: RunningServer
const [, alice, bob] = ANVIL_ACCOUNTS
// The first page waits for the API's indexer to read the chain: more than the client's default 10 s
// on a loaded machine.
const client = () => ({ apiUrl: api.url, projectId: 'test-project', address: alice.address, chainId: 31337, timeoutMs: 60_000 })

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  await deployContracts(anvil.rpcUrl, 31337)
  const chains = [{ id: 31337, name: 'Local', rpcUrl: anvil.rpcUrl }]
  // The development prices (the stack sets them in its feeds): ETH 3000, USDC 1.
  const prices = fixedPrices([
    [{ chainId: 'eip155:31337', address: 'native' }, 3000],
    [{ chainId: 'eip155:31337', address: USDC_ADDRESS }, 1],
  ])
  api = await createApiServer({ chains, domains: [accountRoutes({ chains, tokens: localTokens(USDC_ADDRESS), prices, historyPageSize: 2 })] }).listen(
    0,
    '127.0.0.1',
  )
})

afterAll(async () => {
  await api?.close()
  await anvil?.stop()
})

async function send(from: (typeof ANVIL_ACCOUNTS)[number], run: (wallet: ReturnType<typeof walletOf>) => Promise<Hex>): Promise<Hex> {
  const hash = await run(walletOf(from))
  await createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 }).waitForTransactionReceipt({ hash })
  return hash
}
function walletOf(account: (typeof ANVIL_ACCOUNTS)[number]) {
  return createWalletClient({ chain: localChain(31337, anvil.rpcUrl), transport: http(), account: privateKeyToAccount(account.privateKey) })
}
const usdcTransfer = (to: Hex, amount: string, gas?: bigint) => (wallet: ReturnType<typeof walletOf>) =>
  wallet.writeContract({ address: USDC_ADDRESS, abi: testTokenAbi, functionName: 'transfer', args: [to, parseUnits(amount, 6)], ...(gas ? { gas } : {}) })

describe('getAccountHistory', () => {
  it('shows the USDC received at deployment as a mint', { timeout: 90_000 }, async () => {
    const page = await getAccountHistory(client())
    expect(page.next).toBeNull()
    expect(page.data).toEqual([
      {
        id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        metadata: expect.objectContaining({
          chain: 'eip155:31337',
          operationType: 'mint',
          status: 'confirmed',
          sentFrom: DEPLOYER.address,
          sentTo: USDC_ADDRESS,
        }),
        transfers: [
          {
            fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: '' } },
            direction: 'in',
            sender: '0x0000000000000000000000000000000000000000',
            recipient: alice.address,
            quantity: { numeric: '1000000' },
            value: 1_000_000,
            price: 1,
          },
        ],
      },
    ])
    expect(Date.parse(page.data[0]!.metadata.minedAt)).toBeGreaterThan(0)
  })

  it('follows new blocks and pages newest first with a cursor', async () => {
    const ethSend = await send(alice, (wallet) => wallet.sendTransaction({ to: bob.address, value: parseEther('1.5') }))
    const usdcSend = await send(alice, usdcTransfer(bob.address, '2'))
    const usdcReceive = await send(bob, usdcTransfer(alice.address, '1'))
    const reverted = await send(alice, usdcTransfer(bob.address, '5000000', 100_000n))

    const first = await getAccountHistory(client())
    expect(first.data.map((tx) => tx.id)).toEqual([reverted, usdcReceive])
    expect(first.data[0]).toMatchObject({ metadata: { status: 'failed', operationType: 'execute' }, transfers: [] })
    expect(first.data[1]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: bob.address },
      transfers: [{ fungible_info: { symbol: 'USDC' }, direction: 'in', quantity: { numeric: '1' }, value: 1 }],
    })
    expect(first.next).toEqual(expect.any(String))

    const second = await getAccountHistory({ ...client(), cursor: first.next })
    expect(second.data.map((tx) => tx.id)).toEqual([usdcSend, ethSend])
    expect(second.data[1]).toMatchObject({
      metadata: { operationType: 'send', sentFrom: alice.address, sentTo: bob.address },
      transfers: [{ fungible_info: { symbol: 'ETH', name: 'Ether' }, direction: 'out', quantity: { numeric: '1.5' }, value: 4500, price: 3000 }],
    })

    const third = await getAccountHistory({ ...client(), cursor: second.next })
    expect(third.data.map((tx) => tx.metadata.operationType)).toEqual(['mint'])
    expect(third.next).toBeNull()

    const bobs = await getAccountHistory({ ...client(), address: bob.address.toLowerCase() })
    // The reverted call moved nothing and bob only appears in its calldata, so it is not his.
    expect(bobs.data.map((tx) => [tx.id, tx.metadata.operationType])).toEqual([
      [usdcReceive, 'send'],
      [usdcSend, 'receive'],
    ])
  })

  it('starts over when the chain was reset under it (a restarted anvil)', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_reset', params: [] })
    await fetch(anvil.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    await deployContracts(anvil.rpcUrl, 31337)
    const page = await getAccountHistory(client())
    expect(page.data.map((tx) => tx.metadata.operationType)).toEqual(['mint'])
    expect(page.next).toBeNull()
  })

  it('answers an empty page for chains the API does not serve', async () => {
    expect(await getAccountHistory({ ...client(), chainId: 'eip155:1' })).toEqual({ data: [], next: null })
  })

  it('a bad cursor or address is a 400 with the catalogue text', async () => {
    for (const bad of [{ cursor: 'nope' }, { address: '0x12' }]) {
      const error = await getAccountHistory({ ...client(), ...bad }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(HttpRequestError)
      expect(error).toMatchObject({ shortMessage: errorMessages.failedToFetchTransactions, status: 400 })
    }
  })

  it('a server that is down is a typed error', async () => {
    const down = await createApiServer({ chains: [] }).listen(0, '127.0.0.1')
    await down.close()
    const error = await getAccountHistory({ ...client(), apiUrl: down.url }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'HttpRequestError', status: undefined, shortMessage: errorMessages.failedToFetchTransactions })
  })

  it('sends forceUpdate only when asked (the kit asks on the refetches after its own transactions)', async () => {
    const urls: URL[] = []
    const spy: typeof fetch = (input, init) => {
      urls.push(new URL(String(input)))
      return fetch(input, init)
    }
    const forced = await getAccountHistory({ ...client(), fetch: spy, forceUpdate: true })
    const plain = await getAccountHistory({ ...client(), fetch: spy })
    expect(forced).toEqual(plain)
    const history = urls.filter((url) => url.pathname.endsWith('/history'))
    expect(history.map((url) => url.searchParams.get('forceUpdate'))).toEqual(['true', null])
  })
})
