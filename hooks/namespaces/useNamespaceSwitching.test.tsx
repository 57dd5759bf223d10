// @vitest-environment jsdom
/*
 * The namespace-switching flag in the real modal: an EVM wallet is connected and the app has Solana
 * (an in-memory adapter). Moving the modal to Solana while its wallet is still connecting sets the
 * flag (the modal's body is busy), and it clears once Solana's connection settles; a network change
 * within EVM never sets it, nor does a move to a family that is already settled.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mock } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { deadChain } from '../../test/components/deadChain'
import { solanaOwner, solanaTestNetwork } from '../../test/components/memorySolanaAccount'
import { connectFirst, createTestFoyerConfig, preloadModal, renderWithModal } from '../../test/components/renderWithModal'
import type { NamespaceConnectionState } from '../../src/namespaces/namespaceAdapter'
import { createMemoryAdapter } from '../../test/namespaces/testAdapter'
import { namespaceRuntime } from './namespaceRuntime'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connected: NamespaceConnectionState = {
  status: 'connected',
  accounts: [{ address: solanaOwner, caipAddress: `${solanaTestNetwork.caipNetworkId}:${solanaOwner}`, namespace: 'solana' }],
  caipNetwork: solanaTestNetwork,
}

async function setup() {
  const adapter = { ...createMemoryAdapter('solana', [solanaTestNetwork]), destroy: () => undefined }
  const foyerConfig = createTestFoyerConfig({
    solana: { namespace: 'solana', options: { networks: [solanaTestNetwork] }, loadAdapter: async () => ({ createAdapter: () => adapter }) },
  })
  const runtime = namespaceRuntime(foyerConfig)
  await runtime.load('solana')
  const { config } = renderWithModal({
    chains: [foundry, deadChain({ id: 31338, name: 'Foyer Local 2' })],
    connectors: [mock({ accounts: [address] })],
    provider: { config: foyerConfig },
  })
  await connectFirst(config)
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  const body = () => dialog.querySelector('[data-foyer-view] > div:last-child')!
  return { adapter, runtime, config, body }
}

afterEach(cleanup)
beforeAll(async () => {
  await preloadModal()
})

describe('the namespace-switching flag', () => {
  it('is set when the modal moves to a family still connecting, and cleared once it has settled', async () => {
    const { adapter, runtime, body } = await setup()
    expect(body().hasAttribute('data-foyer-namespace-switching')).toBe(false)
    act(() => {
      adapter.set({ status: 'connecting', accounts: [] })
      runtime.setActiveChain('solana')
    })
    await waitFor(() => expect(body().hasAttribute('data-foyer-namespace-switching')).toBe(true))
    expect(body().getAttribute('aria-busy')).toBe('true')
    act(() => adapter.set(connected))
    await waitFor(() => expect(body().hasAttribute('data-foyer-namespace-switching')).toBe(false))
    expect(body().hasAttribute('aria-busy')).toBe(false)
  })

  it('is never set by a network change within EVM, nor by a move to a family already connected', async () => {
    const { adapter, runtime, config, body } = await setup()
    const seen: boolean[] = []
    const observer = new MutationObserver(() => seen.push(body().hasAttribute('data-foyer-namespace-switching')))
    observer.observe(body(), { attributes: true })
    await act(async () => {
      await config.connectors[0]!.switchChain!({ chainId: 31338 })
    })
    act(() => {
      adapter.set(connected)
      runtime.setActiveChain('solana')
    })
    act(() => runtime.setActiveChain(undefined))
    await new Promise((resolve) => setTimeout(resolve, 50))
    observer.disconnect()
    expect(seen).not.toContain(true)
    expect(body().hasAttribute('data-foyer-namespace-switching')).toBe(false)
  })
})
