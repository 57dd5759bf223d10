// @vitest-environment jsdom
/*
 * AllWallets and the app's chain families, in the real modal against the real registry route (the
 * API's 50 real wallets over HTTP). An EVM-only app asks the registry for its EVM networks only:
 * Solana-only wallets (Solflare) are not offered and rows carry no badges. With Solana on, the
 * request names the app's Solana network too, Solana-only wallets are listed, every row names the
 * families it serves, and the browser's Solana test wallet (Wallet Standard) is listed among the
 * installed wallets and connects from here.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createPrivateKey, createPublicKey } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { solana } from '../../../connectors/namespaces/solana/solana'
import { createApiServer } from '../../../services/api/createApiServer'
import type { RunningServer } from '../../../services/api/listenHttp'
import { SOLANA_LOCALNET_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '../../../devstack/solana/solanaTestAccounts'
import { solanaLocalnet } from '../../../src/chains/solanaChains'
import { createSolanaTestWallet, type SolanaTestWallet } from '../../../testing/solana/createSolanaTestWallet'
import { createSolanaTestWalletInfo } from '../../../testing/solana/solanaTestWalletInfo'
import { installSolanaTestWalletProvider } from '../../../testing/solana/solanaTestWalletProvider'
import { createTestFoyerConfig, deadUrl, preloadModal, renderWithModal } from '../../../test/components/renderWithModal'

const account = SOLANA_TEST_ACCOUNTS[2]!
// web3.js refuses jsdom's typed arrays: the 64-byte secret key (seed, public key) comes from Node's crypto.
const seed = Buffer.from(account.seed, 'hex')
const publicKey = createPublicKey(
  createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]), format: 'der', type: 'pkcs8' }),
)
  .export({ format: 'der', type: 'spki' })
  .subarray(12)
let api: RunningServer
let wallet: SolanaTestWallet
const localnetId = `solana:${SOLANA_LOCALNET_CHAIN_ID}`

beforeAll(async () => {
  api = await createApiServer({ chains: [], walletRegistry: { size: 0 } }).listen(0)
  wallet = createSolanaTestWallet({ keypair: Uint8Array.from([...seed, ...publicKey]) })
  installSolanaTestWalletProvider({ bridge: (payload) => wallet.request(payload), info: createSolanaTestWalletInfo(), emitHook: '__allWalletsSolanaEmit' })
  await preloadModal()
}, 30_000)
afterAll(() => api.close())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function registryRequests(spy: { mock: { calls: unknown[][] } }): URL[] {
  return spy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input))).filter((url) => url.pathname === '/getWallets')
}

async function openAllWallets(withSolana: boolean) {
  // jsdom lays nothing out: with a viewport the virtualized list renders rows (all of a short search's).
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600)
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(360)
  const config = createTestFoyerConfig({
    apiUrl: api.url,
    ...(withSolana
      ? { solana: solana({ networks: [solanaLocalnet({ rpcUrl: deadUrl, reference: SOLANA_LOCALNET_CHAIN_ID, name: 'Solana Localnet' })] }) }
      : {}),
  })
  renderWithModal({ connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })], provider: { config } })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  await user.click(within(connect).getByRole('button', { name: 'All wallets' }))
  const dialog = await screen.findByRole('dialog', { name: 'All Wallets' })
  return { user, dialog }
}

async function search(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, text: string) {
  const box = within(dialog).getByRole('searchbox', { name: 'Search wallets' })
  await user.clear(box)
  await user.type(box, text)
}

function badgeOf(row: HTMLElement): string | undefined {
  return row.querySelector('[data-namespace-badge]')?.textContent ?? undefined
}

describe('AllWallets and namespaces', () => {
  it('an EVM-only app asks for its EVM networks: no Solana-only wallet, no badges', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { user, dialog } = await openAllWallets(false)
    // The registry's 50 real wallets less the 6 with no EVM account (Solflare; Bitcoin-, Sui-, Stacks-only ones).
    // The registry answers over real HTTP: seconds on a loaded machine.
    expect(await within(dialog).findByText('44 wallets', undefined, { timeout: 15_000 })).toBeTruthy()
    await search(user, dialog, 'MetaMask')
    const metamask = await within(dialog).findByRole('button', { name: 'MetaMask' })
    expect(badgeOf(metamask)).toBeUndefined()
    const requests = registryRequests(fetchSpy)
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.every((url) => url.searchParams.get('chains') === 'eip155:31337')).toBe(true)

    await search(user, dialog, 'Solflare')
    expect(await within(dialog).findByText('No wallet found')).toBeTruthy()
    await search(user, dialog, 'Phantom')
    expect(await within(dialog).findByRole('button', { name: 'Phantom' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Foyer Solana Test Wallet' })).toBeNull()
  }, 30_000)

  it('with Solana on: the Solana network in the request, Solana wallets listed, each row with its families, the installed Solana wallet connects', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { user, dialog } = await openAllWallets(true)
    // 45 of the 50 registry wallets serve EVM or Solana (Solflare joins the 44 EVM ones; Bitcoin-, Sui- and Stacks-only ones stay out), plus the Solana test wallet.
    expect(await within(dialog).findByText('46 wallets', undefined, { timeout: 15_000 })).toBeTruthy()
    await search(user, dialog, 'Foyer Solana')
    const installed = await within(dialog).findByRole('button', { name: 'Foyer Solana Test Wallet' })
    expect(badgeOf(installed)).toBe('Solana')
    expect(within(installed).getByText('Installed')).toBeTruthy()
    await search(user, dialog, 'MetaMask')
    expect(badgeOf(await within(dialog).findByRole('button', { name: 'MetaMask' }))).toBe('EVM')
    await waitFor(() => expect(registryRequests(fetchSpy).some((url) => url.searchParams.get('chains') === `eip155:31337,${localnetId}`)).toBe(true))

    await search(user, dialog, 'Solflare')
    expect(badgeOf(await within(dialog).findByRole('button', { name: 'Solflare' }))).toBe('Solana')
    await search(user, dialog, 'Phantom')
    expect(badgeOf(await within(dialog).findByRole('button', { name: 'Phantom' }))).toBe('EVM, Solana')
    expect(
      registryRequests(fetchSpy)
        .filter((url) => url.searchParams.get('search'))
        .every((url) => url.searchParams.get('chains') === `eip155:31337,${localnetId}`),
    ).toBe(true)

    // The search also filters the installed Solana wallet; clearing brings it back, and it connects.
    expect(within(dialog).queryByRole('button', { name: 'Foyer Solana Test Wallet' })).toBeNull()
    await search(user, dialog, 'Foyer Solana')
    wallet.setRejectRequests(['connect'])
    await user.click(await within(dialog).findByRole('button', { name: 'Foyer Solana Test Wallet' }))
    expect(await within(dialog).findByText('Connection rejected')).toBeTruthy()
    wallet.setRejectRequests(false)
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    const accountView = await screen.findByRole('dialog', { name: 'Account' })
    await waitFor(() => expect(within(accountView).getByTestId('foyer-address').getAttribute('title')).toBe(account.address))
    expect(wallet.connected).toBe(true)
    await wallet.request({ method: 'disconnect' })
  }, 30_000)
})
