import { solanaMainnet } from '../../../src/chains/builtinNetworks'
import type { OnrampNetwork, OnrampPaymentCurrency, OnrampPaymentMethod, OnrampPurchaseCurrency } from '../../../src/onramp/onrampDefaults'
import type { OnrampQuote } from '../../../src/onramp/onrampRules'
import type { MeldClient, MeldCryptoCurrency, MeldQuote } from './meldClient'
import { MeldRequestError } from './MeldRequestError'

/**
 * Meld's payment method type for each of the kit's payment methods (Meld accepts a type or a
 * subtype: ACH is the bank-transfer subtype the bank-account method stands for).
 */
export const MELD_PAYMENT_METHOD_TYPES: Readonly<Record<OnrampPaymentMethod, string>> = { card: 'CARD', ach_bank_account: 'ACH' }

/** Meld's chain code for Solana. */
const SOLANA_CHAIN_CODE = 'SOL'

/** What a provider's catalogue lists: the fiat currencies with their limits, and what can be bought where. */
export type OnrampCatalogue = { paymentCurrencies: OnrampPaymentCurrency[]; purchaseCurrencies: OnrampPurchaseCurrency[] }

/**
 * A number as the wire's decimal text: never in exponent form (`1e-7`), never rounded.
 *
 * @example
 * decimalText(0.0000001) // '0.0000001'
 */
export function decimalText(value: number): string {
  const plain = String(value)
  if (!/e/i.test(plain)) return plain
  return value.toFixed(18).replace(/\.?0+$/, '')
}

/**
 * The network a Meld crypto currency is delivered on, named by Meld's currency code (which names the
 * token and its chain, e.g. `USDC_SOL`): EVM chains by their decimal chain id, Solana by its CAIP-2
 * id. A chain the kit cannot address gives none.
 */
export function meldNetwork(currency: MeldCryptoCurrency): OnrampNetwork | undefined {
  const display = currency.chainName ?? currency.chainCode
  if (currency.chainCode === SOLANA_CHAIN_CODE) {
    return { name: currency.currencyCode, display_name: display, chain_id: solanaMainnet.caipNetworkId, contract_address: currency.contractAddress ?? '' }
  }
  if (!currency.chainId || !/^[1-9][0-9]{0,15}$/.test(currency.chainId)) return undefined
  return { name: currency.currencyCode, display_name: display, chain_id: currency.chainId, contract_address: currency.contractAddress ?? '' }
}

/**
 * The currencies to buy from Meld's list: one per symbol (the code before its chain suffix, `USDC`
 * for `USDC_SOL`), with a network per chain it is offered on.
 */
export function meldPurchaseCurrencies(currencies: readonly MeldCryptoCurrency[]): OnrampPurchaseCurrency[] {
  const bySymbol = new Map<string, OnrampPurchaseCurrency>()
  for (const currency of currencies) {
    const network = meldNetwork(currency)
    if (!network) continue
    const symbol = currency.currencyCode.split('_')[0]!
    const entry = bySymbol.get(symbol) ?? { id: symbol, name: currency.name ?? symbol, symbol, networks: [] }
    if (!entry.networks.some((known) => known.name === network.name)) entry.networks.push(network)
    bySymbol.set(symbol, entry)
  }
  return [...bySymbol.values()]
}

/**
 * The fiat currencies to pay with: those Meld lists with limits for at least one of the kit's
 * payment methods, each method with the limits Meld gives for it.
 */
export async function meldPaymentCurrencies(client: MeldClient): Promise<OnrampPaymentCurrency[]> {
  const methods = Object.entries(MELD_PAYMENT_METHOD_TYPES) as [OnrampPaymentMethod, string][]
  const [fiat, ...limits] = await Promise.all([client.fiatCurrencies(), ...methods.map(([, type]) => client.purchaseLimits(type))])
  return fiat.flatMap((currency) => {
    const payment_method_limits = methods.flatMap(([id], index) => {
      const limit = limits[index]!.find((candidate) => candidate.currencyCode === currency.currencyCode)
      return limit ? [{ id, min: decimalText(limit.minimumAmount), max: decimalText(limit.maximumAmount) }] : []
    })
    return payment_method_limits.length > 0 ? [{ id: currency.currencyCode, payment_method_limits }] : []
  })
}

/** Meld's catalogue: its fiat currencies with limits and its crypto currencies on chains the kit knows. */
export async function meldCatalogue(client: MeldClient): Promise<OnrampCatalogue> {
  const [paymentCurrencies, crypto] = await Promise.all([meldPaymentCurrencies(client), client.cryptoCurrencies()])
  return { paymentCurrencies, purchaseCurrencies: meldPurchaseCurrencies(crypto) }
}

/**
 * The kit's quote from Meld's: the provider's quote that delivers the most, its amounts as Meld gave
 * them. `paymentTotal` is what the customer pays (Meld's `sourceAmount`, fees included),
 * `paymentSubtotal` what is exchanged without fees.
 *
 * @throws {MeldRequestError} `malformed` when the quote does not say what is exchanged without fees.
 */
export function meldQuote(quotes: readonly [MeldQuote, ...MeldQuote[]] | MeldQuote[], purchaseSymbol: string, quoteId: string): OnrampQuote {
  const best = quotes.reduce((top, quote) => (quote.destinationAmount > top.destinationAmount ? quote : top), quotes[0]!)
  const subtotal = best.fiatAmountWithoutFees ?? best.sourceAmountWithoutFees
  if (subtotal === null || subtotal === undefined) {
    throw new MeldRequestError({ failure: 'malformed', path: '/payments/crypto/quote', details: 'The quote gives no amount without fees' })
  }
  const currency = best.sourceCurrencyCode
  return {
    // Meld leaves the network fee out when a provider charges none.
    networkFee: { amount: decimalText(best.networkFee ?? 0), currency },
    paymentSubtotal: { amount: decimalText(subtotal), currency },
    paymentTotal: { amount: decimalText(best.sourceAmount), currency },
    purchaseAmount: { amount: decimalText(best.destinationAmount), currency: purchaseSymbol },
    quoteId,
  }
}
