import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { HDKey } from '@scure/bip32'
import { base64, bech32, hex } from '@scure/base'
import type {
  CosmosTestWalletChain,
  CosmosTestWalletKey,
  CosmosTestWalletRejectRequests,
  CosmosTestWalletRequest,
  CosmosTestWalletResponse,
} from './cosmosTestWalletTypes'
import { settleAnswerMessage } from '../shared/settleAnswer'

/** Options of {@link createCosmosTestWallet}. */
export type CreateCosmosTestWalletOptions = {
  /** BIP32 seed (16 to 64 bytes, e.g. a BIP39 mnemonic's seed); the key is at `m/44'/118'/0'/0/0`, as Keplr derives it. */
  seed: Uint8Array
  /**
   * The chains the wallet knows; `enable` of any other fails as Keplr's does ('There is no chain info for …').
   * @default [{ chainId: 'foyer-local-1', bech32Prefix: 'cosmos' }]
   */
  chains?: readonly CosmosTestWalletChain[]
  /**
   * The key's name in the wallet.
   * @default 'Foyer Test Key'
   */
  name?: string
  /**
   * Refuse user-facing requests from the start.
   * @default false
   */
  rejectRequests?: CosmosTestWalletRejectRequests
}

/** The Node side of the Cosmos test wallet: holds the secp256k1 key and signs. */
export type CosmosTestWallet = {
  /** Answers one bridged request; never throws (errors are part of the response). */
  request(payload: CosmosTestWalletRequest): Promise<CosmosTestWalletResponse>
  /** The key on `chainId` (a chain the wallet knows), as `getKey` answers it. */
  keyOn(chainId: string): CosmosTestWalletKey
  /** The chain ids the app was allowed (`enable`) on; kept across page loads, as Keplr keeps them. */
  readonly enabled: readonly string[]
  /** How many times the wallet asked the user: enabling a chain not allowed yet, and `signArbitrary`. */
  readonly prompts: number
  /** Makes user-facing requests fail with 'Request rejected', or stops it. */
  setRejectRequests(reject: CosmosTestWalletRejectRequests): void
  /** Makes the key from `seed` the wallet's account, as a user picking another one; the page then gets `keplr_keystorechange`. */
  switchAccount(seed: Uint8Array): void
}

const failure = (message: string) => new Error(message)

function deriveKey(seed: Uint8Array): { privateKey: Uint8Array; publicKey: Uint8Array } {
  const node = HDKey.fromMasterSeed(seed).derive("m/44'/118'/0'/0/0")
  if (!node.privateKey || !node.publicKey) throw new Error("No key at m/44'/118'/0'/0/0.")
  return { privateKey: node.privateKey, publicKey: node.publicKey }
}

// Amino JSON as the Cosmos SDK signs it: keys sorted at every level, then <, > and & escaped.
function sortedJson(value: unknown): string {
  const sort = (entry: unknown): unknown =>
    Array.isArray(entry)
      ? entry.map(sort)
      : entry && typeof entry === 'object'
        ? Object.fromEntries(
            Object.keys(entry)
              .sort()
              .map((key) => [key, sort((entry as Record<string, unknown>)[key])]),
          )
        : entry
  return JSON.stringify(sort(value)).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e')
}

/**
 * The ADR-036 sign doc of an off-chain message, as Keplr builds it for `signArbitrary`: an amino
 * StdSignDoc with an empty chain id, zero fee and account numbers, and one `sign/MsgSignData`.
 *
 * @example
 * adr36SignDoc('cosmos1…', base64.encode(new TextEncoder().encode('hi')))
 */
export function adr36SignDoc(signer: string, dataBase64: string) {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: dataBase64 } }],
    memo: '',
  }
}

/**
 * Creates the Node side of a Keplr-like test wallet: one secp256k1 key from `seed`
 * (`m/44'/118'/0'/0/0`), written with each known chain's bech32 prefix. `enable` allows chains the
 * wallet knows (asking only for chains not allowed yet; the Node side outlives page reloads, so a
 * reloaded page is answered at once), `getKey` answers the key (asking for the chain first when it is not allowed yet),
 * `signArbitrary` signs the ADR-036 amino sign doc (sha256, low-s, 64-byte r‖s) and answers a
 * StdSignature; refusals are Keplr's 'Request rejected'. Pair it with
 * `installCosmosTestWalletProvider({ bridge })`.
 *
 * @example
 * const wallet = createCosmosTestWallet({ seed: new Uint8Array(32).fill(1) })
 * installCosmosTestWalletProvider({ bridge: (payload) => wallet.request(payload) })
 */
export function createCosmosTestWallet(options: CreateCosmosTestWalletOptions): CosmosTestWallet {
  const chains = options.chains ?? [{ chainId: 'foyer-local-1', bech32Prefix: 'cosmos' }]
  const name = options.name ?? 'Foyer Test Key'
  let key = deriveKey(options.seed)
  let reject: CosmosTestWalletRejectRequests = options.rejectRequests ?? false
  const enabled = new Set<string>()
  let prompts = 0
  const refuses = (method: CosmosTestWalletRequest['method']) =>
    (method === 'enable' || method === 'signArbitrary') && (reject === true || (Array.isArray(reject) && reject.includes(method)))

  const chainOf = (chainId: string): CosmosTestWalletChain => {
    const chain = chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw failure(`There is no chain info for ${chainId}`)
    return chain
  }
  const keyOn = (chainId: string): CosmosTestWalletKey => {
    const address = ripemd160(sha256(key.publicKey))
    return {
      name,
      algo: 'secp256k1',
      pubKey: hex.encode(key.publicKey),
      address: hex.encode(address),
      bech32Address: bech32.encode(chainOf(chainId).bech32Prefix, bech32.toWords(address)),
      isNanoLedger: false,
      isKeystone: false,
    }
  }
  // Keplr asks the user for every chain not allowed yet, all or nothing.
  const enable = (chainIds: readonly string[]) => {
    for (const chainId of chainIds) chainOf(chainId)
    if (chainIds.every((chainId) => enabled.has(chainId))) return
    prompts++
    if (refuses('enable')) throw failure('Request rejected')
    for (const chainId of chainIds) enabled.add(chainId)
  }

  function answer(payload: CosmosTestWalletRequest): unknown {
    switch (payload.method) {
      case 'enable':
        enable(payload.params.chainIds)
        return null
      case 'getKey':
        enable([payload.params.chainId])
        return keyOn(payload.params.chainId)
      case 'signArbitrary': {
        const { chainId, signer, data } = payload.params
        enable([chainId])
        if (signer !== keyOn(chainId).bech32Address) throw failure('Signer mismatched')
        prompts++
        if (refuses('signArbitrary')) throw failure('Request rejected')
        const digest = sha256(new TextEncoder().encode(sortedJson(adr36SignDoc(signer, data))))
        const signature = secp256k1.sign(digest, key.privateKey, { lowS: true }).toCompactRawBytes()
        return { pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(key.publicKey) }, signature: base64.encode(signature) }
      }
      case 'disable':
        for (const chainId of payload.params.chainIds ?? [...enabled]) enabled.delete(chainId)
        return null
    }
  }

  return {
    async request(payload) {
      return settleAnswerMessage(() => answer(payload))
    },
    keyOn,
    get enabled() {
      return [...enabled]
    },
    get prompts() {
      return prompts
    },
    setRejectRequests(next) {
      reject = next
    },
    switchAccount(seed) {
      key = deriveKey(seed)
    },
  }
}
