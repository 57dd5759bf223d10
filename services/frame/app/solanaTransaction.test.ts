import {
  AddressLookupTableAccount,
  Keypair,
  MessageV0,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import {
  MAX_TRANSACTION_BYTES,
  accountAt,
  decodeSolanaMessage,
  decodeSolanaTransaction,
  isSolanaMessageBytes,
  signerSlot,
  withSignature,
} from './solanaTransaction'
import type { SolanaMessage, SolanaTransaction } from './solanaTransaction'

/*
 * The frame reads the wire bytes itself (never the host's description of them): what it shows — fee
 * payer, instructions, recent blockhash, signers — is decoded from exactly the bytes it signs.
 * Transactions are built with @solana/web3.js.
 */
const payer = Keypair.fromSeed(new Uint8Array(32).fill(1))
const cosigner = Keypair.fromSeed(new Uint8Array(32).fill(2))
const receiver = Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey
const blockhash = new PublicKey(new Uint8Array(32).fill(9)).toBase58()
const memoProgram = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')

function legacyTransfer(extra: TransactionInstruction[] = [], feePayer = payer.publicKey): Transaction {
  return new Transaction({ feePayer, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1_500_000_000 }),
    ...extra,
  )
}
const unsignedBytes = (transaction: Transaction) => new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
const formatError = (message: string) => expect.objectContaining({ name: 'SolanaTransactionFormatError', shortMessage: message })

