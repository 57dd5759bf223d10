import { ed25519 } from '@noble/curves/ed25519'
import { createAssociatedTokenAccountInstruction, createTransferCheckedInstruction, createTransferInstruction } from '@solana/spl-token'
import { AddressLookupTableAccount, ComputeBudgetProgram, Keypair, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import type { PublicKey, TransactionInstruction } from '@solana/web3.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { toBase58 } from '../../../src/chains/base58'
import { startScriptedRpcNode, type ScriptedRpcAnswer, type ScriptedRpcNode } from '../../../test/services/scriptedRpcNode'
import type { ApprovalSummary } from './approvalSummary'
import { createApprovalQueue } from './approvalQueue'
import { fromBase64, toBase64 } from './custody'
import type { SolanaRequestDeps } from './solanaRequests'
import { solanaRequests } from './solanaRequests'

/*
 * What the frame reads from the cluster's RPC for an approval (the fee, the token accounts of a
 * transfer) and what it sends, against a scripted JSON-RPC node: every answer (an account, none, no
 * account at all, an error) is chosen per case, and every call is recorded.
 */
// getAccountInfo answers by account: the parsed `info`, `null` (no such account), or a whole answer to send as is.
let accounts = new Map<string, unknown>()
let feeAnswer: unknown = { result: { context: { slot: 1 }, value: 5000 } }
let node: ScriptedRpcNode

const raw = (answer: unknown) => ({ raw: answer })

beforeAll(async () => {
  node = await startScriptedRpcNode(({ method, params }): ScriptedRpcAnswer => {
    if (method === 'getFeeForMessage') return feeAnswer as ScriptedRpcAnswer
    if (method === 'getAccountInfo') {
      const entry = accounts.get(params[0] as string) ?? null
      if (entry && typeof entry === 'object' && 'raw' in entry) return entry.raw as ScriptedRpcAnswer
      return { result: { context: { slot: 1 }, value: entry === null ? null : { data: { parsed: { info: entry, type: 'account' }, program: 'spl-token' } } } }
    }
    // The id of a transaction is its first signature (after the one-byte count).
    if (method === 'sendTransaction') return { result: toBase58(fromBase64(params[0] as string).slice(1, 65)) }
    return { error: { code: -32601, message: 'Method not found' } }
  })
})
afterAll(() => node?.close())
beforeEach(() => {
  node.calls.length = 0
  accounts = new Map()
  feeAnswer = { result: { context: { slot: 1 }, value: 5000 } }
})

const seed = Uint8Array.from({ length: 32 }, (_, index) => index + 90)
const user = Keypair.fromSeed(seed)
const address = user.publicKey.toBase58()
const key = () => Keypair.generate().publicKey
const blockhash = key().toBase58()
// Listed tokens: the first one has other decimals, so a lookup that takes any listed token shows.
const listedFirst = key()
const usdc = key()

function setup(overrides: Partial<SolanaRequestDeps> = {}) {
  const shown: ApprovalSummary[] = []
  const requests = solanaRequests({
    currentAddress: async () => address,
    withSigner: async (use) => use({ address, publicKey: user.publicKey.toBytes(), sign: (message) => ed25519.sign(message, seed) }),
    clusters: [
      {
        caipNetworkId: 'solana:localnet',
        rpcUrl: node.url,
        name: 'Scripted',
        tokens: [
          { mint: listedFirst.toBase58(), symbol: 'AAA', decimals: 2 },
          { mint: usdc.toBase58(), symbol: 'USDC', decimals: 6 },
        ],
      },
    ],
    approve: async (summary) => {
      shown.push(summary)
      return false
    },
    inTurn: createApprovalQueue(),
    ...overrides,
  })
  const request = (method: string, params: unknown, signal = new AbortController().signal) => requests.request(method, params, signal)
  return { requests, request, shown }
}

const wire = (instructions: TransactionInstruction[]) =>
  toBase64(new Transaction({ feePayer: user.publicKey, recentBlockhash: blockhash }).add(...instructions).serialize({ requireAllSignatures: false }))
const rows = (summary: ApprovalSummary | undefined) => Object.fromEntries((summary?.rows ?? []).map((row) => [row.label, row.value]))
const accountReads = () => node.calls.filter((call) => call.method === 'getAccountInfo').map((call) => call.params[0])

/** An active address lookup table holding `addresses`, for v0 messages that name accounts through it. */
const lookupTable = (...addresses: PublicKey[]) =>
  new AddressLookupTableAccount({
    key: key(),
    state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, authority: undefined, addresses },
  })

