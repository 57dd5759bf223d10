import type { SolanaMessage } from './solanaTransaction'
import { accountAt } from './solanaTransaction'

/** Programs whose instructions the approval reads. */
export const solanaPrograms = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  memoV1: 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
} as const

/** What one instruction does, as far as the frame can tell. Accounts from lookup tables are `undefined`. */
export type SolanaAction =
  | { kind: 'solTransfer'; from: string | undefined; to: string | undefined; lamports: bigint }
  | {
      kind: 'tokenTransfer'
      program: string
      source: string | undefined
      destination: string | undefined
      authority: string | undefined
      amount: bigint
      /** Only TransferChecked names the mint and decimals. */
      mint?: string | undefined
      decimals?: number | undefined
    }
  | { kind: 'createTokenAccount'; account: string | undefined; owner: string | undefined; mint: string | undefined; idempotent: boolean }
  | { kind: 'computeUnitLimit'; units: number }
  | { kind: 'computeUnitPrice'; microLamports: bigint }
  | { kind: 'memo'; text: string }
  | { kind: 'unknown'; program: string; accounts: number; dataLength: number }

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength)

/**
 * Reads each instruction of `message`: SystemProgram transfers, SPL Token (and Token-2022) Transfer
 * and TransferChecked, associated token account creation, compute budget and memos. Anything else
 * (another program, another instruction of these programs, data of the wrong length) is `unknown`.
 *
 * @example
 * describeSolanaInstructions(message)[0] // { kind: 'solTransfer', from, to, lamports: 1_500_000_000n }
 */
export function describeSolanaInstructions(message: SolanaMessage): SolanaAction[] {
  return message.instructions.map((instruction): SolanaAction => {
    const program = accountAt(message, instruction.programIdIndex) ?? ''
    const { data } = instruction
    const account = (position: number) => accountAt(message, instruction.accountIndexes[position])
    const unknown: SolanaAction = { kind: 'unknown', program, accounts: instruction.accountIndexes.length, dataLength: data.length }
    switch (program) {
      case solanaPrograms.system:
        if (data.length === 12 && view(data).getUint32(0, true) === 2 && instruction.accountIndexes.length >= 2) {
          return { kind: 'solTransfer', from: account(0), to: account(1), lamports: view(data).getBigUint64(4, true) }
        }
        return unknown
      case solanaPrograms.token:
      case solanaPrograms.token2022:
        if (data[0] === 3 && data.length === 9 && instruction.accountIndexes.length >= 3) {
          return {
            kind: 'tokenTransfer',
            program,
            source: account(0),
            destination: account(1),
            authority: account(2),
            amount: view(data).getBigUint64(1, true),
          }
        }
        if (data[0] === 12 && data.length === 10 && instruction.accountIndexes.length >= 4) {
          return {
            kind: 'tokenTransfer',
            program,
            source: account(0),
            mint: account(1),
            destination: account(2),
            authority: account(3),
            amount: view(data).getBigUint64(1, true),
            decimals: data[9],
          }
        }
        return unknown
      case solanaPrograms.associatedToken:
        if ((data.length === 0 || (data.length === 1 && (data[0] === 0 || data[0] === 1))) && instruction.accountIndexes.length >= 4) {
          return { kind: 'createTokenAccount', account: account(1), owner: account(2), mint: account(3), idempotent: data[0] === 1 }
        }
        return unknown
      case solanaPrograms.computeBudget:
        if (data[0] === 2 && data.length === 5) return { kind: 'computeUnitLimit', units: view(data).getUint32(1, true) }
        if (data[0] === 3 && data.length === 9) return { kind: 'computeUnitPrice', microLamports: view(data).getBigUint64(1, true) }
        return unknown
      case solanaPrograms.memo:
      case solanaPrograms.memoV1:
        try {
          return { kind: 'memo', text: new TextDecoder('utf-8', { fatal: true }).decode(data) }
        } catch {
          return unknown
        }
      default:
        return unknown
    }
  })
}
