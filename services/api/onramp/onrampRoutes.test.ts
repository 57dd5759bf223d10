/*
 * The on-ramp API over real HTTP against anvil with the test USDC deployed: options, quotes, the
 * checkout URL generator for the sandbox and for Meld, and the sandbox's checkout page, whose
 * confirmation moves exactly the bought USDC from the sandbox's account to the buyer on the chain.
 */
import { erc20Abi } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../../devstack/chain/addresses'
import { deployContracts } from '../../../devstack/chain/deployContracts'
import { startAnvil, type RunningAnvil } from '../../../devstack/chain/startAnvil'
import { getJson, postJson, publicClientOf } from '../../../test/services/convertTestKit'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { createOnrampSandbox } from '../../../devstack/chain/onrampSandbox'
import { onrampRoutes } from './onrampRoutes'

const CHAIN = 31337
const SENDER = ANVIL_ACCOUNTS[8]
const BUYER = ANVIL_ACCOUNTS[4].address
let anvil: RunningAnvil
let api: RunningServer
let bare: RunningServer

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN })
  await deployContracts(anvil.rpcUrl, CHAIN)
  const chains = [{ id: CHAIN, name: 'Foyer Local', rpcUrl: anvil.rpcUrl }]
  const sandbox = createOnrampSandbox({ chains, usdcAddress: USDC_ADDRESS, sender: SENDER, env: { NODE_ENV: 'test' } })
  api = await createApiServer({ chains, domains: [onrampRoutes({ sandbox, meld: { publicKey: 'pk_test' } })] }).listen(0, '127.0.0.1')
  // As production mounts it: no sandbox, no provider configured.
  bare = await createApiServer({ chains, domains: [onrampRoutes()] }).listen(0, '127.0.0.1')
}, 60_000)

afterAll(async () => {
  await api?.close()
  await bare?.close()
  await anvil?.stop()
})

const usdcOf = (address: Address) =>
  publicClientOf(anvil.rpcUrl, CHAIN).readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

const order = (overrides: Record<string, unknown> = {}) => ({
  provider: 'sandbox',
  destinationWallets: [{ address: BUYER, blockchains: [`foyer-local-${CHAIN}`], assets: ['USDC'] }],
  defaultNetwork: `foyer-local-${CHAIN}`,
  partnerUserId: 'foyer-local',
  defaultExperience: 'buy',
  presetCryptoAmount: '50',
  presetFiatAmount: '50.50',
  fiatCurrency: 'USD',
  redirectUrl: 'http://127.0.0.1:5173/?bought=1',
  ...overrides,
})