/** Shows `transaction` (the user rejects it) and returns the rows shown. */
async function show(transaction: string) {
  const { request, shown } = setup()
  await expect(request('solana_signTransaction', { transaction, chainId: 'solana:localnet' })).rejects.toMatchObject({ code: 4001 })
  return rows(shown[0])
}

describe('solanaRequests: what a token transfer reads', () => {
  it('takes the mint and receiver of an unchecked Transfer from the destination, its decimals from the source', async () => {
    const [source, destination, mint, owner] = [key(), key(), key(), key()]
    accounts.set(destination.toBase58(), { mint: mint.toBase58(), owner: owner.toBase58() })
    accounts.set(source.toBase58(), { mint: mint.toBase58(), tokenAmount: { decimals: 3, amount: '1' } })
    const shownRows = await show(wire([createTransferInstruction(source, destination, user.publicKey, 1500n)]))
    expect(shownRows['Send token']).toBe(`1.5 of the token ${mint.toBase58()} to ${owner.toBase58()} (token account ${destination.toBase58()})`)
    expect(accountReads()).toEqual([destination.toBase58(), source.toBase58()])
    // Read as parsed accounts, as confirmed.
    expect(node.calls.find((call) => call.method === 'getAccountInfo')?.params[1]).toEqual({ encoding: 'jsonParsed', commitment: 'confirmed' })
  })

  it('takes the mint from the source when the destination does not exist yet, and the decimals from the token list', async () => {
    const [source, destination] = [key(), key()]
    accounts.set(source.toBase58(), { mint: usdc.toBase58() })
    const shownRows = await show(wire([createTransferInstruction(source, destination, user.publicKey, 1_500_000n)]))
    expect(shownRows['Send token']).toBe(`1.5 USDC to the token account ${destination.toBase58()}`)
    // The listed decimals: the mint is not read.
    expect(accountReads()).toEqual([destination.toBase58(), source.toBase58()])
  })

  it('reads the decimals of an unlisted mint from the mint account when the source does not exist', async () => {
    const [source, destination, mint, owner] = [key(), key(), key(), key()]
    accounts.set(destination.toBase58(), { mint: mint.toBase58(), owner: owner.toBase58() })
    accounts.set(mint.toBase58(), { decimals: 4 })
    const shownRows = await show(wire([createTransferInstruction(source, destination, user.publicKey, 15_000n)]))
    expect(shownRows['Send token']).toBe(`1.5 of the token ${mint.toBase58()} to ${owner.toBase58()} (token account ${destination.toBase58()})`)
    expect(accountReads()).toEqual([destination.toBase58(), source.toBase58(), mint.toBase58()])
  })

  it('shows base units when nothing says the decimals: an answer that is no account and a node error leave them unknown', async () => {
    const [source, destination, mint, owner] = [key(), key(), key(), key()]
    accounts.set(destination.toBase58(), { mint: mint.toBase58(), owner: owner.toBase58() })
    accounts.set(source.toBase58(), raw({ result: 'not an account' }))
    accounts.set(mint.toBase58(), raw({ error: { code: -32000, message: 'node down' } }))
    const shownRows = await show(wire([createTransferInstruction(source, destination, user.publicKey, 1500n)]))
    expect(shownRows['Send token']).toBe(`1500 base units of the token ${mint.toBase58()} to ${owner.toBase58()} (token account ${destination.toBase58()})`)
    expect(accountReads()).toEqual([destination.toBase58(), source.toBase58(), mint.toBase58()])
  })

  it('reads nothing for a TransferChecked to a token account created in the same transaction', async () => {
    const [source, created, mint, owner] = [key(), key(), key(), key()]
    const shownRows = await show(
      wire([
        createAssociatedTokenAccountInstruction(user.publicKey, created, owner, mint),
        createTransferCheckedInstruction(source, mint, created, user.publicKey, 1500n, 3),
      ]),
    )
    expect(shownRows['Send token']).toBe(`1.5 of the token ${mint.toBase58()} to ${owner.toBase58()} (token account ${created.toBase58()})`)
    expect(accountReads()).toEqual([])
  })

  it('does not take a token account created for someone else as the receiver of a transfer to an existing account', async () => {
    const [source, created, destination, mint, owner, other] = [key(), key(), key(), key(), key(), key()]
    // The destination's account names its owner, not its mint: the instruction's mint and decimals stand, so the source is not read.
    accounts.set(destination.toBase58(), { owner: owner.toBase58() })
    const shownRows = await show(
      wire([
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }),
        createAssociatedTokenAccountInstruction(user.publicKey, created, other, mint),
        createTransferCheckedInstruction(source, mint, destination, user.publicKey, 1500n, 3),
      ]),
    )
    expect(shownRows['Send token']).toBe(`1.5 of the token ${mint.toBase58()} to ${owner.toBase58()} (token account ${destination.toBase58()})`)
    expect(accountReads()).toEqual([destination.toBase58()])
  })

  it('reads the source for the mint of a TransferChecked whose mint is in a lookup table', async () => {
    const [source, destination, owner] = [key(), key(), key()]
    accounts.set(destination.toBase58(), { owner: owner.toBase58() })
    accounts.set(source.toBase58(), { mint: usdc.toBase58() })
    const table = lookupTable(usdc)
    const message = new TransactionMessage({
      payerKey: user.publicKey,
      recentBlockhash: blockhash,
      instructions: [createTransferCheckedInstruction(source, usdc, destination, user.publicKey, 1_500_000n, 6)],
    }).compileToV0Message([table])
    expect(message.addressTableLookups).toHaveLength(1)
    const shownRows = await show(toBase64(new VersionedTransaction(message).serialize()))
    expect(shownRows['Send token']).toBe(`1.5 USDC to ${owner.toBase58()} (token account ${destination.toBase58()})`)
    expect(accountReads()).toEqual([destination.toBase58(), source.toBase58()])
  })

  it('does not match a transfer to a lookup-table account with a creation of a lookup-table account, and reads neither', async () => {
    const [source, tableAccount, mint, owner] = [key(), key(), key(), key()]
    const table = lookupTable(tableAccount)
    const message = new TransactionMessage({
      payerKey: user.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        createAssociatedTokenAccountInstruction(user.publicKey, tableAccount, owner, mint),
        createTransferInstruction(source, tableAccount, user.publicKey, 1500n),
      ],
    }).compileToV0Message([table])
    expect(message.addressTableLookups).toHaveLength(1)
    const shownRows = await show(toBase64(new VersionedTransaction(message).serialize()))
    expect(shownRows['Send token']).toBe('1500 base units of the token an account from a lookup table to the token account an account from a lookup table')
    expect(accountReads()).toEqual([source.toBase58()])
  })
})

