import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { c32address } from 'c32check'
import type {
  StacksTestWalletAccount,
  StacksTestWalletMethod,
  StacksTestWalletRejectRequests,
  StacksTestWalletRequest,
  StacksTestWalletResponse,
} from './stacksTestWalletTypes'
import { settleAnswer } from '../shared/settleAnswer'

/** Options of {@link createStacksTestWallet}. */
export type CreateStacksTestWalletOptions = {
  /** The 32-byte secp256k1 private key of the wallet's one account. */
  secretKey: Uint8Array
  /**
   * The network the wallet is set to: its account is `SP…` on mainnet, `ST…` on testnet, whatever
   * network the app asks for (a wallet set to mainnet answers its mainnet account).
   * @default 'testnet'
   */
  network?: 'mainnet' | 'testnet'
  /**
   * Refuse user-facing requests from the start.
   * @default false
   */
  rejectRequests?: StacksTestWalletRejectRequests
  /**
   * The code of a refusal: Leather's `4001`, or SIP-030's `-32000` (Xverse).
   * @default 4001
   */
  rejectionCode?: number
  /**
   * Methods the wallet lacks (answered with `-32601`), e.g. `['stx_getAddresses']` for a wallet that
   * only knows `getAddresses`.
   * @default []
   */
  unsupportedMethods?: readonly StacksTestWalletMethod[]
}

/** The Node side of the Stacks test wallet: holds the key and signs. */
export type StacksTestWallet = {
  /** Answers one bridged request; never rejects (failures are `{ error }`). */
  request(payload: StacksTestWalletRequest): Promise<StacksTestWalletResponse>
  /** The account, as `stx_getAddresses` answers it. */
  readonly account: StacksTestWalletAccount
  /** Whether a site was granted the account; kept across page loads, as the wallet keeps it. */
  readonly connected: boolean
  /** How many times the wallet asked the user: every address request and every signature. */
  readonly prompts: number
  /** Forgets the grant, as a user disconnecting the site in the wallet: signing is refused (-32002) until addresses are asked again. */
  revoke(): void
  /** Makes user-facing requests fail with the rejection code (`true`, or a list of methods), or stops it. */
  setRejectRequests(reject: StacksTestWalletRejectRequests): void
}

// c32 address versions of single-signature (P2PKH) accounts: `P` on mainnet, `T` on testnet.
const addressVersion = { mainnet: 22, testnet: 26 } as const
// The prefix Stacks wallets hash a message with (SIP-018's predecessor for plain text).
const messagePrefix = new TextEncoder().encode('\x17Stacks Signed Message:\n')

const prompting = new Set<string>(['stx_getAddresses', 'getAddresses', 'stx_signMessage'] satisfies StacksTestWalletMethod[])
const failure = (code: number, message: string) => Object.assign(new Error(message), { code })
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

// Bitcoin's CompactSize: the message's length before its bytes.
function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  return Uint8Array.of(0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24)
}

/**
 * The c32 Stacks address of a compressed secp256k1 public key: the version character, then
 * HASH160 of the key, as `c32check` encodes it.
 *
 * @example
 * stacksAddressOf(secp256k1.getPublicKey(secretKey, true), 'testnet') // 'ST…'
 */
export function stacksAddressOf(publicKey: Uint8Array, network: 'mainnet' | 'testnet'): string {
  return c32address(addressVersion[network], toHex(ripemd160(sha256(publicKey))))
}

/**
 * Signs `message` as Stacks wallets answer `stx_signMessage`: secp256k1 over SHA-256 of the prefix
 * `\x17Stacks Signed Message:\n`, the length and the UTF-8 bytes; returns the recoverable signature
 * as hex r‖s‖v, which `verifyMessageSignatureRsv` of `@stacks/encryption` checks.
 *
 * @example
 * signStacksMessage(secretKey, 'Hello') // '3a…01' (130 hex characters)
 */
export function signStacksMessage(secretKey: Uint8Array, message: string): string {
  const bytes = new TextEncoder().encode(message)
  const digest = sha256(Uint8Array.from([...messagePrefix, ...compactSize(bytes.length), ...bytes]))
  const signature = secp256k1.sign(digest, secretKey, { lowS: true })
  return `${signature.toCompactHex()}${signature.recovery.toString(16).padStart(2, '0')}`
}

/**
 * Creates the Node side of an injected Stacks test wallet with one secp256k1 account: it answers
 * `stx_getAddresses` (and the older `getAddresses`) with its account on the network it is set to,
 * signs messages with `stx_signMessage` once the site was granted the account, answers unknown
 * methods with `-32601`, and refuses on demand with Leather's `4001` (or `rejectionCode`). Pair it
 * with `installStacksTestWallet(page, wallet)` (Playwright) or `setupStacksTestWallet` (unit tests).
 *
 * @example
 * const wallet = createStacksTestWallet({ secretKey: stacksTestWalletSecretKey('alice') })
 * await installStacksTestWallet(page, wallet)
 */
export function createStacksTestWallet(options: CreateStacksTestWalletOptions): StacksTestWallet {
  if (options.secretKey.length !== 32 || !secp256k1.utils.isValidPrivateKey(options.secretKey))
    throw new Error('A Stacks test wallet needs a valid 32-byte secp256k1 private key.')
  const secretKey = Uint8Array.from(options.secretKey)
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  const account: StacksTestWalletAccount = { address: stacksAddressOf(publicKey, options.network ?? 'testnet'), publicKey: toHex(publicKey) }
  const unsupported = new Set<string>(options.unsupportedMethods ?? [])
  const rejectionCode = options.rejectionCode ?? 4001
  let connected = false
  let prompts = 0
  let reject: StacksTestWalletRejectRequests = options.rejectRequests ?? false
  const refuses = (method: string) => reject === true || (Array.isArray(reject) && reject.includes(method as StacksTestWalletMethod))

  const answer = ({ method, params }: StacksTestWalletRequest): unknown => {
    if (unsupported.has(method)) throw failure(-32601, `Method not found: ${method}`)
    switch (method) {
      case 'stx_getAddresses':
      case 'getAddresses':
        connected = true
        return { addresses: [{ symbol: 'STX', address: account.address, publicKey: account.publicKey }] }
      case 'stx_signMessage': {
        if (!connected) throw failure(-32002, 'The site has no access to the account yet.')
        const message = (params as { message?: unknown } | undefined)?.message
        if (typeof message !== 'string') throw failure(-32602, 'stx_signMessage needs a message string.')
        return { signature: signStacksMessage(secretKey, message), publicKey: account.publicKey }
      }
      default:
        throw failure(-32601, `Method not found: ${method}`)
    }
  }

  return {
    async request(payload) {
      // Every request it answers opens the wallet's window, address requests included (Stacks wallets ask each time).
      if (!unsupported.has(payload.method) && prompting.has(payload.method)) prompts++
      if (!unsupported.has(payload.method) && refuses(payload.method)) return { error: { code: rejectionCode, message: 'User rejected the request.' } }
      return settleAnswer(() => answer(payload))
    },
    account,
    get connected() {
      return connected
    },
    get prompts() {
      return prompts
    },
    revoke() {
      connected = false
    },
    setRejectRequests(next) {
      reject = next
    },
  }
}
