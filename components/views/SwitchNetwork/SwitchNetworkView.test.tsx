// @vitest-environment jsdom
/*
 * SwitchNetwork and UnsupportedChain in the real modal with wagmi's mock connector: the list
 * (active marker, testnet mark, focus), a switch that leaves the view, a rejected switch that
 * comes back with the reason, nothing for the active network, and UnsupportedChain opening by
 * itself when the wallet moves to an unlisted chain (never in a WalletConnect-only app's basic mode)
 * and closing after a switch out of it.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock, type CreateConnectorFn } from 'wagmi'
import { useConnectModal } from '../../../hooks/useConnectModal'
import { foundry, mainnet } from 'wagmi/chains'
import { deadChain } from '../../../test/components/deadChain'
import { connectFirst, OpenModalButton, renderWithModal, preloadModal } from '../../../test/components/renderWithModal'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const local2 = deadChain({ id: 31338, name: 'Foyer Local 2', testnet: true })

async function setup(connector: CreateConnectorFn) {
  // Nothing listens at the default API URL: the origin check fails fast and does not block.
  const { config } = renderWithModal({ chains: [foundry, local2, mainnet], connectors: [connector] })
  await connectFirst(config)
  return { config, user: userEvent.setup() }
}

async function openSwitchNetwork(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open' }))
  const account = await screen.findByRole('dialog', { name: 'Account' })
  await user.click(within(account).getByRole('button', { name: 'Switch network' }))
  return screen.findByRole('dialog', { name: 'Choose Network' })
}

afterEach(cleanup)
beforeAll(async () => {
  await preloadModal()
})

describe('SwitchNetwork', () => {
  it('lists every configured network with the active marker and testnet mark, focus on the active one', async () => {
    const { user } = await setup(mock({ accounts: [address] }))
    const dialog = await openSwitchNetwork(user)
    const list = within(dialog).getByRole('list', { name: 'Networks' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('aria-labelledby') && document.getElementById(b.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Foundry',
      'Foyer Local 2',
      'Ethereum',
    ])
    const active = within(list).getByRole('button', { name: 'Foundry' })
    expect(active.getAttribute('aria-current')).toBe('true')
    expect(active.textContent).toContain('Active')
    expect(within(list).getByRole('button', { name: 'Foyer Local 2' }).textContent).toContain('Testnet')
    expect(within(list).getByRole('button', { name: 'Ethereum' }).textContent).not.toContain('Testnet')
    // The API's image is asked for (hidden until it loads); meanwhile, and when it is missing, the
    // bundled icon for Ethereum and generated initials for the local chain.
    const ethereumImage = dialog.querySelector<HTMLImageElement>('[data-foyer-network-image="eip155:1"] img')
    expect(ethereumImage?.getAttribute('src')).toMatch(/\/public\/getAssetImage\/eip155-1$/)
    expect(ethereumImage?.hidden).toBe(true)
    expect(dialog.querySelector('[data-foyer-network-image="eip155:1"] svg')).not.toBeNull()
    expect(dialog.querySelector('[data-foyer-network-image="eip155:31338"] text')?.textContent).toBe('F2')
    await waitFor(() => expect(document.activeElement).toBe(active))
  })

  it('switches and goes back to Account on the new network', async () => {
    const { user, config } = await setup(mock({ accounts: [address] }))
    const dialog = await openSwitchNetwork(user)
    await user.click(within(dialog).getByRole('button', { name: 'Foyer Local 2' }))
    const account = await screen.findByRole('dialog', { name: 'Account' })
    await waitFor(() => expect(within(account).getByTestId('foyer-network').textContent).toBe('Foyer Local 2'))
    expect(config.state.chainId).toBe(31338)
  })

  it('does nothing for the active network', async () => {
    const { user, config } = await setup(mock({ accounts: [address] }))
    const dialog = await openSwitchNetwork(user)
    await user.click(within(dialog).getByRole('button', { name: 'Foundry' }))
    expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBe(dialog)
    expect(screen.queryByTestId('foyer-switch-pending')).toBeNull()
    expect(within(dialog).queryByText('Switch declined')).toBeNull()
    expect(config.state.connections.get(config.state.current!)?.chainId).toBe(foundry.id)
  })

  it('a rejected switch comes back to the list with "Switch declined", focus on the network picked', async () => {
    const { user } = await setup(mock({ accounts: [address], features: { switchChainError: true } }))
    const dialog = await openSwitchNetwork(user)
    await user.click(within(dialog).getByRole('button', { name: 'Foyer Local 2' }))
    expect((await within(dialog).findByText('Switch declined')).getAttribute('role')).toBe('alert')
    const picked = within(dialog).getByRole('button', { name: 'Foyer Local 2' })
    await waitFor(() => expect(document.activeElement).toBe(picked))
    expect(within(dialog).getByRole('button', { name: 'Foundry' }).getAttribute('aria-current')).toBe('true')
  })

  it('shows "Approve in wallet" with focus while the wallet asks', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const slow: CreateConnectorFn = (config) => {
      const inner = mock({ accounts: [address] })(config)
      return {
        ...inner,
        async switchChain(parameters) {
          await gate
          return inner.switchChain!(parameters)
        },
      }
    }
    const { user } = await setup(slow)
    const dialog = await openSwitchNetwork(user)
    await user.click(within(dialog).getByRole('button', { name: 'Foyer Local 2' }))
    const pending = await within(dialog).findByTestId('foyer-switch-pending')
    expect(pending.getAttribute('role')).toBe('status')
    expect(pending.textContent).toContain('Approve in wallet')
    expect(pending.textContent).toContain('Accept the switch to Foyer Local 2 in your wallet')
    await waitFor(() => expect(document.activeElement).toBe(pending))
    release()
    await screen.findByRole('dialog', { name: 'Account' })
  })

  it('opened by the app with a network, it switches at once (confirmed) and closes the modal once done', async () => {
    /** The app's own "Switch to Foyer Local 2" button. */
    function SwitchButton() {
      const { open } = useConnectModal()
      return (
        <button type="button" onClick={() => open({ view: 'SwitchNetwork', network: 'eip155:31338' })}>
          Use Foyer Local 2
        </button>
      )
    }
    const { config } = renderWithModal({ chains: [foundry, local2, mainnet], connectors: [mock({ accounts: [address] })], children: <SwitchButton /> })
    await connectFirst(config)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use Foyer Local 2' }))
    await waitFor(() => expect(config.state.connections.get(config.state.current!)?.chainId).toBe(31338))
    // The switch was the only step asked for: the modal closes (going back from its one view).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('another failure shows the catalogue default', async () => {
    const { user } = await setup(mock({ accounts: [address], features: { switchChainError: new Error('boom') } }))
    const dialog = await openSwitchNetwork(user)
    await user.click(within(dialog).getByRole('button', { name: 'Ethereum' }))
    expect(await within(dialog).findByText('An error occurred')).toBeTruthy()
  })
})