describe('GET /v1/onramp/options', () => {
  it('lists USD and EUR with the default limits, USDC on Ethereum, Polygon and the local chain, and the providers', async () => {
    const { status, body } = await getJson(api.url, '/v1/onramp/options', {})
    expect(status).toBe(200)
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(body.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
    const [usdc] = body.purchaseCurrencies as { symbol: string; networks: { name: string; chain_id: string; contract_address: string }[] }[]
    expect(usdc!.symbol).toBe('USDC')
    expect(usdc!.networks.map((network) => network.chain_id)).toEqual(['1', '137', '31337'])
    expect(usdc!.networks[2]).toMatchObject({ name: 'foyer-local-31337', contract_address: USDC_ADDRESS })
    expect(body.providers).toEqual(['sandbox', 'meld'])
  })

  it('lists no provider and no local network where neither the sandbox nor Meld is configured', async () => {
    const { body } = await getJson(bare.url, '/v1/onramp/options', {})
    expect(body.providers).toEqual([])
    expect((body.purchaseCurrencies as { networks: unknown[] }[])[0]!.networks).toHaveLength(2)
  })
})

describe('POST /v1/onramp/quote', () => {
  it('quotes 50 USD: 50 USDC, the provider fee of 1 % and the network fee on top', async () => {
    const { status, body } = await postJson(api.url, '/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'ethereum',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      networkFee: { amount: '1.50', currency: 'USD' },
      paymentSubtotal: { amount: '50.00', currency: 'USD' },
      paymentTotal: { amount: '52.00', currency: 'USD' },
      purchaseAmount: { amount: '50.00', currency: 'USDC' },
    })
    expect(body.quoteId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('quotes EUR at the sandbox rate, with no network fee on the purchase symbol', async () => {
    const { body } = await postJson(api.url, '/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'EUR', amount: '100', network: 'USDC' })
    expect(body).toMatchObject({ networkFee: { amount: '0.00' }, paymentTotal: { amount: '101.00', currency: 'EUR' }, purchaseAmount: { amount: '108.00' } })
  })

  it.each([
    [{ amount: '5' }, 'Amount must be between 10 and 25000 USD'],
    [{ amount: '25000.01' }, 'Amount must be between 10 and 25000 USD'],
    [{ amount: 'ten' }, 'Invalid amount'],
    [{ paymentCurrency: 'GBP' }, 'Unsupported currency'],
  ])('refuses %o with 400 %s', async (change, message) => {
    const { status, body } = await postJson(api.url, '/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'USDC',
      ...change,
    })
    expect(status).toBe(400)
    expect(body.error).toBe(message)
  })
})

describe('POST /v1/generators/onrampurl', () => {
  it('hands out a sandbox checkout whose confirmation delivers exactly 50 USDC on the chain, once', async () => {
    const before = await usdcOf(BUYER)
    const senderBefore = await usdcOf(SENDER.address)
    const { status, body } = await postJson(api.url, '/v1/generators/onrampurl', order())
    expect(status).toBe(200)
    const url = body.url as string
    expect(url).toMatch(new RegExp(`^${api.url}/dev/onramp/checkout/[0-9a-f-]{36}$`))

    const page = await fetch(url)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('50.00 USDC')
    expect(html).toContain(BUYER)
    expect(html).toContain('50.50 USD')
    // Nothing is delivered until the user confirms.
    expect(await usdcOf(BUYER)).toBe(before)

    const done = await postJson(url, '/complete', {})
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ redirectUrl: 'http://127.0.0.1:5173/?bought=1' })
    expect(done.body.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await usdcOf(BUYER)).toBe(before + 50_000_000n)
    expect(await usdcOf(SENDER.address)).toBe(senderBefore - 50_000_000n)

    const again = await postJson(url, '/complete', {})
    expect(again.status).toBe(409)
    expect(await usdcOf(BUYER)).toBe(before + 50_000_000n)
  })

  it('appends the order parameters to a Meld URL', async () => {
    const { body } = await postJson(api.url, '/v1/generators/onrampurl', order({ provider: 'meld', defaultNetwork: 'ethereum' }))
    const url = new URL(body.url as string)
    expect(url.origin).toBe('https://meldcrypto.com')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'pk_test',
      destinationCurrencyCode: 'USDC',
      walletAddress: BUYER,
      externalCustomerId: 'foyer-local',
      sourceAmount: '50.50',
      sourceCurrencyCode: 'USD',
    })
  })

  it.each([
    [{ defaultNetwork: 'ethereum' }, 400, 'The sandbox does not deliver on this network'],
    [{ redirectUrl: 'https://evil.example/' }, 400, 'redirectUrl must be a loopback URL'],
    [{ presetCryptoAmount: '0' }, 400, 'Invalid amount'],
    [{ destinationWallets: [{ address: 'nope' }] }, 400, 'Invalid address'],
    [{ defaultExperience: 'send' }, 400, undefined],
    [{ provider: 'moonpay' }, 503, 'No on-ramp provider configured'],
  ])('refuses %o with %i', async (change, status, message) => {
    const answer = await postJson(api.url, '/v1/generators/onrampurl', order(change))
    expect(answer.status).toBe(status)
    if (message) expect(answer.body.error).toBe(message)
  })

  it('answers 503 and serves no checkout page where no provider is configured', async () => {
    const answer = await postJson(bare.url, '/v1/generators/onrampurl', order({ provider: undefined }))
    expect(answer).toEqual({ status: 503, body: { error: 'No on-ramp provider configured' } })
    expect((await fetch(`${bare.url}/dev/onramp/checkout/x`)).status).toBe(404)
  })

  it('an unknown checkout is a 404 page and cannot be completed', async () => {
    expect((await fetch(`${api.url}/dev/onramp/checkout/unknown`)).status).toBe(404)
    expect((await postJson(`${api.url}/dev/onramp/checkout/unknown`, '/complete', {})).status).toBe(404)
  })
})

describe('createOnrampSandbox', () => {
  it('refuses to exist under NODE_ENV=production', () => {
    expect(() => createOnrampSandbox({ chains: [], usdcAddress: USDC_ADDRESS, sender: SENDER, env: { NODE_ENV: 'production' } })).toThrow(
      /The on-ramp sandbox is development only/,
    )
  })
})
