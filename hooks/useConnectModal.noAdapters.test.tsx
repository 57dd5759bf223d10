// @vitest-environment jsdom
/*
 * The opening rule for an app without adapters, from the app's real configuration: a
 * WalletConnect-only wagmi config (a connector of wagmi's WalletConnect type, whose pairing the
 * test holds) opens on the basic pairing view on a desktop and on All Wallets on a phone; the same
 * app with a browser wallet, or connected, keeps Connect and Account.
 */
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { connectFirst, createTestFoyerConfig, preloadModal, renderWithModal } from '../test/components/renderWithModal'
import { stubWalletConnect } from '../test/components/stubWalletConnect'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// A connector of wagmi's WalletConnect type whose pairing the test never settles: the view only has to open.
const walletConnectOnly = () => stubWalletConnect(address).connector

/** Makes the page as wide as a phone (or not) for the opening rule's media query. */
function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query === '(max-width: 430px)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

beforeAll(async () => {
  await preloadModal()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function open() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }))
  return screen.findByRole('dialog')
}

describe('opening a WalletConnect-only app', () => {
  it('opens on the basic WalletConnect pairing on a desktop', async () => {
    phone(false)
    renderWithModal({ connectors: [walletConnectOnly()] })
    await open()
    expect(await screen.findByRole('dialog', { name: 'WalletConnect' })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Connect Wallet' })).toBeNull()
  })

  it('opens on All Wallets on a phone', async () => {
    phone(true)
    renderWithModal({ connectors: [walletConnectOnly()] })
    await open()
    expect(await screen.findByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
  })

  it('opens on the basic pairing on a phone too when the app turned All Wallets off', async () => {
    phone(true)
    renderWithModal({ connectors: [walletConnectOnly()], provider: { config: createTestFoyerConfig({ features: { allWallets: false } }) } })
    await open()
    expect(await screen.findByRole('dialog', { name: 'WalletConnect' })).toBeTruthy()
  })

  it('opens on Connect when the app also has a browser wallet, and on Account once connected', async () => {
    phone(false)
    const { config } = renderWithModal({ connectors: [mock({ accounts: [address] }), walletConnectOnly()] })
    await open()
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    cleanup()
    const connected = renderWithModal({ connectors: [mock({ accounts: [address] })] })
    await connectFirst(connected.config)
    await open()
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(config.connectors.map((connector) => connector.type)).toEqual(['mock', 'walletConnect'])
  })
})
