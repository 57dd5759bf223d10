// @vitest-environment jsdom
/*
 * The one Account view over each family's descriptor, in the real modal with in-memory adapters
 * (Wallet Standard wallets cannot run in jsdom; the real ones run end to end) and an EVM account
 * connected beside them: Solana shows its one address, the balance its adapter reads, Receive and
 * Send without Buy or Swap, the Tokens and Activity tabs and the explorer link; Sui lists its
 * accounts by type, without tabs, Send or an explorer link; a balance the adapter cannot read says
 * 'Balance unavailable' with a retry that reads it again.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { suiTestnet } from '../../../src/chains/suiChains'
import type { NamespaceBalance } from '../../../src/namespaces/namespaceAdapter'
import { connectMemorySolana, solanaOwner, solanaTestNetwork } from '../../../test/components/memorySolanaAccount'
import { connectFirst, createTestFoyerConfig, preloadModal, renderWithModal } from '../../../test/components/renderWithModal'
import { namespaceRuntime } from '../../../hooks/namespaces/namespaceRuntime'
import { createMemoryAdapter } from '../../../test/namespaces/testAdapter'

const evmAccount = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const suiAccounts = [`0x${'a1'.repeat(32)}`, `0x${'b2'.repeat(32)}`]

beforeEach(() => {
  // Foyer's API answers nothing but its chain list: the tabs show their empty or failure states.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input))
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:31337', solanaTestNetwork.caipNetworkId], ws: [] })
      if (url.pathname.endsWith('/balance')) return Response.json({ balances: [] })
      return Response.json({ error: 'not found' }, { status: 404 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
beforeAll(async () => {
  await preloadModal()
})

async function openAccount(foyerConfig: ReturnType<typeof createTestFoyerConfig>) {
  const { config } = renderWithModal({ connectors: [mock({ accounts: [evmAccount] })], provider: { config: foyerConfig } })
  await connectFirst(config)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  return { user, dialog: await screen.findByRole('dialog', { name: 'Account' }) }
}

describe('Account for Solana', () => {
  it('one address, the adapter-read balance, Buy, Receive and Send, no Swap, Tokens and Activity, the explorer link', async () => {
    const { adapter, foyerConfig } = await connectMemorySolana({ sendToken: async () => 'unused' })
    adapter.getBalance = async () => ({ value: 1_234_567_000n, decimals: 9, symbol: 'SOL' })
    const { dialog } = await openAccount(foyerConfig)
    expect(within(dialog).getByTestId('foyer-address').getAttribute('title')).toBe(solanaOwner)
    expect(within(dialog).queryByTestId('foyer-namespace-account')).toBeNull()
    expect(within(dialog).getByTestId('foyer-network').textContent).toBe('Solana Localnet')
    expect((await within(dialog).findByTestId('foyer-balance')).textContent).toBe('1.234 SOL')
    expect(within(dialog).getByRole('button', { name: 'Receive' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeTruthy()
    // The on-ramp delivers SOL and USDC to a Solana address; Solana does not swap.
    expect(within(dialog).getByRole('button', { name: 'Buy' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Swap' })).toBeNull()
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tokens', 'Activity'])
    expect(within(dialog).getByRole('link', { name: 'View on Solana Explorer' }).getAttribute('href')).toBe(
      `https://explorer.solana.com/address/${solanaOwner}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    )
    expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeTruthy()
  })

  it("a balance the adapter cannot read: 'Balance unavailable', and Try again reads it again", async () => {
    const { adapter, foyerConfig } = await connectMemorySolana({ sendToken: async () => 'unused' })
    let answer: () => Promise<NamespaceBalance> = () => Promise.reject(new Error('RPC down'))
    adapter.getBalance = () => answer()
    const { dialog, user } = await openAccount(foyerConfig)
    expect((await within(dialog).findByText('Balance unavailable')).getAttribute('role')).toBe('alert')
    answer = async () => ({ value: 2_000_000_000n, decimals: 9, symbol: 'SOL' })
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(dialog).getByTestId('foyer-balance').textContent).toBe('2.000 SOL'))
    expect(within(dialog).queryByText('Balance unavailable')).toBeNull()
  })
})

describe('Account for a family without tabs (Sui)', () => {
  it('lists the accounts by type with copy buttons; no tabs, no Send, no explorer link', async () => {
    const accounts = suiAccounts.map((address) => ({ address, caipAddress: `${suiTestnet.caipNetworkId}:${address}` as const, namespace: 'sui' }))
    const adapter = {
      ...createMemoryAdapter('sui', [suiTestnet], { status: 'connected', accounts, caipNetwork: suiTestnet }),
      getBalance: async () => ({ value: 1_500_000_000n, decimals: 9, symbol: 'SUI' }),
      destroy: () => undefined,
    }
    const foyerConfig = createTestFoyerConfig({
      sui: { namespace: 'sui', options: { networks: [suiTestnet] }, loadAdapter: async () => ({ createAdapter: () => adapter }) },
    })
    const runtime = namespaceRuntime(foyerConfig)
    await runtime.load('sui')
    runtime.setActiveChain('sui')
    const { dialog } = await openAccount(foyerConfig)
    const listed = within(dialog)
      .getAllByTestId('foyer-namespace-address')
      .map((node) => node.getAttribute('data-address'))
    expect(listed).toEqual(suiAccounts)
    expect(within(dialog).getAllByRole('button', { name: 'Copy address' })).toHaveLength(2)
    expect(within(dialog).queryByTestId('foyer-address')).toBeNull()
    expect((await within(dialog).findByTestId('foyer-balance')).textContent).toBe('1.500 SUI')
    expect(within(dialog).getByTestId('foyer-network').textContent).toBe('Sui Testnet')
    expect(within(dialog).getByRole('button', { name: 'Receive' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull()
    expect(within(dialog).queryByRole('tablist')).toBeNull()
    expect(within(dialog).queryByRole('link')).toBeNull()
  })
})
