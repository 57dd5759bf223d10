import { HDKey } from '@scure/bip32'
import { base64, hex } from '@scure/base'
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { equalBytes, pubSchnorr } from '@scure/btc-signer/utils.js'
import { signBip322 } from './signBip322'
import type {
  BitcoinTestWalletAccount,
  BitcoinTestWalletPurpose,
  BitcoinTestWalletRejectRequests,
  BitcoinTestWalletRequest,
  BitcoinTestWalletResponse,
} from './bitcoinTestWalletTypes'

/** Options of {@link createBitcoinTestWallet}. */
export type CreateBitcoinTestWalletOptions = {
  /** BIP32 seed (16 to 64 bytes, e.g. a BIP39 mnemonic's seed) the accounts derive from. */
  seed: Uint8Array
  /**
   * Chain whose addresses the wallet uses (`bc1`, `tb1` or `bcrt1`).
   * @default 'regtest'
   */
  network?: 'mainnet' | 'testnet' | 'regtest'
  /**
   * Refuse user-facing requests from the start.
   * @default false
   */
  rejectRequests?: BitcoinTestWalletRejectRequests
}

/** The Node side of the Bitcoin test wallet: holds the keys and signs. */
export type BitcoinTestWallet = {
  /** Answers one bridged request; never throws (errors are part of the response). */
  request(payload: BitcoinTestWalletRequest): Promise<BitcoinTestWalletResponse>
  /** The payment (P2WPKH) and ordinals (P2TR) accounts. */
  readonly accounts: { payment: BitcoinTestWalletAccount; ordinals: BitcoinTestWalletAccount }
  /**
   * Whether a site is connected: the grant the wallet remembers (it outlives a page load, as an
   * extension's does), until the site or the test disconnects.
   */
  readonly connected: boolean
  /** Makes user-facing requests fail with 4001. */
  setRejectRequests(reject: BitcoinTestWalletRejectRequests): void
}

const regtest = { bech32: 'bcrt', pubKeyHash: 111, scriptHash: 196, wif: 239 }

type Key = { account: BitcoinTestWalletAccount; privateKey: Uint8Array; script: Uint8Array; tapInternalKey?: Uint8Array }

function deriveKeys(seed: Uint8Array, network: NonNullable<CreateBitcoinTestWalletOptions['network']>): Record<BitcoinTestWalletPurpose, Key> {
  const params = network === 'mainnet' ? NETWORK : network === 'testnet' ? TEST_NETWORK : regtest
  // BIP44 coin type: 0 on mainnet, 1 on every test chain.
  const coin = network === 'mainnet' ? 0 : 1
  const root = HDKey.fromMasterSeed(seed)
  const derive = (path: string) => {
    const node = root.derive(path)
    if (!node.privateKey || !node.publicKey) throw new Error(`No key at ${path}.`)
    return { privateKey: node.privateKey, publicKey: node.publicKey }
  }
  const paymentPath = `m/84'/${coin}'/0'/0/0`
  const ordinalsPath = `m/86'/${coin}'/0'/0/0`
  const paymentKey = derive(paymentPath)
  const ordinalsKey = derive(ordinalsPath)
  const internal = pubSchnorr(ordinalsKey.privateKey)
  const payment = p2wpkh(paymentKey.publicKey, params)
  const ordinals = p2tr(internal, undefined, params)
  return {
    payment: {
      privateKey: paymentKey.privateKey,
      script: payment.script,
      account: { address: payment.address as string, publicKey: hex.encode(paymentKey.publicKey), purpose: 'payment', derivationPath: paymentPath },
    },
    ordinals: {
      privateKey: ordinalsKey.privateKey,
      script: ordinals.script,
      tapInternalKey: internal,
      account: { address: ordinals.address as string, publicKey: hex.encode(internal), purpose: 'ordinals', derivationPath: ordinalsPath },
    },
  }
}

const failure = (code: number, message: string) => Object.assign(new Error(message), { code })

