import { randomUUID } from 'node:crypto'
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import type { Address } from 'viem'
import { onrampQuoteBodySchema, onrampUrlBodySchema } from '../../../src/api/wire/onrampRequests'
import type { OnrampOptionsWire } from '../../../src/api/wire/onrampSchemas'
import type { OnrampNetwork, OnrampPurchaseCurrency } from '../../../src/onramp/onrampDefaults'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import { firstIssue } from '../convert/firstIssue'
import { HttpError } from '../HttpError'
import { jsonBody } from '../jsonBody'
import type { MeldClient, MeldClientOptions } from './meldClient'
import { MELD_PAYMENT_METHOD_TYPES, meldQuote } from './meldCatalogue'
import { MeldRequestError } from './MeldRequestError'
import { meldUrl, type MeldProvider } from './meldUrl'
import { combinedCatalogue, onrampSources, type SourcedCatalogue } from './onrampSources'

/** One order a sandbox provider delivers once confirmed. */
export type SandboxOrder = {
  chainId: number
  network: string
  to: Address
  /** USDC in base units (6 decimals). */
  amount: bigint
  /** What the checkout page shows as paid, e.g. `50.50 USD`. */
  paid?: string | undefined
  /** Where the page sends the user after the delivery (a loopback page). */
  redirectUrl?: string | undefined
}

/**
 * A development provider that delivers for real on local chains (the development stack's
 * `createOnrampSandbox`): what it sells, the Meld client its purchases are priced through, its
 * orders and its checkout pages.
 */
export type OnrampSandbox = {
  /** What it lists under `GET /v1/onramp/options`: currencies on local networks. */
  purchaseCurrencies: OnrampPurchaseCurrency[]
  /** Meld's currency code that prices each purchase, by `currency id/network name` (e.g. `USDC/foyer-local-31337`). */
  quoteCodes: Readonly<Record<string, string>>
  /** The Meld client its payment currencies, limits and quotes come from. */
  quotes: MeldClient
  /** Stores an order and answers its checkout page's URL on the API (`host` is the request's Host header). */
  createOrder(order: SandboxOrder, host: string | undefined): string
  /** The checkout pages, served beside the on-ramp routes. */
  app: Hono<ApiEnv>
  /** Stops what it runs beside the API (the development stand-in). @default nothing to stop */
  close?: () => Promise<void>
}

/** Options of {@link onrampRoutes}. */
export type OnrampRoutesOptions = {
  /**
   * The development sandbox provider (`createOnrampSandbox`). Pass it only in development: without
   * it (production) the sandbox is neither listed nor served.
   * @default undefined (no sandbox)
   */
  sandbox?: OnrampSandbox | undefined
  /**
   * A Meld account: its public key for checkout URLs and its API key for the catalogue and quotes.
   * When set, `meld` is listed with what Meld's API offers.
   * @default undefined (no Meld)
   */
  meld?: (MeldProvider & MeldClientOptions) | undefined
  /**
   * How long a provider's catalogue (currencies, limits) is kept before it is asked again. Quotes
   * are never kept.
   * @default 5 * 60_000
   */
  optionsTtlMs?: number
}

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const isSolanaNetwork = (network: OnrampNetwork) => network.chain_id.startsWith('solana:')

/** A provider failure as the API answers it: the provider's refusal 400, anything else 502. */
function providerFailure(error: unknown): never {
  if (error instanceof MeldRequestError) throw new HttpError(error.failure === 'rejected' ? 400 : 502, error.shortMessage, undefined, { cause: error })
  throw error
}

/**
 * The on-ramp API. Every currency, limit, fee and amount comes from the providers' APIs (Meld's, or
 * the development stand-in that speaks it); none is worked out here.
 *
 * - `GET /v1/onramp/options` → `{ paymentCurrencies, purchaseCurrencies, providers }`: the fiat
 *   currencies with each payment method's limits, what can be bought on which networks, and the
 *   providers whose API answered. No provider configured: empty lists and no provider.
 * - `POST /v1/onramp/quote` (`{ purchaseCurrency, paymentCurrency, amount, network, networkName?,
 *   walletAddress?, paymentMethod? }`) → `{ networkFee, paymentSubtotal, paymentTotal, purchaseAmount,
 *   quoteId }`: the best of the provider's quotes for paying `amount`, fees included, as the provider
 *   gave it.
 * - `POST /v1/generators/onrampurl` (`{ provider, destinationWallets, defaultNetwork, partnerUserId,
 *   defaultExperience: 'buy', presetCryptoAmount, presetFiatAmount }`) → `{ url }`: the sandbox's
 *   checkout page, or Meld's URL (see `meldUrl`); 503 when no provider is configured.
 *
 * @example
 * createApiServer({ chains, domains: [onrampRoutes({ meld: { publicKey, apiKey } })] })
 */
