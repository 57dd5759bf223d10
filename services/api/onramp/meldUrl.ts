/** A Meld account: its public key and its checkout URL. */
export type MeldProvider = {
  /** Meld's public key for the project (public by design: it is put in the URL). */
  publicKey: string
  /** @default 'https://meldcrypto.com' */
  url?: string | undefined
}

/** What a Meld checkout link is about. */
export type MeldOrder = {
  /** The buyer's address on the chosen network. */
  walletAddress: string
  /** The network's name; `solana` buys SOL, any other network USDC (what Meld's checkout expects). */
  network: string
  /** The project id, sent as Meld's external customer id. */
  projectId: string
  /** The fiat amount to preset, e.g. `'50'`. */
  fiatAmount?: string | undefined
  /** The fiat currency, e.g. `'USD'`. */
  fiatCurrency?: string | undefined
}

/**
 * The checkout URL of a provider named meld: its URL with Meld's parameters appended (the
 * public key, the destination currency, SOL on Solana and USDC elsewhere, the wallet address, and
 * the project id as external customer id).
 *
 * @example
 * meldUrl({ publicKey: 'pk' }, { walletAddress: '0x…', network: 'ethereum', projectId: 'my-app' })
 * // 'https://meldcrypto.com/?publicKey=pk&destinationCurrencyCode=USDC&walletAddress=0x…&externalCustomerId=my-app'
 */
export function meldUrl(provider: MeldProvider, order: MeldOrder): string {
  const url = new URL(provider.url ?? 'https://meldcrypto.com')
  url.searchParams.set('publicKey', provider.publicKey)
  url.searchParams.set('destinationCurrencyCode', order.network === 'solana' ? 'SOL' : 'USDC')
  url.searchParams.set('walletAddress', order.walletAddress)
  url.searchParams.set('externalCustomerId', order.projectId)
  if (order.fiatAmount) url.searchParams.set('sourceAmount', order.fiatAmount)
  if (order.fiatCurrency) url.searchParams.set('sourceCurrencyCode', order.fiatCurrency)
  return url.href
}
