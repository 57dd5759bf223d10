// @vitest-environment jsdom
/*
 * <ConnectButton/> and <NetworkButton/> in a page: "Connect" (opening Connect with the keyboard),
 * the busy state while wagmi reconnects or another family connects, and the connected account of
 * each family shown: EVM (anvil's real balance, the short 0x address, the network switch), Solana
 * and Bitcoin (the real bip122 adapter with the test wallet and the Esplora fixture). Themes, RTL
 * and the locale's label; the network button hidden while nothing is connected.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, http, mock, type Config } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { bitcoin } from '../connectors/namespaces/bitcoin/bitcoin'
import { startAnvil, type RunningAnvil } from '../devstack/chain/startAnvil'
import { namespaceRuntime } from '../hooks/namespaces/namespaceRuntime'
import { bitcoinRegtest } from '../src/chains/bitcoinChains'
import type { FoyerConfig } from '../src/config/createFoyerConfig'
import { startEsploraFixture, type RunningEsploraFixture } from '../test/bitcoin/esploraFixture'
import { connectMemorySolana, solanaOwner } from '../test/components/memorySolanaAccount'
import { connectFirst, createTestFoyerConfig, preloadModal, TestProviders } from '../test/components/renderWithModal'
import { createMemoryAdapter } from '../test/namespaces/testAdapter'
import { bitcoinTestWalletSeed, setupBitcoinTestWallet } from '../testing/bitcoin/setupBitcoinTestWallet'
import type { FoyerProviderProps } from './FoyerProvider'
import { ConnectButton } from './ConnectButton'
import { ConnectModal } from './ConnectModal'
import { NetworkButton } from './NetworkButton'

const evmAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let anvil: RunningAnvil
let esplora: RunningEsploraFixture

beforeAll(async () => {
  anvil = await startAnvil({ chainId: foundry.id })
  esplora = await startEsploraFixture({ logger: (await import('pino')).pino({ level: 'silent' }) })
  await preloadModal()
}, 120_000)
afterAll(async () => {
  await anvil?.stop()
  esplora?.stop()
})
afterEach(cleanup)

function renderButtons({ foyerConfig = createTestFoyerConfig(), provider = {} }: { foyerConfig?: FoyerConfig; provider?: Partial<FoyerProviderProps> } = {}) {
  const config: Config = createConfig({
    chains: [foundry],
    connectors: [mock({ accounts: [evmAccount] })],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [foundry.id]: http(anvil.rpcUrl, { retryCount: 0 }) },
  })
  render(
    <TestProviders
      config={config}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      provider={{ config: foyerConfig, ...provider }}
    >
      <header>
        <NetworkButton />
        <ConnectButton />
      </header>
      <ConnectModal />
    </TestProviders>,
  )
  return { config, user: userEvent.setup() }
}

describe('<ConnectButton/> with nothing connected', () => {
  it('says Connect in the dark theme by default, opens Connect with Enter and with Space, and the network button is not there', async () => {
    const { user } = renderButtons()
    const button = screen.getByRole('button', { name: 'Connect' })
    expect(button.getAttribute('aria-busy')).toBeNull()
    // No themeMode given: the dark theme.
    expect(button.parentElement!.getAttribute('data-foyer-theme')).toBe('dark')
    expect(document.querySelector('[data-foyer-network-button]')).toBeNull()
    await user.tab()
    expect(document.activeElement).toBe(button)
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    await waitFor(() => expect(document.activeElement).toBe(button))
    await user.keyboard(' ')
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('follows the theme, the direction and the locale', () => {
    renderButtons({ provider: { themeMode: 'light', locale: 'es', dir: 'rtl', themeVariables: { accent: '#e5484d' } } })
    const button = screen.getByRole('button', { name: 'Conectar' })
    const frame = button.parentElement!
    expect(frame.getAttribute('data-foyer-theme')).toBe('light')
    expect(frame.getAttribute('dir')).toBe('rtl')
    expect(frame.style.getPropertyValue('--foyer-colors-accent')).toBe('#e5484d')
  })

  it('is busy while wagmi reconnects, and says Connect again when nothing came back', async () => {
    const { config } = renderButtons()
    act(() => config.setState((state) => ({ ...state, status: 'reconnecting' })))
    const busy = await screen.findByRole('button', { name: 'Connect' })
    await waitFor(() => expect(busy.getAttribute('aria-busy')).toBe('true'))
    act(() => config.setState((state) => ({ ...state, status: 'disconnected' })))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect' }).getAttribute('aria-busy')).toBeNull())
  })

  it("is not busy for wagmi's connecting without a stored connection (its reconnect on mount says so for a moment)", async () => {
    const { config } = renderButtons()
    act(() => config.setState((state) => ({ ...state, status: 'connecting' })))
    expect(screen.getByRole('button', { name: 'Connect' }).getAttribute('aria-busy')).toBeNull()
  })

  it("is busy while another family's wallet connects", async () => {
    const adapter = createMemoryAdapter('sui', [], { status: 'connecting', accounts: [] })
    const foyerConfig = createTestFoyerConfig({
      sui: { namespace: 'sui', options: { networks: [] }, loadAdapter: async () => ({ createAdapter: () => ({ ...adapter, destroy: () => undefined }) }) },
    })
    await namespaceRuntime(foyerConfig).load('sui')
    renderButtons({ foyerConfig })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect' }).getAttribute('aria-busy')).toBe('true'))
    act(() => adapter.set({ status: 'disconnected', accounts: [] }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect' }).getAttribute('aria-busy')).toBeNull())
  })
})

describe('<ConnectButton/> connected', () => {
  it('EVM: the short address and the chain balance in its name; the account opens Account, the network icon SwitchNetwork', async () => {
    const { config, user } = renderButtons()
    await connectFirst(config)
    const account = await screen.findByRole('button', { name: 'Account 0xf3…b92266, 10000.000 ETH on Foundry' }, { timeout: 10_000 })
    expect(account.textContent).toContain('0xf3…b92266')
    expect(account.textContent).toContain('10000.000 ETH')
    // The network button beside it, and <NetworkButton/> with the network's name.
    const switches = screen.getAllByRole('button', { name: 'Network: Foundry, switch network' })
    expect(switches).toHaveLength(2)
    expect(within(switches[0]!).getByText('Foundry')).toBeTruthy()
    await user.click(account)
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(dialog).getByTestId('foyer-address').getAttribute('title')).toBe(evmAccount)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    switches[1]!.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
  })

  it('focus comes back to the account button that replaced "Connect" while the modal was open', async () => {
    const { config, user } = renderButtons()
    await user.tab()
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await connectFirst(config)
    await screen.findByRole('dialog', { name: 'Account' })
    const account = await screen.findByRole('button', { name: /^Account 0xf3…b92266/, hidden: true }, { timeout: 10_000 })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(document.activeElement).toBe(account))
  })

  it("EVM: the app's label for the address shows in place of the short address", async () => {
    const { config } = renderButtons({ foyerConfig: createTestFoyerConfig({ addressLabels: { [evmAccount.toLowerCase()]: 'Treasury' } }) })
    await connectFirst(config)
    const account = await screen.findByRole('button', { name: 'Account Treasury, 10000.000 ETH on Foundry' }, { timeout: 10_000 })
    expect(account.textContent).not.toContain('0xf3')
  })

  it('EVM without the network switch: the network is shown but is not a button', async () => {
    const { config } = renderButtons({ provider: { enableNetworkSwitch: false } })
    await connectFirst(config)
    await screen.findByRole('button', { name: /^Account 0xf3…b92266/ }, { timeout: 10_000 })
    expect(screen.queryByRole('button', { name: /^Network:/ })).toBeNull()
    expect(document.querySelectorAll('[data-foyer-network-button="eip155:31337"]')).toHaveLength(2)
  })

  it("Solana: the active family's short address and the adapter's balance; Account opens on Solana", async () => {
    const { adapter, foyerConfig } = await connectMemorySolana({ sendToken: async () => 'unused' })
    adapter.getBalance = async () => ({ value: 1_234_567_000n, decimals: 9, symbol: 'SOL' })
    const { user } = renderButtons({ foyerConfig })
    const account = await screen.findByRole('button', { name: `Account ${solanaOwner.slice(0, 4)}…${solanaOwner.slice(-6)}, 1.234 SOL on Solana Localnet` })
    expect(account.getAttribute('data-foyer-account-button')).toBe('solana')
    await user.click(account)
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    expect(within(dialog).getByTestId('foyer-address').getAttribute('title')).toBe(solanaOwner)
  })

  it('Bitcoin: the payment address in its bech32 form and the Esplora balance, also when EVM is not connected and not active', async () => {
    const wallet = setupBitcoinTestWallet({ name: 'Button BTC', seed: bitcoinTestWalletSeed('button btc') })
    esplora.fund(wallet.accounts.payment.address, 150_000_000n)
    const foyerConfig = createTestFoyerConfig({ bitcoin: bitcoin({ networks: [bitcoinRegtest({ esploraUrl: esplora.url })] }) })
    await (await namespaceRuntime(foyerConfig).load('bip122')).connect({ walletId: 'Button BTC' })
    const { user } = renderButtons({ foyerConfig })
    const address = wallet.accounts.payment.address
    expect(address.startsWith('bcrt1')).toBe(true)
    const short = `${address.slice(0, 9)}…${address.slice(-6)}`
    const account = await screen.findByRole('button', { name: `Account ${short}, 1.500 BTC on Bitcoin Regtest` }, { timeout: 10_000 })
    expect(within(account).getByText(short)).toBeTruthy()
    await user.click(account)
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    expect(
      within(dialog)
        .getAllByTestId('foyer-namespace-address')
        .map((node) => node.getAttribute('data-address')),
    ).toContain(address)
  })
})
