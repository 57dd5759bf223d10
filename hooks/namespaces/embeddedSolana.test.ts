/*
 * syncEmbeddedSolana with the real Solana chunk (foyer-kit/solana's loaders, the Solana adapter, the
 * page's Wallet Standard registry): a user with a Solana address connects the namespace to the
 * embedded wallet, whose signatures come from the auth connector's provider; sign-out disconnects
 * and unregisters; a Solana wallet the user connected is left alone.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { describe, expect, it } from 'vitest'
import { solana } from '../../connectors/namespaces/solana/solana'
import { fromBase58, toBase58 } from '../../src/chains/base58'
import { solanaLocalnet } from '../../src/chains/solanaChains'
import { createFoyerConfig } from '../../src/config/createFoyerConfig'
import type { FrameUser } from '../../src/protocol/payloads'
import { syncEmbeddedSolana } from './embeddedSolana'
import { namespaceRuntime } from './namespaceRuntime'

;(globalThis as { window?: unknown }).window ??= new EventTarget()
;(globalThis as { document?: unknown }).document ??= {}

const seed = new Uint8Array(32).fill(3)
const key = Keypair.fromSeed(seed)
const user = (solanaAddress: string | undefined) =>
  ({
    address: '0x0000000000000000000000000000000000000001',
    chainId: 1,
    accounts: [],
    authProvider: 'email',
    preferredAccountType: 'eoa',
    solanaAddress,
  }) as unknown as FrameUser

describe('syncEmbeddedSolana', () => {
  it('connects the Solana namespace to the embedded account, signs through the provider, and lets go at sign-out', async () => {
    const foyerSolana = solana({ networks: [solanaLocalnet({ rpcUrl: 'http://127.0.0.1:1' })] })
    const runtime = namespaceRuntime(createFoyerConfig({ solana: foyerSolana }))
    const asked: { method: string; params?: unknown }[] = []
    const auth = {
      getProvider: async () => ({
        request: async (args: { method: string; params?: unknown }) => {
          asked.push(args)
          const { message } = args.params as { message: string }
          return { signature: toBase58(ed25519.sign(fromBase58(message), seed)) }
        },
      }),
    }
    await syncEmbeddedSolana({ runtime, solana: foyerSolana, auth, user: user(key.publicKey.toBase58()) })
    const adapter = runtime.adapters.solana
    expect(adapter?.getState()).toMatchObject({ status: 'connected', walletId: 'E-mail & social', accounts: [{ address: key.publicKey.toBase58() }] })
    // Not a wallet to pick: the registry has it, the modal's list filters it (useSolanaNamespace).
    expect(
      getWallets()
        .get()
        .some((wallet) => wallet.name === 'E-mail & social'),
    ).toBe(true)

    const signature = await adapter!.signMessage({ message: 'hello' })
    expect(asked).toEqual([
      { method: 'solana_signMessage', params: { message: toBase58(new TextEncoder().encode('hello')), pubkey: key.publicKey.toBase58() } },
    ])
    expect(ed25519.verify(fromBase58(signature), new TextEncoder().encode('hello'), key.publicKey.toBytes())).toBe(true)

    // The same user again changes nothing; sign-out disconnects and unregisters.
    await syncEmbeddedSolana({ runtime, solana: foyerSolana, auth, user: user(key.publicKey.toBase58()) })
    expect(
      getWallets()
        .get()
        .filter((wallet) => wallet.name === 'E-mail & social'),
    ).toHaveLength(1)
    await syncEmbeddedSolana({ runtime, solana: foyerSolana, auth, user: undefined })
    expect(adapter?.getState().status).toBe('disconnected')
    expect(
      getWallets()
        .get()
        .some((wallet) => wallet.name === 'E-mail & social'),
    ).toBe(false)
  })

  it('does nothing for a user without a Solana address (a frame that predates it)', async () => {
    const foyerSolana = solana({ networks: [solanaLocalnet({ rpcUrl: 'http://127.0.0.1:1' })] })
    const runtime = namespaceRuntime(createFoyerConfig({ solana: foyerSolana }))
    await syncEmbeddedSolana({ runtime, solana: foyerSolana, auth: { getProvider: async () => ({}) }, user: user(undefined) })
    expect(runtime.adapters.solana).toBeUndefined()
  })
})