describe('decodeSolanaMessage', () => {
  it('reads a legacy message: header, keys, recent blockhash and each instruction', () => {
    const transaction = legacyTransfer()
    const message = decodeSolanaMessage(new Uint8Array(transaction.serializeMessage()))
    expect(message).toEqual({
      version: 'legacy',
      numRequiredSignatures: 1,
      numReadonlySigned: 0,
      numReadonlyUnsigned: 1,
      staticKeys: [payer.publicKey.toBase58(), receiver.toBase58(), SystemProgram.programId.toBase58()],
      recentBlockhash: blockhash,
      instructions: [{ programIdIndex: 2, accountIndexes: [0, 1], data: new Uint8Array(transaction.instructions[0]?.data ?? []) }],
      lookups: [],
    })
  })

  it('reads a v0 message with its lookup tables, and counts their accounts as valid indexes', () => {
    const tableAccount = new PublicKey(new Uint8Array(32).fill(5))
    const fromTable = [new PublicKey(new Uint8Array(32).fill(6)), new PublicKey(new Uint8Array(32).fill(7))]
    const lookupTable = new AddressLookupTableAccount({
      key: tableAccount,
      state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, authority: undefined, addresses: fromTable },
    })
    const compiled = MessageV0.compile({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: fromTable[0] as PublicKey, lamports: 5 }),
        new TransactionInstruction({
          programId: memoProgram,
          keys: [{ pubkey: fromTable[1] as PublicKey, isSigner: false, isWritable: false }],
          data: Buffer.from('hi'),
        }),
      ],
      addressLookupTableAccounts: [lookupTable],
    })
    const message = decodeSolanaMessage(compiled.serialize())
    expect(message.version).toBe(0)
    expect(message.numRequiredSignatures).toBe(1)
    expect(message.staticKeys).toEqual([payer.publicKey.toBase58(), SystemProgram.programId.toBase58(), memoProgram.toBase58()])
    expect(message.lookups).toEqual([{ account: tableAccount.toBase58(), writableIndexes: [0], readonlyIndexes: [1] }])
    // Keys 3 and 4 come from the table: not in staticKeys, so no address is known for them here.
    expect(message.instructions.map((instruction) => instruction.accountIndexes)).toEqual([[0, 3], [4]])
    expect(accountAt(message, 3)).toBeUndefined()
    // Five keys in all: index 5 is past them.
    const bytes = compiled.serialize()
    const past = bytes.lastIndexOf(4)
    bytes[past] = 5
    expect(() => decodeSolanaMessage(bytes)).toThrow(formatError('Invalid account index'))
  })

  it('reads compact lengths of two bytes (an instruction with 200 bytes of data)', () => {
    const memo = new TransactionInstruction({ programId: memoProgram, keys: [], data: Buffer.alloc(200, 0x61) })
    const message = decodeSolanaMessage(new Uint8Array(legacyTransfer([memo]).serializeMessage()))
    expect(message.instructions[1]?.data).toEqual(new Uint8Array(200).fill(0x61))
  })

  it('refuses a version other than 0', () => {
    const bytes = MessageV0.compile({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions: [] }).serialize()
    bytes[0] = 0x81
    expect(() => decodeSolanaMessage(bytes)).toThrow(formatError('Unsupported transaction version 1'))
  })

  it('refuses a message cut short or followed by more bytes', () => {
    const bytes = new Uint8Array(legacyTransfer().serializeMessage())
    expect(() => decodeSolanaMessage(bytes.slice(0, -1))).toThrow(formatError('The transaction ends early'))
    expect(() => decodeSolanaMessage(bytes.slice(0, 3))).toThrow(formatError('The transaction ends early'))
    // Cut right after the recent blockhash: the instruction count itself is missing.
    expect(() => decodeSolanaMessage(bytes.slice(0, 4 + 96 + 32))).toThrow(formatError('The transaction ends early'))
    expect(() => decodeSolanaMessage(new Uint8Array())).toThrow(formatError('The transaction ends early'))
    expect(() => decodeSolanaMessage(new Uint8Array([...bytes, 0]))).toThrow(formatError('Unexpected bytes after the message'))
  })

  it('refuses a compact length of more than three bytes', () => {
    // Header, then a key count whose every byte says "more follows".
    expect(() => decodeSolanaMessage(new Uint8Array([1, 0, 0, 0x80, 0x80, 0x80, 0x01]))).toThrow(formatError('Invalid compact length'))
  })

  describe('header and index checks', () => {
    const base = () => new Uint8Array(legacyTransfer().serializeMessage())
    // Legacy layout: [required, readonlySigned, readonlyUnsigned, keyCount=3, keys(96), blockhash(32), 1 instruction, programIndex, 2, a, b, dataLength, data].
    const programIndexAt = 4 + 96 + 32 + 1
    it.each([
      ['no signer', 0, 0, 'Invalid message header'],
      ['more signers than keys', 0, 4, 'Invalid message header'],
      ['every signer read-only', 1, 1, 'Invalid message header'],
      ['more read-only accounts than unsigned keys', 2, 3, 'Invalid message header'],
      ['a program index past the keys', programIndexAt, 3, 'Invalid program index'],
      ['an account index past the keys', programIndexAt + 3, 3, 'Invalid account index'],
    ])('refuses %s', (_name, offset, value, message) => {
      const bytes = base()
      bytes[offset] = value
      expect(() => decodeSolanaMessage(bytes)).toThrow(formatError(message))
      expect(isSolanaMessageBytes(bytes)).toBe(false)
    })

    it('takes the largest valid values: every key a signer, every unsigned key read-only, the last key as index', () => {
      const bytes = base()
      bytes[2] = 2 // both unsigned keys read-only
      expect(decodeSolanaMessage(bytes).numReadonlyUnsigned).toBe(2)
      bytes[2] = 0
      bytes[0] = 3 // all three keys sign
      bytes[1] = 2
      expect(decodeSolanaMessage(bytes)).toMatchObject({ numRequiredSignatures: 3, numReadonlySigned: 2 })
      const last = base()
      last[programIndexAt + 3] = 2
      expect(decodeSolanaMessage(last).instructions[0]?.accountIndexes).toEqual([0, 2])
    })

    it('refuses a key listed twice', () => {
      const bytes = base()
      bytes.set(bytes.slice(4, 36), 36)
      expect(() => decodeSolanaMessage(bytes)).toThrow(formatError('Repeated account key'))
    })
  })

  it('tells message bytes from other bytes', () => {
    expect(isSolanaMessageBytes(new Uint8Array(legacyTransfer().serializeMessage()))).toBe(true)
    expect(isSolanaMessageBytes(new TextEncoder().encode('Sign in to Foyer'))).toBe(false)
  })
})

