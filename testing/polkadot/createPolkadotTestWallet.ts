import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress, encodeAddress, sr25519PairFromSeed, sr25519Sign } from '@polkadot/util-crypto'
import type {
  PolkadotTestWalletAccount,
  PolkadotTestWalletRejectRequests,
  PolkadotTestWalletRequest,
  PolkadotTestWalletResponse,
} from './polkadotTestWalletTypes'
import { settleAnswerMessage } from '../shared/settleAnswer'

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
  /** Whether an app is allowed (`enable`), and still is (see `revoke`). */
  readonly connected: boolean
  /** The apps (by the name `enable` gave) allowed so far; kept across page loads, as extensions do. */
  readonly authorizedApps: readonly string[]
  /** How many times the extension asked the user: `enable` for an app not allowed yet, and `signRaw`. */
  readonly prompts: number
  /** Forgets every allowed app, as a user removing the sites in the extension's settings. */
  revoke(): void
  /** Makes user-facing requests fail as the user declining them, or stops it. */
  setRejectRequests(reject: PolkadotTestWalletRejectRequests): void
}

const failure = (message: string) => new Error(message)

/**
 * Creates the Node side of an injected Polkadot test extension: one sr25519 account from `seed`,
 * listed with the generic SS58 prefix 42 as polkadot{.js} lists it. `enable` asks to allow an app
 * (or fails with 'Rejected') and answers at once for an app allowed before, as extensions remember
 * the sites they allowed (this Node side outlives page reloads); `signRaw` signs bytes wrapped in `<Bytes>…</Bytes>` as real extensions
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
  const authorized = new Set<string>()
  let prompts = 0
  let nextId = 1
  let reject: PolkadotTestWalletRejectRequests = options.rejectRequests ?? false
  const refuses = (method: Exclude<PolkadotTestWalletRequest['method'], 'accounts'>) => reject === true || (Array.isArray(reject) && reject.includes(method))
  const connected = () => authorized.size > 0

  function answer(payload: PolkadotTestWalletRequest): unknown {
    switch (payload.method) {
      case 'enable':
        // An app allowed before is answered at once; a new one opens the extension's window.
        if (authorized.has(payload.params.appName)) return null
        prompts++
        if (refuses('enable')) throw failure('Rejected')
        authorized.add(payload.params.appName)
        return null
      case 'accounts':
        if (!connected()) throw failure('The source is not allowed to interact with this extension.')
        return [{ address: account.address, genesisHash: account.genesisHash, name: account.name, type: account.type }]
      case 'signRaw': {
        if (!connected()) throw failure('The source is not allowed to interact with this extension.')
        if (payload.params.type !== 'bytes') throw failure(`Unsupported raw payload type ${payload.params.type}.`)
        // Any SS58 prefix names the same key, as in the extension's keyring.
        let publicKey: Uint8Array
        try {
          publicKey = decodeAddress(payload.params.address)
        } catch {
          throw failure(`Unable to find account ${payload.params.address}.`)
        }
        if (u8aToHex(publicKey) !== account.publicKey) throw failure(`Unable to find account ${payload.params.address}.`)
        prompts++
        if (refuses('signRaw')) throw failure('Cancelled')
        const signature = sr25519Sign(u8aWrapBytes(hexToU8a(payload.params.data)), pair)
        return { id: nextId++, signature: u8aToHex(signature) }
      }
    }
  }

  return {
    async request(payload) {
      return settleAnswerMessage(() => answer(payload))
    },
    get account() {
      return account
    },
    get connected() {
      return connected()
    },
    get authorizedApps() {
      return [...authorized]
    },
    get prompts() {
      return prompts
    },
    revoke() {
      authorized.clear()
    },
    setRejectRequests(next) {
      reject = next
    },
  }
}
