/*
 * The on-ramp API's options and quotes over real HTTP: they come from the local Meld stand-in (Meld's
 * wire format, its own rates and fees) through the Meld client, for Meld and for the sandbox alike,
 * and equal its answers exactly. The operator's key never reaches a log line. (The checkout URLs and
 * the sandbox's checkout are in onrampCheckout.test.ts.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, USDC_ADDRESS } from '../../../devstack/chain/addresses'
import { createOnrampSandbox } from '../../../devstack/chain/onrampSandbox'
import { startMeldStandIn, type MeldStandIn } from '../../../devstack/onramp/meldStandIn'
import { standInQuote } from '../../../devstack/onramp/meldStandInFixtures'
import { captureLogger } from '../../../test/services/captureLogger'
import { getJson, postJson } from '../../../test/services/convertTestKit'
import { createApiServer } from '../createApiServer'
import type { RunningServer } from '../listenHttp'
import { createMeldClient } from './meldClient'
import { onrampRoutes } from './onrampRoutes'

const CHAIN = 31337
const SENDER = ANVIL_ACCOUNTS[8]
const BUYER = ANVIL_ACCOUNTS[4].address
const SOLANA_BUYER = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const API_KEY = 'route-profile:route-secret-key'
const WRONG_KEY = 'route-profile:not-the-secret'
const logs = captureLogger()
let meld: MeldStandIn
let api: RunningServer
let bare: RunningServer
let refused: RunningServer

beforeAll(async () => {
  meld = await startMeldStandIn({ apiKey: API_KEY })
  // Quotes and options never reach the chain: nothing listens at its RPC URL.
  const chains = [{ id: CHAIN, name: 'Foyer Local', rpcUrl: 'http://127.0.0.1:1' }]
  const solana = { name: 'foyer-local-solana', display_name: 'Solana Localnet', chain_id: 'solana:local', contract_address: '' }
  const sandbox = createOnrampSandbox({
    chains,
    usdcAddress: USDC_ADDRESS,
    sender: SENDER,
    env: { NODE_ENV: 'test' },
    quotes: createMeldClient({ apiKey: API_KEY, apiUrl: meld.url }),
    quoteOnly: [
      { currency: { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [solana] }, quoteCodes: { 'foyer-local-solana': 'SOL' } },
      { currency: { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [solana] }, quoteCodes: { 'foyer-local-solana': 'USDC_SOL' } },
    ],
  })
  const meldConfig = { publicKey: 'pk_test', apiKey: API_KEY, apiUrl: meld.url }
  api = await createApiServer({ chains, logger: logs.logger, domains: [onrampRoutes({ sandbox, meld: meldConfig })] }).listen(0, '127.0.0.1')
  // As production mounts it: no sandbox, no provider configured.
  bare = await createApiServer({ chains, domains: [onrampRoutes()] }).listen(0, '127.0.0.1')
  refused = await createApiServer({ chains, logger: logs.logger, domains: [onrampRoutes({ meld: { ...meldConfig, apiKey: WRONG_KEY } })] }).listen(
    0,
    '127.0.0.1',
  )
}, 30_000)

afterAll(async () => {
  await api?.close()
  await bare?.close()
  await refused?.close()
  await meld?.close()
})
afterEach(() => {
  meld.mode = 'normal'
})

const quote = (change: Record<string, unknown> = {}) =>
  postJson(api.url, '/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'USDC', ...change })

describe('GET /v1/onramp/options', () => {
  it("lists the stand-in's fiat currencies and limits, its crypto on known chains beside the sandbox's, and the providers", async () => {
    const { status, body } = await getJson(api.url, '/v1/onramp/options', {})
    expect(status).toBe(200)
    const limits = [
      { id: 'card', min: '10', max: '7500' },
      { id: 'ach_bank_account', min: '10', max: '25000' },
    ]
    expect(body.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
    const currencies = body.purchaseCurrencies as { id: string; networks: { name: string; chain_id: string; contract_address: string }[] }[]
    expect(currencies.map((currency) => currency.id)).toEqual(['USDC', 'SOL'])
    expect(currencies[0]!.networks.map((network) => [network.name, network.chain_id])).toEqual([
      ['foyer-local-31337', '31337'],
      ['foyer-local-solana', 'solana:local'],
      ['USDC', '1'],
      ['USDC_POLYGON', '137'],
      ['USDC_SOL', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ])
    expect(currencies[1]!.networks.map((network) => network.name)).toEqual(['foyer-local-solana', 'SOL'])
    expect(body.providers).toEqual(['sandbox', 'meld'])
  })

  it('lists nothing and no provider where neither the sandbox nor Meld is configured', async () => {
    expect(await getJson(bare.url, '/v1/onramp/options', {})).toEqual({ status: 200, body: { paymentCurrencies: [], purchaseCurrencies: [], providers: [] } })
  })

  it('answers 502 when the only provider refuses the key', async () => {
    expect(await getJson(refused.url, '/v1/onramp/options', {})).toEqual({ status: 502, body: { error: 'No on-ramp provider is available' } })
  })
})

describe('POST /v1/onramp/quote', () => {
  it("answers exactly the stand-in's quote for Meld's network: amounts, fees and currencies", async () => {
    const expected = standInQuote({ sourceCurrencyCode: 'USD', sourceAmount: 50, destinationCurrencyCode: 'USDC', paymentMethodType: 'CARD' })!
    const { status, body } = await quote({ networkName: 'USDC', walletAddress: BUYER })
    expect(status).toBe(200)
    expect(body).toEqual({
      networkFee: { amount: String(expected.networkFee), currency: 'USD' },
      paymentSubtotal: { amount: String(expected.fiatAmountWithoutFees), currency: 'USD' },
      paymentTotal: { amount: String(expected.sourceAmount), currency: 'USD' },
      purchaseAmount: { amount: String(expected.destinationAmount), currency: 'USDC' },
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(body).toMatchObject({ networkFee: { amount: '1.5' }, paymentSubtotal: { amount: '48' }, purchaseAmount: { amount: '48' } })
    expect(meld.quoteRequests.at(-1)).toEqual({
      countryCode: 'US',
      sourceCurrencyCode: 'USD',
      sourceAmount: 50,
      destinationCurrencyCode: 'USDC',
      walletAddress: BUYER,
      paymentMethodType: 'CARD',
    })
  })

  it("prices the sandbox's local network through the same client, under the code it names", async () => {
    const { body } = await quote({ networkName: 'foyer-local-31337', paymentCurrency: 'EUR', amount: '100', paymentMethod: 'ach_bank_account' })
    const expected = standInQuote({ sourceCurrencyCode: 'EUR', sourceAmount: 100, destinationCurrencyCode: 'USDC' })!
    expect(body).toMatchObject({
      paymentTotal: { amount: '100', currency: 'EUR' },
      purchaseAmount: { amount: String(expected.destinationAmount), currency: 'USDC' },
    })
    expect(meld.quoteRequests.at(-1)).toMatchObject({ destinationCurrencyCode: 'USDC', paymentMethodType: 'ACH' })
  })

  it('quotes SOL to a Solana address, which the request carries', async () => {
    const { status, body } = await quote({ purchaseCurrency: 'SOL', network: 'SOL', networkName: 'SOL', walletAddress: SOLANA_BUYER })
    expect(status).toBe(200)
    expect(body.purchaseAmount).toEqual({
      amount: String(standInQuote({ sourceCurrencyCode: 'USD', sourceAmount: 50, destinationCurrencyCode: 'SOL' })!.destinationAmount),
      currency: 'SOL',
    })
    expect(meld.quoteRequests.at(-1)).toMatchObject({ destinationCurrencyCode: 'SOL', walletAddress: SOLANA_BUYER })
  })

  it("prices each currency on the sandbox's shared Solana network under its own code", async () => {
    await quote({ purchaseCurrency: 'SOL', networkName: 'foyer-local-solana', walletAddress: SOLANA_BUYER })
    expect(meld.quoteRequests.at(-1)).toMatchObject({ destinationCurrencyCode: 'SOL' })
    await quote({ purchaseCurrency: 'USDC', networkName: 'foyer-local-solana', walletAddress: SOLANA_BUYER })
    expect(meld.quoteRequests.at(-1)).toMatchObject({ destinationCurrencyCode: 'USDC_SOL' })
  })

  it.each([
    [{ amount: '5' }, 'Amount must be between 10 and 7500 USD'],
    [{ amount: '25000.01', paymentMethod: 'ach_bank_account' }, 'Amount must be between 10 and 25000 USD'],
    [{ amount: 'ten' }, 'Invalid amount'],
    [{ paymentCurrency: 'GBP' }, 'Unsupported currency'],
    [{ networkName: 'USDC_BASE' }, 'Unsupported currency'],
    [{ networkName: 'USDC_SOL', walletAddress: BUYER }, 'Invalid address'],
    [{ networkName: 'USDC', walletAddress: SOLANA_BUYER }, 'Invalid address'],
  ])('refuses %o with 400 %s', async (change, message) => {
    const { status, body } = await quote(change)
    expect(status).toBe(400)
    expect(body.error).toBe(message)
  })

  it('answers 502 when the provider fails, and 400 where no network is listed', async () => {
    meld.mode = 'failing'
    expect(await quote({ networkName: 'USDC' })).toEqual({ status: 502, body: { error: 'No on-ramp provider is available' } })
    expect(await postJson(bare.url, '/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'USDC' })).toEqual({
      status: 400,
      body: { error: 'Unsupported currency' },
    })
  })

  it('never logs the API key, not even when Meld refuses one', async () => {
    meld.mode = 'failing'
    await quote({ networkName: 'USDC' })
    await getJson(refused.url, '/v1/onramp/options', {})
    expect(logs.raw.length).toBeGreaterThan(0)
    for (const line of logs.raw) {
      expect(line).not.toContain('route-secret-key')
      expect(line).not.toContain('not-the-secret')
    }
  })
})
