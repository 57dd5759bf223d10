// A client of Meld's REST API, as its public documentation describes it:
// - https://docs.meld.io/reference/crypto-quote-get (POST /payments/crypto/quote: body countryCode,
//   sourceCurrencyCode, sourceAmount, destinationCurrencyCode, walletAddress, paymentMethodType;
//   answer `{ quotes: [{ serviceProvider, sourceAmount, fiatAmountWithoutFees, destinationAmount,
//   exchangeRate, transactionFee, networkFee, totalFee, ... }] }`)
// - https://docs.meld.io/docs/crypto-quotes and https://docs.meld.io/v2023-12-19/docs/recommended-white-label-flow
//   (GET /service-providers/properties/fiat-currencies, /service-providers/properties/crypto-currencies
//   and /service-providers/limits/fiat-currency-purchases, filtered with `accountFilter=true`)
// - https://docs.meld.io/api-reference/service-providers/service-provider/service-providers-properties-country-search
//   (the `Authorization: BASIC <Meld API Key>` header, the `categories` and `countries` filters)
// Every request carries `Meld-Version`, which pins the shape of the answers.
import { z } from 'zod'
import { MeldRequestError } from './MeldRequestError'

/** The Meld-Version this client reads answers as. */
export const MELD_API_VERSION = '2025-03-04'

/** Meld's production API. */
export const MELD_API_URL = 'https://api.meld.io'

// Meld may add fields at any time: the schemas read what they need and let the rest pass.
const amount = z.number().finite().nonnegative()
const optionalAmount = amount.nullish()

const meldQuoteSchema = z.object({
  serviceProvider: z.string().min(1),
  sourceAmount: amount,
  sourceCurrencyCode: z.string().min(1),
  fiatAmountWithoutFees: optionalAmount,
  sourceAmountWithoutFees: optionalAmount,
  destinationAmount: amount,
  destinationCurrencyCode: z.string().min(1),
  exchangeRate: optionalAmount,
  transactionFee: optionalAmount,
  networkFee: optionalAmount,
  partnerFee: optionalAmount,
  totalFee: optionalAmount,
  paymentMethodType: z.string().nullish(),
})

/** One provider's quote, as Meld answers it (amounts in the source or destination currency). */
export type MeldQuote = z.output<typeof meldQuoteSchema>

const meldQuotesSchema = z.object({ quotes: z.array(meldQuoteSchema).nullable(), error: z.string().nullish() })

const fiatCurrencySchema = z.object({ currencyCode: z.string().min(1), name: z.string().nullish() })
/** A fiat currency Meld's providers accept. */
export type MeldFiatCurrency = z.output<typeof fiatCurrencySchema>

const cryptoCurrencySchema = z.object({
  currencyCode: z.string().min(1),
  name: z.string().nullish(),
  chainCode: z.string().min(1),
  chainName: z.string().nullish(),
  chainId: z.string().nullish(),
  contractAddress: z.string().nullish(),
})
/** A crypto currency on one chain, as Meld names it (e.g. `USDC_SOL` on chain `SOL`). */
export type MeldCryptoCurrency = z.output<typeof cryptoCurrencySchema>

const limitSchema = z.object({ currencyCode: z.string().min(1), minimumAmount: amount, maximumAmount: amount, defaultAmount: optionalAmount })
/** The purchase limits in one fiat currency. */
export type MeldPurchaseLimit = z.output<typeof limitSchema>

// Meld's error body: `{ code, message, errors?, requestId, timestamp }`; a refused quote carries `error`.
const errorBodySchema = z.object({ message: z.string().nullish(), errors: z.array(z.string()).nullish(), error: z.string().nullish() })

/** What to quote: a purchase of `destinationCurrencyCode` for `sourceAmount` of a fiat currency. */
export type MeldQuoteRequest = {
  sourceCurrencyCode: string
  /** What the customer pays, fees included (Meld's meaning). */
  sourceAmount: number
  /** Meld's code of the crypto currency and its chain, e.g. `USDC`, `USDC_SOL`, `SOL`. */
  destinationCurrencyCode: string
  /** The address the purchase is delivered to; Meld's providers check it matches the chain. */
  walletAddress?: string | undefined
  /** Meld's payment method type or subtype, e.g. `CARD`. */
  paymentMethodType?: string | undefined
}

