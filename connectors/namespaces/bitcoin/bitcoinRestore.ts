import type { WalletAccount } from '@wallet-standard/base'
import { z } from 'zod'
import type { NamespaceAccount } from '../../../src/namespaces/namespaceAdapter'
import type { BitcoinRequestAddress } from './bitcoinRequestProvider'
import type { BitcoinStandardWallet } from './bitcoinWalletStandard'

/*
 * How a Bitcoin wallet's connection is taken back on page load without a prompt, per kind of wallet:
 * - Wallet Standard: the accounts the wallet exposes (`wallet.accounts`, the ones it grants the app
 *   now), else a silent `standard:connect` when the wallet has that feature (answered with accounts
 *   only for a site the user approved). `bitcoin:connect` has no silent form: a wallet with neither
 *   stays disconnected, the user connects again.
 * - Request providers (Xverse, Leather, WBIP): `getAddresses` prompts every time, so the wallet is not
 *   asked; the addresses stored at the last connection are used again once checked (as Stacks
 *   Connect and sats-connect apps keep them), and the next signature goes to the wallet as usual.
 */

// Bech32 / bech32m (`bc1…`, `tb1…`, `bcrt1…`) or base58 (legacy, P2SH). The adapter then checks each
// against the network (checksum and prefix) before anything is connected.
const bitcoinAddress = z
  .string()
  .regex(/^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{11,87}|(?:BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{11,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/)
const storedAccount = z.object({
  address: bitcoinAddress,
  caipAddress: z.string().regex(/^bip122:[0-9a-f]{32}:/),
  namespace: z.literal('bip122'),
  type: z.enum(['payment', 'ordinal']),
  publicKey: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{64}|[0-9a-fA-F]{66})$/)
    .optional(),
  path: z.string().max(100).optional(),
})
// The payment account first (it pays and signs), at most one ordinal account after it.
const storedAccounts = z.union([
  z.tuple([storedAccount.extend({ type: z.literal('payment') })]),
  z.tuple([storedAccount.extend({ type: z.literal('payment') }), storedAccount.extend({ type: z.literal('ordinal') })]),
])

/**
 * The script type of a Bitcoin address as request providers name it (`p2tr`, `p2wpkh`, `p2wsh`),
 * read from its prefix; undefined for legacy and P2SH addresses, whose prefix does not say.
 *
 * @example
 * bitcoinAddressType('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297') // 'p2tr'
 */
export function bitcoinAddressType(address: string): string | undefined {
  const match = /^(?:bc|tb|bcrt)1([qp])([02-9ac-hj-np-z]+)$/i.exec(address)
  if (!match) return undefined
  if (match[1]?.toLowerCase() === 'p') return 'p2tr'
  // After the version, a program of 20 bytes (P2WPKH) is 38 characters with its checksum, of 32 bytes (P2WSH) 58.
  return match[2]?.length === 38 ? 'p2wpkh' : match[2]?.length === 58 ? 'p2wsh' : undefined
}

/**
 * The accounts of the last connection, as a request provider granted them, when they are a Bitcoin
 * connection's (addresses, public keys, CAIP-10 of a `bip122` network, the payment account first and
 * at most one ordinal account); an empty list for anything else, which leaves the wallet disconnected.
 *
 * @example
 * storedBitcoinGrant(session.accounts) // [{ address: 'bc1q…', purpose: 'payment', addressType: 'p2wpkh', … }]
 */
export function storedBitcoinGrant(accounts: readonly NamespaceAccount[]): BitcoinRequestAddress[] {
  const parsed = storedAccounts.safeParse(accounts)
  if (!parsed.success) return []
  // The CAIP-10 must name the same address, so a tampered entry cannot pair one address with another's key.
  if (parsed.data.some((account) => !account.caipAddress.endsWith(`:${account.address}`))) return []
  return parsed.data.map((account) => ({
    address: account.address,
    publicKey: account.publicKey?.toLowerCase(),
    purpose: account.type === 'ordinal' ? 'ordinals' : 'payment',
    addressType: bitcoinAddressType(account.address),
    derivationPath: account.path,
  }))
}

/**
 * The accounts a Wallet Standard Bitcoin wallet grants the app without a prompt: those it exposes,
 * else the answer to a silent `standard:connect` if it has one; none when it has no silent way.
 *
 * @example
 * const accounts = await silentStandardAccounts(wallet)
 */
export async function silentStandardAccounts(wallet: BitcoinStandardWallet): Promise<readonly WalletAccount[]> {
  // A wallet of several chains may expose its other chains' accounts as well.
  const bitcoin = (accounts: readonly WalletAccount[]) =>
    accounts.filter((account) => account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('bitcoin:')))
  const exposed = bitcoin(wallet.accounts)
  if (exposed.length > 0) return exposed
  const connect = wallet.features['standard:connect']
  if (!connect) return []
  return bitcoin((await connect.connect({ silent: true })).accounts)
}
