import { createPrivateKey, sign } from 'node:crypto'
import type { Keypair, VersionedTransaction } from '@solana/web3.js'
import { toBase58 } from '../../src/chains/base58'
import type {
  SolanaTestWalletAccount,
  SolanaTestWalletEvent,
  SolanaTestWalletRejectRequests,
  SolanaTestWalletRequest,
  SolanaTestWalletResponse,
} from './solanaTestWalletTypes'

/** Options of {@link createSolanaTestWallet}. */
export type CreateSolanaTestWalletOptions = {
  /** The account's key: a web3.js `Keypair` (or anything with its 64-byte `secretKey`), or the secret key itself. */
  keypair: SolanaTestWalletKey
  /**
   * JSON-RPC URL that `signAndSendTransaction` sends to (the local Solana runtime in tests).
   * @default undefined (signAndSendTransaction fails with -32603)
   */
  rpcUrl?: string | undefined
  /**
   * Refuse user-facing requests from the start.
   * @default false
   */
  rejectRequests?: SolanaTestWalletRejectRequests
}

/** A web3.js `Keypair`, anything with its 64-byte `secretKey`, or the secret key itself. */
export type SolanaTestWalletKey = Pick<Keypair, 'secretKey'> | Uint8Array

/** A listener of events the wallet caused from outside a request (account switch, disconnect). */
export type SolanaTestWalletListener = (events: SolanaTestWalletEvent[]) => void

/** The Node side of the Solana test wallet: holds the key, signs, sends. */
export type SolanaTestWallet = {
  /** Answers one bridged request; never throws (errors are part of the response). */
  request(payload: SolanaTestWalletRequest): Promise<SolanaTestWalletResponse>
  /** The current account. */
  readonly account: SolanaTestWalletAccount
  /** Whether a site is connected. */
  readonly connected: boolean
  /** Makes user-facing requests fail with 4001. */
  setRejectRequests(reject: SolanaTestWalletRejectRequests): void
  /** Switches the account, as a user would in the wallet; connected pages get a `change` event. */
  setAccount(keypair: SolanaTestWalletKey): void
  /** Disconnects from the wallet side; connected pages get a `change` event with no accounts. */
  disconnect(): void
  /** Subscribes to events caused from outside a request; returns the unsubscribe. */
  subscribe(listener: SolanaTestWalletListener): () => void
}

const pkcs8Ed25519Prefix = Buffer.from('302e020100300506032b657004220420', 'hex')

function toSecretKey(key: SolanaTestWalletKey): Uint8Array {
  const secretKey = key instanceof Uint8Array ? key : key.secretKey
  if (secretKey.length !== 64) throw new Error('A Solana secret key has 64 bytes (seed and public key).')
  return Uint8Array.from(secretKey)
}

function accountOf(secretKey: Uint8Array): SolanaTestWalletAccount {
  const publicKey = secretKey.subarray(32)
  return { address: toBase58(publicKey), publicKey: Buffer.from(publicKey).toString('base64') }
}

/** Ed25519 signature of `message` with the key's 32-byte seed, as Solana wallets sign messages. */
function signBytes(secretKey: Uint8Array, message: Uint8Array): Uint8Array {
  const key = createPrivateKey({ key: Buffer.concat([pkcs8Ed25519Prefix, Buffer.from(secretKey.subarray(0, 32))]), format: 'der', type: 'pkcs8' })
  return new Uint8Array(sign(null, message, key))
}

/**
 * Creates the Node side of a Wallet Standard Solana test wallet. It signs messages and
 * transactions with a web3.js `Keypair` in the test process, sends through `rpcUrl`, refuses on
 * demand with `4001`, and switches accounts as a user would. Pair it with
 * `installSolanaTestWallet(page, wallet)`.
 *
 * @example
 * const wallet = createSolanaTestWallet({ keypair: Keypair.generate(), rpcUrl: 'http://127.0.0.1:8899' })
 * const controller = await installSolanaTestWallet(page, wallet)
 */
export function createSolanaTestWallet(options: CreateSolanaTestWalletOptions): SolanaTestWallet {
  let secretKey = toSecretKey(options.keypair)
  let connected = false
  let reject: SolanaTestWalletRejectRequests = options.rejectRequests ?? false
  const listeners = new Set<SolanaTestWalletListener>()
  const notify = (events: SolanaTestWalletEvent[]) => {
    for (const listener of [...listeners]) listener(events)
  }
  // A silent connect shows the user nothing, so there is nothing to refuse: it answers as `connect` says below.
  const refuses = (payload: SolanaTestWalletRequest) =>
    payload.method !== 'disconnect' &&
    !(payload.method === 'connect' && payload.params?.silent) &&
    (reject === true || (Array.isArray(reject) && reject.includes(payload.method)))
  const checkAccount = (address: string) => {
    if (!connected) throw Object.assign(new Error('The site is not connected.'), { code: 4100 })
    if (address !== accountOf(secretKey).address) throw Object.assign(new Error(`Unknown account ${address}.`), { code: 4100 })
  }
  // web3.js loads only when a transaction is signed, so the EVM-only user of foyer-kit/testing/node needs none.
  const signTransaction = async (transaction: string): Promise<VersionedTransaction> => {
    const { Keypair, VersionedTransaction } = await import('@solana/web3.js')
    const parsed = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'))
    parsed.sign([Keypair.fromSecretKey(secretKey)])
    return parsed
  }

  async function answer(payload: SolanaTestWalletRequest): Promise<unknown> {
    switch (payload.method) {
      case 'connect':
        // A silent connect only restores a site the user connected before.
        if (payload.params?.silent && !connected) return { accounts: [] }
        connected = true
        return { accounts: [accountOf(secretKey)] }
      case 'disconnect':
        connected = false
        return null
      case 'signMessage': {
        checkAccount(payload.params.account)
        const message = Buffer.from(payload.params.message, 'base64')
        return { signature: Buffer.from(signBytes(secretKey, message)).toString('base64'), signedMessage: payload.params.message }
      }
      case 'signTransaction':
        checkAccount(payload.params.account)
        return { signedTransaction: Buffer.from((await signTransaction(payload.params.transaction)).serialize()).toString('base64') }
      case 'signAndSendTransaction': {
        checkAccount(payload.params.account)
        if (!options.rpcUrl) throw Object.assign(new Error('The Solana test wallet has no rpcUrl to send to.'), { code: -32603 })
        const signed = await signTransaction(payload.params.transaction)
        const { Connection } = await import('@solana/web3.js')
        const connection = new Connection(options.rpcUrl, 'confirmed')
        const signature = await connection.sendRawTransaction(signed.serialize())
        const signatureBytes = signed.signatures[0]
        return { signature: Buffer.from(signatureBytes ?? []).toString('base64'), base58: signature }
      }
    }
  }

  return {
    async request(payload) {
      if (refuses(payload)) return { error: { code: 4001, message: 'User rejected the request.' }, events: [] }
      try {
        return { result: await answer(payload), events: [] }
      } catch (error) {
        const code = typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -32603
        return { error: { code, message: error instanceof Error ? error.message : String(error) }, events: [] }
      }
    },
    get account() {
      return accountOf(secretKey)
    },
    get connected() {
      return connected
    },
    setRejectRequests(next) {
      reject = next
    },
    setAccount(next) {
      secretKey = toSecretKey(next)
      if (connected) notify([{ event: 'change', data: { accounts: [accountOf(secretKey)] } }])
    },
    disconnect() {
      if (!connected) return
      connected = false
      notify([{ event: 'change', data: { accounts: [] } }])
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
