// @vitest-environment jsdom
/*
 * A non-EVM balance against a hung endpoint: a real local HTTP server that accepts every request and
 * never answers. Each family with an HTTP client of its own (Esplora, a Cosmos REST API, a Substrate
 * node, the Stacks API, a Sui node) shows 'Loading balance…', then 'Balance unavailable' with Retry
 * once its client's timeout (configured short here) runs out, and Retry ('Try again') asks the
 * endpoint again.
 * The app's QueryClient keeps React Query's default retries: the balance query decides them.
 */
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { foundry } from 'wagmi/chains'
import { createBitcoinAdapter } from '../../../connectors/namespaces/bitcoin/bitcoinAdapter'
import { createCosmosAdapter } from '../../../connectors/namespaces/cosmos/cosmosAdapter'
import { createPolkadotAdapter } from '../../../connectors/namespaces/polkadot/polkadotAdapter'
import { createStacksAdapter } from '../../../connectors/namespaces/stacks/stacksAdapter'
import { createSuiAdapter } from '../../../connectors/namespaces/sui/suiAdapter'
import { bitcoinMainnet } from '../../../src/chains/builtinNetworks'
import { toCaipAddress } from '../../../src/chains/caip'
import { cosmosHub } from '../../../src/chains/cosmosChains'
import type { CaipNetwork } from '../../../src/chains/network'
import { polkadotMainnet } from '../../../src/chains/polkadotChains'
import { stacksMainnet } from '../../../src/chains/stacksChains'
import { suiMainnet } from '../../../src/chains/suiChains'
import type { NamespaceAdapter } from '../../../src/namespaces/namespaceAdapter'
import { createTestConfig, TestProviders } from '../../../test/components/renderWithModal'
import { NamespaceBalance } from './NamespaceBalance'

let server: Server
let url: string
const held: ServerResponse[] = []

beforeAll(async () => {
  // Reads each request and keeps its response open: the endpoint accepts and never answers.
  server = createServer((request, response) => {
    request.resume()
    held.push(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const response of held) response.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const destroy: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const run of destroy.splice(0)) run()
})

const hung = <Network extends CaipNetwork>(network: Network): Network => ({ ...network, rpcUrls: { ...network.rpcUrls, default: { http: [url] } } })
// Short enough for a test; the families' default is under the ten seconds the view allows.
const timeoutMs = 1_000
// Every request a family's client makes goes through this fetch (the real one), counted.
let requests = 0
const fetch: typeof globalThis.fetch = (input, init) => {
  requests++
  return globalThis.fetch(input, init)
}

const families: [string, () => NamespaceAdapter & { destroy(): void }, string][] = [
  ['Bitcoin (Esplora)', () => createBitcoinAdapter({ networks: [hung(bitcoinMainnet)], timeoutMs, fetch }), 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ['Cosmos (REST API)', () => createCosmosAdapter({ networks: [hung(cosmosHub)], timeoutMs, fetch }), 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'],
  [
    'Polkadot (Substrate node)',
    () => createPolkadotAdapter({ networks: [hung(polkadotMainnet)], timeoutMs, fetch }),
    '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  ],
  ['Stacks (Stacks API)', () => createStacksAdapter({ networks: [hung(stacksMainnet)], timeoutMs, fetch }), 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7'],
  ['Sui (JSON-RPC node)', () => createSuiAdapter({ networks: [hung(suiMainnet)], timeoutMs, fetch }), `0x${'1'.repeat(64)}`],
]

describe('NamespaceBalance against a hung endpoint', () => {
  it.each(families)('%s: Balance unavailable with Retry once the request times out; Retry asks again', async (_family, create, address) => {
    const adapter = create()
    destroy.push(() => adapter.destroy())
    const network = adapter.networks[0] as CaipNetwork
    const account = { address, caipAddress: toCaipAddress(network.caipNetworkId, address), namespace: adapter.namespace }
    const before = requests
    render(
      <TestProviders config={createTestConfig([foundry], [])} queryClient={new QueryClient()}>
        <NamespaceBalance adapter={adapter} account={account} />
      </TestProviders>,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading balance…')

    // Without a timeout the status above would stay forever.
    expect((await screen.findByRole('alert', undefined, { timeout: 10_000 })).textContent).toBe('Balance unavailable')
    // A timed-out read is not retried on its own: one request, then the Retry button.
    expect(requests - before).toBe(1)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('status')).toBeTruthy()
    expect((await screen.findByRole('alert', undefined, { timeout: 10_000 })).textContent).toBe('Balance unavailable')
    expect(requests - before).toBe(2)
    expect(screen.queryByTestId('foyer-balance')).toBeNull()
  })
})
