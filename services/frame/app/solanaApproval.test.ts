import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeSolanaMessage, describeSolanaTransaction } from './solanaApproval'
import type { DescribeSolanaTransactionInput } from './solanaApproval'
import type { FrameSolanaCluster } from './solanaConfig'
import type { SolanaAction } from './solanaInstructions'
import type { SolanaMessage } from './solanaTransaction'

/* What the user approves on Solana: every amount with all its digits, who pays the fee, who else signs. */
const account = 'Acc1111111111111111111111111111111111111111'
const other = 'Oth1111111111111111111111111111111111111111'
const third = 'Thi1111111111111111111111111111111111111111'
const usdcMint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const cluster: FrameSolanaCluster = {
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  rpcUrl: 'http://127.0.0.1:8899',
  name: 'Solana Mainnet',
  tokens: [{ mint: usdcMint, symbol: 'USDC', decimals: 6 }],
}
const message = (signers: string[], lookups: SolanaMessage['lookups'] = []): SolanaMessage => ({
  version: lookups.length > 0 ? 0 : 'legacy',
  numRequiredSignatures: signers.length,
  numReadonlySigned: 0,
  numReadonlyUnsigned: 0,
  staticKeys: [...signers, 'Rec1111111111111111111111111111111111111111'],
  recentBlockhash: 'Blk1111111111111111111111111111111111111111',
  instructions: [],
  lookups,
})
const describeTx = (actions: SolanaAction[], input: Partial<DescribeSolanaTransactionInput> = {}) =>
  describeSolanaTransaction({ message: message([account]), actions, tokenInfo: new Map(), fee: 5000n, cluster, account, send: false, ...input })
const rowsOf = (summary: { rows: { label: string; value: string; code?: boolean }[] }) => summary.rows.map((row) => [row.label, row.value])

describe('describeSolanaMessage', () => {
  it('shows readable text as the message, and anything else as hex, labelled so', () => {
    expect(describeSolanaMessage(new TextEncoder().encode('Sign in to Foyer'), account)).toEqual({
      title: 'Sign a message on Solana',
      rows: [
        { label: 'Account', value: account, code: true },
        { label: 'Message', value: 'Sign in to Foyer' },
      ],
    })
    const bytes = new Uint8Array([0, 1, 2, 0xff])
    expect(describeSolanaMessage(bytes, account).rows[1]).toEqual({ label: 'Message (hex, not readable text)', value: bytesToHex(bytes), code: true })
  })
})

