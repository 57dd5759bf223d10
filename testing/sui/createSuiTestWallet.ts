import { ed25519 } from '@noble/curves/ed25519'
import { blake2b } from '@noble/hashes/blake2.js'
import type { SuiTestWalletAccount, SuiTestWalletRejectRequests, SuiTestWalletRequest, SuiTestWalletResponse } from './suiTestWalletTypes'
import { settleAnswer } from '../shared/settleAnswer'

/** Options of {@link createSuiTestWallet}. */
export type CreateSuiTestWalletOptions = {
  /** The 32-byte Ed25519 secret key (seed) of the wallet's one account. */
  secretKey: Uint8Array
  /**
   * Refuse user-facing requests with `4001`.
   * @default false
   */
  rejectRequests?: SuiTestWalletRejectRequests
}

/** The Node side of the Sui test wallet. */
export type SuiTestWallet = {
  /** Answers one bridged request; never rejects (failures are `{ error }`). */
  request(payload: SuiTestWalletRequest): Promise<SuiTestWalletResponse>
  /** The account, as the page receives it. */
  readonly account: SuiTestWalletAccount
  /** Whether a site connected and has not disconnected. */
  readonly connected: boolean
  /** Makes user-facing requests fail with `4001` (`true`, or a list of methods), or stops it. */
  setRejectRequests(reject: SuiTestWalletRejectRequests): void
  /**
   * Forgets the site's approval, as a user removing it from the wallet's connected sites: the next
   * silent connect grants nothing.
   */
  revoke(): void
}

// Sui's signature scheme flag for Ed25519, which prefixes both the hashed key and the signature.
const ed25519Flag = 0x00
// A personal message's intent: scope PersonalMessage (3), version 0, app Sui (0).
const personalMessageIntent = [3, 0, 0]

const failure = (code: number, message: string) => Object.assign(new Error(message), { code })

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

// BCS writes a vector<u8> as its length in ULEB128, then the bytes.
function bcsBytes(bytes: Uint8Array): Uint8Array {
  const length: number[] = []
  let rest = bytes.length
  do {
    const low = rest & 0x7f
    rest >>>= 7
    length.push(rest > 0 ? low | 0x80 : low)
  } while (rest > 0)
  return Uint8Array.from([...length, ...bytes])
}

/**
 * The Sui address of an Ed25519 public key: `0x` and the hex BLAKE2b-256 hash of the scheme flag
 * and the key.
 *
 * @example
 * suiAddressOf(ed25519.getPublicKey(secretKey)) // '0x…' (64 hex characters)
 */
export function suiAddressOf(publicKey: Uint8Array): string {
  return `0x${Buffer.from(blake2b(Uint8Array.from([ed25519Flag, ...publicKey]), { dkLen: 32 })).toString('hex')}`
}

/**
 * Signs `message` as Sui wallets sign a personal message: Ed25519 over the BLAKE2b-256 hash of the
 * intent (3, 0, 0) followed by the BCS-encoded bytes; returns the serialized signature (base64 of
 * the flag, the 64-byte signature and the public key), which `verifyPersonalMessageSignature` of
 * `@mysten/sui/verify` checks.
 *
 * @example
 * signSuiPersonalMessage(secretKey, new TextEncoder().encode('hello'))
 */
export function signSuiPersonalMessage(secretKey: Uint8Array, message: Uint8Array): string {
  const digest = blake2b(Uint8Array.from([...personalMessageIntent, ...bcsBytes(message)]), { dkLen: 32 })
  const signature = ed25519.sign(digest, secretKey)
  return toBase64(Uint8Array.from([ed25519Flag, ...signature, ...ed25519.getPublicKey(secretKey)]))
}

/**
 * Creates the Node side of a Wallet Standard Sui test wallet with one Ed25519 account: it connects
 * (a silent connect only once the site was approved, as wallets do), signs personal messages the
 * Sui way, refuses before connecting or for an unknown account, and refuses on demand with `4001`.
 * Pair it with `installSuiTestWallet(page, wallet)` (Playwright) or `setupSuiTestWallet` (jsdom).
 *
 * @example
 * const wallet = createSuiTestWallet({ secretKey: suiTestWalletSecretKey('alice') })
 * await installSuiTestWallet(page, wallet)
 */
export function createSuiTestWallet(options: CreateSuiTestWalletOptions): SuiTestWallet {
  if (options.secretKey.length !== 32) throw new Error('A Sui test wallet needs a 32-byte Ed25519 secret key.')
  const secretKey = Uint8Array.from(options.secretKey)
  const publicKey = ed25519.getPublicKey(secretKey)
  const account: SuiTestWalletAccount = { address: suiAddressOf(publicKey), publicKey: toBase64(publicKey) }
  let connected = false
  let approved = false
  let reject: SuiTestWalletRejectRequests = options.rejectRequests ?? false
  const refuses = (method: SuiTestWalletRequest['method']) => method !== 'disconnect' && (reject === true || (Array.isArray(reject) && reject.includes(method)))

  const answer = (payload: SuiTestWalletRequest): unknown => {
    switch (payload.method) {
      case 'connect':
        // A silent connect only restores a site the user approved before; it never prompts.
        if (payload.params.silent && !approved) return { accounts: [] }
        connected = true
        approved = true
        return { accounts: [account] }
      case 'disconnect':
        connected = false
        return null
      case 'signPersonalMessage': {
        if (!connected) throw failure(4100, 'The site is not connected.')
        if (payload.params.address.toLowerCase() !== account.address) throw failure(4100, `Unknown account ${payload.params.address}.`)
        const message = Uint8Array.from(Buffer.from(payload.params.message, 'base64'))
        return { bytes: payload.params.message, signature: signSuiPersonalMessage(secretKey, message) }
      }
    }
  }

  return {
    async request(payload) {
      if (refuses(payload.method) && !(payload.method === 'connect' && payload.params.silent))
        return { error: { code: 4001, message: 'User rejected the request.' } }
      return settleAnswer(() => answer(payload))
    },
    account,
    get connected() {
      return connected
    },
    revoke() {
      approved = false
      connected = false
    },
    setRejectRequests(next) {
      reject = next
    },
  }
}
