import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
} from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { associatedTokenAddress } from './seedSolanaTestState'
import { SOLANA_LOCALNET_GENESIS_HASH, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_SOL_LAMPORTS, SOLANA_TEST_USDC, SOLANA_TEST_USDC_UNITS } from './solanaTestAccounts'
import { startSolanaRuntime } from './startSolanaRuntime'
import type { RunningSolanaRuntime } from './startSolanaRuntime'

const keypair = (index: number) => Keypair.fromSeed(Buffer.from(SOLANA_TEST_ACCOUNTS[index]!.seed, 'hex'))
const mint = new PublicKey(SOLANA_TEST_USDC.mint)

let runtime: RunningSolanaRuntime
let connection: Connection

/**
 * One JSON-RPC reply of the runtime, with the fields these tests read. A reply carries `result` or
 * `error`; each test reads the one its request must get, and reading the other fails it all the same.
 */
type RpcReply = {
  jsonrpc: string
  id: string | number | null
  result: { value: { err: unknown; logs: string[] } }
  error: { code: number; message: string; data: { err: unknown } }
}

/** Posts `body` to the runtime; a batch answers a list (`rpc<RpcReply[]>`). */
async function rpc<Reply = RpcReply>(body: unknown): Promise<{ status: number; json: Reply }> {
  const response = await fetch(runtime.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, json: await response.json() }
}

beforeAll(async () => {
  runtime = await startSolanaRuntime({ logger: pino({ level: 'silent' }) })
  connection = new Connection(runtime.rpcUrl, { commitment: 'confirmed', wsEndpoint: runtime.wsUrl })
})
afterAll(async () => {
  await runtime?.stop()
})

describe('startSolanaRuntime: seeded state through web3.js', () => {
  it('funds the test accounts with SOL and test USDC, on a mint of 6 decimals', async () => {
    for (const index of [0, 9]) {
      const owner = keypair(index).publicKey
      expect(owner.toBase58()).toBe(SOLANA_TEST_ACCOUNTS[index]!.address)
      expect(await connection.getBalance(owner)).toBe(Number(SOLANA_TEST_SOL_LAMPORTS))
      const ata = getAssociatedTokenAddressSync(mint, owner)
      expect(ata.toBase58()).toBe(associatedTokenAddress(owner.toBase58(), mint.toBase58()))
      const account = await getAccount(connection, ata)
      expect(account.amount).toBe(SOLANA_TEST_USDC_UNITS)
      expect(account.owner.toBase58()).toBe(owner.toBase58())
    }
    const mintInfo = await getMint(connection, mint)
    expect(mintInfo.decimals).toBe(6)
    expect(mintInfo.mintAuthority?.toBase58()).toBe(SOLANA_TEST_ACCOUNTS[0]!.address)
    expect(Keypair.fromSeed(Buffer.from(SOLANA_TEST_USDC.mintSeed, 'hex')).publicKey.toBase58()).toBe(SOLANA_TEST_USDC.mint)
  })

  it('lists token accounts by owner as jsonParsed, and their balance', async () => {
    const owner = keypair(1).publicKey
    const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint })
    expect(value).toHaveLength(1)
    expect(value[0]!.account.data.parsed.info).toMatchObject({
      mint: SOLANA_TEST_USDC.mint,
      owner: owner.toBase58(),
      state: 'initialized',
      tokenAmount: { amount: '1000000000000', decimals: 6, uiAmount: 1_000_000, uiAmountString: '1000000' },
    })
    const byProgram = await connection.getTokenAccountsByOwner(owner, { programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') })
    expect(byProgram.value.map((entry) => entry.pubkey.toBase58())).toEqual([value[0]!.pubkey.toBase58()])
    const balance = await connection.getTokenAccountBalance(value[0]!.pubkey)
    expect(balance.value.uiAmountString).toBe('1000000')
    expect(await connection.getParsedTokenAccountsByOwner(Keypair.generate().publicKey, { mint })).toMatchObject({ value: [] })
  })

  it('answers the node-level methods', async () => {
    expect(await connection.getGenesisHash()).toBe(SOLANA_LOCALNET_GENESIS_HASH)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const slot = await connection.getSlot()
    expect(slot).toBeGreaterThan(0)
    expect(await connection.getBlockHeight()).toBe(slot)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBeGreaterThan(slot)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid('11111111111111111111111111111111')).value).toBe(false)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    expect(await rpc({ jsonrpc: '2.0', id: 1, method: 'getHealth' })).toMatchObject({ json: { result: 'ok' } })
    const accounts = await connection.getMultipleAccountsInfo([mint, Keypair.generate().publicKey])
    expect(accounts[0]?.data.length).toBe(82)
    expect(accounts[1]).toBeNull()
  })
})