describe('describeSolanaTransaction', () => {
  it('shows a SOL transfer with every digit, the network and the fee, titled by what is asked', () => {
    const summary = describeTx([{ kind: 'solTransfer', from: account, to: other, lamports: 1_000_000_001n }])
    expect(summary).toEqual({
      title: 'Sign a Solana transaction',
      rows: [
        { label: 'Account', value: account, code: true },
        { label: 'Send', value: `1.000000001 SOL to ${other}` },
        { label: 'Network', value: 'Solana Mainnet' },
        { label: 'Network fee', value: '0.000005 SOL' },
      ],
    })
    expect(describeTx([], { send: true }).title).toBe('Send a Solana transaction')
  })

  it('names the sender of a SOL transfer when it is not the account, and accounts from lookup tables as such', () => {
    expect(rowsOf(describeTx([{ kind: 'solTransfer', from: other, to: undefined, lamports: 5n }]))[1]).toEqual([
      'Send',
      `0.000000005 SOL to an account from a lookup table, from ${other}`,
    ])
    expect(rowsOf(describeTx([{ kind: 'solTransfer', from: undefined, to: other, lamports: 5n }]))[1]).toEqual([
      'Send',
      `0.000000005 SOL to ${other}, from an account from a lookup table`,
    ])
  })

  it('shows a token transfer by symbol and decimals, from the instruction or from what the frame read', () => {
    const transfer = { kind: 'tokenTransfer', program: 'Tok', source: account, destination: third, authority: account, amount: 1_234_567n } as const
    expect(rowsOf(describeTx([{ ...transfer, mint: usdcMint, decimals: 6 }]))[1]).toEqual(['Send token', `1.234567 USDC to the token account ${third}`])
    const read = new Map([[0, { mint: usdcMint, decimals: 6, receiver: other }]])
    expect(rowsOf(describeTx([transfer], { tokenInfo: read }))[1]).toEqual(['Send token', `1.234567 USDC to ${other} (token account ${third})`])
    // The instruction's own mint and decimals win over what was read.
    const misread = new Map([[0, { mint: 'Zzz1111111111111111111111111111111111111111', decimals: 2 }]])
    expect(rowsOf(describeTx([{ ...transfer, mint: usdcMint, decimals: 6 }], { tokenInfo: misread }))[1]).toEqual([
      'Send token',
      `1.234567 USDC to the token account ${third}`,
    ])
  })

  it('shows an unknown token by its mint, unknown decimals as base units, an unknown mint as a lookup account', () => {
    const transfer = { kind: 'tokenTransfer', program: 'Tok', source: account, destination: undefined, authority: account, amount: 1_234_567n } as const
    expect(rowsOf(describeTx([{ ...transfer, mint: other, decimals: 3 }]))[1]).toEqual([
      'Send token',
      `1234.567 of the token ${other} to the token account an account from a lookup table`,
    ])
    expect(rowsOf(describeTx([transfer]))[1]).toEqual([
      'Send token',
      '1234567 base units of the token an account from a lookup table to the token account an account from a lookup table',
    ])
  })

  it('shows token account creation, compute budget, memos and unknown programs', () => {
    const rows = rowsOf(
      describeTx([
        { kind: 'createTokenAccount', account: third, owner: other, mint: usdcMint, idempotent: true },
        { kind: 'createTokenAccount', account: third, owner: undefined, mint: third, idempotent: false },
        { kind: 'computeUnitLimit', units: 200_000 },
        { kind: 'computeUnitPrice', microLamports: 12_345_678_901n },
        { kind: 'memo', text: 'Order 42' },
        { kind: 'unknown', program: third, accounts: 3, dataLength: 17 },
      ]),
    )
    expect(rows).toEqual([
      ['Warning', 'One instruction of this transaction cannot be read by the wallet. Approve only if you trust this app.'],
      ['Account', account],
      ['Create token account', `For ${other}, USDC`],
      ['Create token account', `For an account from a lookup table, ${third}`],
      ['Compute budget', 'At most 200000 compute units'],
      ['Compute budget', 'Priority fee of 12345678901 micro-lamports per compute unit'],
      ['Memo', 'Order 42'],
      ['Unknown instruction', `Program ${third}, 3 accounts, 17 bytes of data`],
      ['Network', 'Solana Mainnet'],
      ['Network fee', '0.000005 SOL'],
    ])
  })

  it('warns first about unreadable instructions (counted) and about accounts from lookup tables', () => {
    const unknown = { kind: 'unknown', program: third, accounts: 0, dataLength: 0 } as const
    const rows = rowsOf(describeTx([unknown, unknown], { message: message([account], [{ account: third, writableIndexes: [0], readonlyIndexes: [] }]) }))
    expect(rows.slice(0, 3)).toEqual([
      ['Warning', '2 instructions of this transaction cannot be read by the wallet. Approve only if you trust this app.'],
      ['Warning', 'Some accounts come from address lookup tables and are not shown.'],
      ['Account', account],
    ])
  })

  it('says when the network did not give the fee', () => {
    expect(rowsOf(describeTx([], { fee: undefined })).at(-1)).toEqual(['Network fee', 'Unknown (the network did not say)'])
  })

  it('names a fee payer that is not the account, and every other signer', () => {
    const summary = describeTx([], { message: message([other, account, third]) })
    expect(summary.rows.slice(-2)).toEqual([
      { label: 'Fee paid by', value: other, code: true },
      { label: 'Also needs signatures from', value: `${other}\n${third}`, code: true },
    ])
    const paid = describeTx([], { message: message([account, third]) })
    expect(paid.rows.slice(-2)).toEqual([
      { label: 'Network fee', value: '0.000005 SOL' },
      { label: 'Also needs signatures from', value: third, code: true },
    ])
  })
})
