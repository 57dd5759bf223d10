// @vitest-environment jsdom
/*
 * Cancelling a required sign-in moves the wallet to a network where the account
 * already has a session instead of disconnecting it. Two anvil chains (31337, 31338) behind the real
 * SIWX API; the account signs in on 31338 first (with its key, through foyerSiwx), then connects on
 * 31337, where it has no session.
 */
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { defineChain, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createConfig, mock } from 'wagmi'
import { connect, getConnection } from 'wagmi/actions'
import { ANVIL_ACCOUNTS } from '../../../devstack/chain/addresses'
import type { RunningAnvil } from '../../../devstack/chain/startAnvil'
import type { RunningServer } from '../../../services/api/listenHttp'
import { createFoyerConfig } from '../../../src/config/createFoyerConfig'
import { foyerSiwx } from '../../../src/siwx/foyerSiwx'
import { ConnectModal } from '../../ConnectModal'
import { preloadModal, TestProviders } from '../../../test/components/renderWithModal'
import { findOpenDialog } from '../../../test/components/findOpenDialog'
import { startSiwxApi, type SiwxApi } from '../../../test/services/startSiwxApi'

const account = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
let stack: SiwxApi
let anvils: RunningAnvil[] = []
let api: RunningServer

const localChain = (id: number, rpcUrl: string) =>
  defineChain({ id, name: `Local ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })

beforeAll(async () => {
  stack = await startSiwxApi({ chainIds: [31337, 31338], projects: [{ id: 'siwx-switch', allowedOrigins: [location.origin] }] })
  anvils = stack.anvils
  api = stack.api
  await preloadModal()
}, 180_000)

afterAll(async () => {
  await stack?.stop()
})

it('Cancel with sign-in required switches to the network that has a session', async () => {
  const foyerConfig = createFoyerConfig({ projectId: 'siwx-switch', apiUrl: api.url, development: false })
  const siwx = foyerSiwx(foyerConfig)
  const data = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:31338' })
  await siwx.addSession({ data, message: data.serializedMessage, signature: await account.signMessage({ message: data.serializedMessage }) })

  const [first, second] = anvils.map((anvil, index) => localChain(31337 + index, anvil.rpcUrl))
  const config = createConfig({
    chains: [first!, second!],
    connectors: [mock({ accounts: [account.address] })],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [first!.id]: http(anvils[0]!.rpcUrl), [second!.id]: http(anvils[1]!.rpcUrl) },
  })
  render(
    <TestProviders
      config={config}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      provider={{ config: foyerConfig, siwx, signInRequired: true }}
    >
      <ConnectModal />
    </TestProviders>,
  )
  await act(async () => void (await connect(config, { connector: config.connectors[0]!, chainId: first!.id })))
  const view = await findOpenDialog('Sign in')
  await userEvent.click(within(view).getByRole('button', { name: 'Disconnect' }))
  await waitFor(() => expect(getConnection(config).chainId).toBe(31338), { timeout: 20_000 })
  expect(getConnection(config).status).toBe('connected')
  // Signed in there: the sign view leaves by itself.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 20_000 })
})