describe('solanaRequests: the fee and the send', () => {
  const transfer = () => wire([ComputeBudgetProgram.setComputeUnitLimit({ units: 1000 })])

  it('asks the node for the fee of the exact message, as confirmed', async () => {
    const transaction = transfer()
    expect((await show(transaction))['Network fee']).toBe('0.000005 SOL')
    const feeCall = node.calls.find((call) => call.method === 'getFeeForMessage')
    const messageBytes = fromBase64(transaction).slice(65)
    expect(feeCall?.params).toEqual([toBase64(messageBytes), { commitment: 'confirmed' }])
  })

  it.each([
    ['no fee (null)', { result: { context: { slot: 1 }, value: null } }],
    ['an answer that is no fee', { result: 'free' }],
    ['a node error', { error: { code: -32000, message: 'busy' } }],
  ])('shows the fee as unknown for %s', async (_name, answer) => {
    feeAnswer = answer
    expect((await show(transfer()))['Network fee']).toBe('Unknown (the network did not say)')
  })

  it('sends the signed transaction as base64 with the host’s send options', async () => {
    for (const preflightCommitment of ['processed', 'finalized'] as const) {
      node.calls.length = 0
      const { request } = setup({ approve: async () => true })
      const transaction = transfer()
      const { signature } = (await request('solana_signAndSendTransaction', {
        transaction,
        chainId: 'solana:localnet',
        sendOptions: { skipPreflight: true, preflightCommitment },
      })) as { signature: string }
      const sent = node.calls.find((call) => call.method === 'sendTransaction')
      expect(sent?.params[1]).toEqual({ encoding: 'base64', skipPreflight: true, preflightCommitment })
      expect(toBase58(fromBase64(sent?.params[0] as string).slice(1, 65))).toBe(signature)
    }
  })
})

