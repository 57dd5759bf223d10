import { randomUUID } from 'node:crypto'
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import type { Address } from 'viem'
import { onrampQuoteBodySchema, onrampUrlBodySchema } from '../../../src/api/wire/onrampRequests'
import type { OnrampOptionsWire } from '../../../src/api/wire/onrampSchemas'
import { ONRAMP_DEFAULT_PURCHASE_CURRENCY, ONRAMP_FALLBACK_OPTIONS } from '../../../src/onramp/onrampDefaults'
import type { OnrampNetwork, OnrampOptions } from '../../../src/onramp/onrampDefaults'
import { ONRAMP_USD_RATES, type OnrampQuote } from '../../../src/onramp/onrampRules'
import type { ApiDomain, ApiEnv } from '../apiDomain'
import { ServerConfigError } from '../../http/ServerConfigError'
import { firstIssue } from '../convert/firstIssue'
import { HttpError } from '../HttpError'
import { jsonBody } from '../jsonBody'
import { meldUrl, type MeldProvider } from './meldUrl'

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
 * `createOnrampSandbox`): its networks, its orders and its checkout pages.
 */
export type OnrampSandbox = {
  /** Its networks, as `GET /v1/onramp/options` lists them under USDC. */
  networks: OnrampNetwork[]
  /** Stores an order and answers its checkout page's URL on the API (`host` is the request's Host header). */
  createOrder(order: SandboxOrder, host: string | undefined): string
  /** The checkout pages, served beside the on-ramp routes. */
  app: Hono<ApiEnv>
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
   * A Meld account; when set, `meld` is listed and its checkout URLs are handed out.
   * @default undefined (no Meld)
   */
  meld?: MeldProvider | undefined
  /**
   * The provider's fee in percent, within the providers' 1-2 % range (`ONRAMP_PROVIDER_FEE_PERCENT`).
   * @default 1
   */
  feePercent?: number
}

/** The network fee each network's quote carries, in USD (the sandbox's local chains: none). */
const NETWORK_FEES_USD: Readonly<Record<string, number>> = { ethereum: 1.5, polygon: 0.02 }

const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2)

/**
 * The on-ramp API:
 *
 * - `GET /v1/onramp/options` → `{ paymentCurrencies, purchaseCurrencies, providers }`: USD and EUR
 *   within the fallback limits, USDC on Ethereum and Polygon (and the sandbox's local chains when it is
 *   mounted), and the providers a checkout URL can be generated for.
 * - `POST /v1/onramp/quote` (`{ purchaseCurrency, paymentCurrency, amount, network }`) → `{ networkFee,
 *   paymentSubtotal, paymentTotal, purchaseAmount, quoteId }`: `amount` is what the user buys for in
 *   the payment currency; the provider's fee and the network fee come on top.
 * - `POST /v1/generators/onrampurl` (`{ provider, destinationWallets, defaultNetwork, partnerUserId,
 *   defaultExperience: 'buy', presetCryptoAmount, presetFiatAmount }`) → `{ url }`: the sandbox's
 *   checkout page, or Meld's URL (see `meldUrl`); 503 when no provider is configured.
 *
 * @example
 * createApiServer({ chains, domains: [onrampRoutes({ sandbox: dev ? createOnrampSandbox(...) : undefined })] })
 */
export function onrampRoutes(options: OnrampRoutesOptions = {}): ApiDomain {
  const feePercent = options.feePercent ?? 1
  if (!(feePercent >= 1 && feePercent <= 2)) throw new ServerConfigError('onrampRoutes({ feePercent }) must be within 1-2 %')
  const providers = [...(options.sandbox ? ['sandbox'] : []), ...(options.meld ? ['meld'] : [])]
  const catalogue: OnrampOptions = {
    paymentCurrencies: ONRAMP_FALLBACK_OPTIONS.paymentCurrencies,
    purchaseCurrencies: [
      { ...ONRAMP_DEFAULT_PURCHASE_CURRENCY, networks: [...ONRAMP_DEFAULT_PURCHASE_CURRENCY.networks, ...(options.sandbox?.networks ?? [])] },
    ],
    providers,
  }
  const app = new Hono<ApiEnv>()
    .get('/v1/onramp/options', (c) => c.json(catalogue satisfies OnrampOptionsWire))
    .post('/v1/onramp/quote', jsonBody, zValidator('json', onrampQuoteBodySchema, firstIssue), (c) => {
      const body = c.req.valid('json')
      const payment = catalogue.paymentCurrencies.find((currency) => currency.id === body.paymentCurrency)
      const purchase = catalogue.purchaseCurrencies.find((currency) => currency.id === body.purchaseCurrency)
      if (!payment || !purchase) throw new HttpError(400, 'Unsupported currency')
      const value = Number(body.amount)
      const min = Math.min(...payment.payment_method_limits.map((limit) => Number(limit.min)))
      const max = Math.max(...payment.payment_method_limits.map((limit) => Number(limit.max)))
      if (value < min || value > max) throw new HttpError(400, `Amount must be between ${min} and ${max} ${payment.id}`, { min, max })
      const rate = ONRAMP_USD_RATES[payment.id] ?? 1
      const networkFee = (NETWORK_FEES_USD[body.network.toLowerCase()] ?? 0) / rate
      const fee = (value * feePercent) / 100
      const quote: OnrampQuote = {
        networkFee: { amount: cents(networkFee), currency: payment.id },
        paymentSubtotal: { amount: cents(value), currency: payment.id },
        paymentTotal: { amount: cents(value + fee + networkFee), currency: payment.id },
        purchaseAmount: { amount: cents(value * rate), currency: purchase.symbol },
        quoteId: randomUUID(),
      }
      return c.json(quote)
    })
    .post('/v1/generators/onrampurl', jsonBody, zValidator('json', onrampUrlBodySchema, firstIssue), (c) => {
      const body = c.req.valid('json')
      const provider = body.provider ?? providers[0]
      if (!provider || !providers.includes(provider)) throw new HttpError(503, 'No on-ramp provider configured')
      const wallet = body.destinationWallets[0]!
      const fiat = body.presetFiatAmount && body.fiatCurrency ? { fiatAmount: body.presetFiatAmount, fiatCurrency: body.fiatCurrency } : {}
      if (provider === 'meld') {
        return c.json({ url: meldUrl(options.meld!, { walletAddress: wallet.address, network: body.defaultNetwork, projectId: body.partnerUserId, ...fiat }) })
      }
      const sandbox = options.sandbox!
      const network = sandbox.networks.find((candidate) => candidate.name === body.defaultNetwork)
      if (!network) throw new HttpError(400, 'The sandbox does not deliver on this network')
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