describe('startSolanaRuntime: transactions through web3.js', () => {
  it('sends SOL and confirms over the WebSocket; the fee, history and transaction match', async () => {
    const from = keypair(2)
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(from.publicKey)
    const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL / 2 }))
    const { blockhash } = await connection.getLatestBlockhash()
    transaction.recentBlockhash = blockhash
    transaction.feePayer = from.publicKey
    const fee = await connection.getFeeForMessage(transaction.compileMessage())
    expect(fee.value).toBe(5_000)
    const signature = await sendAndConfirmTransaction(connection, transaction, [from])
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 2)
    expect(await connection.getBalance(from.publicKey)).toBe(before - LAMPORTS_PER_SOL / 2 - 5_000)

    const statuses = await connection.getSignatureStatuses([signature, '1'.repeat(64)])
    expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(statuses.value[1]).toBeNull()
    const history = await connection.getSignaturesForAddress(to)
    expect(history.map((entry) => entry.signature)).toEqual([signature])
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.fee).toBe(5_000)
    expect(landed?.meta?.postBalances[1]).toBe(LAMPORTS_PER_SOL / 2)
    expect(landed?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toContain(to.toBase58())
    expect(landed?.slot).toBe(history[0]!.slot)
    expect(landed?.blockTime).toBeGreaterThan(1_700_000_000)
  })

  it("sends test USDC, creating the receiver's associated token account; token balances are in the transaction", async () => {
    const from = keypair(3)
    const receiver = Keypair.generate().publicKey
    const fromAta = getAssociatedTokenAddressSync(mint, from.publicKey)
    const toAta = getAssociatedTokenAddressSync(mint, receiver)
    const transaction = new Transaction().add(
      createAssociatedTokenAccountInstruction(from.publicKey, toAta, receiver, mint),
      createTransferCheckedInstruction(fromAta, mint, toAta, from.publicKey, 2_500_000n, 6),
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [from])
    expect((await getAccount(connection, toAta)).amount).toBe(2_500_000n)
    expect((await getAccount(connection, fromAta)).amount).toBe(SOLANA_TEST_USDC_UNITS - 2_500_000n)
    const parsed = await connection.getParsedTokenAccountsByOwner(receiver, { mint })
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('2.5')

    expect((await connection.getSignaturesForAddress(toAta)).map((entry) => entry.signature)).toEqual([signature])
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const post = landed?.meta?.postTokenBalances?.find((balance) => balance.owner === receiver.toBase58())
    expect(post?.uiTokenAmount.uiAmountString).toBe('2.5')
    expect(post?.mint).toBe(SOLANA_TEST_USDC.mint)
    expect(landed?.meta?.innerInstructions?.length).toBeGreaterThan(0)
    const parsedTransaction = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsedTransaction?.transaction.message.accountKeys[0]).toMatchObject({ signer: true, writable: true })
  })

  it('pages signatures for an address newest first, with limit and before', async () => {
    const from = keypair(4)
    const to = Keypair.generate().publicKey
    const signatures: string[] = []
    for (const lamports of [1_000_000, 2_000_000, 3_000_000]) {
      const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))
      signatures.push(await sendAndConfirmTransaction(connection, transaction, [from]))
    }
    const newestFirst = [...signatures].reverse()
    expect((await connection.getSignaturesForAddress(to)).map((entry) => entry.signature)).toEqual(newestFirst)
    expect((await connection.getSignaturesForAddress(to, { limit: 2 })).map((entry) => entry.signature)).toEqual(newestFirst.slice(0, 2))
    expect((await connection.getSignaturesForAddress(to, { before: newestFirst[0] })).map((entry) => entry.signature)).toEqual(newestFirst.slice(1))
  })

  it('simulates without a signature, and airdrops through a real transfer', async () => {
    const payer = Keypair.generate()
    const signature = await connection.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(await connection.getBalance(payer.publicKey)).toBe(LAMPORTS_PER_SOL)
    const transaction = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 10 * LAMPORTS_PER_SOL }),
    )
    const simulation = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'simulateTransaction',
      params: [transaction.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64'), { encoding: 'base64' }],
    })
    expect(simulation.json.result.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(simulation.json.result.value.logs.join('\n')).toMatch(/insufficient lamports/)
  })
})

