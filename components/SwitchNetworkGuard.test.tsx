// @vitest-environment jsdom
/*
 * The network guard loads with the first connection, not with the page (before it there is no
 * network to watch), and from then on opens UnsupportedChain when the wallet moves to a network the
 * app does not list.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { connectFirst, renderWithModal } from '../test/components/renderWithModal'

const guard = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./SwitchNetworkGuard', async (importOriginal) => {
  guard.loads += 1
  return importOriginal()
})

afterEach(cleanup)

it('loads with the first connection and then opens UnsupportedChain on an unlisted network', async () => {
  const { config } = renderWithModal({ connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })] })
  await act(async () => undefined)
  expect(guard.loads).toBe(0)
  await connectFirst(config)
  await waitFor(() => expect(guard.loads).toBe(1))
  await act(() => import('./SwitchNetworkGuard'))
  act(() => config.connectors[0]!.onChainChanged('31339'))
  expect(await screen.findByRole('dialog', { name: 'Switch Network' }, { timeout: 15_000 })).toBeTruthy()
}, 30_000)
