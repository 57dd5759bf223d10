import {
  TOKEN_2022_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  createTransferInstruction,
} from '@solana/spl-token'
import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { describeSolanaInstructions, solanaPrograms } from './solanaInstructions'
import { decodeSolanaMessage } from './solanaTransaction'
import type { SolanaMessage } from './solanaTransaction'

/*
 * What each instruction does, read from the bytes the frame signs: the approval shows these amounts,
 * accounts and programs. Instructions are built with @solana/web3.js and @solana/spl-token.
 */
const key = (fill: number) => new PublicKey(new Uint8Array(32).fill(fill))
const payer = key(1)
const receiver = key(2)
const mint = key(3)
const source = key(4)
const destination = key(5)
const blockhash = key(9).toBase58()
// Above 2^32: a 32-bit read of the amount would show another number.
const big = 5_000_000_123n

/** The actions of a transaction holding `instructions`, paid by `payer`. */
function actionsOf(...instructions: TransactionInstruction[]) {
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(...instructions)
  return describeSolanaInstructions(decodeSolanaMessage(new Uint8Array(transaction.serializeMessage())))
}
/** An instruction of `programId` with `data` and `accounts` read-only keys. */
const raw = (programId: PublicKey, data: number[], accounts = 0) =>
  new TransactionInstruction({
    programId,
    data: Buffer.from(data),
    keys: Array.from({ length: accounts }, (_, index) => ({ pubkey: key(20 + index), isSigner: false, isWritable: false })),
  })

describe('describeSolanaInstructions: the system program', () => {
  it('reads a SOL transfer: sender, receiver and the full 64-bit amount', () => {
    expect(actionsOf(SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: big }))).toEqual([
      { kind: 'solTransfer', from: payer.toBase58(), to: receiver.toBase58(), lamports: big },
    ])
  })

  it('calls any other system instruction, or a transfer of the wrong shape, unknown', () => {
    const transfer = [...SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 1 }).data]
    const created = SystemProgram.createAccount({ fromPubkey: payer, newAccountPubkey: receiver, lamports: 1, space: 0, programId: mint })
    const [action] = actionsOf(created)
    expect(action).toEqual({ kind: 'unknown', program: solanaPrograms.system, accounts: 2, dataLength: created.data.length })
    expect(actionsOf(raw(SystemProgram.programId, [...transfer, 0], 2))[0]?.kind).toBe('unknown')
    expect(actionsOf(raw(SystemProgram.programId, transfer.slice(0, 11), 2))[0]?.kind).toBe('unknown')
    expect(actionsOf(raw(SystemProgram.programId, transfer, 1))[0]).toEqual({ kind: 'unknown', program: solanaPrograms.system, accounts: 1, dataLength: 12 })
    // Instruction 3 (assign with seed) padded to a transfer's length.
    expect(actionsOf(raw(SystemProgram.programId, [3, ...transfer.slice(1)], 2))[0]?.kind).toBe('unknown')
  })
})

describe('describeSolanaInstructions: SPL Token and Token-2022', () => {
  it('reads Transfer: source, destination, authority and amount, for both token programs', () => {
    const expected = { kind: 'tokenTransfer', source: source.toBase58(), destination: destination.toBase58(), authority: payer.toBase58(), amount: big }
    expect(actionsOf(createTransferInstruction(source, destination, payer, big))).toEqual([{ ...expected, program: solanaPrograms.token }])
    expect(actionsOf(createTransferInstruction(source, destination, payer, big, [], TOKEN_2022_PROGRAM_ID))).toEqual([
      { ...expected, program: solanaPrograms.token2022 },
    ])
  })

  it('reads TransferChecked with its mint and decimals', () => {
    expect(actionsOf(createTransferCheckedInstruction(source, mint, destination, payer, big, 6))).toEqual([
      {
        kind: 'tokenTransfer',
        program: solanaPrograms.token,
        source: source.toBase58(),
        mint: mint.toBase58(),
        destination: destination.toBase58(),
        authority: payer.toBase58(),
        amount: big,
        decimals: 6,
      },
    ])
  })

  it.each([
    ['Transfer with a byte more', [3, 1, 0, 0, 0, 0, 0, 0, 0, 0], 3],
    ['Transfer with a byte less', [3, 1, 0, 0, 0, 0, 0, 0], 3],
    ['Transfer with two accounts', [3, 1, 0, 0, 0, 0, 0, 0, 0], 2],
    ['TransferChecked with a byte more', [12, 1, 0, 0, 0, 0, 0, 0, 0, 6, 0], 4],
    ['TransferChecked with a byte less', [12, 1, 0, 0, 0, 0, 0, 0, 0], 4],
    ['TransferChecked with three accounts', [12, 1, 0, 0, 0, 0, 0, 0, 0, 6], 3],
    ['Approve (instruction 4)', [4, 1, 0, 0, 0, 0, 0, 0, 0], 3],
    ['ApproveChecked (instruction 13, as long as TransferChecked)', [13, 1, 0, 0, 0, 0, 0, 0, 0, 6], 4],
  ])('calls %s unknown', (_name, data, accounts) => {
    expect(actionsOf(raw(new PublicKey(solanaPrograms.token), data, accounts))).toEqual([
      { kind: 'unknown', program: solanaPrograms.token, accounts, dataLength: data.length },
    ])
  })
})

