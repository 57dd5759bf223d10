/*
 * Restoring a Solana connection on page load (`restore`), against the Solana test wallet in one
 * process: a wallet that approved the site in an earlier load (its Node side remembers the grant)
 * answers the silent connect and is connected again, with no prompt, and signs; an unapproved one,
 * an unknown one and one on none of the app's clusters leave it disconnected without throwing; the
 * stored accounts are never trusted (the wallet's own account is what comes back); the embedded and
 * WalletConnect wallets and an app with its own wallet-adapter provider (the bridge) are left alone.
 */
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaMainnet } from '../../../src/chains/builtinNetworks'
import { solanaLocalnet } from '../../../src/chains/solanaChains'
import type { NamespaceAccount } from '../../../src/namespaces/namespaceAdapter'
import { createSolanaTestWallet } from '../../../testing/solana/createSolanaTestWallet'
import { createSolanaTestWalletInfo } from '../../../testing/solana/solanaTestWalletInfo'
import { installSolanaTestWalletProvider } from '../../../testing/solana/solanaTestWalletProvider'
import type { SolanaTestWalletRequest } from '../../../testing/solana/solanaTestWalletTypes'
import { EMBEDDED_SOLANA_WALLET_NAME } from '../embeddedSolanaWalletName'
import { createSolanaAdapter } from './solanaAdapter'
import { markExternalSolanaProvider } from './solanaExternalProvider'
import { WALLETCONNECT_SOLANA_WALLET_NAME } from '../walletConnectSolanaWalletName'
import { recordStatuses } from '../../../test/namespaces/recordStatuses'
import { destroyAfterEach } from '../../../test/namespaces/destroyAfterEach'

;(globalThis as { window?: unknown }).window ??= new EventTarget()
;(globalThis as { document?: unknown }).document ??= {}

const alice = Keypair.fromSeed(new Uint8Array(32).fill(21))
const local = solanaLocalnet({ rpcUrl: 'http://127.0.0.1:1' })
const destroy = destroyAfterEach()

/** A test wallet registered under `name`, every request it gets, and an adapter as a fresh page load has it. */
function setup(name: string, chains?: string[]) {
  const wallet = createSolanaTestWallet({ keypair: alice })
  const requests: SolanaTestWalletRequest[] = []
  installSolanaTestWalletProvider({
    bridge: (payload) => {
      requests.push(payload)
      return wallet.request(payload)
    },
    info: createSolanaTestWalletInfo(chains ? { name, chains } : { name }),
    emitHook: `__restore_${name.replace(/\W/g, '')}`,
  })
  const options = { networks: [local, solanaDevnet] }
  const adapter = createSolanaAdapter(options)
  destroy.push(() => adapter.destroy())
  return { wallet, requests, adapter, options }
}

const storedAccount = (address: string, caipNetworkId = local.caipNetworkId): NamespaceAccount => ({
  address,
  caipAddress: `${caipNetworkId}:${address}` as NamespaceAccount['caipAddress'],
  namespace: 'solana',
  type: 'eoa',
  publicKey: address,
})
const aliceAddress = alice.publicKey.toBase58()

