// @vitest-environment jsdom
/*
 * The pairing hook in an app with Solana, Bitcoin or both, against a stand-in WalletConnect
 * connector (wagmi's type, the outcome in the test's hands) and stand-ins of the families'
 * WalletConnect chunks: each configured family's chunk and adapter load, and every family goes to
 * one pairing in the configuration's order; a wallet that approved one family alone pairs with it
 * as the modal's namespace; one that approved EVM too keeps EVM; a refusal is 'rejected'; one-step
 * sign-in is off. The chunks themselves are tested against the relay in
 * solanaWalletConnectPairing.test.ts and walletConnectBitcoin.test.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { UserRejectedRequestError, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig, createConnector, WagmiProvider } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { bitcoinMainnet, solanaMainnet } from '../src/chains/builtinNetworks'
import { createFoyerConfig, type FoyerConfig } from '../src/config/createFoyerConfig'
import type { NamespaceWalletConnectModule, WalletConnectFamily } from '../src/config/namespaceWalletConnect'
import type { NamespaceAdapter } from '../src/namespaces/namespaceAdapter'
import type { SiwxConfig } from '../src/siwx/siwxTypes'
import { FoyerOptionsContext, type FoyerOptions } from './foyerContext'
import { namespaceRuntime } from './namespaces/namespaceRuntime'
import { useWalletConnectPairing } from './useWalletConnectPairing'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const walletConnectProvider = { isWalletConnect: true }
/** What the wallet approves: the family it pairs with alone, EVM as well, or nothing. */
type Outcome = 'family only' | 'evm too' | 'refused'
type Family = 'solana' | 'bip122'

function setup(outcome: Outcome, { families, siwx }: { families: readonly Family[]; siwx?: SiwxConfig }) {
  // The wallet answers for the last configured family.
  const paired = families[families.length - 1]!
  const attempts: { approve: () => void; fail: (error: Error) => void }[] = []
  const connector = createConnector(() => ({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
    connect: () =>
      new Promise((resolve, reject) => attempts.push({ approve: () => resolve({ accounts: [address], chainId: foundry.id } as never), fail: reject })),
    async disconnect() {},
    getAccounts: async () => [address],
    getChainId: async () => foundry.id,
    getProvider: async () => walletConnectProvider,
    isAuthorized: async () => false,
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
  const adapterOf = (networks: unknown[]) =>
    ({
      networks,
      subscribe: () => () => undefined,
      getState: () => ({ status: 'disconnected', accounts: [] }),
      getWallets: () => [],
    }) as unknown as NamespaceAdapter
  const adapters = { bip122: adapterOf([bitcoinMainnet]), solana: adapterOf([solanaMainnet]) }
  const calls: { provider: unknown; families: { namespace: string; adapter: NamespaceAdapter }[] }[] = []
  const chunkOf = (namespace: Family): NamespaceWalletConnectModule => ({
    walletConnectFamily: { namespace } as WalletConnectFamily,
    async pairNamespacesOverWalletConnect({ provider, families: pairing, connectEvm }) {
      calls.push({ provider, families: pairing.map(({ family, adapter }) => ({ namespace: family.namespace, adapter })) })
      const evm = connectEvm()
      // wagmi's connect is waiting on the wallet: it approves, fails for want of an eip155 account, or refuses.
      await waitFor(() => expect(attempts.length).toBeGreaterThan(0))
      if (outcome === 'evm too') attempts[0]!.approve()
      else
        attempts[0]!.fail(
          outcome === 'refused' ? new UserRejectedRequestError(new Error('User rejected.')) : new Error('Provider not found for namespace eip155'),
        )
      if (outcome === 'refused') await evm
      await evm.catch(() => undefined)
      return { evm: outcome === 'evm too', connected: [paired] }
    },
  })
  const plugin = <N extends Family>(namespace: N) => ({
    namespace,
    options: {},
    loadAdapter: async () => ({ createAdapter: () => adapters[namespace] as never }),
    loadWalletConnect: async () => chunkOf(namespace),
  })
  const foyerConfig: FoyerConfig = createFoyerConfig({
    projectId: 'test',
    ...(families.includes('solana') ? { solana: plugin('solana') } : {}),
    ...(families.includes('bip122') ? { bitcoin: plugin('bip122') } : {}),
  })
  const config = createConfig({
    chains: [foundry],
    connectors: [connector],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [foundry.id]: http('http://127.0.0.1:9', { retryCount: 0 }) },
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={new QueryClient()}>
        <FoyerOptionsContext.Provider value={{ config: foyerConfig } as FoyerOptions}>{children}</FoyerOptionsContext.Provider>
      </QueryClientProvider>
    </WagmiProvider>
  )
  const rendered = renderHook(() => useWalletConnectPairing({ siwx }), { wrapper })
  return { ...rendered, config, calls, adapters, runtime: namespaceRuntime(foyerConfig) }
}

afterEach(cleanup)

describe.each([
  { name: 'Solana', family: 'solana' },
  { name: 'Bitcoin', family: 'bip122' },
] as const)('useWalletConnectPairing with $name', ({ name, family }) => {
  it(`${name} alone: its chunk gets the provider and the adapter, the pairing connects, ${name} becomes the namespace`, async () => {
    const { result, calls, adapters, runtime, config } = setup('family only', { families: [family] })
    await waitFor(() => expect(result.current.state.status).toBe('connected'))
    expect(calls).toEqual([{ provider: walletConnectProvider, families: [{ namespace: family, adapter: adapters[family] }] }])
    expect(runtime.activeChain).toBe(family)
    expect(config.state.status).toBe('disconnected')
  })

  it(`EVM and ${name}: wagmi is connected and EVM stays the namespace`, async () => {
    const { result, runtime, config } = setup('evm too', { families: [family] })
    await waitFor(() => expect(result.current.state.status).toBe('connected'))
    expect(config.state.status).toBe('connected')
    expect(runtime.activeChain).toBeUndefined()
  })

  it("a refusal is 'rejected'; with sign-in on, the one-step sign-in is not used", async () => {
    const { result, runtime } = setup('refused', { families: [family], siwx: { getNonce: async () => 'n' } as unknown as SiwxConfig })
    expect(result.current.authenticating).toBe(false)
    await waitFor(() => expect(result.current.state.status).toBe('rejected'))
    expect(runtime.activeChain).toBeUndefined()
  })
})

describe('useWalletConnectPairing with Solana and Bitcoin', () => {
  it('one pairing with both families in the configuration’s order; the one that connected becomes the namespace', async () => {
    const { result, calls, adapters, runtime } = setup('family only', { families: ['solana', 'bip122'] })
    await waitFor(() => expect(result.current.state.status).toBe('connected'))
    expect(calls).toEqual([
      {
        provider: walletConnectProvider,
        families: [
          { namespace: 'solana', adapter: adapters.solana },
          { namespace: 'bip122', adapter: adapters.bip122 },
        ],
      },
    ])
    expect(runtime.activeChain).toBe('bip122')
  })
})
