import { hex } from '@scure/base'
import { Address, NETWORK, OutScript, p2wpkh, selectUTXO, TEST_NETWORK } from '@scure/btc-signer'
import { equalBytes, hash160 } from '@scure/btc-signer/utils.js'
import type { BitcoinChainKind } from '../../../src/chains/bitcoinChains'
import type { EsploraUtxo } from './bitcoinEsplora'
import { BitcoinFundsError, NamespaceWalletError } from '../../../src/errors/namespaceWalletErrors'

/** Address parameters (bech32 prefix, version bytes) @scure/btc-signer needs for a chain kind. */
export function btcSignerNetwork(kind: BitcoinChainKind): typeof NETWORK {
  if (kind === 'mainnet') return NETWORK
  if (kind === 'testnet') return TEST_NETWORK
  return { bech32: 'bcrt', pubKeyHash: 111, scriptHash: 196, wif: 239 }
}

/**
 * Whether `address` is a valid address of the chain kind (any script type @scure/btc-signer
 * decodes: P2PKH, P2SH, P2WPKH, P2WSH, P2TR).
 *
 * @example
 * isBitcoinAddress('bc1q…', 'mainnet') // true
 */
export function isBitcoinAddress(address: string, kind: BitcoinChainKind): boolean {
  try {
    Address(btcSignerNetwork(kind)).decode(address)
    return true
  } catch {
    return false
  }
}

/** The account that pays: its address and the public key its wallet gave (hex). */
export type BitcoinPayer = { address: string; publicKey: string | undefined }

/** A built, unsigned send. */
export type BitcoinSendPlan = {
  /** The unsigned PSBT. */
  psbt: Uint8Array
  /** Indexes of the inputs the payer signs (all of them: every input is the payer's). */
  signingIndexes: number[]
  fee: bigint
  /** The fee rate paid, sat/vB (the estimate rounded up, at least 1). */
  feeRate: number
  /** The transaction's estimated virtual size, vbytes: the fee is `feeRate × vsize`. */
  vsize: number
  /** Change back to the payer, 0 when none (a change below dust goes to the fee). */
  change: bigint
}

// What each input needs for selectUTXO to size it and for the wallet to sign it.
function spendInfo(payer: BitcoinPayer, network: typeof NETWORK): { script: Uint8Array; extra: Record<string, Uint8Array> } {
  const script = OutScript.encode(Address(network).decode(payer.address))
  const decoded = OutScript.decode(script)
  const publicKey = payer.publicKey ? hex.decode(payer.publicKey) : undefined
  if (decoded.type === 'wpkh') return { script, extra: {} }
  if (decoded.type === 'tr') {
    // Wallets give the x-only internal key (32 bytes) or a compressed one (33): both name it.
    if (!publicKey) throw new NamespaceWalletError('A taproot payment account needs its public key to be spent.', { failure: 'unsupported' })
    return { script, extra: { tapInternalKey: publicKey.length === 33 ? publicKey.subarray(1) : publicKey } }
  }
  if (decoded.type === 'sh' && publicKey) {
    // Nested segwit (Xverse's payment address): the redeem script is the key's P2WPKH script.
    const redeemScript = p2wpkh(publicKey, network).script
    if (equalBytes(hash160(redeemScript), decoded.hash)) return { script, extra: { redeemScript } }
  }
  throw new NamespaceWalletError(`Sending from a ${decoded.type} address is not supported.`, { failure: 'unsupported' })
}

/**
 * Builds the PSBT of a BTC send from the payer's UTXOs: coin selection (@scure/btc-signer's
 * `selectUTXO`, its default strategy), the receiver's output, change back to the payer above dust,
 * and the fee at `feeRate` sat/vB for the transaction's estimated size. Every input carries its
 * `witnessUtxo` (and taproot internal key or redeem script), which is what a wallet needs to sign.
 *
 * @throws {BitcoinFundsError} when the UTXOs cannot pay amount and fee.
 * @example
 * const plan = buildBitcoinSend({ utxos, payer, to: 'tb1q…', amount: 10_000n, feeRate: 5, kind: 'testnet' })
 */
