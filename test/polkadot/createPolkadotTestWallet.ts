import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, encodeAddress, sr25519PairFromSeed, sr25519Sign } from '@polkadot/util-crypto'
import type { PolkadotTestWalletAccount, PolkadotTestWalletRejectRequests, PolkadotTestWalletRequest, PolkadotTestWalletResponse } from './polkadotTestWalletTypes'

/** Options of {@link createPolkadotTestWallet}. */
export type CreatePolkadotTestWalletOptions = {
  /** 32-byte sr25519 mini-secret the account's key pair comes from. */
  seed: Uint8Array
  /**
   * The account's name in the extension.
   * @default 'Foyer Test Account'
   */
  name?: string
  /**
   * Binds the account to one chain (its genesis hash), as extensions let users do; `null` is
   * "allow use on any chain".
   * @default null
   */
  genesisHash?: `0x${string}` | null
  /**
   * Refuse user-facing requests from the start.
   * @default false
   */
  rejectRequests?: PolkadotTestWalletRejectRequests
}

/** The Node side of the Polkadot test wallet: holds the sr25519 key and signs. */
export type PolkadotTestWallet = {
  /** Answers one bridged request; never throws (errors are part of the response). */
  request(payload: PolkadotTestWalletRequest): Promise<PolkadotTestWalletResponse>
  /** The one account, with its public key. */
  readonly account: PolkadotTestWalletAccount
  /** Whether an app was allowed (`enable`) and not refused since. */
  readonly connected: boolean
  /** Makes user-facing requests fail as the user declining them, or stops it. */
  setRejectRequests(reject: PolkadotTestWalletRejectRequests): void
}

const failure = (message: string) => new Error(message)

/**
 * Creates the Node side of an injected Polkadot test extension: one sr25519 account from `seed`,
 * listed with the generic SS58 prefix 42 as polkadot{.js} lists it. `enable` allows the app (or
 * fails with 'Rejected'), `signRaw` signs bytes wrapped in `<Bytes>…</Bytes>` as real extensions
 * do (or fails with 'Cancelled'); the signature is the 64-byte sr25519 one, `0x` hex. Pair it with
 * `installPolkadotTestWalletProvider({ bridge })`.
 *
 * @example
 * const wallet = createPolkadotTestWallet({ seed: new Uint8Array(32).fill(1) })
 * installPolkadotTestWalletProvider({ bridge: (payload) => wallet.request(payload) })
 */
export function createPolkadotTestWallet(options: CreatePolkadotTestWalletOptions): PolkadotTestWallet {
  if (options.seed.length !== 32) throw new Error('An sr25519 seed has 32 bytes.')
  const pair = sr25519PairFromSeed(options.seed)
  const account: PolkadotTestWalletAccount = Object.freeze({
    address: encodeAddress(pair.publicKey, 42),
    publicKey: u8aToHex(pair.publicKey),
    name: options.name ?? 'Foyer Test Account',
    type: 'sr25519',
    genesisHash: options.genesisHash ?? null,
  })
  let connected = false
  let nextId = 1
  let reject: PolkadotTestWalletRejectRequests = options.rejectRequests ?? false
  const refuses = (method: PolkadotTestWalletRequest['method']) => method !== 'accounts' && (reject === true || (Array.isArray(reject) && reject.includes(method)))

  function answer(payload: PolkadotTestWalletRequest): unknown {
    switch (payload.method) {
      case 'enable':
        connected = true
        return null
      case 'accounts':
        if (!connected) throw failure('The source is not allowed to interact with this extension.')
        return [{ address: account.address, genesisHash: account.genesisHash, name: account.name, type: account.type }]
      case 'signRaw': {
        if (!connected) throw failure('The source is not allowed to interact with this extension.')
        if (payload.params.type !== 'bytes') throw failure(`Unsupported raw payload type ${payload.params.type}.`)
        // Any SS58 prefix names the same key, as in the extension's keyring.
        let publicKey: Uint8Array
        try {
          publicKey = decodeAddress(payload.params.address)
        } catch {
          throw failure(`Unable to find account ${payload.params.address}.`)
        }
        if (u8aToHex(publicKey) !== account.publicKey) throw failure(`Unable to find account ${payload.params.address}.`)
        const signature = sr25519Sign(u8aWrapBytes(hexToU8a(payload.params.data)), pair)
        return { id: nextId++, signature: u8aToHex(signature) }
      }
    }
  }

  return {
    async request(payload) {
      if (refuses(payload.method)) return { error: { message: payload.method === 'enable' ? 'Rejected' : 'Cancelled' } }
      try {
        return { result: answer(payload) }
      } catch (error) {
        return { error: { message: error instanceof Error ? error.message : String(error) } }
      }
    },
    get account() {
      return account
    },
    get connected() {
      return connected
    },
    setRejectRequests(next) {
      reject = next
    },
  }
}
