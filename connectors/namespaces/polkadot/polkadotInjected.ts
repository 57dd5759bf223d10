import { z } from 'zod'

/*
 * The injected standard of Polkadot wallets (polkadot{.js}, Talisman, SubWallet, Enkrypt, Nova):
 * each extension adds itself to `window.injectedWeb3` under its own key with `enable(appName)`,
 * which asks the user and answers an `Injected` object with `accounts` (get, subscribe) and a
 * `signer` (`signRaw` for bytes). `@polkadot/extension-dapp` wraps the same calls but brings
 * `@polkadot/util-crypto` and its WebAssembly, heavy for a page, for address encoding, which
 * Foyer does with a few lines of its own; so the kit speaks to `injectedWeb3` directly, and checks
 * what each wallet answers.
 */

/** An account as an extension answers it. */
export type InjectedAccount = {
  address: string
  /** Set when the account is bound to one chain. */
  genesisHash?: string | null | undefined
  name?: string | undefined
  /** Key type; `ethereum` accounts (H160) are not Substrate accounts. */
  type?: string | undefined
}

/** What `enable()` answers. */
export type Injected = {
  accounts: {
    get(anyType?: boolean): Promise<readonly InjectedAccount[]>
    subscribe?(listener: (accounts: readonly InjectedAccount[]) => void): (() => void) | undefined
  }
  signer: {
    signRaw?(payload: { address: string; data: `0x${string}`; type: 'bytes' }): Promise<{ id: number; signature: `0x${string}` }>
  }
}

/** One entry of `window.injectedWeb3`. */
export type InjectedWindowProvider = {
  enable(appName: string): Promise<Injected>
  version?: string | undefined
}

const accountSchema = z.object({
  address: z.string().min(1),
  genesisHash: z.string().nullable().optional(),
  name: z.string().optional(),
  type: z.string().optional(),
})

/** Checks the accounts an extension answered; throws on anything else. */
export const injectedAccountsSchema = z.array(accountSchema)

/** Checks a `signRaw` answer. */
export const signRawResultSchema = z.object({ signature: z.string().regex(/^0x([0-9a-fA-F]{2})+$/) })

// Display names of the extensions that inject under a key of their own.
const knownNames: Record<string, string> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
  polkagate: 'PolkaGate',
}

/** A wallet found in `window.injectedWeb3`. */
export type InjectedPolkadotWallet = {
  /** Its key in `window.injectedWeb3`. */
  id: string
  name: string
  provider: InjectedWindowProvider
}

/**
 * The wallets in `window.injectedWeb3` now (none outside a browser).
 *
 * @example
 * injectedPolkadotWallets().map((wallet) => wallet.id) // ['polkadot-js', 'talisman']
 */
export function injectedPolkadotWallets(): InjectedPolkadotWallet[] {
  const scope = (globalThis as { window?: { injectedWeb3?: unknown } }).window
  const injected = scope?.injectedWeb3
  if (typeof injected !== 'object' || injected === null) return []
  return Object.entries(injected as Record<string, unknown>)
    .filter(
      (entry): entry is [string, InjectedWindowProvider] =>
        typeof entry[1] === 'object' && entry[1] !== null && typeof (entry[1] as { enable?: unknown }).enable === 'function',
    )
    .map(([id, provider]) => ({ id, name: knownNames[id] ?? id, provider }))
}