describe('solanaRequests: errors and parameters', () => {
  it('says which requests it answers', () => {
    const { requests } = setup()
    expect(requests.handles('solana_signMessage')).toBe(true)
    expect(requests.handles('eth_sign')).toBe(false)
    expect(requests.handles('my_solana_sign')).toBe(false)
  })

  it('wraps a failure of the key as 5000 with its cause, or as aborted when the request was aborted meanwhile', async () => {
    const failure = new Error('shares unreadable')
    const failing = setup({ approve: async () => true, withSigner: async () => Promise.reject(failure) })
    const message = toBase58(new TextEncoder().encode('hi'))
    await expect(failing.request('solana_signMessage', { message, pubkey: address })).rejects.toMatchObject({ code: 5000, cause: failure })
    const controller = new AbortController()
    const aborting = setup({
      approve: async () => true,
      withSigner: async () => {
        controller.abort()
        throw failure
      },
    })
    await expect(aborting.request('solana_signMessage', { message, pubkey: address }, controller.signal)).rejects.toMatchObject({ code: 5001 })
  })

  it('answers a request aborted before its turn as aborted, before reading its transaction or cluster', async () => {
    const { request, shown } = setup()
    const controller = new AbortController()
    controller.abort()
    await expect(request('solana_signTransaction', { transaction: transfer(), chainId: 'solana:mainnet' }, controller.signal)).rejects.toMatchObject({
      code: 5001,
    })
    expect(shown).toHaveLength(0)
    function transfer() {
      return wire([ComputeBudgetProgram.setComputeUnitLimit({ units: 1000 })])
    }
  })

  it('refuses a cluster it does not have by name, addresses and messages with characters outside base58, and an oversized transaction by its length', async () => {
    const { request } = setup()
    const transaction = wire([ComputeBudgetProgram.setComputeUnitLimit({ units: 1000 })])
    await expect(request('solana_signTransaction', { transaction, chainId: 'solana:mainnet' })).rejects.toMatchObject({
      code: 4902,
      shortMessage: 'Chain is not supported',
    })
    const invalid = { code: 5000, shortMessage: 'Invalid request parameters' }
    await expect(request('solana_signMessage', { message: '22', pubkey: `0${address}` })).rejects.toMatchObject(invalid)
    await expect(request('solana_signMessage', { message: '22O', pubkey: address })).rejects.toMatchObject(invalid)
    // Longer in base64 than the longest transaction (1,232 bytes, 1,644 characters): refused by the
    // length limit itself (a zod issue), before any decoding.
    await expect(request('solana_signTransaction', { transaction: toBase64(new Uint8Array(1234)), chainId: 'solana:localnet' })).rejects.toMatchObject({
      ...invalid,
      cause: expect.any(ZodError),
    })
  })
})
