/**
 * Types shared by the Node side of the Polkadot test wallet (`createPolkadotTestWallet`) and the
 * page side (`installPolkadotTestWalletProvider`). Everything that crosses the bridge is plain JSON:
 * bytes travel as `0x` hex, as the injected standard writes them.
 */

/** An account as the extension answers it from `accounts.get()`. */
export type PolkadotTestWalletAccount = {
  /** SS58 with the generic prefix 42, as extensions answer. */
  address: string
  /** The sr25519 public key, `0x` hex (not part of the injected answer; for tests). */
  publicKey: `0x${string}`
  name: string
  type: 'sr25519'
  /** The chain the account is bound to, or `null` for "any chain". */
  genesisHash: `0x${string}` | null
}

/** Methods the page side sends over the bridge. */
export type PolkadotTestWalletMethod = 'enable' | 'accounts' | 'signRaw'

/** A request as it crosses the bridge. */
export type PolkadotTestWalletRequest =
  | { method: 'enable'; params: { appName: string } }
  | { method: 'accounts' }
  | { method: 'signRaw'; params: { address: string; data: string; type: string } }

/** An extension's error: the injected standard has no codes, only a message. */
export type PolkadotTestWalletErrorObject = { message: string }

/** The answer to a bridged request: a result or an error. */
export type PolkadotTestWalletResponse = { result: unknown } | { error: PolkadotTestWalletErrorObject }

/**
 * Which requests a user would see and the extension refuses (`enable` with 'Rejected', `signRaw`
 * with 'Cancelled', the texts polkadot{.js} uses): `true` for both, or a list.
 * @default false
 */
export type PolkadotTestWalletRejectRequests = boolean | readonly Exclude<PolkadotTestWalletMethod, 'accounts'>[]