/**
 * Creates the Node side of a Wallet Standard Bitcoin test wallet: a payment account (P2WPKH,
 * `m/84'/…`) and an ordinals account (P2TR, `m/86'/…`) derived from `seed`. It connects with the
 * accounts in the order the app asks for them, signs the PSBT inputs it is asked to sign (without
 * finalizing, as wallets do unless asked), signs messages with BIP-322, and refuses on demand with
 * `4001`. A silent connect (`standard:connect({ silent: true })` on the page side) answers the
 * accounts only while the site is connected, which survives page reloads, and none otherwise. Pair it with `installBitcoinTestWalletProvider({ bridge })`.
 *
 * @example
 * const wallet = createBitcoinTestWallet({ seed: new Uint8Array(32).fill(1), network: 'regtest' })
 * installBitcoinTestWalletProvider({ bridge: (payload) => wallet.request(payload), info: bitcoinTestWalletInfo() })
 */
export function createBitcoinTestWallet(options: CreateBitcoinTestWalletOptions): BitcoinTestWallet {
  const keys = deriveKeys(options.seed, options.network ?? 'regtest')
  let connected = false
  let reject: BitcoinTestWalletRejectRequests = options.rejectRequests ?? false
  // A silent connect shows the user nothing, so there is nothing to refuse.
  const refuses = (payload: BitcoinTestWalletRequest) =>
    payload.method !== 'disconnect' &&
    !(payload.method === 'connect' && payload.params.silent) &&
    (reject === true || (Array.isArray(reject) && reject.includes(payload.method)))
  const keyOf = (address: string): Key => {
    if (!connected) throw failure(4100, 'The site is not connected.')
    const key = Object.values(keys).find((candidate) => candidate.account.address === address)
    if (!key) throw failure(4100, `Unknown account ${address}.`)
    return key
  }

  function answer(payload: BitcoinTestWalletRequest): unknown {
    switch (payload.method) {
      case 'connect': {
        const purposes = payload.params.purposes.filter(
          (purpose, index, all) => (purpose === 'payment' || purpose === 'ordinals') && all.indexOf(purpose) === index,
        )
        if (purposes.length === 0) throw failure(-32602, 'Ask for the payment or ordinals account.')
        // A silent connect restores only a site the user connected before.
        if (payload.params.silent && !connected) return { accounts: [] }
        connected = true
        return { accounts: purposes.map((purpose) => keys[purpose].account) }
      }
      case 'disconnect':
        connected = false
        return null
      case 'signMessage': {
        const key = keyOf(payload.params.address)
        const signature = signBip322({
          message: base64.decode(payload.params.message),
          script: key.script,
          privateKey: key.privateKey,
          tapInternalKey: key.tapInternalKey,
        })
        return { signature, signedMessage: payload.params.message }
      }
      case 'signTransaction': {
        const tx = Transaction.fromPSBT(base64.decode(payload.params.psbt))
        for (const { address, signingIndexes, sigHash } of payload.params.inputsToSign) {
          const key = keyOf(address)
          for (const index of signingIndexes) {
            const input = tx.getInput(index)
            // Sign only what this account owns: a PSBT naming another script here is refused.
            if (!input.witnessUtxo || !equalBytes(input.witnessUtxo.script, key.script)) throw failure(-32602, `Input ${index} is not ${address}'s.`)
            if (key.tapInternalKey && !input.tapInternalKey) tx.updateInput(index, { tapInternalKey: key.tapInternalKey })
            tx.signIdx(key.privateKey, index, sigHash === undefined ? undefined : [sigHash])
          }
        }
        return { psbt: base64.encode(tx.toPSBT()) }
      }
    }
  }

  return {
    async request(payload) {
      if (refuses(payload)) return { error: { code: 4001, message: 'User rejected the request.' } }
      try {
        return { result: answer(payload) }
      } catch (error) {
        const code = typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -32603
        return { error: { code, message: error instanceof Error ? error.message : String(error) } }
      }
    },
    get accounts() {
      return { payment: keys.payment.account, ordinals: keys.ordinals.account }
    },
    get connected() {
      return connected
    },
    setRejectRequests(next) {
      reject = next
    },
  }
}
