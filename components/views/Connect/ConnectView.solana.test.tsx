// @vitest-environment jsdom
/*
 * Connect with Solana turned on, in the real modal: the Solana test wallet registers in the page
 * (Wallet Standard) and signs in Node; the local Solana runtime (litesvm over JSON-RPC) answers the
 * balance. Solana wallets are listed with the EVM ones, each row marked with its namespace; a refusal
 * shows 'Connection rejected' with a retry that connects; Account then shows the Solana address, the
 * exact SOL balance and disconnects. SwitchActiveChain moves from Solana to EVM and back.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { spawn, type ChildProcess } from 'node:child_process'
import { createPrivateKey, createPublicKey } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { solana } from '../../../connectors/namespaces/solana/solana'
import { useConnectModal } from '../../../hooks/useConnectModal'
import { SOLANA_LOCALNET_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '../../../devstack/solana/solanaTestAccounts'
import { solanaLocalnet } from '../../../src/chains/solanaChains'
import { createSolanaTestWallet, type SolanaTestWallet } from '../../../testing/solana/createSolanaTestWallet'
import { createSolanaTestWalletInfo } from '../../../testing/solana/solanaTestWalletInfo'
import { installSolanaTestWalletProvider } from '../../../testing/solana/solanaTestWalletProvider'
import { ModalControls, pushRoute } from '../../../test/components/ModalControls'
import { connectFirst, createTestFoyerConfig, preloadModal, renderWithModal } from '../../../test/components/renderWithModal'

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account0 = SOLANA_TEST_ACCOUNTS[0]!
// The 64-byte secret key (seed, then public key), derived with Node's crypto: web3.js refuses jsdom's typed arrays.
const seed = Buffer.from(account0.seed, 'hex')
const publicKey = createPublicKey(
  createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]), format: 'der', type: 'pkcs8' }),
)
  .export({ format: 'der', type: 'spki' })
  .subarray(12)
const keypair = Uint8Array.from([...seed, ...publicKey])
let runtime: { rpcUrl: string; process: ChildProcess }
let wallet: SolanaTestWallet

// The runtime runs in a process of its own: litesvm and web3.js need Node's typed arrays, not jsdom's.
async function startRuntimeProcess(): Promise<{ rpcUrl: string; process: ChildProcess }> {
  const code =
    "import('./devstack/solana/startSolanaRuntime.ts').then(async (m) => { const r = await m.startSolanaRuntime({ port: 0 }); console.log('RPC ' + r.rpcUrl) })"
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] })
  const rpcUrl = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /RPC (\S+)/.exec(out)
      if (match?.[1]) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`The Solana runtime exited with ${code}`)))
  })
  return { rpcUrl, process: child }
}

beforeAll(async () => {
  runtime = await startRuntimeProcess()
  wallet = createSolanaTestWallet({ keypair, rpcUrl: runtime.rpcUrl })
  installSolanaTestWalletProvider({ bridge: (payload) => wallet.request(payload), info: createSolanaTestWalletInfo(), emitHook: '__solanaEmit' })
  await preloadModal()
}, 30_000)
afterAll(async () => {
  runtime?.process.kill()
})
afterEach(async () => {
  cleanup()
  wallet.setRejectRequests(false)
  // Each test is a first visit: a connection kept for the next page load would be restored in the next test.
  localStorage.clear()
})

/** The app's own buttons: open the modal for one namespace, and close it from code. */
function NamespaceControls() {
  const { open, close } = useConnectModal()
  return (
    <>
      <button type="button" onClick={() => open({ namespace: 'solana' })}>
        Open Solana
      </button>
      <button type="button" onClick={() => open({ namespace: 'eip155' })}>
        Open EVM
      </button>
      <button type="button" onClick={close}>
        Close from the app
      </button>
    </>
  )
}

/** Waits until Account shows `address`. */
async function accountShows(address: string) {
  await waitFor(() => expect(screen.getByTestId('foyer-address').getAttribute('title')).toBe(address))
}

/** Opens SwitchActiveChain for `caipNetworkId` over Account and confirms the switch to `name`. */
async function switchActiveChain(user: ReturnType<typeof userEvent.setup>, caipNetworkId: string, name: string) {
  act(() => pushRoute({ view: 'SwitchActiveChain', data: { caipNetworkId, redirectView: 'Account', replace: true } }))
  await user.click(await screen.findByRole('button', { name: `Switch to ${name}` }))
}

function setup() {
  const local = solanaLocalnet({
    rpcUrl: runtime.rpcUrl,
    reference: SOLANA_LOCALNET_CHAIN_ID,
    name: 'Solana Localnet',
    explorerUrl: 'http://explorer.test/?cluster=custom',
  })
  const config = createTestFoyerConfig({ solana: solana({ networks: [local] }) })
  const controls = (
    <ModalControls>
      <NamespaceControls />
    </ModalControls>
  )
  const rendered = renderWithModal({ connectors: [mock({ accounts: [evmAddress] })], provider: { config }, children: controls })
  return { ...rendered, user: userEvent.setup() }
}

