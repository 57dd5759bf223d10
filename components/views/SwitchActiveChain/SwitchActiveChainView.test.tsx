// @vitest-environment jsdom
/*
 * SwitchActiveChain in the real modal with wagmi's mock connector. With only EVM wallets it is
 * reached through the rules for cross-namespace targets, so the route is pushed here directly:
 * it shows the target network, switches with its button, then goes to the follow-up view
 * (replacing itself or pushed); a rejection stays with the reason; a namespace without a
 * wallet adapter says so.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock, type CreateConnectorFn } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { useFoyerActions, useFoyerModal } from '../../../hooks/foyerContext'
import { useConnectModal } from '../../../hooks/useConnectModal'
import type { Route } from '../../../src/router/views'
import { deadChain } from '../../../test/components/deadChain'
import { connectFirst, renderWithModal, preloadModal } from '../../../test/components/renderWithModal'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const local2 = deadChain({ id: 31338, name: 'Foyer Local 2' })

let modal: { push: (route: Route) => void; history: () => readonly Route[] }

function Controls() {
  const { open } = useConnectModal()
  const { dispatch } = useFoyerActions()
  const state = useFoyerModal()
  modal = { push: (route) => dispatch({ type: 'push', route }), history: () => state.history }
  return (
    <button type="button" onClick={() => open()}>
      Open
    </button>
  )
}

async function setup(connector: CreateConnectorFn) {
  const { config } = renderWithModal({ chains: [foundry, local2], connectors: [connector], children: <Controls /> })
  await connectFirst(config)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  await screen.findByRole('dialog', { name: 'Account' })
  return { config, user }
}

afterEach(cleanup)
beforeAll(async () => {
  await preloadModal()
})

describe('SwitchActiveChain', () => {
  it('shows the target, switches, then replaces itself with the follow-up view', async () => {
    const { user, config } = await setup(mock({ accounts: [address] }))
    act(() => modal.push({ view: 'SwitchActiveChain', data: { caipNetworkId: 'eip155:31338', redirectView: 'SwitchNetwork', replace: true } }))
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' })
    expect(within(dialog).getByTestId('foyer-target-network').textContent).toBe('Foyer Local 2')
    const button = within(dialog).getByRole('button', { name: 'Switch to Foyer Local 2' })
    await waitFor(() => expect(document.activeElement).toBe(button))
    await user.click(button)
    await screen.findByRole('dialog', { name: 'Choose Network' })
    expect(modal.history().map((route) => route.view)).toEqual(['Account', 'SwitchNetwork'])
    expect(config.state.connections.get(config.state.current!)?.chainId).toBe(31338)
  })

  it('pushes the follow-up view when not replacing, and leaves when there is none', async () => {
    const { user } = await setup(mock({ accounts: [address] }))
    act(() => modal.push({ view: 'SwitchActiveChain', data: { caipNetworkId: 'eip155:31338', redirectView: 'SwitchNetwork' } }))
    await user.click(await screen.findByRole('button', { name: 'Switch to Foyer Local 2' }))
    await screen.findByRole('dialog', { name: 'Choose Network' })
    expect(modal.history().map((route) => route.view)).toEqual(['Account', 'SwitchActiveChain', 'SwitchNetwork'])
  })

  it('leaves (history back) when no follow-up view is given', async () => {
    const { user } = await setup(mock({ accounts: [address] }))
    act(() => modal.push({ view: 'SwitchActiveChain', data: { caipNetworkId: 'eip155:31338' } }))
    await user.click(await screen.findByRole('button', { name: 'Switch to Foyer Local 2' }))
    const account = await screen.findByRole('dialog', { name: 'Account' })
    await waitFor(() => expect(within(account).getByTestId('foyer-network').textContent).toBe('Foyer Local 2'))
  })

  it('a rejected switch stays with "Switch declined" and the button', async () => {
    const { user } = await setup(mock({ accounts: [address], features: { switchChainError: true } }))
    act(() => modal.push({ view: 'SwitchActiveChain', data: { caipNetworkId: 'eip155:31338', redirectView: 'Account' } }))
    await user.click(await screen.findByRole('button', { name: 'Switch to Foyer Local 2' }))
    const dialog = screen.getByRole('dialog', { name: 'Switch Network' })
    expect(await within(dialog).findByText('Switch declined')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Switch to Foyer Local 2' })).toBeTruthy()
  })

  it('a Solana target in an app without Solana: "Chain adapter not found"', async () => {
    const { user } = await setup(mock({ accounts: [address] }))
    act(() => modal.push({ view: 'SwitchActiveChain', data: { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', redirectView: 'Account' } }))
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' })
    expect(within(dialog).getByTestId('foyer-target-network').textContent).toBe('Solana')
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Solana' }))
    expect(await within(dialog).findByText('Chain adapter not found')).toBeTruthy()
  })

  it('a namespace no wallet connects in says "Unsupported chain namespace"', async () => {
    const { user } = await setup(mock({ accounts: [address] }))
    act(() => modal.push({ view: 'SwitchActiveChain', data: { caipNetworkId: 'sui:mainnet' } }))
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' })
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Unknown Network' }))
    expect(await within(dialog).findByText('Unsupported chain namespace')).toBeTruthy()
  })

  it('a malformed target says "Network not found"', async () => {
    await setup(mock({ accounts: [address] }))
    act(() => modal.push({ view: 'SwitchActiveChain', data: { caipNetworkId: 'nonsense' } }))
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' })
    expect(within(dialog).getByText('Network not found')).toBeTruthy()
  })
})
