import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toBase58 } from '../../../src/chains/base58'
import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_TEST_ACCOUNTS } from '../../../devstack/solana/solanaTestAccounts'
import { startSolanaRuntime } from '../../../devstack/solana/startSolanaRuntime'
import type { ApprovalSummary } from './approvalSummary'
import { createApprovalQueue } from './approvalQueue'
import { toBase64 } from './custody'
import type { SolanaRequestDeps } from './solanaRequests'
import { solanaRequests } from './solanaRequests'

/*
 * The rules around a Solana request: who may sign, when nothing is signed, and that what the network
 * reports back is the transaction the user approved. Against the real local Solana runtime; a relay
 * in front of it plays a node that lies about the transaction id.
 */
let runtime: Awaited<ReturnType<typeof startSolanaRuntime>>
let connection: Connection
let relayUrl: string
let closeRelay: () => Promise<void>
// What the relay answers to sendTransaction instead of the node's answer (undefined: the node's).
let forgedSignature: string | undefined
const seed = Uint8Array.from({ length: 32 }, (_, index) => index + 40)
const user = Keypair.fromSeed(seed)
const address = user.publicKey.toBase58()
const sender = Keypair.fromSeed(Buffer.from(SOLANA_TEST_ACCOUNTS[1]?.seed ?? '', 'hex'))

