// @vitest-environment jsdom
/*
 * The pairing hook in an app with Bitcoin (and with Solana too), against a stand-in WalletConnect
 * connector (wagmi's type, the outcome in the test's hands) and stand-ins of the families'
 * WalletConnect chunks: each configured family's chunk and adapter load, every family goes to one
 * pairing in the configuration's order; a wallet that approved Bitcoin alone pairs with Bitcoin the
 * modal's namespace; one that approved EVM too keeps EVM; a refusal is 'rejected'; one-step sign-in
 * is off. The chunks themselves are tested against the relay in walletConnectBitcoin.test.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { UserRejectedRequestError, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig, createConnector, WagmiProvider } from 'wagmi'
import { foundry } from 'wagmi/chains'
import type { ChainNamespace } from '../src/chains/caip'
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
type Outcome = 'bitcoin only' | 'evm and bitcoin' | 'refused'

function setup(outcome: Outcome, { withSolana = false, siwx }: { withSolana?: boolean; siwx?: SiwxConfig } = {}) {
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
  const adapterOf = (networks: unknown[]) => ({ networks, subscribe: () => () => undefined, getState: () => ({ status: 'disconnected', accounts: [] }) }) as unknown as NamespaceAdapter
  const adapters = { bip122: adapterOf([bitcoinMainnet]), solana: adapterOf([solanaMainnet]) }
  const calls: { provider: unknown; families: { namespace: ChainNamespace; adapter: NamespaceAdapter }[] }[] = []
  const chunkOf = (namespace: ChainNamespace): NamespaceWalletConnectModule => ({
    walletConnectFamily: { namespace } as WalletConnectFamily,
    async pairNamespacesOverWalletConnect({ provider, families, connectEvm }) {
      calls.push({ provider, families: families.map(({ family, adapter }) => ({ namespace: family.namespace, adapter })) })
      const evm = connectEvm()
      // wagmi's connect is waiting on the wallet: it approves, fails for want of an eip155 account, or refuses.
      await waitFor(() => expect(attempts.length).toBeGreaterThan(0))
      if (outcome === 'evm and bitcoin') attempts[0]!.approve()
      else attempts[0]!.fail(outcome === 'refused' ? new UserRejectedRequestError(new Error('User rejected.')) : new Error('Provider not found for namespace eip155'))
      if (outcome === 'refused') await evm
      await evm.catch(() => undefined)
      return { evm: outcome === 'evm and bitcoin', connected: ['bip122'] }
    },
  })
  const plugin = <N extends 'solana' | 'bip122'>(namespace: N) => ({
    namespace,
    options: {},
    loadAdapter: async () => ({ createAdapter: () => adapters[namespace] as never }),
    loadWalletConnect: async () => chunkOf(namespace),
  })
  const foyerConfig: FoyerConfig = createFoyerConfig({ projectId: 'test', bitcoin: plugin('bip122'), ...(withSolana ? { solana: plugin('solana') } : {}) })
  const config = createConfig({ chains: [foundry], connectors: [connector], multiInjectedProviderDiscovery: false, storage: null, transports: { [foundry.id]: http('http://127.0.0.1:9', { retryCount: 0 }) } })
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

describe('useWalletConnectPairing with Bitcoin', () => {
  it('Bitcoin alone: its chunk gets the provider and the adapter, the pairing connects, Bitcoin becomes the namespace', async () => {
    const { result, calls, adapters, runtime, config } = setup('bitcoin only')
    await waitFor(() => expect(result.current.state.status).toBe('connected'))
    expect(calls).toEqual([{ provider: walletConnectProvider, families: [{ namespace: 'bip122', adapter: adapters.bip122 }] }])
    expect(runtime.activeChain).toBe('bip122')
    expect(config.state.status).toBe('disconnected')
  })

  it('Solana and Bitcoin: one pairing with both families in the configuration’s order; the one that connected becomes the namespace', async () => {
    const { result, calls, adapters, runtime } = setup('bitcoin only', { withSolana: true })
    await waitFor(() => expect(result.current.state.status).toBe('connected'))
    expect(calls).toEqual([{ provider: walletConnectProvider, families: [{ namespace: 'solana', adapter: adapters.solana }, { namespace: 'bip122', adapter: adapters.bip122 }] }])
    expect(runtime.activeChain).toBe('bip122')
  })

  it('EVM and Bitcoin: wagmi is connected and EVM stays the namespace', async () => {
    const { result, runtime, config } = setup('evm and bitcoin')
    await waitFor(() => expect(result.current.state.status).toBe('connected'))
    expect(config.state.status).toBe('connected')
    expect(runtime.activeChain).toBeUndefined()
  })

  it("a refusal is 'rejected'; with sign-in on, the one-step sign-in is not used", async () => {
    const { result, runtime } = setup('refused', { siwx: { getNonce: async () => 'n' } as unknown as SiwxConfig })
    expect(result.current.authenticating).toBe(false)
    await waitFor(() => expect(result.current.state.status).toBe('rejected'))
    expect(runtime.activeChain).toBeUndefined()
  })
})
