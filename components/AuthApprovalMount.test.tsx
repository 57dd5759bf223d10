// @vitest-environment jsdom
/*
 * The page's part of the embedded wallet's bridge: with an auth connector it keeps the connector's
 * events, loads the bridge's chunk at the first one and hands them on in order; before any event
 * (and before the modal's code) it loads nothing, and an app without the connector never does.
 */
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { mock } from 'wagmi'
import { authConnector } from '../connectors/authConnector'
import { createTestFoyerConfig, renderWithModal } from '../test/components/renderWithModal'

const bridge = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./AuthApprovalBridge', async (importOriginal) => {
  bridge.loads += 1
  return importOriginal()
})

afterEach(cleanup)

it("keeps the connector's events until the bridge is in, then hands them on: a refused method opens the modal", async () => {
  // Without the connector, nothing to keep and nothing to load.
  renderWithModal({ connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })] })
  await act(async () => undefined)
  cleanup()

  const foyerConfig = createTestFoyerConfig()
  const { config } = renderWithModal({ connectors: [authConnector({ config: foyerConfig })], provider: { config: foyerConfig } })
  await act(async () => undefined)
  // Mounted with the connector: still nothing loaded, no event has come and the modal's code is not in.
  expect(bridge.loads).toBe(0)

  const provider = (await config.connectors[0]!.getProvider()) as { request(args: { method: string }): Promise<unknown> }
  let failure: unknown
  await act(async () => {
    failure = await provider.request({ method: 'eth_sign' }).catch((error: unknown) => error)
  })
  expect(failure).toMatchObject({ code: 4200 })
  // The refusal came before the bridge's code: kept, then handed on once it loaded, and the bridge
  // opened the modal to show it (nothing else opens it here).
  expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeTruthy()
  expect(bridge.loads).toBe(1)
}, 30_000)
