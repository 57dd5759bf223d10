import { setTimeout as sleep } from 'node:timers/promises'
import { createPublicClient, createWalletClient, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountRoutes } from '../../services/api/account/accountRoutes'
import { NATIVE_TOKEN_ADDRESS } from '../../services/api/account/accountTokens'
import { createApiServer } from '../../services/api/createApiServer'
import type { RunningServer } from '../../services/api/listenHttp'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../devstack/chain/addresses'
import { deployContracts } from '../../devstack/chain/deployContracts'
import { localChain } from '../../devstack/chain/localChain'
import { startAnvil, type RunningAnvil } from '../../devstack/chain/startAnvil'
import { localTokens, testTokenAbi } from '../../devstack/chain/testToken'
import { fixedPrices } from '../../test/services/fixedPrices'
import { errorMessages } from '../errors/messages'
import { getAccountBalance, getFungiblePrices, getGasPrice, getIdentity } from './blockchainApi'
import { HttpRequestError } from '../errors/httpErrors'
import { Hono } from 'hono'
import type { ApiEnv } from '../../services/api/apiDomain'

/*
 * The blockchain API client against the real API (createApiServer + accountRoutes on a free port)
 * over two real anvil chains with the stack's USDC, so client, routes and chain cannot drift apart.
 * Error paths: bad input (400), unsupported chains, a closed port, a slow route and a wrong shape.
 */
let chains: RunningAnvil[] = []
let api: RunningServer
let odd: RunningServer
let downUrl = ''
const projectId = 'secret-project-id'
const alice = ANVIL_ACCOUNTS[1].address
const named = ANVIL_ACCOUNTS[3].address

beforeAll(async () => {
  chains = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  await Promise.all(chains.map((chain) => deployContracts(chain.rpcUrl, chain.chainId)))
  const apiChains = chains.map((chain) => ({ id: chain.chainId, name: `Local ${chain.chainId}`, rpcUrl: chain.rpcUrl }))
  api = await createApiServer({
    chains: apiChains,
    domains: [
      accountRoutes({
        chains: apiChains,
        tokens: localTokens(USDC_ADDRESS),
        // The development prices (the stack sets them in its feeds): ETH 3000, USDC 1.
        prices: fixedPrices(
          [31337, 31338].flatMap(
            (id) =>
              [
                [{ chainId: `eip155:${id}`, address: 'native' }, 3000],
                [{ chainId: `eip155:${id}`, address: USDC_ADDRESS }, 1],
              ] as const,
          ),
        ),
        identities: { [named.toLowerCase()]: { name: 'carol.foyer', avatar: 'https://example.com/carol.png' } },
      }),
    ],
  }).listen(0, '127.0.0.1')
  odd = await createApiServer({
    chains: [],
    domains: [
      {
        app: new Hono<ApiEnv>()
          .get('/broken/v1/account/:address/balance', (c) => c.json({ balances: [{ name: 1 }] }))
          .get('/slow/v1/identity/:address', (c) => sleep(3_000).then(() => c.json({ name: null, avatar: null }))),
      },
    ],
  }).listen(0, '127.0.0.1')
  const down = await createApiServer({ chains: [] }).listen(0, '127.0.0.1')
  downUrl = down.url
  await down.close()
})

afterAll(async () => {
  await api?.close()
  await odd?.close()
  await Promise.all(chains.map((chain) => chain.stop()))
})

const client = () => ({ apiUrl: api.url, projectId })

