// @vitest-environment jsdom
/*
 * The network switching rules' two shortcuts, fed by the app's real state: an EVM wallet is
 * connected, the app has Solana (an in-memory adapter, no Solana wallet connected yet). Picking a
 * Solana network from the list goes through SwitchActiveChain; a SwitchNetwork route that names the
 * network (a switch already confirmed) switches at once; and so does the list when the connected
 * wallet is the embedded one whose login holds a Solana account.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock, type CreateConnectorFn } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { useFoyerActions, useFoyerModal } from '../../../hooks/foyerContext'
import { useConnectModal } from '../../../hooks/useConnectModal'
import type { Route } from '../../../src/router/views'
import { authOperations, embeddedWalletStandIn } from '../../../test/components/embeddedWalletStandIn'
import { solanaOwner, solanaTestNetwork } from '../../../test/components/memorySolanaAccount'
import { connectFirst, createTestFoyerConfig, preloadModal, renderWithModal } from '../../../test/components/renderWithModal'
import { createMemoryAdapter } from '../../../test/namespaces/testAdapter'
import type { FrameUser } from '../../../src/protocol/payloads'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
let modal: { push: (route: Route) => void; views: () => string[] }

function Controls() {
  const { open } = useConnectModal()
  const { dispatch } = useFoyerActions()
  const state = useFoyerModal()
  modal = { push: (route) => dispatch({ type: 'push', route }), views: () => state.history.map((route) => route.view) }
  return (
    <button type="button" onClick={() => open()}>
      Open
    </button>
  )
}

/** An app with Solana whose adapter has no wallet yet; it records the networks it is asked to switch to. */
async function setup(connector: CreateConnectorFn) {
  const switched: string[] = []
  const base = createMemoryAdapter('solana', [solanaTestNetwork])
  const adapter = { ...base, switchNetwork: async (id: string) => void switched.push(id), destroy: () => undefined }
  const foyerConfig = createTestFoyerConfig({
    solana: { namespace: 'solana', options: { networks: [solanaTestNetwork] }, loadAdapter: async () => ({ createAdapter: () => adapter }) },
  })
  const { config } = renderWithModal({ connectors: [connector], children: <Controls />, provider: { config: foyerConfig } })
  await connectFirst(config)
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Open' }))
  await screen.findByRole('dialog', { name: 'Account' })
  return { user, switched }
}

async function pickSolanaFromTheList(user: ReturnType<typeof userEvent.setup>) {
  act(() => modal.push({ view: 'SwitchNetwork' }))
  const dialog = await screen.findByRole('dialog', { name: 'Choose Network' })
  await user.click(await within(dialog).findByRole('button', { name: 'Solana Localnet' }))
}

afterEach(cleanup)
beforeAll(async () => {
  await preloadModal()
})

describe('SwitchNetwork: confirmed switches and the embedded wallet', () => {
  it('a Solana network picked from the list, with only an EVM wallet, asks through SwitchActiveChain', async () => {
    const { user, switched } = await setup(mock({ accounts: [address] }))
    await pickSolanaFromTheList(user)
    await waitFor(() => expect(modal.views().at(-1)).toBe('SwitchActiveChain'))
    expect(switched).toEqual([])
  })

  it('a SwitchNetwork route naming the network is confirmed: it switches without SwitchActiveChain', async () => {
    const { switched } = await setup(mock({ accounts: [address] }))
    act(() => modal.push({ view: 'SwitchNetwork', data: { caipNetworkId: solanaTestNetwork.caipNetworkId } }))
    await waitFor(() => expect(switched).toEqual([solanaTestNetwork.caipNetworkId]))
    expect(modal.views()).not.toContain('SwitchActiveChain')
  })

  it('the embedded wallet whose login holds a Solana account switches from the list at once', async () => {
    const user: FrameUser = {
      address,
      chainId: foundry.id,
      accounts: [{ address, type: 'eoa' }],
      solanaAddress: solanaOwner,
      authProvider: 'email',
      preferredAccountType: 'eoa',
    }
    const { user: clicks, switched } = await setup(embeddedWalletStandIn(address, authOperations({ currentUser: () => user })))
    await pickSolanaFromTheList(clicks)
    await waitFor(() => expect(switched).toEqual([solanaTestNetwork.caipNetworkId]))
    expect(modal.views()).not.toContain('SwitchActiveChain')
  })

  it('the embedded wallet without a Solana account still asks through SwitchActiveChain', async () => {
    const user: FrameUser = { address, chainId: foundry.id, accounts: [{ address, type: 'eoa' }], authProvider: 'email', preferredAccountType: 'eoa' }
    const { user: clicks, switched } = await setup(embeddedWalletStandIn(address, authOperations({ currentUser: () => user })))
    await pickSolanaFromTheList(clicks)
    await waitFor(() => expect(modal.views().at(-1)).toBe('SwitchActiveChain'))
    expect(switched).toEqual([])
  })
})
