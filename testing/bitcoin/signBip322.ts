import { base64, hex } from '@scure/base'
import { RawTx, RawWitness, Script, Transaction } from '@scure/btc-signer'
import { sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js'

/**
 * Signs `message` for the output script `script` with BIP-322's "simple" scheme: a virtual
 * `to_spend` transaction commits to the tagged message hash and pays `script`; a virtual `to_sign`
 * transaction spends it, and its signed witness is the signature (base64 of the serialized stack).
 * Segwit v0 key hash and taproot key-path scripts; `tapInternalKey` is needed for taproot.
 *
 * @example
 * signBip322({ message: 'Hello', script: p2wpkh(publicKey).script, privateKey })
 */
export function signBip322({
  message,
  script,
  privateKey,
  tapInternalKey,
}: {
  message: Uint8Array | string
  script: Uint8Array
  privateKey: Uint8Array
  tapInternalKey?: Uint8Array | undefined
}): string {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const messageHash = tagSchnorr('BIP0322-signed-message', bytes)
  const toSpend = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: Script.encode(['OP_0', messageHash]), sequence: 0 }],
    outputs: [{ amount: 0n, script }],
    witnesses: undefined,
    lockTime: 0,
  })
  // A txid is shown (and passed to addInput) in reverse byte order of its double SHA-256.
  const toSpendId = hex.encode(sha256x2(toSpend).reverse())
  const toSign = new Transaction({ version: 0, allowUnknownVersion: true, allowUnknownOutputs: true })
  toSign.addInput({ txid: toSpendId, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n }, ...(tapInternalKey ? { tapInternalKey } : {}) })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the to_sign input has no witness after signing.')
  return base64.encode(RawWitness.encode(witness))
}