describe('decodeSolanaTransaction', () => {
  it('reads the signatures (zeros where missing) and the message bytes they sign', () => {
    const transaction = legacyTransfer([], payer.publicKey)
    transaction.instructions[0]?.keys.push({ pubkey: cosigner.publicKey, isSigner: true, isWritable: false })
    transaction.partialSign(cosigner)
    const decoded = decodeSolanaTransaction(unsignedBytes(transaction))
    expect(decoded.messageBytes).toEqual(new Uint8Array(transaction.serializeMessage()))
    expect(decoded.message.staticKeys.slice(0, 2)).toEqual([payer.publicKey.toBase58(), cosigner.publicKey.toBase58()])
    expect(decoded.signatures).toEqual([new Uint8Array(64), new Uint8Array(transaction.signatures[1]?.signature ?? [])])
  })

  it('refuses a signature count other than the required signers', () => {
    const bytes = unsignedBytes(legacyTransfer())
    const withExtra = new Uint8Array([2, ...new Uint8Array(128), ...bytes.slice(65)])
    expect(() => decodeSolanaTransaction(withExtra)).toThrow(formatError('The number of signatures does not match the message'))
  })

  it('takes a transaction of exactly the packet size and refuses a larger one', () => {
    const sized = (dataLength: number) =>
      unsignedBytes(legacyTransfer([new TransactionInstruction({ programId: memoProgram, keys: [], data: Buffer.alloc(dataLength, 0x61) })]))
    const overhead = sized(0).length + 1 // the data length takes a second byte above 127
    const full = sized(MAX_TRANSACTION_BYTES - overhead)
    expect(full.length).toBe(MAX_TRANSACTION_BYTES)
    expect(decodeSolanaTransaction(full).message.instructions).toHaveLength(2)
    // web3.js will not build a larger one: one byte more is refused before anything else is read.
    expect(() => decodeSolanaTransaction(new Uint8Array([...full, 0]))).toThrow(formatError('The transaction is larger than Solana allows'))
  })
})

describe('withSignature', () => {
  it('puts the signature in the signer’s slot and keeps the other signatures and the message', () => {
    const transaction = legacyTransfer()
    transaction.instructions[0]?.keys.push({ pubkey: cosigner.publicKey, isSigner: true, isWritable: false })
    transaction.partialSign(cosigner)
    const decoded = decodeSolanaTransaction(unsignedBytes(transaction))
    const signature = new Uint8Array(64).fill(0xee)
    const signed = decodeSolanaTransaction(withSignature(decoded, payer.publicKey.toBase58(), signature))
    expect(signed.signatures).toEqual([signature, decoded.signatures[1]])
    expect(signed.messageBytes).toEqual(decoded.messageBytes)
    // The web3.js reading agrees.
    expect(VersionedTransaction.deserialize(withSignature(decoded, payer.publicKey.toBase58(), signature)).signatures[0]).toEqual(signature)
  })

  it('refuses an account that is not a required signer', () => {
    const decoded = decodeSolanaTransaction(unsignedBytes(legacyTransfer()))
    expect(signerSlot(decoded.message, receiver.toBase58())).toBe(-1)
    expect(() => withSignature(decoded, receiver.toBase58(), new Uint8Array(64))).toThrow(formatError('The account is not a signer of this transaction'))
  })

  it('writes a signature count above 127 as a two-byte compact length', () => {
    const keys = Array.from({ length: 130 }, (_, index) => new PublicKey(new Uint8Array(32).fill(index + 1)).toBase58())
    const message: SolanaMessage = {
      version: 'legacy',
      numRequiredSignatures: 130,
      numReadonlySigned: 0,
      numReadonlyUnsigned: 0,
      staticKeys: keys,
      recentBlockhash: blockhash,
      instructions: [],
      lookups: [],
    }
    const transaction: SolanaTransaction = { signatures: keys.map(() => new Uint8Array(64)), message, messageBytes: new Uint8Array([7]) }
    const out = withSignature(transaction, keys[129] as string, new Uint8Array(64).fill(1))
    expect([...out.slice(0, 2)]).toEqual([0x82, 0x01])
    expect(out.length).toBe(2 + 130 * 64 + 1)
    expect([...out.slice(2 + 129 * 64, 2 + 130 * 64)]).toEqual(Array(64).fill(1))
    expect(out.at(-1)).toBe(7)
  })
})

describe('signerSlot and accountAt', () => {
  it('finds only the required signers, and reads keys by index', () => {
    const message = decodeSolanaTransaction(unsignedBytes(legacyTransfer())).message
    expect(signerSlot(message, payer.publicKey.toBase58())).toBe(0)
    expect(accountAt(message, 1)).toBe(receiver.toBase58())
    expect(accountAt(message, undefined)).toBeUndefined()
  })
})