describe('describeSolanaInstructions: associated token accounts', () => {
  it('reads a creation, plain or idempotent: the new account, its owner and mint', () => {
    const expected = { kind: 'createTokenAccount', account: destination.toBase58(), owner: receiver.toBase58(), mint: mint.toBase58() }
    expect(actionsOf(createAssociatedTokenAccountInstruction(payer, destination, receiver, mint))).toEqual([{ ...expected, idempotent: false }])
    expect(actionsOf(createAssociatedTokenAccountIdempotentInstruction(payer, destination, receiver, mint))).toEqual([{ ...expected, idempotent: true }])
    expect(actionsOf(raw(new PublicKey(solanaPrograms.associatedToken), [0], 4))[0]).toMatchObject({ kind: 'createTokenAccount', idempotent: false })
  })

  it.each([
    ['another instruction (2, recover nested)', [2], 4],
    ['two bytes of data', [1, 0], 4],
    ['three accounts', [], 3],
    ['three accounts, idempotent', [1], 3],
  ])('calls %s unknown', (_name, data, accounts) => {
    expect(actionsOf(raw(new PublicKey(solanaPrograms.associatedToken), data, accounts))[0]?.kind).toBe('unknown')
  })
})

describe('describeSolanaInstructions: compute budget and memos', () => {
  it('reads the compute unit limit and price', () => {
    expect(actionsOf(ComputeBudgetProgram.setComputeUnitLimit({ units: 1_400_000 }), ComputeBudgetProgram.setComputeUnitPrice({ microLamports: big }))).toEqual(
      [
        { kind: 'computeUnitLimit', units: 1_400_000 },
        { kind: 'computeUnitPrice', microLamports: big },
      ],
    )
  })

  it.each([
    ['a limit with a byte more', [2, 1, 0, 0, 0, 0]],
    ['a limit with a byte less', [2, 1, 0, 0]],
    ['a price with a byte more', [3, 1, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['a price with a byte less', [3, 1, 0, 0, 0, 0, 0, 0]],
    ['a heap frame request', [1, 0, 0, 1, 0]],
    ['another instruction as long as a price', [5, 1, 0, 0, 0, 0, 0, 0, 0]],
  ])('calls %s unknown', (_name, data) => {
    expect(actionsOf(raw(ComputeBudgetProgram.programId, data))[0]?.kind).toBe('unknown')
  })

  it('reads a memo of either memo program as its text, and a memo that is no UTF-8 as unknown', () => {
    const text = 'Order #42 — thanks'
    for (const program of [solanaPrograms.memo, solanaPrograms.memoV1]) {
      expect(actionsOf(raw(new PublicKey(program), [...new TextEncoder().encode(text)]))).toEqual([{ kind: 'memo', text }])
    }
    expect(actionsOf(raw(new PublicKey(solanaPrograms.memo), [0xff, 0xfe], 1))).toEqual([
      { kind: 'unknown', program: solanaPrograms.memo, accounts: 1, dataLength: 2 },
    ])
  })
})

describe('describeSolanaInstructions: other programs and accounts from lookup tables', () => {
  it('names any other program with its account count and data length', () => {
    const program = Keypair.fromSeed(new Uint8Array(32).fill(8)).publicKey
    expect(actionsOf(raw(program, [1, 2, 3], 2))).toEqual([{ kind: 'unknown', program: program.toBase58(), accounts: 2, dataLength: 3 }])
  })

  it('leaves an account a lookup table supplies unnamed, and a program index with no key empty', () => {
    const transferData = new Uint8Array(SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 7 }).data)
    const message: SolanaMessage = {
      version: 0,
      numRequiredSignatures: 1,
      numReadonlySigned: 0,
      numReadonlyUnsigned: 1,
      staticKeys: [payer.toBase58(), solanaPrograms.system],
      recentBlockhash: blockhash,
      instructions: [
        { programIdIndex: 1, accountIndexes: [0, 2], data: transferData },
        { programIdIndex: 5, accountIndexes: [], data: new Uint8Array([1]) },
      ],
      lookups: [{ account: key(6).toBase58(), writableIndexes: [0], readonlyIndexes: [] }],
    }
    expect(describeSolanaInstructions(message)).toEqual([
      { kind: 'solTransfer', from: payer.toBase58(), to: undefined, lamports: 7n },
      { kind: 'unknown', program: '', accounts: 0, dataLength: 1 },
    ])
  })
})