describe('createSolanaAdapter restore', () => {
  it('a wallet that approved the site is connected again with a silent connect only, on the stored network, and signs', async () => {
    const { wallet, requests, adapter } = setup('Approved Wallet')
    // Approved in an earlier page load: the wallet (its Node side) remembers the site.
    await wallet.request({ method: 'connect' })
    const state = await adapter.restore!({
      walletId: 'Approved Wallet',
      caipNetworkId: solanaDevnet.caipNetworkId,
      accounts: [storedAccount(aliceAddress, solanaDevnet.caipNetworkId)],
    })
    expect(state).toMatchObject({ status: 'connected', walletId: 'Approved Wallet', caipNetwork: { caipNetworkId: solanaDevnet.caipNetworkId } })
    expect(state.accounts.map((account) => account.caipAddress)).toEqual([`${solanaDevnet.caipNetworkId}:${aliceAddress}`])
    expect(requests).toEqual([{ method: 'connect', params: { silent: true } }])
    expect(await adapter.signMessage({ message: 'restored' })).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    // Already connected: a second restore changes nothing and asks nothing.
    await adapter.restore!({ walletId: 'Approved Wallet', accounts: [] })
    expect(requests.filter((request) => request.method === 'connect')).toHaveLength(1)
  })

  it('the account is the one the wallet grants now, whatever was stored; a network the app dropped falls back to its first', async () => {
    const { wallet, adapter } = setup('Switched Wallet')
    await wallet.request({ method: 'connect' })
    const stored = storedAccount('not-an-address', 'solana:gone')
    const state = await adapter.restore!({ walletId: 'Switched Wallet', caipNetworkId: 'solana:gone', accounts: [stored, stored] })
    expect(state).toMatchObject({ status: 'connected', caipNetwork: { caipNetworkId: local.caipNetworkId } })
    expect(state.accounts.map((account) => account.address)).toEqual([aliceAddress])
  })

  it('a wallet that did not approve the site answers no account: disconnected, no throw, no prompt', async () => {
    const { wallet, requests, adapter } = setup('Unapproved Wallet')
    // Even a wallet refusing every prompt is asked nothing it would show.
    wallet.setRejectRequests(true)
    const statuses = recordStatuses(adapter)
    const state = await adapter.restore!({ walletId: 'Unapproved Wallet', caipNetworkId: local.caipNetworkId, accounts: [storedAccount(aliceAddress)] })
    expect(state).toMatchObject({ status: 'disconnected', accounts: [] })
    expect(statuses.at(-1)).toBe('disconnected')
    expect(requests).toEqual([{ method: 'connect', params: { silent: true } }])
    expect(wallet.connected).toBe(false)
    // Connect (a prompt) still works afterwards.
    wallet.setRejectRequests(false)
    expect((await adapter.connect({ walletId: 'Unapproved Wallet' })).status).toBe('connected')
  })

  it('an unknown wallet, or one on none of the app clusters, stays disconnected without asking', async () => {
    const { adapter, requests } = setup('Known Wallet')
    await expect(adapter.restore!({ walletId: 'Gone Wallet', accounts: [storedAccount(aliceAddress)] })).resolves.toMatchObject({ status: 'disconnected' })
    const mainnetOnly = setup('Mainnet Restore', ['solana:mainnet'])
    await mainnetOnly.wallet.request({ method: 'connect' })
    await expect(
      mainnetOnly.adapter.restore!({ walletId: 'Mainnet Restore', caipNetworkId: solanaMainnet.caipNetworkId, accounts: [] }),
    ).resolves.toMatchObject({ status: 'disconnected' })
    expect([...requests, ...mainnetOnly.requests]).toEqual([])
  })

  it('with the app’s own wallet-adapter provider (the bridge mounted), restore leaves the wallet to it', async () => {
    const { wallet, requests, adapter, options } = setup('Bridged Wallet')
    await wallet.request({ method: 'connect' })
    requests.length = 0
    const unmark = markExternalSolanaProvider(options)
    expect((await adapter.restore!({ walletId: 'Bridged Wallet', accounts: [storedAccount(aliceAddress)] })).status).toBe('disconnected')
    expect(requests).toEqual([])
    unmark()
    // Attached (the app's wallet not connected yet): the same.
    adapter.setExternal({ adapter: null, connect: () => Promise.reject(new Error('not asked')), disconnect: async () => undefined })
    expect((await adapter.restore!({ walletId: 'Bridged Wallet', accounts: [] })).status).toBe('disconnected')
    expect(requests).toEqual([])
    adapter.setExternal(undefined)
    expect((await adapter.restore!({ walletId: 'Bridged Wallet', accounts: [] })).status).toBe('connected')
  })

  it('the embedded and WalletConnect wallets are not taken back here (their sign-in or pairing is)', async () => {
    for (const name of [EMBEDDED_SOLANA_WALLET_NAME, WALLETCONNECT_SOLANA_WALLET_NAME]) {
      const { wallet, requests, adapter } = setup(name)
      await wallet.request({ method: 'connect' })
      requests.length = 0
      expect((await adapter.restore!({ walletId: name, accounts: [storedAccount(aliceAddress)] })).status).toBe('disconnected')
      expect(requests).toEqual([])
    }
  })
})
