/*
 * The Meld client over real HTTP against the local stand-in, which speaks Meld's documented wire
 * format: quotes and the catalogue endpoints map field by field; a refused key, a 500, an answer of
 * the wrong shape, a refused pair, a closed port and a stalled answer each fail as a
 * MeldRequestError of their kind, never naming the key.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startMeldStandIn, type MeldStandIn } from '../../../devstack/onramp/meldStandIn'
import { STAND_IN_CRYPTO, standInQuote } from '../../../devstack/onramp/meldStandInFixtures'
import { createMeldClient, MELD_API_VERSION } from './meldClient'
import { MeldRequestError } from './MeldRequestError'

const API_KEY = 'test-profile:test-secret'
let meld: MeldStandIn

beforeAll(async () => {
  meld = await startMeldStandIn({ apiKey: API_KEY })
})
afterAll(() => meld?.close())
afterEach(() => {
  meld.mode = 'normal'
})

const client = (overrides: { apiKey?: string; timeoutMs?: number; apiUrl?: string } = {}) =>
  createMeldClient({ apiKey: API_KEY, apiUrl: meld.url, ...overrides })

/** The rejection of `promise`, which must be a MeldRequestError. */
async function failure(promise: Promise<unknown>): Promise<MeldRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(MeldRequestError)
  return error as MeldRequestError
}

describe('createMeldClient', () => {
  it('answers the quote as Meld words it, and sends the country, wallet and payment method', async () => {
    const request = {
      sourceCurrencyCode: 'USD',
      sourceAmount: 50,
      destinationCurrencyCode: 'USDC_SOL',
      walletAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      paymentMethodType: 'CARD',
    }
    const quotes = await client().quote(request)
    const expected = standInQuote(request)!
    expect(quotes).toEqual([expect.objectContaining(expected)])
    expect(quotes[0]).toMatchObject({ sourceAmount: 50, fiatAmountWithoutFees: 49.49, transactionFee: 0.5, networkFee: 0.01, destinationAmount: 49.49 })
    expect(meld.quoteRequests.at(-1)).toEqual({ countryCode: 'US', ...request })
  })

  it('reads the fiat currencies, the crypto currencies and the limits per payment method type', async () => {
    expect(await client().fiatCurrencies()).toEqual([
      { currencyCode: 'USD', name: 'US Dollar' },
      { currencyCode: 'EUR', name: 'Euro' },
    ])
    expect((await client().cryptoCurrencies()).map((currency) => currency.currencyCode)).toEqual(STAND_IN_CRYPTO.map((currency) => currency.currencyCode))
    expect(await client().purchaseLimits('ACH')).toEqual([
      { currencyCode: 'USD', minimumAmount: 10, maximumAmount: 25000, defaultAmount: 100 },
      { currencyCode: 'EUR', minimumAmount: 10, maximumAmount: 25000, defaultAmount: 100 },
    ])
    expect(MELD_API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('fails as unauthorized on a refused key, without the key in its message', async () => {
    const error = await failure(client({ apiKey: 'wrong:key' }).fiatCurrencies())
    expect(error).toMatchObject({ failure: 'unauthorized', status: 401, shortMessage: 'No on-ramp provider is available' })
    expect(error.message).toContain('invalid profile or secret')
    expect(error.message).not.toContain('wrong:key')
  })

  it('fails as rejected when no provider quotes the pair, with Meld reason', async () => {
    const error = await failure(client().quote({ sourceCurrencyCode: 'GBP', sourceAmount: 50, destinationCurrencyCode: 'USDC' }))
    expect(error).toMatchObject({ failure: 'rejected', status: 400 })
    expect(error.details).toContain('No Valid Quote Combinations')
  })

  it('fails as unavailable on a 500 and on a closed port', async () => {
    meld.mode = 'failing'
    expect(await failure(client().cryptoCurrencies())).toMatchObject({ failure: 'unavailable', status: 500 })
    expect(await failure(client({ apiUrl: 'http://127.0.0.1:1' }).cryptoCurrencies())).toMatchObject({ failure: 'unavailable', status: undefined })
  })

  it('fails as malformed on an answer that is not the documented shape', async () => {
    meld.mode = 'malformed'
    expect(await failure(client().quote({ sourceCurrencyCode: 'USD', sourceAmount: 50, destinationCurrencyCode: 'USDC' }))).toMatchObject({
      failure: 'malformed',
    })
    expect(await failure(client().purchaseLimits('CARD'))).toMatchObject({ failure: 'malformed' })
  })

  it('fails as timeout when the answer does not come within timeoutMs', async () => {
    meld.mode = 'hanging'
    expect(await failure(client({ timeoutMs: 200 }).fiatCurrencies())).toMatchObject({ failure: 'timeout' })
  })
})