describe('getAccountBalance', () => {
  it.each([['eip155:31337'], [31338]] as const)('reads ETH and USDC of account #1 on %s with dev prices', async (chainId) => {
    const caip2 = typeof chainId === 'number' ? `eip155:${chainId}` : chainId
    expect(await getAccountBalance({ ...client(), address: alice, chainId })).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: caip2, value: 30_000_000, price: 3000, quantity: { decimals: '18', numeric: '10000' }, iconUrl: '' },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: caip2,
        address: `${caip2}:${USDC_ADDRESS}`,
        value: 1_000_000,
        price: 1,
        quantity: { decimals: '6', numeric: '1000000' },
        iconUrl: '',
      },
    ])
  })

  it('follows the chain: a fresh address that received 2.5 USDC holds only that', async () => {
    const fresh = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123').address
    const chain = localChain(31337, chains[0]!.rpcUrl)
    const wallet = createWalletClient({ chain, transport: http(), account: privateKeyToAccount(ANVIL_ACCOUNTS[2].privateKey) })
    const hash = await wallet.writeContract({ address: USDC_ADDRESS, abi: testTokenAbi, functionName: 'transfer', args: [fresh, parseUnits('2.5', 6)] })
    await createPublicClient({ chain, transport: http(), pollingInterval: 50 }).waitForTransactionReceipt({ hash })
    const balances = await getAccountBalance({ ...client(), address: fresh.toLowerCase(), chainId: 31337, forceUpdate: true })
    expect(balances).toEqual([expect.objectContaining({ symbol: 'USDC', value: 2.5, quantity: { decimals: '6', numeric: '2.5' } })])
    expect(await getAccountBalance({ ...client(), address: fresh, chainId: 31338 })).toEqual([])
  })

  it('answers an empty list for chains the API does not serve', async () => {
    expect(await getAccountBalance({ ...client(), address: alice, chainId: 'eip155:1' })).toEqual([])
    expect(await getAccountBalance({ ...client(), address: alice, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toEqual([])
  })

  it('sends currency, chainId, forceUpdate, projectId, st and sv, skipping empty ones', async () => {
    const urls: URL[] = []
    const spy: typeof fetch = (input, init) => {
      urls.push(new URL(String(input)))
      return fetch(input, init)
    }
    await getAccountBalance({ ...client(), fetch: spy, address: alice, chainId: 31337, sdkVersion: '9.9.9' })
    await getAccountBalance({ ...client(), fetch: spy, address: alice, chainId: 31337, forceUpdate: true })
    // Each call first checks /v1/supported-chains, with the same sdk parameters.
    expect(urls.map((url) => url.pathname)).toEqual([
      '/v1/supported-chains',
      `/v1/account/${alice}/balance`,
      '/v1/supported-chains',
      `/v1/account/${alice}/balance`,
    ])
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ projectId, st: 'foyer', sv: '9.9.9' })
    expect(Object.fromEntries(urls[1]!.searchParams)).toEqual({ currency: 'usd', chainId: 'eip155:31337', projectId, st: 'foyer', sv: '9.9.9' })
    expect(urls[3]!.searchParams.get('forceUpdate')).toBe('true')
  })

  it('a bad address or chain id is a 400 with the catalogue text, and the URL hides the project id', async () => {
    const error = await getAccountBalance({ ...client(), address: '0x1234', chainId: 31337 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    const typed = error as HttpRequestError
    expect(typed).toMatchObject({ shortMessage: errorMessages.tokenBalanceUnavailable, status: 400, serverMessage: 'Invalid address' })
    expect(typed.message).not.toContain(projectId)
    expect(typed.url).toContain('projectId=***')
    // A chain id that is not in the supported list never reaches the balance path: empty result.
    expect(await getAccountBalance({ ...client(), address: alice, chainId: 'eip155:x!' })).toEqual([])
    const supportedChains = { http: ['eip155:x!'], ws: [] }
    const badChain = await getAccountBalance({ ...client(), address: alice, chainId: 'eip155:x!', supportedChains }).catch((e: unknown) => e)
    expect(badChain).toMatchObject({ status: 400, serverMessage: 'Invalid chainId' })
  })

  it('a server that is down is a request error without a status', async () => {
    const error = await getAccountBalance({ ...client(), apiUrl: downUrl, address: alice, chainId: 31337 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ shortMessage: errorMessages.tokenBalanceUnavailable, status: undefined })
    expect((error as Error).message).not.toContain(projectId)
  })

  it('an answer of the wrong shape is a response error', async () => {
    const error = await getAccountBalance({ ...client(), apiUrl: `${odd.url}/broken`, address: alice, chainId: 31337 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ shortMessage: errorMessages.tokenBalanceUnavailable })
  })
})

describe('getFungiblePrices', () => {
  it('prices the native token and USDC, leaving out unknown tokens and chains', async () => {
    const prices = await getFungiblePrices({
      ...client(),
      addresses: [
        `eip155:31337:${NATIVE_TOKEN_ADDRESS}`,
        `eip155:31338:${USDC_ADDRESS.toLowerCase()}`,
        `eip155:31337:${alice}`,
        `eip155:1:${USDC_ADDRESS}`,
        'not-an-address',
      ],
    })
    expect(prices).toEqual([
      { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
      { name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 1 },
    ])
  })

  it('a server that is down is a typed error', async () => {
    const error = await getFungiblePrices({ ...client(), apiUrl: downUrl, addresses: [] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ shortMessage: errorMessages.default })
  })
})

describe('getGasPrice', () => {
  it('reads standard <= fast <= instant, at least the next base fee', async () => {
    const gas = await getGasPrice({ ...client(), chainId: 'eip155:31337' })
    const block = await createPublicClient({ transport: http(chains[0]!.rpcUrl) }).getBlock()
    expect(gas.standard).toBeGreaterThan(0n)
    expect(gas.standard).toBeGreaterThanOrEqual(((block.baseFeePerGas ?? 0n) * 7n) / 8n)
    expect(gas.fast).toBeGreaterThanOrEqual(gas.standard)
    expect(gas.instant).toBeGreaterThanOrEqual(gas.fast)
  })

  it('an unsupported chain throws the catalogue text, from the support check or from the API', async () => {
    for (const chainId of ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] as const) {
      const error = await getGasPrice({ ...client(), chainId }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(HttpRequestError)
      expect(error).toMatchObject({ shortMessage: errorMessages.gasPriceUnsupported, status: undefined })
      // A stale supported list lets the call through; the API's 400 keeps the same text.
      const late = await getGasPrice({ ...client(), chainId, supportedChains: { http: [chainId], ws: [] } }).catch((e: unknown) => e)
      expect(late).toMatchObject({ shortMessage: errorMessages.gasPriceUnsupported, status: 400 })
    }
  })

  it('a server that is down is a typed error', async () => {
    const error = await getGasPrice({ ...client(), apiUrl: downUrl, chainId: 31337 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'HttpRequestError', shortMessage: errorMessages.default, status: undefined })
  })
})

describe('getIdentity', () => {
  it('answers nulls for unknown addresses and the configured identity otherwise', async () => {
    expect(await getIdentity({ ...client(), address: alice, sender: alice })).toEqual({ name: null, avatar: null })
    expect(await getIdentity({ ...client(), address: named })).toEqual({ name: 'carol.foyer', avatar: 'https://example.com/carol.png' })
  })

  it('a bad address is a 400', async () => {
    const error = await getIdentity({ ...client(), address: 'vitalik.eth' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'HttpRequestError', status: 400, serverMessage: 'Invalid address' })
  })

  it('gives up after the timeout, and on abort', async () => {
    const slow = { ...client(), apiUrl: `${odd.url}/slow`, address: alice }
    const timedOut = await getIdentity({ ...slow, timeoutMs: 200 }).catch((e: unknown) => e)
    expect(timedOut).toMatchObject({ name: 'HttpRequestError', status: undefined })
    const controller = new AbortController()
    const aborted = getIdentity({ ...slow, signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    expect(await aborted).toBeInstanceOf(HttpRequestError)
  })
})
