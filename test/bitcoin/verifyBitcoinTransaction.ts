import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { hex } from '@scure/base'
import { OutScript, p2pkh, Transaction } from '@scure/btc-signer'
import { equalBytes, hash160 } from '@scure/btc-signer/utils.js'

/** An output the fixture knows, as a spent input needs it: its script and amount. */
export type KnownOutput = { script: Uint8Array; value: bigint }

/** What a checked transaction spends and creates. */
export type VerifiedTransaction = {
  txid: string
  /** Outpoints spent, `txid:vout`. */
  spends: string[]
  outputs: KnownOutput[]
  fee: bigint
  vsize: number
}

/**
 * A transaction the fixture refuses, with the reason text Bitcoin Core would give (Esplora passes
 * it on as the answer's body).
 */
export class TransactionRefusedError extends Error {
  override name = 'TransactionRefusedError'
}

const refuse = (reason: string): never => {
  throw new TransactionRefusedError(reason)
}

// Below 1 sat/vB a node's mempool would not take the transaction either.
const minRelayFeeRate = 1n

function verifyWitnessV0KeyHash(tx: Transaction, index: number, prevout: KnownOutput, witness: Uint8Array[]): void {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || !publicKey || signature.length < 9)
    refuse(`mandatory-script-verify-flag-failed (Witness program hash mismatch) input ${index}`)
  const program = prevout.script.subarray(2)
  if (!equalBytes(hash160(publicKey as Uint8Array), program)) refuse(`mandatory-script-verify-flag-failed (Witness program hash mismatch) input ${index}`)
  const sig = signature as Uint8Array
  const hashType = sig[sig.length - 1] as number
  // BIP143: the script code of a P2WPKH spend is the P2PKH script of the same key hash.
  const digest = tx.preimageWitnessV0(index, p2pkh(publicKey as Uint8Array).script, hashType, prevout.value)
  let valid = false
  try {
    valid = secp256k1.verify(sig.subarray(0, -1), digest, publicKey as Uint8Array, { format: 'der', prehash: false })
  } catch {
    valid = false
  }
  if (!valid) refuse(`mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation) input ${index}`)
}

function verifyTaprootKeyPath(tx: Transaction, index: number, prevouts: KnownOutput[], witness: Uint8Array[]): void {
  // Script-path spends (more than one item, or an annex) are beyond this fixture.
  const signature = witness[0]
  if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65))
    refuse(`non-mandatory-script-verify-flag (unsupported taproot spend) input ${index}`)
  const sig = signature as Uint8Array
  const hashType = sig.length === 65 ? (sig[64] as number) : 0
  if (sig.length === 65 && hashType === 0) refuse(`mandatory-script-verify-flag-failed (Invalid Schnorr signature hash type) input ${index}`)
  const digest = tx.preimageWitnessV1(
    index,
    prevouts.map((prevout) => prevout.script),
    hashType,
    prevouts.map((prevout) => prevout.value),
  )
  const outputKey = (prevouts[index] as KnownOutput).script.subarray(2)
  let valid = false
  try {
    valid = schnorr.verify(sig.subarray(0, 64), digest, outputKey)
  } catch {
    valid = false
  }
  if (!valid) refuse(`mandatory-script-verify-flag-failed (Invalid Schnorr signature) input ${index}`)
}

/**
 * Checks a raw transaction against the outputs the fixture knows, the way a node's mempool would
 * for the script types the fixture supports (P2WPKH and P2TR key path): every input spends a known
 * unspent output, every signature verifies over the BIP143/BIP341 digest, the outputs do not exceed
 * the inputs and the fee pays at least 1 sat/vB. Throws {@link TransactionRefusedError} otherwise.
 *
 * @example
 * const checked = verifyBitcoinTransaction(txHex, (outpoint) => utxos.get(outpoint))
 */
export function verifyBitcoinTransaction(txHex: string, unspent: (outpoint: string) => KnownOutput | undefined): VerifiedTransaction {
  let tx: Transaction
  try {
    tx = Transaction.fromRaw(hex.decode(txHex.trim().toLowerCase()), { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true })
  } catch (error) {
    return refuse(`TX decode failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (tx.inputsLength === 0 || tx.outputsLength === 0) refuse('bad-txns-vin-empty')
  const spends: string[] = []
  const prevouts: KnownOutput[] = []
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    const outpoint = `${hex.encode(input.txid as Uint8Array)}:${input.index}`
    if (spends.includes(outpoint)) refuse('bad-txns-inputs-duplicate')
    const prevout = unspent(outpoint)
    if (!prevout) refuse('bad-txns-inputs-missingorspent')
    spends.push(outpoint)
    prevouts.push(prevout as KnownOutput)
  }
  // Amounts and fee first, scripts last: the order a node's mempool checks them in.
  const outputs: KnownOutput[] = []
  for (let index = 0; index < tx.outputsLength; index++) {
    const output = tx.getOutput(index)
    outputs.push({ script: output.script as Uint8Array, value: output.amount as bigint })
  }
  const inputTotal = prevouts.reduce((sum, prevout) => sum + prevout.value, 0n)
  const outputTotal = outputs.reduce((sum, output) => sum + output.value, 0n)
  if (outputTotal > inputTotal) refuse('bad-txns-in-belowout')
  const fee = inputTotal - outputTotal
  if (fee < BigInt(tx.vsize) * minRelayFeeRate) refuse(`min relay fee not met, ${fee} < ${tx.vsize}`)
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index)
    const prevout = prevouts[index] as KnownOutput
    const witness = (input.finalScriptWitness ?? []) as Uint8Array[]
    if (input.finalScriptSig && input.finalScriptSig.length > 0) refuse(`non-mandatory-script-verify-flag (unsupported input script) input ${index}`)
    const type = OutScript.decode(prevout.script).type
    if (type === 'wpkh') verifyWitnessV0KeyHash(tx, index, prevout, witness)
    else if (type === 'tr') verifyTaprootKeyPath(tx, index, prevouts, witness)
    else refuse(`non-mandatory-script-verify-flag (the fixture verifies p2wpkh and p2tr spends only, got ${type}) input ${index}`)
  }
  return { txid: tx.id, spends, outputs, fee, vsize: tx.vsize }
}