describe('startSolanaRuntime: errors', () => {
  it('refuses a transaction that would fail (preflight) with its logs, and lands nothing', async () => {
    const from = keypair(5)
    const to = Keypair.generate().publicKey
    const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 2_000 * LAMPORTS_PER_SOL }))
    await expect(sendAndConfirmTransaction(connection, transaction, [from])).rejects.toThrow(
      /Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1/,
    )
    expect(await connection.getBalance(to)).toBe(0)
    expect(await connection.getSignaturesForAddress(to)).toEqual([])
  })

  it('lands an instruction failure sent without preflight as a failed transaction with its fee', async () => {
    const from = keypair(6)
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(from.publicKey)
    const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 2_000 * LAMPORTS_PER_SOL }))
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.sign(from)
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(from.publicKey)).toBe(before - 5_000)
    expect((await connection.getSignaturesForAddress(to))[0]?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  })

  it('refuses a bad signature, a stale blockhash and bytes that are no transaction', async () => {
    const from = keypair(7)
    const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }))
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.sign(from)
    const wire = transaction.serialize()
    wire[1] = wire[1]! ^ 0xff
    const badSignature = await rpc({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [wire.toString('base64'), { encoding: 'base64' }] })
    expect(badSignature.json.error).toEqual({ code: -32003, message: 'Transaction signature verification failure' })

    const stale = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }))
    stale.recentBlockhash = '11111111111111111111111111111111'
    stale.sign(from)
    const staleReply = await rpc({ jsonrpc: '2.0', id: 2, method: 'sendTransaction', params: [stale.serialize().toString('base64'), { encoding: 'base64' }] })
    expect(staleReply.json.error.code).toBe(-32002)
    expect(staleReply.json.error.data.err).toBe('BlockhashNotFound')

    const garbage = await rpc({
      jsonrpc: '2.0',
      id: 3,
      method: 'sendTransaction',
      params: [Buffer.from('not a transaction').toString('base64'), { encoding: 'base64' }],
    })
    expect(garbage.json.error.code).toBe(-32602)
    expect(garbage.json.error.message).toMatch(/failed to deserialize transaction/)
  })

  it('answers bad JSON-RPC with the right error codes', async () => {
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).json).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32601, message: 'Method not found: eth_chainId' },
    })
    const badAddress = await rpc({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['0OIl-not-base58'] })
    expect(badAddress.json.error.code).toBe(-32602)
    expect(badAddress.json.error.message).toMatch(/not a base58 address/)
    expect((await rpc({ jsonrpc: '2.0', id: 3, method: 'getBalance' })).json.error.code).toBe(-32602)
    expect((await rpc({ id: 4, method: 'getSlot' })).json.error).toEqual({ code: -32600, message: 'Invalid request' })
    const parseError = await fetch(runtime.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":' })
    expect(await parseError.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    const batch = await rpc<RpcReply[]>([
      { jsonrpc: '2.0', id: 'a', method: 'getSlot' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
    ])
    expect(batch.json.map((reply) => reply.id)).toEqual(['a', 'b'])
    expect(batch.json[1]!.error.code).toBe(-32601)
    await expect(connection.getBalance(new PublicKey('11111111111111111111111111111111'))).resolves.toBeGreaterThanOrEqual(0)
  })

  it('lets browsers call it from any origin', async () => {
    const preflight = await fetch(runtime.rpcUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,solana-client' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
  })
})
