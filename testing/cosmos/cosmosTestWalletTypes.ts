/**
 * Types shared by the Node side of the Cosmos test wallet (`createCosmosTestWallet`) and the page
 * side (`installCosmosTestWalletProvider`). Everything that crosses the bridge is plain JSON: keys
 * travel as hex, signed data and signatures as base64.
 */

/** A chain the wallet knows: its id and the bech32 prefix of its addresses. */
export type CosmosTestWalletChain = { chainId: string; bech32Prefix: string }

/** The key `getKey` answers, with bytes as hex. */
export type CosmosTestWalletKey = {
  name: string
  algo: 'secp256k1'
  /** Compressed secp256k1 public key (33 bytes), hex. */
  pubKey: string
  /** The 20-byte account address, hex. */
  address: string
  bech32Address: string
  isNanoLedger: false
  isKeystone: false
}

/** Methods the page side sends over the bridge. */
export type CosmosTestWalletMethod = 'enable' | 'getKey' | 'signArbitrary' | 'disable'

/** A request as it crosses the bridge. */
export type CosmosTestWalletRequest =
  | { method: 'enable'; params: { chainIds: string[] } }
  | { method: 'getKey'; params: { chainId: string } }
  | { method: 'signArbitrary'; params: { chainId: string; signer: string; data: string } }
  | { method: 'disable'; params: { chainIds?: string[] | undefined } }

/** A wallet's error: Keplr has no codes, only a message. */
export type CosmosTestWalletErrorObject = { message: string }

/** The answer to a bridged request: a result or an error. */
export type CosmosTestWalletResponse = { result: unknown } | { error: CosmosTestWalletErrorObject }

/**
 * Which requests a user would see and the wallet refuses with Keplr's 'Request rejected': `true`
 * for both, or a list.
 * @default false
 */
export type CosmosTestWalletRejectRequests = boolean | readonly Extract<CosmosTestWalletMethod, 'enable' | 'signArbitrary'>[]
