import { toBase58 } from '../../../src/chains/base58'
import { SolanaTransactionFormatError } from './frameAppErrors'

/** One compiled instruction: the program and accounts as indexes into the message's keys. */
export type CompiledInstruction = { programIdIndex: number; accountIndexes: number[]; data: Uint8Array }

/** An address lookup table a v0 message reads extra accounts from. */
export type LookupTableRef = { account: string; writableIndexes: number[]; readonlyIndexes: number[] }

/** A Solana transaction message (legacy or v0), as signed. */
export type SolanaMessage = {
  version: 'legacy' | 0
  /** How many of the first keys must sign; the first of them pays the fee. */
  numRequiredSignatures: number
  numReadonlySigned: number
  numReadonlyUnsigned: number
  /** The message's own account keys, base58. */
  staticKeys: string[]
  recentBlockhash: string
  instructions: CompiledInstruction[]
  lookups: LookupTableRef[]
}

/** A decoded wire transaction: its signatures (zeros where missing) and its message. */
export type SolanaTransaction = { signatures: Uint8Array[]; message: SolanaMessage; messageBytes: Uint8Array }

/** Solana's packet limit: no transaction is larger. */
export const MAX_TRANSACTION_BYTES = 1232

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}
  byte(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw new SolanaTransactionFormatError('The transaction ends early')
    this.offset += 1
    return value
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new SolanaTransactionFormatError('The transaction ends early')
    const slice = this.bytes.slice(this.offset, this.offset + length)
    this.offset += length
    return slice
  }
  /** Solana's compact-u16: 7 bits a byte, at most 3 bytes. */
  shortVec(): number {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.byte()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return value
    }
    throw new SolanaTransactionFormatError('Invalid compact length')
  }
  indexes(): number[] {
    return Array.from({ length: this.shortVec() }, () => this.byte())
  }
}

function encodeShortVec(value: number): number[] {
  const out: number[] = []
  let rest = value
  for (;;) {
    const byte = rest & 0x7f
    rest >>= 7
    if (rest === 0) return [...out, byte]
    out.push(byte | 0x80)
  }
}

/**
 * Decodes a transaction message (legacy or version 0). Checks its structure: every index points at a
 * key, the header fits the keys, nothing is left over.
 *
 * @throws when the bytes are not a well-formed message.
 */
export function decodeSolanaMessage(bytes: Uint8Array): SolanaMessage {
  const reader = new Reader(bytes)
  const first = reader.byte()
  let version: 'legacy' | 0 = 'legacy'
  let numRequiredSignatures = first
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new SolanaTransactionFormatError(`Unsupported transaction version ${first & 0x7f}`)
    version = 0
    numRequiredSignatures = reader.byte()
  }
  const numReadonlySigned = reader.byte()
  const numReadonlyUnsigned = reader.byte()
  const staticKeys = Array.from({ length: reader.shortVec() }, () => toBase58(reader.take(32)))
  const recentBlockhash = toBase58(reader.take(32))
  const instructions = Array.from({ length: reader.shortVec() }, () => {
    const programIdIndex = reader.byte()
    const accountIndexes = reader.indexes()
    const data = reader.take(reader.shortVec())
    return { programIdIndex, accountIndexes, data }
  })
  const lookups =
    version === 0
      ? Array.from({ length: reader.shortVec() }, () => ({
          account: toBase58(reader.take(32)),
          writableIndexes: reader.indexes(),
          readonlyIndexes: reader.indexes(),
        }))
      : []
  if (reader.offset !== bytes.length) throw new SolanaTransactionFormatError('Unexpected bytes after the message')
  // Also refuses no signer (0 read-only signers are then as many as the signers) and more signers than
  // keys (the unsigned keys then number less than zero).
  if (numReadonlySigned >= numRequiredSignatures || numReadonlyUnsigned > staticKeys.length - numRequiredSignatures)
    throw new SolanaTransactionFormatError('Invalid message header')
  if (new Set(staticKeys).size !== staticKeys.length) throw new SolanaTransactionFormatError('Repeated account key')
  const keyCount = staticKeys.length + lookups.reduce((sum, table) => sum + table.writableIndexes.length + table.readonlyIndexes.length, 0)
  for (const instruction of instructions) {
    // A program is always one of the message's own keys.
    if (instruction.programIdIndex >= staticKeys.length) throw new SolanaTransactionFormatError('Invalid program index')
    if (instruction.accountIndexes.some((index) => index >= keyCount)) throw new SolanaTransactionFormatError('Invalid account index')
  }
  return { version, numRequiredSignatures, numReadonlySigned, numReadonlyUnsigned, staticKeys, recentBlockhash, instructions, lookups }
}

/**
 * Decodes a wire transaction: compact-array of 64-byte signatures, then the message. The number of
 * signatures must be the message's number of required signers.
 *
 * @throws when the bytes are not a well-formed transaction.
 */
export function decodeSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  if (bytes.length > MAX_TRANSACTION_BYTES) throw new SolanaTransactionFormatError('The transaction is larger than Solana allows')
  const reader = new Reader(bytes)
  const signatures = Array.from({ length: reader.shortVec() }, () => reader.take(64))
  const messageBytes = bytes.slice(reader.offset)
  const message = decodeSolanaMessage(messageBytes)
  if (signatures.length !== message.numRequiredSignatures) throw new SolanaTransactionFormatError('The number of signatures does not match the message')
  return { signatures, message, messageBytes }
}

/** The transaction with `signature` in `signer`'s slot, as wire bytes. @throws when `signer` is not a required signer. */
export function withSignature(transaction: SolanaTransaction, signer: string, signature: Uint8Array): Uint8Array {
  const slot = signerSlot(transaction.message, signer)
  if (slot < 0) throw new SolanaTransactionFormatError('The account is not a signer of this transaction')
  const signatures = transaction.signatures.map((existing, index) => (index === slot ? signature : existing))
  const out = new Uint8Array([...encodeShortVec(signatures.length), ...signatures.flatMap((item) => [...item]), ...transaction.messageBytes])
  return out
}

/** Index of `signer` among the message's required signers, or -1. */
export function signerSlot(message: SolanaMessage, signer: string): number {
  return message.staticKeys.slice(0, message.numRequiredSignatures).indexOf(signer)
}

/** The base58 key at `index` of the message, or `undefined` for an account a lookup table supplies. */
export function accountAt(message: SolanaMessage, index: number | undefined): string | undefined {
  // No key has a negative index.
  return message.staticKeys[index ?? -1]
}

/** Whether `bytes` decode as a transaction message: such bytes are never signed as a "message". */
export function isSolanaMessageBytes(bytes: Uint8Array): boolean {
  try {
    decodeSolanaMessage(bytes)
    return true
  } catch {
    return false
  }
}