describe('Connect with Solana', () => {
  it('lists Solana wallets beside the EVM ones with namespace badges; a refusal offers a retry that connects; Account shows the exact SOL balance', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    const solanaRow = await within(dialog).findByRole('button', { name: 'Foyer Solana Test Wallet' })
    expect(solanaRow.getAttribute('aria-describedby')).toBeTruthy()
    expect(within(solanaRow).getByText('Solana')).toBeTruthy()
    const evmRow = within(dialog).getByRole('button', { name: 'Mock Connector' })
    expect(within(evmRow).getByText('EVM')).toBeTruthy()

    wallet.setRejectRequests(['connect'])
    await user.click(solanaRow)
    expect(await within(dialog).findByText('Connection rejected')).toBeTruthy()
    wallet.setRejectRequests(false)
    // The connection's own retry (the registry, unreachable here, may show its error with another).
    const rejection = within(dialog).getByText('Connection rejected').parentElement as HTMLElement
    await user.click(within(rejection).getByRole('button', { name: 'Try again' }))

    const account = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(account).getByTestId('foyer-address').getAttribute('title')).toBe(account0.address)
    expect(within(account).getByTestId('foyer-network').textContent).toBe('Solana Localnet')
    await waitFor(() => expect(within(account).getByTestId('foyer-balance').textContent).toBe('1000.000 SOL'), { timeout: 10_000 })
    expect(wallet.connected).toBe(true)
    expect(within(account).getByRole('link', { name: 'View on Explorer' }).getAttribute('href')).toBe(
      `http://explorer.test/address/${account0.address}?cluster=custom`,
    )

    await user.click(within(account).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(wallet.connected).toBe(false))
  }, 30_000)

  it('SwitchActiveChain from EVM to Solana when the wallet lacks Solana (Connect for it), then back and forth', async () => {
    const { user, config } = setup()
    await connectFirst(config)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog', { name: 'Account' })
    const solanaId = `solana:${SOLANA_LOCALNET_CHAIN_ID}`

    await switchActiveChain(user, solanaId, 'Solana Localnet')
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await user.click(await within(dialog).findByRole('button', { name: 'Foyer Solana Test Wallet' }))
    await accountShows(account0.address)

    await switchActiveChain(user, 'eip155:31337', 'Foundry')
    await accountShows(evmAddress)

    await switchActiveChain(user, solanaId, 'Solana Localnet')
    await accountShows(account0.address)
    expect(wallet.connected).toBe(true)
    await act(async () => {
      await wallet.request({ method: 'disconnect' })
    })
  }, 30_000)

  it('open({ namespace }) switches the namespace without asking: Connect for Solana, then each account', async () => {
    const { user, config } = setup()
    await connectFirst(config)
    await user.click(screen.getByRole('button', { name: 'Open Solana' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(within(dialog).queryByRole('button', { name: /Switch/ })).toBeNull()
    await user.click(await within(dialog).findByRole('button', { name: 'Foyer Solana Test Wallet' }))
    await accountShows(account0.address)
    act(() => screen.getByRole('button', { name: 'Close from the app', hidden: true }).click())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    act(() => screen.getByRole('button', { name: 'Open EVM', hidden: true }).click())
    await accountShows(evmAddress)
    act(() => screen.getByRole('button', { name: 'Close from the app', hidden: true }).click())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    act(() => screen.getByRole('button', { name: 'Open Solana', hidden: true }).click())
    await accountShows(account0.address)
    await act(async () => {
      await wallet.request({ method: 'disconnect' })
    })
  }, 30_000)

  it('SwitchNetwork lists the Solana networks after the EVM ones and switches across namespaces', async () => {
    const { user, config } = setup()
    await connectFirst(config)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog', { name: 'Account' })
    act(() => pushRoute({ view: 'SwitchNetwork' }))
    let list = await screen.findByRole('dialog', { name: 'Choose Network' })
    const solanaNetwork = await within(list).findByRole('button', { name: 'Solana Localnet' })
    const names = within(list)
      .getAllByRole('button')
      .map((button) => (button.getAttribute('aria-current') === 'true' ? `${button.textContent}*` : button.textContent))
    expect(names.filter((name) => /Foundry|Solana/.test(name ?? ''))).toEqual([expect.stringMatching(/Foundry.*\*$/), expect.stringMatching(/Solana Localnet/)])

    // No Solana wallet yet: SwitchActiveChain, then Connect for it.
    await user.click(solanaNetwork)
    await user.click(await screen.findByRole('button', { name: 'Switch to Solana Localnet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await user.click(await within(dialog).findByRole('button', { name: 'Foyer Solana Test Wallet' }))
    await accountShows(account0.address)

    // Both connected: the list switches at once either way.
    act(() => pushRoute({ view: 'SwitchNetwork' }))
    list = await screen.findByRole('dialog', { name: 'Choose Network' })
    expect(within(list).getByRole('button', { name: 'Solana Localnet' }).getAttribute('aria-current')).toBe('true')
    await user.click(within(list).getByRole('button', { name: 'Foundry' }))
    await accountShows(evmAddress)
    act(() => pushRoute({ view: 'SwitchNetwork' }))
    list = await screen.findByRole('dialog', { name: 'Choose Network' })
    await user.click(within(list).getByRole('button', { name: 'Solana Localnet' }))
    await accountShows(account0.address)
    await act(async () => {
      await wallet.request({ method: 'disconnect' })
    })
  }, 30_000)
})
