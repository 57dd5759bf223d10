// Development fixtures only: the rates, fees, limits and currencies the local Meld stand-in answers
// with. Nothing in services/ reads them; production asks Meld's API.
import type { MeldCryptoCurrency, MeldFiatCurrency, MeldPurchaseLimit, MeldQuote, MeldQuoteRequest } from '../../services/api/onramp/meldClient'

/** The fiat currencies the stand-in accepts. */
export const STAND_IN_FIAT: readonly MeldFiatCurrency[] = [
  { currencyCode: 'USD', name: 'US Dollar' },
  { currencyCode: 'EUR', name: 'Euro' },
]

/** Its purchase limits per Meld payment method type (the same in USD and EUR). */
export const STAND_IN_LIMITS: Readonly<Record<string, readonly MeldPurchaseLimit[]>> = {
  CARD: STAND_IN_FIAT.map(({ currencyCode }) => ({ currencyCode, minimumAmount: 10, maximumAmount: 7500, defaultAmount: 100 })),
  ACH: STAND_IN_FIAT.map(({ currencyCode }) => ({ currencyCode, minimumAmount: 10, maximumAmount: 25000, defaultAmount: 100 })),
}

/** What it sells, under Meld's codes: USDC on Ethereum, Polygon and Solana, and SOL. */
export const STAND_IN_CRYPTO: readonly MeldCryptoCurrency[] = [
  {
    currencyCode: 'USDC',
    name: 'USD Coin',
    chainCode: 'ETH',
    chainName: 'Ethereum',
    chainId: '1',
    contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  },
  {
    currencyCode: 'USDC_POLYGON',
    name: 'USD Coin',
    chainCode: 'POLYGON',
    chainName: 'Polygon',
    chainId: '137',
    contractAddress: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  },
  {
    currencyCode: 'USDC_SOL',
    name: 'USD Coin',
    chainCode: 'SOL',
    chainName: 'Solana',
    chainId: null,
    contractAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  },
  { currencyCode: 'SOL', name: 'Solana', chainCode: 'SOL', chainName: 'Solana', chainId: null, contractAddress: null },
]

/** One unit of each symbol, in each fiat currency. */
const PRICES: Readonly<Record<string, Readonly<Record<string, number>>>> = { USDC: { USD: 1, EUR: 0.92 }, SOL: { USD: 150, EUR: 138 } }
/** Decimals the bought amount is rounded down to. */
const DECIMALS: Readonly<Record<string, number>> = { USDC: 6, SOL: 9 }
/** Its provider's fee, in percent of what is paid. */
const FEE_PERCENT = 1
/** The network fee per chain, in the fiat currency. */
const NETWORK_FEES: Readonly<Record<string, number>> = { ETH: 1.5, POLYGON: 0.02, SOL: 0.01 }

const cents = (value: number) => Math.round(value * 100) / 100

/**
 * The stand-in's quote for a request, as Meld words one; undefined for a pair it does not sell.
 *
 * @example
 * standInQuote({ sourceCurrencyCode: 'USD', sourceAmount: 50, destinationCurrencyCode: 'USDC' })?.destinationAmount // 48
 */
export function standInQuote(request: MeldQuoteRequest): MeldQuote | undefined {
  const crypto = STAND_IN_CRYPTO.find((currency) => currency.currencyCode === request.destinationCurrencyCode)
  const symbol = request.destinationCurrencyCode.split('_')[0]!
  const price = PRICES[symbol]?.[request.sourceCurrencyCode]
  if (!crypto || price === undefined) return undefined
  const transactionFee = cents((request.sourceAmount * FEE_PERCENT) / 100)
  const networkFee = NETWORK_FEES[crypto.chainCode] ?? 0
  const totalFee = cents(transactionFee + networkFee)
  const withoutFees = cents(request.sourceAmount - totalFee)
  if (withoutFees <= 0) return undefined
  const scale = 10 ** (DECIMALS[symbol] ?? 6)
  return {
    serviceProvider: 'FOYERSTANDIN',
    sourceAmount: request.sourceAmount,
    sourceCurrencyCode: request.sourceCurrencyCode,
    fiatAmountWithoutFees: withoutFees,
    sourceAmountWithoutFees: withoutFees,
    destinationAmount: Math.floor((withoutFees / price) * scale) / scale,
    destinationCurrencyCode: request.destinationCurrencyCode,
    exchangeRate: price,
    transactionFee,
    networkFee,
    partnerFee: 0,
    totalFee,
    paymentMethodType: request.paymentMethodType ?? 'CARD',
  }
}