beforeAll(async () => {
  runtime = await startSolanaRuntime({ port: 0 })
  connection = new Connection(runtime.rpcUrl, { commitment: 'confirmed' })
  const fund = new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: user.publicKey, lamports: 2_000_000_000 }))
  await connection.sendTransaction(fund, [sender])
  const relay = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const answer = await fetch(runtime.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    let text = await answer.text()
    if (forgedSignature !== undefined && (JSON.parse(body) as { method: string }).method === 'sendTransaction') {
      text = JSON.stringify({ jsonrpc: '2.0', id: 1, result: forgedSignature })
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text)
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`
  closeRelay = () => new Promise((resolve) => relay.close(() => resolve()))
})
afterAll(async () => {
  await closeRelay?.()
  await runtime?.stop()
})

function setup(overrides: Partial<SolanaRequestDeps> = {}) {
  const shown: ApprovalSummary[] = []
  let signed = 0
  const requests = solanaRequests({
    currentAddress: async () => address,
    withSigner: async (use) => {
      signed += 1
      return use({ address, publicKey: user.publicKey.toBytes(), sign: (message) => ed25519.sign(message, seed) })
    },
    clusters: [{ caipNetworkId: SOLANA_LOCALNET_CAIP_NETWORK_ID, rpcUrl: relayUrl, name: 'Solana Localnet', tokens: [] }],
    approve: async (summary) => {
      shown.push(summary)
      return true
    },
    inTurn: createApprovalQueue(),
    ...overrides,
  })
  const request = (method: string, params: unknown, signal = new AbortController().signal) => requests.request(method, params, signal)
  return { request, shown, signedCount: () => signed }
}

// Each transfer differs in amount, so no two are the same transaction; the receiver exists already, so
// no amount is too small for its rent.
let lamports = 1_000
async function transfer(feePayer = user.publicKey) {
  const { blockhash } = await connection.getLatestBlockhash()
  lamports += 1
  return new Transaction({ feePayer, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: user.publicKey, toPubkey: sender.publicKey, lamports }),
  )
}
const wire = (transaction: Transaction) => toBase64(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
const message = toBase58(new TextEncoder().encode('hello'))

describe('solanaRequests: who signs', () => {
  it('refuses a signed-out user before showing anything', async () => {
    const { request, shown } = setup({ currentAddress: async () => undefined })
    await expect(request('solana_signMessage', { message, pubkey: address })).rejects.toMatchObject({ code: 4100 })
    expect(shown).toHaveLength(0)
  })

  it('signs a transaction that names this account, and refuses one that names another', async () => {
    const { request } = setup()
    const transaction = wire(await transfer())
    await expect(request('solana_signTransaction', { transaction, chainId: 'solana:localnet', pubkey: address })).resolves.toMatchObject({
      signature: expect.any(String),
    })
    await expect(request('solana_signTransaction', { transaction, chainId: 'solana:localnet', pubkey: sender.publicKey.toBase58() })).rejects.toMatchObject({
      code: 5000,
      shortMessage: 'The request is for another account',
    })
  })

  it('never signs with a rebuilt key whose address is not the approved account', async () => {
    const other = Keypair.generate()
    let used = false
    const { request } = setup({
      withSigner: async (use) =>
        use({
          address: other.publicKey.toBase58(),
          publicKey: other.publicKey.toBytes(),
          sign: (bytes) => {
            used = true
            return ed25519.sign(bytes, other.secretKey.slice(0, 32))
          },
        }),
    })
    await expect(request('solana_signMessage', { message, pubkey: address })).rejects.toMatchObject({ shortMessage: 'The request is for another account' })
    expect(used).toBe(false)
  })
})

describe('solanaRequests: aborts', () => {
  it('an aborted request shows and signs nothing', async () => {
    const { request, shown, signedCount } = setup()
    const controller = new AbortController()
    controller.abort()
    await expect(
      request('solana_signTransaction', { transaction: wire(await transfer()), chainId: 'solana:localnet' }, controller.signal),
    ).rejects.toMatchObject({
      code: 5001,
    })
    await expect(request('solana_signMessage', { message, pubkey: address }, controller.signal)).rejects.toMatchObject({ code: 5001 })
    expect(shown).toHaveLength(0)
    expect(signedCount()).toBe(0)
  })

  it('a request aborted while its approval shows is not signed, even if the approval then says yes', async () => {
    const controller = new AbortController()
    const { request, signedCount } = setup({
      approve: async () => {
        controller.abort()
        return true
      },
    })
    await expect(request('solana_signMessage', { message, pubkey: address }, controller.signal)).rejects.toMatchObject({ code: 5001 })
    expect(signedCount()).toBe(0)
  })
})

describe('solanaRequests: what the network reports', () => {
  it('returns the transaction id when the node confirms it: the fee payer’s signature', async () => {
    const { request } = setup()
    const { signature } = (await request('solana_signAndSendTransaction', { transaction: wire(await transfer()), chainId: 'solana:localnet' })) as {
      signature: string
    }
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
  })

  it('takes the id from the fee payer who signed before, when the account only co-signs', async () => {
    const transaction = await transfer(sender.publicKey)
    transaction.partialSign(sender)
    const { request } = setup()
    const { signature } = (await request('solana_signAndSendTransaction', { transaction: wire(transaction), chainId: 'solana:localnet' })) as {
      signature: string
    }
    expect(signature).toBe(toBase58(transaction.signatures[0]?.signature ?? new Uint8Array()))
  })

  it('fails when the node reports another transaction id, or something that is no id', async () => {
    const { request } = setup()
    try {
      forgedSignature = toBase58(new Uint8Array(64).fill(7))
      await expect(request('solana_signAndSendTransaction', { transaction: wire(await transfer()), chainId: 'solana:localnet' })).rejects.toMatchObject({
        code: 5000,
        shortMessage: 'The network returned another transaction id',
      })
      for (const forged of ['not-a-signature', '1'.repeat(63), '1'.repeat(89), `0${'1'.repeat(87)}`, `${'1'.repeat(87)}0`]) {
        forgedSignature = forged
        await expect(request('solana_signAndSendTransaction', { transaction: wire(await transfer()), chainId: 'solana:localnet' })).rejects.toMatchObject({
          code: 5000,
          shortMessage: 'An error occurred',
        })
      }
    } finally {
      forgedSignature = undefined
    }
  })
})

describe('solanaRequests: parameter limits', () => {
  const invalid = { code: 5000, shortMessage: 'Invalid request parameters' }

  it('takes send options within their ranges and refuses others', async () => {
    const { request } = setup()
    const send = async (sendOptions: unknown) =>
      request('solana_signAndSendTransaction', { transaction: wire(await transfer()), chainId: 'solana:localnet', sendOptions })
    await expect(send({ skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 100, minContextSlot: 0 })).resolves.toMatchObject({
      signature: expect.any(String),
    })
    for (const bad of [
      { maxRetries: 101 },
      { maxRetries: -1 },
      { maxRetries: 1.5 },
      { minContextSlot: -1 },
      { preflightCommitment: 'recent' },
      { skipPreflight: 'yes' },
    ]) {
      await expect(send(bad)).rejects.toMatchObject(invalid)
    }
  })

  it('takes a message of up to 5700 base58 characters and a cluster name of 1 to 100 characters', async () => {
    const { request } = setup()
    await expect(request('solana_signMessage', { message: '2'.repeat(5700), pubkey: address })).resolves.toMatchObject({ signature: expect.any(String) })
    await expect(request('solana_signMessage', { message: '2'.repeat(5701), pubkey: address })).rejects.toMatchObject(invalid)
    await expect(request('solana_signMessage', { message: '', pubkey: address })).rejects.toMatchObject(invalid)
    await expect(request('solana_signMessage', { message: '0x2', pubkey: address })).rejects.toMatchObject(invalid)
    await expect(request('solana_signMessage', { message, pubkey: `${address}0` })).rejects.toMatchObject(invalid)
    const transaction = wire(await transfer())
    await expect(request('solana_signTransaction', { transaction, chainId: '' })).rejects.toMatchObject(invalid)
    await expect(request('solana_signTransaction', { transaction, chainId: 's'.repeat(101) })).rejects.toMatchObject(invalid)
    await expect(request('solana_signTransaction', { transaction, chainId: 's'.repeat(100) })).rejects.toMatchObject({ code: 4902 })
  })

  it('refuses a transaction longer than Solana’s packet in base64', async () => {
    const { request } = setup()
    const long = toBase64(new Uint8Array(1233))
    await expect(request('solana_signTransaction', { transaction: long, chainId: 'solana:localnet' })).rejects.toMatchObject(invalid)
    // The longest base64 text allowed gets past the length check: it is refused as no transaction, with its cause.
    await expect(request('solana_signTransaction', { transaction: toBase64(new Uint8Array(1232)), chainId: 'solana:localnet' })).rejects.toMatchObject({
      ...invalid,
      cause: expect.objectContaining({ name: 'SolanaTransactionFormatError' }),
    })
  })
})
