import {
  ONRAMP_DEFAULT_PAYMENT_CURRENCY,
  ONRAMP_DEFAULT_PURCHASE_CURRENCY,
  type OnrampNetwork,
  type OnrampOptions,
  type OnrampPaymentCurrency,
  type OnrampPurchaseCurrency,
} from '../../src/onramp/onrampDefaults'

/** The purchase currency with this id, else USDC, else the first offered, else the built-in USDC. */
export function pickPurchase(options: OnrampOptions, id: string | undefined): OnrampPurchaseCurrency {
  const list = options.purchaseCurrencies
  return list.find((currency) => currency.id === id) ?? list.find((currency) => currency.symbol === 'USDC') ?? list[0] ?? ONRAMP_DEFAULT_PURCHASE_CURRENCY
}

/** The payment currency with this id, else USD, else the first offered, else the built-in USD. */
export function pickPayment(options: OnrampOptions, id: string | undefined): OnrampPaymentCurrency {
  const list = options.paymentCurrencies
  return list.find((currency) => currency.id === id) ?? list.find((currency) => currency.id === 'USD') ?? list[0] ?? ONRAMP_DEFAULT_PAYMENT_CURRENCY
}

/**
 * The network picked by name, else the connected chain's (`chain`: the decimal chain id on EVM, the
 * CAIP-2 id on Solana), else the currency's first.
 */
export function pickNetwork(currency: OnrampPurchaseCurrency, name: string | undefined, chain: string | undefined): OnrampNetwork | undefined {
  const networks = currency.networks
  return networks.find((network) => network.name === name) ?? networks.find((network) => chain !== undefined && network.chain_id === chain) ?? networks[0]
}

/**
 * The options an account can receive: each currency with only the networks that deliver to its
 * family, and the currencies left with none dropped.
 */
export function optionsFor(options: OnrampOptions, delivers: (network: OnrampNetwork) => boolean): OnrampOptions {
  const purchaseCurrencies = options.purchaseCurrencies
    .map((currency) => ({ ...currency, networks: currency.networks.filter(delivers) }))
    .filter((currency) => currency.networks.length > 0)
  return { ...options, purchaseCurrencies }
}