export function onrampRoutes(options: OnrampRoutesOptions = {}): ApiDomain {
  const sources = onrampSources({ sandbox: options.sandbox, meld: options.meld, optionsTtlMs: options.optionsTtlMs ?? 5 * 60_000 })
  const configured: string[] = sources.map((source) => source.name)
  const catalogue = (): Promise<SourcedCatalogue> => combinedCatalogue(sources).catch(providerFailure)

  const app = new Hono<ApiEnv>()
    .get('/v1/onramp/options', async (c) => {
      const { paymentCurrencies, purchaseCurrencies, providers } = await catalogue()
      return c.json({ paymentCurrencies, purchaseCurrencies, providers } satisfies OnrampOptionsWire)
    })
    .post('/v1/onramp/quote', jsonBody, zValidator('json', onrampQuoteBodySchema, firstIssue), async (c) => {
      const body = c.req.valid('json')
      const listed = await catalogue()
      const payment = listed.paymentCurrencies.find((currency) => currency.id === body.paymentCurrency)
      const purchase = listed.purchaseCurrencies.find((currency) => currency.id === body.purchaseCurrency)
      const network = purchase?.networks.find((candidate) => candidate.name === (body.networkName ?? candidate.name))
      const source = purchase && network ? listed.owners.get(`${purchase.id}/${network.name}`) : undefined
      if (!payment || !purchase || !network || !source) throw new HttpError(400, 'Unsupported currency')
      const method = body.paymentMethod ?? 'card'
      const limit = payment.payment_method_limits.find((candidate) => candidate.id === method)
      if (!limit) throw new HttpError(400, 'Unsupported payment method')
      const value = Number(body.amount)
      const [min, max] = [Number(limit.min), Number(limit.max)]
      if (value < min || value > max) throw new HttpError(400, `Amount must be between ${min} and ${max} ${payment.id}`, { min, max })
      const address = body.walletAddress
      if (address !== undefined && !(isSolanaNetwork(network) ? SOLANA_ADDRESS.test(address) : isAddress(address, { strict: false }))) {
        throw new HttpError(400, 'Invalid address')
      }
      const quotes = await source.client
        .quote({
          sourceCurrencyCode: payment.id,
          sourceAmount: value,
          destinationCurrencyCode: source.quoteCode(purchase, network),
          walletAddress: address,
          paymentMethodType: MELD_PAYMENT_METHOD_TYPES[method],
        })
        .catch(providerFailure)
      try {
        return c.json(meldQuote(quotes, purchase.symbol, randomUUID()))
      } catch (error) {
        return providerFailure(error)
      }
    })
    .post('/v1/generators/onrampurl', jsonBody, zValidator('json', onrampUrlBodySchema, firstIssue), async (c) => {
      const body = c.req.valid('json')
      const provider = body.provider ?? configured[0]
      if (!provider || !configured.includes(provider)) throw new HttpError(503, 'No on-ramp provider configured')
      const wallet = body.destinationWallets[0]!
      const fiat = body.presetFiatAmount && body.fiatCurrency ? { fiatAmount: body.presetFiatAmount, fiatCurrency: body.fiatCurrency } : {}
      if (provider === 'meld') {
        const listed = await catalogue()
        const network = listed.purchaseCurrencies.flatMap((currency) => currency.networks).find((candidate) => candidate.name === body.defaultNetwork)
        // Meld's checkout is told the destination currency by network: SOL on Solana, USDC elsewhere.
        const named = network && isSolanaNetwork(network) ? 'solana' : body.defaultNetwork
        return c.json({ url: meldUrl(options.meld!, { walletAddress: wallet.address, network: named, projectId: body.partnerUserId, ...fiat }) })
      }
      const sandbox = options.sandbox!
      const network = sandbox.purchaseCurrencies.flatMap((currency) => currency.networks).find((candidate) => candidate.name === body.defaultNetwork)
      if (!network || !/^[0-9]+$/.test(network.chain_id)) throw new HttpError(400, 'The sandbox does not deliver on this network')
      if (!isAddress(wallet.address, { strict: false })) throw new HttpError(400, 'Invalid address')
      if (body.presetCryptoAmount === undefined) throw new HttpError(400, 'presetCryptoAmount is required')
      const order: SandboxOrder = {
        chainId: Number(network.chain_id),
        network: network.name,
        to: getAddress(wallet.address),
        amount: body.presetCryptoAmount,
        paid: fiat.fiatAmount ? `${fiat.fiatAmount} ${fiat.fiatCurrency}` : undefined,
        redirectUrl: body.redirectUrl,
      }
      return c.json({ url: sandbox.createOrder(order, c.req.header('host')) })
    })
  if (options.sandbox) app.route('/', options.sandbox.app)
  return { app }
}
