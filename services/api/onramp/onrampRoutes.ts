import { randomUUID } from 'node:crypto'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { ONRAMP_DEFAULT_PURCHASE_CURRENCY, ONRAMP_FALLBACK_OPTIONS } from '../../../src/onramp/onrampDefaults'
import type { OnrampOptions } from '../../../src/onramp/onrampDefaults'
import { ONRAMP_USD_RATES, type OnrampQuote } from '../../../src/onramp/onrampRules'
import { parseInput } from '../convert/convertContext'
import { HttpError } from '../HttpError'
import type { ApiRoute } from '../matchRoute'
import { meldUrl, type MeldProvider } from './meldUrl'
import { usdcAmountSchema, type OnrampSandbox } from './onrampSandbox'

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
   * The provider's fee in percent, within the spec's 1-2 % range.
   * @default 1
   */
  feePercent?: number
}

/** The network fee each network's quote carries, in USD (the sandbox's local chains: none). */
const NETWORK_FEES_USD: Readonly<Record<string, number>> = { ethereum: 1.5, polygon: 0.02 }

const decimalSchema = (max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, 'Invalid amount')
    .refine((text) => Number(text) > 0 && Number(text) <= max, 'Invalid amount')

const quoteBodySchema = z.object({
  purchaseCurrency: z.string().min(1).max(64),
  paymentCurrency: z.string().min(1).max(16),
  amount: decimalSchema(1_000_000_000),
  /** The purchase currency's symbol, as the spec's clients send it. */
  network: z.string().min(1).max(64),
})

const generatorBodySchema = z.object({
  /** @default the first provider listed */
  provider: z.string().min(1).max(32).optional(),
  destinationWallets: z
    .array(z.object({ address: z.string().min(1).max(128), blockchains: z.array(z.string().max(64)).max(20).optional(), assets: z.array(z.string().max(32)).max(20).optional() }))
    .min(1)
    .max(1),
  defaultNetwork: z.string().min(1).max(64),
  partnerUserId: z.string().min(1).max(200),
  defaultExperience: z.literal('buy'),
  presetCryptoAmount: usdcAmountSchema.optional(),
  presetFiatAmount: decimalSchema(1_000_000_000).optional(),
  fiatCurrency: z.string().regex(/^[A-Z]{3}$/).optional(),
  redirectUrl: z.url({ protocol: /^https?$/ }).optional(),
})

const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2)

/**
 * The on-ramp API (spec section 7):
 *
 * - `GET /v1/onramp/options` → `{ paymentCurrencies, purchaseCurrencies, providers }`: USD and EUR
 *   with the spec's limits, USDC on Ethereum and Polygon (and the sandbox's local chains when it is
 *   mounted), and the providers a checkout URL can be generated for.
 * - `POST /v1/onramp/quote` (`{ purchaseCurrency, paymentCurrency, amount, network }`) → `{ networkFee,
 *   paymentSubtotal, paymentTotal, purchaseAmount, quoteId }`: `amount` is what the user buys for in
 *   the payment currency; the provider's fee and the network fee come on top.
 * - `POST /v1/generators/onrampurl` (`{ provider, destinationWallets, defaultNetwork, partnerUserId,
 *   defaultExperience: 'buy', presetCryptoAmount, presetFiatAmount }`) → `{ url }`: the sandbox's
 *   checkout page, or Meld's URL with the spec's parameters; 503 when no provider is configured.
 *
 * @example
 * createApiServer({ chains, routes: onrampRoutes({ sandbox: dev ? createOnrampSandbox(...) : undefined }) })
 */
export function onrampRoutes(options: OnrampRoutesOptions = {}): ApiRoute[] {
  const feePercent = options.feePercent ?? 1
  if (!(feePercent >= 1 && feePercent <= 2)) throw new Error('onrampRoutes({ feePercent }) must be within 1-2 %')
  const providers = [...(options.sandbox ? ['sandbox'] : []), ...(options.meld ? ['meld'] : [])]
  const catalogue: OnrampOptions = {
    paymentCurrencies: ONRAMP_FALLBACK_OPTIONS.paymentCurrencies,
    purchaseCurrencies: [
      { ...ONRAMP_DEFAULT_PURCHASE_CURRENCY, networks: [...ONRAMP_DEFAULT_PURCHASE_CURRENCY.networks, ...(options.sandbox?.networks ?? [])] },
    ],
    providers,
  }
  return [
    ...(options.sandbox?.routes ?? []),
    { method: 'GET', path: '/v1/onramp/options', handle: () => ({ body: catalogue }) },
    {
      method: 'POST',
      path: '/v1/onramp/quote',
      async handle({ json }) {
        const body = parseInput(quoteBodySchema, await json())
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
        return { body: quote }
      },
    },
    {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      async handle(request) {
        const body = parseInput(generatorBodySchema, await request.json())
        const provider = body.provider ?? providers[0]
        if (!provider || !providers.includes(provider)) throw new HttpError(503, 'No on-ramp provider configured')
        const wallet = body.destinationWallets[0]!
        const fiat = body.presetFiatAmount && body.fiatCurrency ? { fiatAmount: body.presetFiatAmount, fiatCurrency: body.fiatCurrency } : {}
        if (provider === 'meld') {
          return { body: { url: meldUrl(options.meld!, { walletAddress: wallet.address, network: body.defaultNetwork, projectId: body.partnerUserId, ...fiat }) } }
        }
        const sandbox = options.sandbox!
        const network = sandbox.networks.find((candidate) => candidate.name === body.defaultNetwork)
        if (!network) throw new HttpError(400, 'The sandbox does not deliver on this network')
        if (!isAddress(wallet.address, { strict: false })) throw new HttpError(400, 'Invalid address')
        if (body.presetCryptoAmount === undefined) throw new HttpError(400, 'presetCryptoAmount is required')
        const url = sandbox.createOrder(
          {
            chainId: Number(network.chain_id),
            network: network.name,
            to: getAddress(wallet.address),
            amount: body.presetCryptoAmount,
            paid: fiat.fiatAmount ? `${fiat.fiatAmount} ${fiat.fiatCurrency}` : undefined,
            redirectUrl: body.redirectUrl,
          },
          request,
        )
        return { body: { url } }
      },
    },
  ]
}
