import { createPublicKey, verify } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { createTransferInstruction } from '@solana/spl-token'
import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromBase58, toBase58 } from '../../../src/chains/base58'
import { associatedTokenAccount, splTransferInstructions } from '../../../connectors/namespaces/solana/splTransfer'
import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_USDC } from '../../../devstack/solana/solanaTestAccounts'
import { startSolanaRuntime } from '../../../devstack/solana/startSolanaRuntime'
import type { ApprovalSummary } from './approvalSummary'
import { createApprovalQueue } from './approvalQueue'
import { fromBase64, toBase64 } from './custody'
import type { FrameSolanaCluster } from './solanaConfig'
import { solanaRequests } from './solanaRequests'
import { decodeSolanaTransaction } from './solanaTransaction'

/*
 * The frame's Solana requests against the real local Solana runtime (litesvm behind JSON-RPC): the
 * approval the user would see, what is signed and what lands.
 */
let runtime: Awaited<ReturnType<typeof startSolanaRuntime>>
let connection: Connection
let cluster: FrameSolanaCluster
const seed = Uint8Array.from({ length: 32 }, (_, index) => index + 7)
const user = Keypair.fromSeed(seed)
const address = user.publicKey.toBase58()
const sender = Keypair.fromSeed(Buffer.from(SOLANA_TEST_ACCOUNTS[0]?.seed ?? '', 'hex'))

beforeAll(async () => {
  runtime = await startSolanaRuntime({ port: 0 })
  connection = new Connection(runtime.rpcUrl, { commitment: 'confirmed', wsEndpoint: runtime.rpcUrl.replace(/^http/, 'ws') })
  cluster = {
    caipNetworkId: SOLANA_LOCALNET_CAIP_NETWORK_ID,
    rpcUrl: runtime.rpcUrl,
    name: 'Solana Localnet',
    tokens: [{ mint: SOLANA_TEST_USDC.mint, symbol: 'USDC', decimals: 6 }],
  }
  // Fund the user with SOL and 10 USDC from test account 0.
  const mint = new PublicKey(SOLANA_TEST_USDC.mint)
  const fund = new Transaction().add(
    SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: user.publicKey, lamports: 5_000_000_000 }),
    ...(await splTransferInstructions(connection, { owner: sender.publicKey, to: user.publicKey, mint, amount: 10_000_000n })),
  )
  await connection.sendTransaction(fund, [sender])
})
afterAll(() => runtime?.stop())

function setup(answer: boolean | ((summary: ApprovalSummary) => boolean) = true) {
  const shown: ApprovalSummary[] = []
  let signed = 0
  const requests = solanaRequests({
    currentAddress: async () => address,
    withSigner: async (use) => {
      signed += 1
      return use({ address, publicKey: user.publicKey.toBytes(), sign: (message) => ed25519.sign(message, seed) })
    },
    clusters: [cluster],
    approve: async (summary) => {
      shown.push(summary)
      return typeof answer === 'function' ? answer(summary) : answer
    },
    inTurn: createApprovalQueue(),
  })
  const request = (method: string, params: unknown) => requests.request(method, params, new AbortController().signal)
  return { request, shown, signedCount: () => signed }
}

const rows = (summary: ApprovalSummary | undefined) => Object.fromEntries((summary?.rows ?? []).map((row) => [row.label, row.value]))

