// @vitest-environment jsdom
/*
 * An app with its own `@solana/wallet-adapter-react` WalletProvider and the bridge: one connection,
 * shown by both. The Solana test wallet registers in the page (Wallet Standard) and signs in Node.
 * The app connecting its wallet shows that account in Foyer's modal without a second connect;
 * Disconnect in the modal disconnects the app's wallet; a wallet chosen in the modal is connected
 * through the app's provider (the app sees it); the app disconnecting sends the modal back to Connect;
 * a refusal in the modal is 'Connection rejected' and the retry connects; a stored Solana session is
 * left to the app's provider on page load (Foyer's restore asks the wallet nothing).
 */
import { WalletProvider, useWallet } from '@solana/wallet-adapter-react'
import type { WalletName } from '@solana/wallet-adapter-base'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createPrivateKey, createPublicKey } from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { solana } from '../../connectors/namespaces/solana/solana'
import { namespaceSessionsStorageKey } from '../../hooks/namespaces/namespaceSessionsStorageKey'
import { useConnectModal } from '../../hooks/useConnectModal'
import { SOLANA_LOCALNET_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '../../devstack/solana/solanaTestAccounts'
import { solanaLocalnet } from '../../src/chains/solanaChains'
import { createSolanaTestWallet, type SolanaTestWallet } from '../../testing/solana/createSolanaTestWallet'
import { createSolanaTestWalletInfo } from '../../testing/solana/solanaTestWalletInfo'
import { installSolanaTestWalletProvider } from '../../testing/solana/solanaTestWalletProvider'
import type { SolanaTestWalletRequest } from '../../testing/solana/solanaTestWalletTypes'
import { createTestFoyerConfig, deadUrl, preloadModal, renderWithModal } from '../../test/components/renderWithModal'
import { SolanaWalletAdapterBridge } from './SolanaWalletAdapterBridge'

const account = SOLANA_TEST_ACCOUNTS[3]!
const seed = Buffer.from(account.seed, 'hex')
// web3.js refuses jsdom's typed arrays: the 64-byte secret key comes from Node's crypto.
const publicKey = createPublicKey(
  createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]), format: 'der', type: 'pkcs8' }),
)
  .export({ format: 'der', type: 'spki' })
  .subarray(12)
const walletName = 'Foyer Solana Test Wallet'
let wallet: SolanaTestWallet
let connectRequests = 0

beforeAll(async () => {
  wallet = createSolanaTestWallet({ keypair: Uint8Array.from([...seed, ...publicKey]) })
  installSolanaTestWalletProvider({
    bridge: (payload) => {
      if ((payload as SolanaTestWalletRequest).method === 'connect') connectRequests++
      return wallet.request(payload)
    },
    info: createSolanaTestWalletInfo(),
    emitHook: '__bridgeSolanaEmit',
  })
  await preloadModal()
}, 30_000)
afterEach(async () => {
  cleanup()
  wallet.setRejectRequests(false)
  if (wallet.connected) await wallet.request({ method: 'disconnect' })
})

/** The app's own wallet UI, on wallet-adapter-react. */
function AppWallet() {
  const { select, connect, disconnect, connected, publicKey: key, wallet: selected } = useWallet()
  const { open } = useConnectModal()
  return (
    <>
      <p data-testid="app-wallet">{connected ? `app: ${key?.toBase58()}` : 'app: disconnected'}</p>
      <button type="button" onClick={() => select(walletName as WalletName)}>
        App select
      </button>
      <button type="button" disabled={!selected} onClick={() => void connect().catch(() => undefined)}>
        App connect
      </button>
      <button type="button" onClick={() => void disconnect()}>
        App disconnect
      </button>
      <button type="button" onClick={() => open()}>
        Open
      </button>
    </>
  )
}

function setup() {
  const local = solanaLocalnet({ rpcUrl: deadUrl, reference: SOLANA_LOCALNET_CHAIN_ID, name: 'Solana Localnet' })
  const config = createTestFoyerConfig({ solana: solana({ networks: [local] }) })
  renderWithModal({
    connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })],
    provider: { config },
    children: (
      <WalletProvider wallets={[]} autoConnect={false} localStorageKey={`bridge-test-${Math.random()}`}>
        <SolanaWalletAdapterBridge />
        <AppWallet />
      </WalletProvider>
    ),
  })
  return userEvent.setup()
}

const appText = () => screen.getByTestId('app-wallet').textContent

describe('SolanaWalletAdapterBridge', () => {
  it("the app's connection is the modal's: shown without a second connect, and Disconnect in the modal disconnects the app", async () => {
    const user = setup()
    connectRequests = 0
    await user.click(screen.getByRole('button', { name: 'App select' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'App connect' }).hasAttribute('disabled')).toBe(false))
    await user.click(screen.getByRole('button', { name: 'App connect' }))
    await waitFor(() => expect(appText()).toBe(`app: ${account.address}`))

    await user.click(screen.getByRole('button', { name: 'Open' }))
    const accountView = await screen.findByRole('dialog', { name: 'Account' })
    await waitFor(() => expect(within(accountView).getByTestId('foyer-address').getAttribute('title')).toBe(account.address))
    expect(within(accountView).getByTestId('foyer-network').textContent).toBe('Solana Localnet')
    expect(connectRequests).toBe(1)

    await user.click(within(accountView).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(appText()).toBe('app: disconnected'))
    expect(wallet.connected).toBe(false)
  }, 30_000)

  it("a wallet chosen in the modal connects through the app's provider; the app disconnecting sends the modal to Connect", async () => {
    const user = setup()
    connectRequests = 0
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const connectView = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    wallet.setRejectRequests(['connect'])
    await user.click(await within(connectView).findByRole('button', { name: walletName }))
    const rejected = await within(connectView).findByText('Connection rejected')
    expect(appText()).toBe('app: disconnected')
    wallet.setRejectRequests(false)
    // The attempt's own "Try again", beside its alert: the registry (no API here) fails too, with a
    // "Try again" of its own once its retry is spent.
    await user.click(within(rejected.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }))

    const accountView = await screen.findByRole('dialog', { name: 'Account' })
    await waitFor(() => expect(within(accountView).getByTestId('foyer-address').getAttribute('title')).toBe(account.address))
    await waitFor(() => expect(appText()).toBe(`app: ${account.address}`))
    expect(connectRequests).toBe(2)

    await act(async () => screen.getByRole('button', { name: 'App disconnect', hidden: true }).click())
    await waitFor(() => expect(appText()).toBe('app: disconnected'))
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(wallet.connected).toBe(false)
  }, 30_000)

  it("a stored Solana session is not restored by Foyer: reconnecting is the app's provider's (here: it does not)", async () => {
    // The last page load's connection, with a wallet that still trusts the site.
    await wallet.request({ method: 'connect' })
    const session = { namespace: 'solana', walletId: walletName, caipNetworkId: `solana:${SOLANA_LOCALNET_CHAIN_ID}`, accounts: [] }
    localStorage.setItem(namespaceSessionsStorageKey, JSON.stringify({ active: 'solana', sessions: [session] }))
    connectRequests = 0
    setup()
    // The restore ran (it loads Solana, finds the session not connected and forgets it) and asked the wallet nothing.
    await waitFor(() => expect(localStorage.getItem(namespaceSessionsStorageKey)).toBeNull(), { timeout: 10_000 })
    expect(connectRequests).toBe(0)
    expect(appText()).toBe('app: disconnected')
  }, 30_000)
})
