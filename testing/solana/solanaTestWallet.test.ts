/*
 * The Solana test wallet end to end in one process: the page side registers a Wallet Standard
 * wallet that @wallet-standard/app discovers and the Solana wallet adapter drives; the Node side
 * signs with a web3.js Keypair. Signatures are checked with Ed25519 verification, refusals,
 * account switches and wallet-side disconnects reach the adapter. Node's own EventTarget stands in
 * for `window` (jsdom's typed arrays are another realm's, which web3.js refuses).
 */
import { createPublicKey, verify } from 'node:crypto'
import { Keypair, type PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { isWalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import { StandardWalletAdapter } from '@solana/wallet-standard-wallet-adapter-base'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import { createSolanaTestWallet } from './createSolanaTestWallet'
import { createSolanaTestWalletInfo } from './solanaTestWalletInfo'
import { installSolanaTestWalletProvider } from './solanaTestWalletProvider'

// The page side and @wallet-standard/app need only events on `window`.
;(globalThis as { window?: unknown }).window ??= new EventTarget()
// The wallet adapter counts a wallet as installed only where a document exists.
;(globalThis as { document?: unknown }).document ??= {}

const alice = Keypair.fromSeed(new Uint8Array(32).fill(7))
const bob = Keypair.fromSeed(new Uint8Array(32).fill(9))

function verifyEd25519(publicKey: PublicKey, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({ key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey.toBuffer()]), format: 'der', type: 'spki' })
  return verify(null, message, key, signature)
}

let installed: { unregister?: () => void }[] = []
afterEach(() => {
  for (const entry of installed) entry.unregister?.()
  installed = []
})

function install(name: string) {
  const wallet = createSolanaTestWallet({ keypair: alice })
  const page = installSolanaTestWalletProvider({ bridge: (payload) => wallet.request(payload), info: createSolanaTestWalletInfo({ name }) })
  const found = getWallets()
    .get()
    .find((candidate) => candidate.name === name)
  if (!found || !isWalletAdapterCompatibleStandardWallet(found)) throw new Error('not discovered as a Solana wallet')
  const adapter = new StandardWalletAdapter({ wallet: found })
  return { wallet, page, found, adapter }
}

describe('Solana test wallet', () => {
  it('registers as a Wallet Standard wallet with the Solana features', () => {
    const { found } = install('Test A')
    expect(Object.keys(found.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(found.chains).toContain('solana:devnet')
    expect(found.accounts).toEqual([])
  })

  it('connects through the wallet adapter and signs messages and transactions in Node', async () => {
    const { adapter, wallet } = install('Test B')
    await adapter.connect()
    expect(adapter.connected).toBe(true)
    expect(adapter.publicKey?.toBase58()).toBe(alice.publicKey.toBase58())
    expect(wallet.connected).toBe(true)

    const message = new TextEncoder().encode('Sign in to Foyer')
    const signature = await adapter.signMessage!(message)
    expect(verifyEd25519(alice.publicKey, message, signature)).toBe(true)
    expect(verifyEd25519(bob.publicKey, message, signature)).toBe(false)

    const transaction = new Transaction({ recentBlockhash: '11111111111111111111111111111111', feePayer: alice.publicKey }).add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 1_500_000_000 }),
    )
    const signed = await adapter.signTransaction!(transaction)
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signatures[0]?.publicKey.toBase58()).toBe(alice.publicKey.toBase58())

    await adapter.disconnect()
    expect(adapter.connected).toBe(false)
    expect(wallet.connected).toBe(false)
  })

  it('refuses with 4001 when told to, and connects again once allowed', async () => {
    const { adapter, wallet } = install('Test C')
    wallet.setRejectRequests(['connect'])
    const error = await adapter.connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error & { error?: { code?: number } }).error?.code ?? (error as { code?: number }).code).toBe(4001)
    expect(adapter.connected).toBe(false)
    wallet.setRejectRequests(false)
    await adapter.connect()
    wallet.setRejectRequests(['signMessage'])
    await expect(adapter.signMessage!(new Uint8Array([1]))).rejects.toThrow()
    wallet.setRejectRequests(false)
  })

  it('a silent connect restores only a connected site', async () => {
    const { found, wallet } = install('Test D')
    const connect = found.features['standard:connect'] as { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly unknown[] }> }
    expect((await connect.connect({ silent: true })).accounts).toEqual([])
    await connect.connect()
    expect((await connect.connect({ silent: true })).accounts).toHaveLength(1)
    expect(wallet.connected).toBe(true)
    // Nothing is shown for a silent connect, so a wallet refusing prompts still answers it.
    wallet.setRejectRequests(true)
    expect((await connect.connect({ silent: true })).accounts).toHaveLength(1)
    wallet.setRejectRequests(false)
    // The grant is the wallet's (the Node side), so it outlives the page: after a disconnect it is gone.
    await wallet.request({ method: 'disconnect' })
    expect((await connect.connect({ silent: true })).accounts).toEqual([])
  })

  it('account switches and wallet-side disconnects reach the page through the emit hook', async () => {
    const wallet = createSolanaTestWallet({ keypair: alice })
    const page = installSolanaTestWalletProvider({
      bridge: (payload) => wallet.request(payload),
      info: createSolanaTestWalletInfo({ name: 'Test E' }),
      emitHook: '__solanaEmitE',
    })
    const emit = (window as unknown as Record<string, (events: unknown) => void>)['__solanaEmitE']
    if (!emit) throw new Error('no emit hook')
    wallet.subscribe((events) => emit(events))
    const adapter = new StandardWalletAdapter({ wallet: page as never })
    await adapter.connect()
    const seen: string[] = []
    adapter.on('connect', (publicKey) => seen.push(publicKey.toBase58()))
    adapter.on('disconnect', () => seen.push('disconnect'))
    wallet.setAccount(bob)
    expect(adapter.publicKey?.toBase58()).toBe(bob.publicKey.toBase58())
    expect(page.accounts[0]?.address).toBe(bob.publicKey.toBase58())
    wallet.disconnect()
    expect(page.accounts).toEqual([])
    expect(seen).toEqual([bob.publicKey.toBase58(), 'disconnect'])
  })

  it('signAndSendTransaction without an rpcUrl fails with -32603', async () => {
    const wallet = createSolanaTestWallet({ keypair: alice })
    await wallet.request({ method: 'connect' })
    const response = await wallet.request({ method: 'signAndSendTransaction', params: { account: alice.publicKey.toBase58(), transaction: 'AA==' } })
    expect(response).toMatchObject({ error: { code: -32603 } })
    expect(await wallet.request({ method: 'signMessage', params: { account: bob.publicKey.toBase58(), message: 'AA==' } })).toMatchObject({
      error: { code: 4100 },
    })
  })
})