export function buildBitcoinSend({
  utxos,
  payer,
  to,
  amount,
  feeRate,
  kind,
}: {
  utxos: readonly EsploraUtxo[]
  payer: BitcoinPayer
  to: string
  amount: bigint
  /** sat/vB; rounded up, at least 1. */
  feeRate: number
  kind: BitcoinChainKind
}): BitcoinSendPlan {
  const { network, inputs, available, feePerByte } = spendable(utxos, payer, kind, feeRate)
  const selected = selectUTXO(inputs, [{ address: to, amount }], 'default', { feePerByte, changeAddress: payer.address, network, createTx: true, bip69: true })
  if (!selected?.tx || selected.fee === undefined) throw new BitcoinFundsError(available)
  const spent = selected.inputs.reduce((sum, input) => sum + (input.witnessUtxo?.amount ?? 0n), 0n)
  return {
    psbt: selected.tx.toPSBT(),
    signingIndexes: selected.inputs.map((_, index) => index),
    fee: selected.fee,
    feeRate: Number(feePerByte),
    vsize: Math.ceil(selected.weight / 4),
    change: selected.change ? spent - amount - selected.fee : 0n,
  }
}

/**
 * The most a payer can send to `to` now: every UTXO spent into one output to the receiver, less
 * the fee of that transaction at `feeRate` (no change output). 0 when the UTXOs cannot pay even
 * the fee of spending them, or what is left would be dust.
 *
 * @example
 * maxBitcoinSend({ utxos, payer, to: 'bcrt1q…', feeRate: 10, kind: 'regtest' }) // 83_220n for 85_000 sats in two P2WPKH UTXOs
 */
export function maxBitcoinSend({
  utxos,
  payer,
  to,
  feeRate,
  kind,
}: {
  utxos: readonly EsploraUtxo[]
  payer: BitcoinPayer
  to: string
  feeRate: number
  kind: BitcoinChainKind
}): bigint {
  if (utxos.length === 0) return 0n
  const { network, inputs, feePerByte } = spendable(utxos, payer, kind, feeRate)
  // A sweep: no payment output, every input, and the "change" (all that is left) to the receiver.
  const swept = selectUTXO(inputs, [], 'all', { feePerByte, changeAddress: to, network, createTx: false, bip69: false })
  return swept?.change ? (swept.outputs[0]?.amount ?? 0n) : 0n
}

// The payer's UTXOs as inputs @scure/btc-signer can size and a wallet can sign, and the fee rate.
function spendable(utxos: readonly EsploraUtxo[], payer: BitcoinPayer, kind: BitcoinChainKind, feeRate: number) {
  const network = btcSignerNetwork(kind)
  const { script, extra } = spendInfo(payer, network)
  const inputs = utxos.map((utxo) => ({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: utxo.value }, ...extra }))
  const available = utxos.reduce((sum, utxo) => sum + utxo.value, 0n)
  return { network, inputs, available, feePerByte: BigInt(Math.max(1, Math.ceil(feeRate))) }
}

/**
 * The fee rate to pay, in sat/vB: the estimate for `target` blocks, else the nearest faster
 * target's, else the slowest known; 1 when the server gives none.
 *
 * @example
 * pickFeeRate({ 1: 20, 6: 5, 144: 1 }, 3) // 20
 */
export function pickFeeRate(estimates: Record<number, number>, target: number): number {
  const targets = Object.keys(estimates)
    .map(Number)
    .sort((a, b) => a - b)
  if (targets.length === 0) return 1
  const exact = estimates[target]
  if (exact !== undefined) return exact
  const faster = targets.filter((candidate) => candidate < target).at(-1)
  return estimates[faster ?? (targets.at(-1) as number)] ?? 1
}
