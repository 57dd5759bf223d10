// @vitest-environment jsdom
/*
 * A sign-in the API refuses because the device's clock runs ahead of the server's (its message is
 * "issued in the future", like a token not yet valid): 'Error signing message' as before, the failure
 * categorized `sign`, and the modal raises APKT006 Session Expired. Real API (siwxRoutes with its
 * clock an hour behind) and anvil signing.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfig, mock, type Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import { projectRoutes } from '../../../services/api/projectRoutes'
import { siwxRoutes } from '../../../services/api/siwx/siwxRoutes'
import { createFoyerConfig } from '../../../src/config/createFoyerConfig'
import { foyerSiwx } from '../../../src/siwx/foyerSiwx'
import { ConnectModal } from '../../ConnectModal'
import { ModalControls } from '../../../test/components/ModalControls'
import { preloadModal, TestProviders } from '../../../test/components/renderWithModal'
import { findOpenDialog } from '../../../test/components/findOpenDialog'
import { startSiwxApi, type SiwxApi } from '../../../test/services/startSiwxApi'

const address = ANVIL_ACCOUNTS[0].address
const projects = [{ id: 'siwx-skew', allowedOrigins: [location.origin] }]
let stack: SiwxApi

beforeAll(async () => {
  // The server's clock an hour behind the page's.
  stack = await startSiwxApi({
    chainIds: [foundry.id],
    projects,
    domains: ({ chains, database }) => [projectRoutes({ projects, database }), siwxRoutes({ chains, projects, database, now: () => Date.now() - 3_600_000 })],
  })
  await preloadModal()
}, 180_000)
afterAll(() => stack?.stop())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('SIWXSignMessage: a message the API finds not yet valid', () => {
  it("shows 'Error signing message' and raises APKT006 Session Expired", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const anvil = stack.anvils[0]!
    const foyerConfig = createFoyerConfig({ projectId: 'siwx-skew', apiUrl: stack.api.url, development: false })
    const chain = { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } }
    const config: Config = createConfig({
      chains: [chain],
      connectors: [mock({ accounts: [address] })],
      multiInjectedProviderDiscovery: false,
      storage: null,
      transports: { [foundry.id]: http(anvil.rpcUrl, { retryCount: 0 }) },
    })
    render(
      <TestProviders
        config={config}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        provider={{ config: foyerConfig, siwx: foyerSiwx(foyerConfig) }}
      >
        <ModalControls />
        <ConnectModal />
      </TestProviders>,
    )
    await act(async () => void (await connect(config, { connector: config.connectors[0]! })))
    const view = await findOpenDialog('Sign in')
    await userEvent.click(within(view).getByRole('button', { name: 'Sign' }))
    await within(view).findByText('Error signing message', undefined, { timeout: 20_000 })
    await waitFor(() => expect(view.querySelector<HTMLElement>('[data-alert-code]')?.dataset.alertCode).toBe('APKT006'), { timeout: 10_000 })
    expect(within(view).getByText('Session Expired')).toBeTruthy()
    expect(foyerConfig.notifications.getSnapshot().map((item) => item.source)).toEqual(['SIGN_ERROR'])
  })
})
