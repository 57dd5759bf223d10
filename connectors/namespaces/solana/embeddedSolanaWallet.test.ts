/*
 * The embedded wallet's Solana side through the Solana adapter, end to end below the browser: the
 * Wallet Standard wallet registered in the page, its requests answered by the login frame's own
 * Solana handler (zod checks, approval, signing with a derived ed25519 key) and the local Solana
 * runtime. signMessage and sendToken reach the frame; the frame's rejection comes back as 4001.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromBase58 } from '../../../src/chains/base58'
import { solanaLocalnet } from '../../../src/chains/solanaChains'
import { createApprovalQueue } from '../../../services/frame/app/approvalQueue'
import type { ApprovalSummary } from '../../../services/frame/app/approvalSummary'
import { solanaRequests } from '../../../services/frame/app/solanaRequests'
import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_LOCALNET_CHAIN_ID } from '../../../devstack/solana/solanaTestAccounts'
import { startSolanaRuntime, type RunningSolanaRuntime } from '../../../devstack/solana/startSolanaRuntime'
import { createEmbeddedSolanaWallet, EMBEDDED_SOLANA_WALLET_NAME, registerEmbeddedSolanaWallet } from './embeddedSolanaWallet'
import { createSolanaAdapter } from './solanaAdapter'

;(globalThis as { window?: unknown }).window ??= new EventTarget()
;(globalThis as { document?: unknown }).document ??= {}

const seed = Uint8Array.from({ length: 32 }, (_, index) => 200 - index)
const key = Keypair.fromSeed(seed)
const address = key.publicKey.toBase58()
let runtime: RunningSolanaRuntime
let adapter: ReturnType<typeof createSolanaAdapter>
let unregister: () => void
let answer = true
const shown: ApprovalSummary[] = []

beforeAll(async () => {
  runtime = await startSolanaRuntime({ port: 0 })
  const frame = solanaRequests({
    currentAddress: async () => address,
    withSigner: (use) => use({ address, publicKey: key.publicKey.toBytes(), sign: (message) => ed25519.sign(message, seed) }),
    clusters: [{ caipNetworkId: SOLANA_LOCALNET_CAIP_NETWORK_ID, rpcUrl: runtime.rpcUrl, name: 'Solana Localnet', tokens: [] }],
    approve: async (summary) => {
      shown.push(summary)
      return answer
    },
    inTurn: createApprovalQueue(),
  })
  // What the auth connector's provider does: the frame's answer, or its error (a structured clone of the reply).
  const request = (method: string, params: unknown) => frame.request(method, params, new AbortController().signal)
  adapter = createSolanaAdapter({ networks: [solanaLocalnet({ rpcUrl: runtime.rpcUrl, reference: SOLANA_LOCALNET_CHAIN_ID })] })
  unregister = registerEmbeddedSolanaWallet({ address, request, network: () => adapter.getState().caipNetwork?.caipNetworkId })
  await new Connection(runtime.rpcUrl, 'confirmed').requestAirdrop(key.publicKey, 3 * LAMPORTS_PER_SOL)
}, 30_000)
afterAll(async () => {
  unregister?.()
  adapter?.destroy()
  await runtime?.stop()
})

describe('embedded Solana wallet', () => {
  it('connects through the Solana adapter with the embedded address', async () => {
    const state = await adapter.connect({ walletId: EMBEDDED_SOLANA_WALLET_NAME })
    expect(state.status).toBe('connected')
    expect(state.accounts[0]).toMatchObject({ address, caipAddress: `${SOLANA_LOCALNET_CAIP_NETWORK_ID}:${address}` })
  })

  it('signs a message in the frame (shown as text); the signature verifies for the address', async () => {
    const signature = await adapter.signMessage({ message: 'gm from the embedded wallet' })
    expect(shown.at(-1)?.rows.find((row) => row.label === 'Message')?.value).toBe('gm from the embedded wallet')
    expect(ed25519.verify(fromBase58(signature), new TextEncoder().encode('gm from the embedded wallet'), key.publicKey.toBytes())).toBe(true)
  })

  it('sends SOL through the frame, which shows the transfer and sends on its own cluster RPC', async () => {
    const receiver = Keypair.generate().publicKey
    const signature = await adapter.sendToken({ to: receiver.toBase58(), amount: 1_000_000_000n })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(shown.at(-1)?.title).toBe('Send a Solana transaction')
    expect(shown.at(-1)?.rows.find((row) => row.label === 'Send')?.value).toBe(`1 SOL to ${receiver.toBase58()}`)
    expect(await new Connection(runtime.rpcUrl, 'confirmed').getBalance(new PublicKey(receiver))).toBe(1_000_000_000)
  })

  it("passes the frame's rejection on (4001) and sends nothing", async () => {
    answer = false
    const receiver = Keypair.generate().publicKey
    await expect(adapter.sendToken({ to: receiver.toBase58(), amount: 1n })).rejects.toSatisfy((error: unknown) =>
      JSON.stringify(error, ['code', 'error', 'cause']).includes('4001'),
    )
    await expect(adapter.signMessage({ message: 'no' })).rejects.toBeDefined()
    expect(await new Connection(runtime.rpcUrl, 'confirmed').getBalance(receiver)).toBe(0)
    answer = true
  })

  it('refuses an answer that is not a signature, and signs only for its own account', async () => {
    const wallet = createEmbeddedSolanaWallet({ address, request: async () => ({ signature: 'not-base58!' }), network: () => undefined })
    const feature = wallet.features['solana:signMessage'] as { signMessage(input: { account: unknown; message: Uint8Array }): Promise<unknown> }
    await expect(feature.signMessage({ account: wallet.accounts[0], message: new Uint8Array([1]) })).rejects.toThrow()
    await expect(
      feature.signMessage({ account: { ...wallet.accounts[0], address: Keypair.generate().publicKey.toBase58() }, message: new Uint8Array([1]) }),
    ).rejects.toThrow(/its own account/)
  })
})
