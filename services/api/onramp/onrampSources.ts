import type { OnrampNetwork, OnrampPaymentCurrency, OnrampPurchaseCurrency } from '../../../src/onramp/onrampDefaults'
import { createMeldClient, type MeldClient, type MeldClientOptions } from './meldClient'
import { meldCatalogue, meldPaymentCurrencies, type OnrampCatalogue } from './meldCatalogue'
import type { MeldProvider } from './meldUrl'
import type { OnrampSandbox } from './onrampRoutes'

/** One provider the on-ramp lists: its catalogue, read from its API, and the client its quotes come from. */
export type OnrampSource = {
  /** The provider's name, as `GET /v1/onramp/options` lists it. */
  name: 'sandbox' | 'meld'
  /** What it offers (cached for the options' lifetime; a failure is not kept). */
  catalogue(): Promise<OnrampCatalogue>
  /** The Meld client that prices its purchases. */
  client: MeldClient
  /** Meld's currency code that prices a purchase of `currency` on one of its networks. */
  quoteCode(currency: OnrampPurchaseCurrency, network: OnrampNetwork): string
}

/** Caches what `load` resolves for `ttlMs`; a rejection is dropped so the next call asks again. */
function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let entry: { value: Promise<T>; expiresAt: number } | undefined
  return () => {
    if (entry && entry.expiresAt > Date.now()) return entry.value
    const value = load()
    const current = { value, expiresAt: Date.now() + ttlMs }
    entry = current
    value.catch(() => {
      if (entry === current) entry = undefined
    })
    return value
  }
}

/**
 * The providers configured: the development sandbox (its purchases priced through its own Meld
 * client, the development stand-in) and Meld (its catalogue and quotes from Meld's API with the
 * operator's key). Neither configured: none.
 */
export function onrampSources(options: {
  sandbox?: OnrampSandbox | undefined
  meld?: (MeldProvider & MeldClientOptions) | undefined
  optionsTtlMs: number
}): OnrampSource[] {
  const sources: OnrampSource[] = []
  const { sandbox, meld, optionsTtlMs } = options
  if (sandbox) {
    const payments = cached(optionsTtlMs, () => meldPaymentCurrencies(sandbox.quotes))
    sources.push({
      name: 'sandbox',
      client: sandbox.quotes,
      catalogue: async () => ({ paymentCurrencies: await payments(), purchaseCurrencies: sandbox.purchaseCurrencies }),
      quoteCode: (currency, network) => sandbox.quoteCodes[`${currency.id}/${network.name}`] ?? network.name,
    })
  }
  if (meld) {
    const client = createMeldClient(meld)
    // The network's name is Meld's currency code (see meldNetwork).
    sources.push({ name: 'meld', client, catalogue: cached(optionsTtlMs, () => meldCatalogue(client)), quoteCode: (_currency, network) => network.name })
  }
  return sources
}

/** Adds the currencies of `more` that `into` lacks, and the networks of those it has. */
function mergePurchases(into: OnrampPurchaseCurrency[], more: readonly OnrampPurchaseCurrency[]): OnrampPurchaseCurrency[] {
  const merged = into.map((currency) => ({ ...currency, networks: [...currency.networks] }))
  for (const currency of more) {
    const known = merged.find((candidate) => candidate.id === currency.id)
    if (!known) merged.push({ ...currency, networks: [...currency.networks] })
    else for (const network of currency.networks) if (!known.networks.some((candidate) => candidate.name === network.name)) known.networks.push(network)
  }
  return merged
}

/** One listed network and the provider that delivers on it. */
export type SourcedCatalogue = OnrampCatalogue & { providers: string[]; owners: Map<string, OnrampSource> }

/**
 * The catalogues of the providers that answered, merged: the first provider's limits for a fiat
 * currency win, a currency's networks are the union. A provider whose API fails is left out.
 */
export async function combinedCatalogue(sources: readonly OnrampSource[]): Promise<SourcedCatalogue> {
  const answers = await Promise.allSettled(sources.map((source) => source.catalogue()))
  let paymentCurrencies: OnrampPaymentCurrency[] = []
  let purchaseCurrencies: OnrampPurchaseCurrency[] = []
  const providers: string[] = []
  const owners = new Map<string, OnrampSource>()
  const failures: unknown[] = []
  answers.forEach((answer, index) => {
    const source = sources[index]!
    if (answer.status === 'rejected') {
      failures.push(answer.reason)
      return
    }
    providers.push(source.name)
    paymentCurrencies = [
      ...paymentCurrencies,
      ...answer.value.paymentCurrencies.filter((currency) => !paymentCurrencies.some((known) => known.id === currency.id)),
    ]
    purchaseCurrencies = mergePurchases(purchaseCurrencies, answer.value.purchaseCurrencies)
    for (const currency of answer.value.purchaseCurrencies) {
      for (const network of currency.networks) if (!owners.has(`${currency.id}/${network.name}`)) owners.set(`${currency.id}/${network.name}`, source)
    }
  })
  if (sources.length > 0 && providers.length === 0) throw failures[0]
  return { paymentCurrencies, purchaseCurrencies, providers, owners }
}