async function transferTransaction(instructions: TransactionInstruction[], feePayer = user.publicKey) {
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer, recentBlockhash: blockhash }).add(...instructions)
  return toBase64(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

describe('solanaRequests', () => {
  it('shows a message as text, signs it with the account key (Node verifies it)', async () => {
    const { request, shown } = setup()
    const message = new TextEncoder().encode('Welcome to Foyer on Solana')
    const { signature } = (await request('solana_signMessage', { message: toBase58(message), pubkey: address })) as { signature: string }
    expect(shown[0]?.title).toBe('Sign a message on Solana')
    expect(rows(shown[0])).toMatchObject({ Account: address, Message: 'Welcome to Foyer on Solana' })
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(user.publicKey.toBytes()).toString('base64url') }, format: 'jwk' })
    expect(verify(null, message, key, fromBase58(signature))).toBe(true)
  })

  it('gives the rejection error and signs nothing when the user rejects', async () => {
    const { request, signedCount } = setup(false)
    await expect(request('solana_signMessage', { message: toBase58(new TextEncoder().encode('no')), pubkey: address })).rejects.toMatchObject({
      code: 4001,
      shortMessage: 'User rejected the request.',
    })
    expect(signedCount()).toBe(0)
  })

  it('refuses bad parameters, another account, a transaction passed as a message, unknown clusters and other methods before any approval', async () => {
    const { request, shown } = setup()
    const transaction = await transferTransaction([SystemProgram.transfer({ fromPubkey: user.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 })])
    const messageBytes = decodeSolanaTransaction(fromBase64(transaction)).messageBytes
    const invalid = { code: 5000, shortMessage: 'Invalid request parameters' }
    await expect(request('solana_signMessage', { message: '0OIl', pubkey: address })).rejects.toMatchObject(invalid)
    await expect(request('solana_signMessage', { message: 'abc', pubkey: address, extra: 1 })).rejects.toMatchObject(invalid)
    await expect(request('solana_signMessage', ['abc', address])).rejects.toMatchObject(invalid)
    await expect(request('solana_signMessage', { message: 'abc', pubkey: sender.publicKey.toBase58() })).rejects.toMatchObject({
      shortMessage: 'The request is for another account',
    })
    await expect(request('solana_signMessage', { message: toBase58(messageBytes), pubkey: address })).rejects.toMatchObject({
      shortMessage: /is a Solana transaction/,
    })
    await expect(request('solana_signTransaction', { transaction: 'not base64!', chainId: SOLANA_LOCALNET_CAIP_NETWORK_ID })).rejects.toMatchObject(invalid)
    await expect(
      request('solana_signTransaction', { transaction: toBase64(new Uint8Array([1, 2, 3])), chainId: SOLANA_LOCALNET_CAIP_NETWORK_ID }),
    ).rejects.toMatchObject(invalid)
    await expect(request('solana_signTransaction', { transaction, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).rejects.toMatchObject({ code: 4902 })
    await expect(
      request('solana_signAndSendTransaction', { transaction, chainId: 'solana:localnet', sendOptions: { rpcUrl: 'http://evil.example' } }),
    ).rejects.toMatchObject(invalid)
    await expect(request('solana_signAllTransactions', { transactions: [transaction] })).rejects.toMatchObject({ code: 4200 })
    // A transaction this account does not sign.
    const foreign = await transferTransaction(
      [SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: user.publicKey, lamports: 1 })],
      sender.publicKey,
    )
    await expect(request('solana_signTransaction', { transaction: foreign, chainId: 'solana:localnet' })).rejects.toMatchObject({
      shortMessage: /does not need this account/,
    })
    expect(shown).toHaveLength(0)
  })

  it('shows a SOL transfer with amount, receiver and fee, then sends it through its own RPC', async () => {
    const { request, shown } = setup()
    const receiver = Keypair.generate().publicKey
    const transaction = await transferTransaction([SystemProgram.transfer({ fromPubkey: user.publicKey, toPubkey: receiver, lamports: 1_500_000_000 })])
    const { signature } = (await request('solana_signAndSendTransaction', { transaction, chainId: 'solana:localnet' })) as { signature: string }
    expect(shown[0]?.title).toBe('Send a Solana transaction')
    expect(rows(shown[0])).toEqual({ Account: address, Send: `1.5 SOL to ${receiver.toBase58()}`, Network: 'Solana Localnet', 'Network fee': '0.000005 SOL' })
    expect(await connection.getBalance(receiver)).toBe(1_500_000_000)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
  })

  it('shows an SPL transfer (token account created) with amount, symbol and receiving wallet', async () => {
    const { request, shown } = setup()
    const receiver = Keypair.generate().publicKey
    const mint = new PublicKey(SOLANA_TEST_USDC.mint)
    const instructions = await splTransferInstructions(connection, { owner: user.publicKey, to: receiver, mint, amount: 1_500_000n })
    const transaction = await transferTransaction([ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }), ...instructions])
    const { signature, transaction: signed } = (await request('solana_signTransaction', { transaction, chainId: SOLANA_LOCALNET_CAIP_NETWORK_ID })) as {
      signature: string
      transaction: string
    }
    const ata = associatedTokenAccount(receiver, mint).toBase58()
    expect(rows(shown[0])).toMatchObject({
      'Compute budget': 'Priority fee of 1 micro-lamports per compute unit',
      'Create token account': `For ${receiver.toBase58()}, USDC`,
      'Send token': `1.5 USDC to ${receiver.toBase58()} (token account ${ata})`,
    })
    expect(shown[0]?.title).toBe('Sign a Solana transaction')
    // Signed exactly as shown: web3.js reads our signature in the fee payer's slot and the network accepts it.
    const decoded = VersionedTransaction.deserialize(fromBase64(signed))
    expect(toBase58(decoded.signatures[0] ?? new Uint8Array())).toBe(signature)
    await connection.sendRawTransaction(fromBase64(signed))
    expect((await connection.getTokenAccountBalance(new PublicKey(ata))).value.amount).toBe('1500000')
  })

  it('reads mint and receiver of an unchecked SPL Transfer over RPC, and flags unknown instructions (v0 message)', async () => {
    const { request, shown } = setup(false)
    const mint = new PublicKey(SOLANA_TEST_USDC.mint)
    const source = associatedTokenAccount(user.publicKey, mint)
    const destination = associatedTokenAccount(sender.publicKey, mint)
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: user.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        createTransferInstruction(source, destination, user.publicKey, 250_000n),
        new TransactionInstruction({
          programId: Keypair.generate().publicKey,
          keys: [{ pubkey: user.publicKey, isSigner: true, isWritable: true }],
          data: Buffer.from([9, 9, 9]),
        }),
      ],
    }).compileToV0Message()
    const transaction = toBase64(new VersionedTransaction(message).serialize())
    await expect(request('solana_signAndSendTransaction', { transaction, chainId: 'solana:localnet' })).rejects.toMatchObject({ code: 4001 })
    const shownRows = shown[0]?.rows ?? []
    expect(shownRows[0]).toEqual({
      label: 'Warning',
      value: 'One instruction of this transaction cannot be read by the wallet. Approve only if you trust this app.',
    })
    expect(rows(shown[0])).toMatchObject({
      'Send token': `0.25 USDC to ${sender.publicKey.toBase58()} (token account ${destination.toBase58()})`,
      'Unknown instruction': expect.stringMatching(/^Program \w+, 1 accounts, 3 bytes of data$/),
    })
  })
})