describe('UnsupportedChain', () => {
  it('opens by itself when the wallet moves to an unlisted chain, and closes after a switch out of it', async () => {
    const { user, config } = await setup(mock({ accounts: [address] }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // The wallet moves to chain 31339, which the app does not list.
    act(() => config.connectors[0]!.onChainChanged('31339'))
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' })
    expect(within(dialog).getByText(/doesn't support your current network/)).toBeTruthy()
    const list = within(dialog).getByRole('list', { name: 'Available networks' })
    expect(within(list).getAllByRole('button')).toHaveLength(3)
    expect(within(list).queryByText('Active')).toBeNull()
    await user.click(within(list).getByRole('button', { name: 'Foyer Local 2' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(config.state.connections.get(config.state.current!)?.chainId).toBe(31338)
  })

  it('a failed switch stays on UnsupportedChain with the reason; closing does not reopen it', async () => {
    const { user, config } = await setup(mock({ accounts: [address], features: { switchChainError: true } }))
    act(() => config.connectors[0]!.onChainChanged('31339'))
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' })
    await user.click(within(dialog).getByRole('button', { name: 'Foundry' }))
    expect(await within(dialog).findByText('Switch declined')).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Same unlisted chain: the user closed it, so it stays closed.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a WalletConnect-only app (basic mode) never opens it', async () => {
    // wagmi's mock wallet under WalletConnect's connector type: the app has no other way to connect.
    const walletConnectOnly: CreateConnectorFn = (config) => ({ ...mock({ accounts: [address] })(config), type: 'walletConnect' })
    /** The modal's state as the app reads it, rendered on the page, so a view it opens shows at once. */
    function ModalState() {
      const modal = useConnectModal()
      return <output data-testid="modal-state">{modal.isOpen ? modal.view : 'closed'}</output>
    }
    const { config } = renderWithModal({
      chains: [foundry, local2, mainnet],
      connectors: [walletConnectOnly],
      children: (
        <>
          <OpenModalButton />
          <ModalState />
        </>
      ),
    })
    await connectFirst(config)
    // The guard's code loads with the first connection: it must be watching before the move.
    await act(() => import('../../SwitchNetworkGuard'))
    act(() => config.connectors[0]!.onChainChanged('31339'))
    expect(config.state.connections.get(config.state.current!)?.chainId).toBe(31339)
    expect(screen.getByTestId('modal-state').textContent).toBe('closed')
    // Opened by the user, it shows the account as usual.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByTestId('modal-state').textContent).toBe('Account')
  })

  it('SwitchNetwork opened on an unlisted chain closes the modal after the switch', async () => {
    const { user, config } = await setup(mock({ accounts: [address] }))
    act(() => config.connectors[0]!.onChainChanged('31339'))
    await screen.findByRole('dialog', { name: 'Switch Network' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const dialog = await openSwitchNetwork(user)
    expect(within(dialog).queryByText('Active')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Foundry' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