/** Options of {@link createMeldClient}. */
export type MeldClientOptions = {
  /** The operator's Meld API key: a secret, sent only in the Authorization header. */
  apiKey: string
  /**
   * The API's base URL (Meld's sandbox is `https://api-sb.meld.io`).
   * @default 'https://api.meld.io'
   */
  apiUrl?: string | undefined
  /**
   * The country quotes and options are asked for (ISO 3166-1 alpha-2).
   * @default 'US'
   */
  countryCode?: string | undefined
  /**
   * How long one call may take before it fails as `timeout`.
   * @default 10_000
   */
  timeoutMs?: number | undefined
}

/** A Meld API client: each method is one call, its answer zod-parsed. */
export type MeldClient = {
  /** The country quotes and options are asked for. */
  countryCode: string
  /** `POST /payments/crypto/quote`: every linked provider's quote for the purchase (at least one). */
  quote(request: MeldQuoteRequest): Promise<MeldQuote[]>
  /** `GET /service-providers/properties/fiat-currencies` for on-ramps. */
  fiatCurrencies(): Promise<MeldFiatCurrency[]>
  /** `GET /service-providers/properties/crypto-currencies` for on-ramps. */
  cryptoCurrencies(): Promise<MeldCryptoCurrency[]>
  /** `GET /service-providers/limits/fiat-currency-purchases` for one payment method type (e.g. `CARD`). */
  purchaseLimits(paymentMethodType: string): Promise<MeldPurchaseLimit[]>
}

/**
 * A client of Meld's REST API with the operator's key: quotes, the currencies the linked providers
 * offer and their purchase limits. Every answer is checked against the documented shape; every
 * failure is a {@link MeldRequestError}, and no call outlives `timeoutMs`.
 *
 * @example
 * const meld = createMeldClient({ apiKey: config.onramp.meld.apiKey })
 * const [best] = await meld.quote({ sourceCurrencyCode: 'USD', sourceAmount: 50, destinationCurrencyCode: 'USDC' })
 */
export function createMeldClient(options: MeldClientOptions): MeldClient {
  const base = (options.apiUrl ?? MELD_API_URL).replace(/\/+$/, '')
  const countryCode = options.countryCode ?? 'US'
  const timeoutMs = options.timeoutMs ?? 10_000

  async function call<T>(path: string, schema: z.ZodType<T>, init: { query?: Record<string, string>; body?: unknown } = {}): Promise<T> {
    const url = new URL(base + path)
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value)
    let response: Response
    try {
      response = await fetch(url, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `BASIC ${options.apiKey}`,
          'Meld-Version': MELD_API_VERSION,
          Accept: 'application/json',
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new MeldRequestError({ failure: timedOut ? 'timeout' : 'unavailable', path, cause: error })
    }
    const text = await response.text().catch(() => '')
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    if (!response.ok) {
      const body = errorBodySchema.safeParse(json)
      const details = body.success ? [body.data.message, body.data.error, ...(body.data.errors ?? [])].filter(Boolean).join('; ') || undefined : undefined
      const failure = response.status === 401 || response.status === 403 ? 'unauthorized' : response.status < 500 ? 'rejected' : 'unavailable'
      throw new MeldRequestError({ failure, path, status: response.status, details })
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new MeldRequestError({ failure: 'malformed', path, status: response.status, details: parsed.error.issues[0]?.message })
    return parsed.data
  }

  const onramps = { categories: 'CRYPTO_ONRAMP', accountFilter: 'true', countries: countryCode }
  return {
    countryCode,
    async quote(request) {
      const path = '/payments/crypto/quote'
      const answer = await call(path, meldQuotesSchema, { body: { countryCode, ...request } })
      // Meld answers an empty or null list, with its reason in `error`, when no provider quotes.
      if (!answer.quotes?.length) throw new MeldRequestError({ failure: 'rejected', path, details: answer.error ?? 'No quote' })
      return answer.quotes
    },
    fiatCurrencies: () => call('/service-providers/properties/fiat-currencies', z.array(fiatCurrencySchema), { query: onramps }),
    cryptoCurrencies: () => call('/service-providers/properties/crypto-currencies', z.array(cryptoCurrencySchema), { query: onramps }),
    purchaseLimits: (paymentMethodType) =>
      call('/service-providers/limits/fiat-currency-purchases', z.array(limitSchema), { query: { ...onramps, paymentMethodTypes: paymentMethodType } }),
  }
}
