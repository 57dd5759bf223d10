// Plain data and no zod: the client's built-in fallback and the API's catalogue share it, and the
// modal's chunks can carry it without a schema library.

/** One network a purchase currency can be delivered on. */
export type OnrampNetwork = {
  /** The provider's network name, e.g. `ethereum`; sent as `defaultNetwork`. */
  name: string
  display_name: string
  /** The eip155 chain id in decimal, e.g. `'1'`. */
  chain_id: string
  /** The token contract on that network. */
  contract_address: string
}

/** A currency the user can buy. */
export type OnrampPurchaseCurrency = { id: string; name: string; symbol: string; networks: OnrampNetwork[] }

/** A payment method's limits in the payment currency, as decimal strings (`'10.00'`). */
export type OnrampPaymentMethodLimit = { id: string; min: string; max: string }

/** A currency the user can pay with, and its limits per payment method. */
export type OnrampPaymentCurrency = { id: string; payment_method_limits: OnrampPaymentMethodLimit[] }

/** What `GET /v1/onramp/options` answers, and the built-in fallback when it fails. */
export type OnrampOptions = {
  paymentCurrencies: OnrampPaymentCurrency[]
  purchaseCurrencies: OnrampPurchaseCurrency[]
  /** Providers the API can hand out a checkout URL for (a non-string-array list counts as none). */
  providers: string[]
}

/** The payment methods offered: card, and bank account (ACH). */
export const ONRAMP_PAYMENT_METHODS = ['card', 'ach_bank_account'] as const

/** A payment method. */
export type OnrampPaymentMethod = (typeof ONRAMP_PAYMENT_METHODS)[number]

/** The limits used when the provider gives none, the same in USD and EUR. */
export const ONRAMP_DEFAULT_LIMITS: OnrampPaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** The default purchase currency: USD Coin on Ethereum and Polygon. */
export const ONRAMP_DEFAULT_PURCHASE_CURRENCY: OnrampPurchaseCurrency = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  ],
}

/** The default payment currency: USD, with the fallback limits. */
export const ONRAMP_DEFAULT_PAYMENT_CURRENCY: OnrampPaymentCurrency = { id: 'USD', payment_method_limits: ONRAMP_DEFAULT_LIMITS }

/**
 * The options the client uses when `GET /v1/onramp/options` fails: USDC on Ethereum and Polygon,
 * paid in USD or EUR within the fallback limits. No provider: the API that failed to list options
 * is the one that would have handed out checkout URLs.
 */
export const ONRAMP_FALLBACK_OPTIONS: OnrampOptions = {
  paymentCurrencies: [ONRAMP_DEFAULT_PAYMENT_CURRENCY, { id: 'EUR', payment_method_limits: ONRAMP_DEFAULT_LIMITS }],
  purchaseCurrencies: [ONRAMP_DEFAULT_PURCHASE_CURRENCY],
  providers: [],
}

/** The providers' fee range in percent (1-2 %, EVM and Solana). */
export const ONRAMP_PROVIDER_FEE_PERCENT = { min: 1, max: 2 } as const

/**
 * IANA time zones where no on-ramp is offered: mainland China, Hong Kong and Macau.
 * Mainland China's zones include the legacy aliases browsers still report.
 */
export const ONRAMP_RESTRICTED_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
] as const
