// @vitest-environment jsdom
/*
 * The pairing hook in an app with Solana, against a stand-in WalletConnect connector (wagmi's type,
 * the outcome in the test's hands) and a stand-in of Solana's WalletConnect chunk: the chunk is loaded
 * and drives wagmi's connect; a wallet that approved Solana alone pairs with Solana the modal's
 * namespace; one that approved both keeps EVM; a refusal is 'rejected'; one-step sign-in is off.
 * The chunk itself is tested against the relay in solanaWalletConnectPairing.test.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { UserRejectedRequestError, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig, createConnector, WagmiProvider } from 'wagmi'
import { foundry } from 'wagmi/chains'
import { solanaMainnet } from '../src/chains/builtinNetworks'
import { createFoyerConfig, type FoyerConfig } from '../src/config/createFoyerConfig'
import type { NamespaceWalletConnectModule, WalletConnectFamily } from '../src/config/namespaceWalletConnect'
import type { NamespaceAdapter } from '../src/namespaces/namespaceAdapter'
import type { SiwxConfig } from '../src/siwx/siwxTypes'
import { FoyerOptionsContext, type FoyerOptions } from './foyerContext'
import { namespaceRuntime } from './namespaces/namespaceRuntime'
import { useWalletConnectPairing } from './useWalletConnectPairing'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const walletConnectProvider = { isWalletConnect: true }
type Outcome = 'solana only' | 'both' | 'refused'

function setup(outcome: Outcome, siwx?: SiwxConfig) {
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
  const adapter = { networks: [solanaMainnet], subscribe: () => () => undefined, getState: () => ({ status: 'disconnected', accounts: [] }) } as unknown as NamespaceAdapter
  const calls: { provider: unknown; adapter: NamespaceAdapter }[] = []
  const chunk: NamespaceWalletConnectModule = {
    walletConnectFamily: { namespace: 'solana' } as WalletConnectFamily,
    async pairNamespacesOverWalletConnect({ provider, families, connectEvm }) {
      calls.push({ provider, adapter: families[0]!.adapter })
      const evm = connectEvm()
      // wagmi's connect is waiting on the wallet: it approves, fails for want of an eip155 account, or refuses.
      await waitFor(() => expect(attempts.length).toBeGreaterThan(0))
      if (outcome === 'both') attempts[0]!.approve()
      else attempts[0]!.fail(outcome === 'refused' ? new UserRejectedRequestError(new Error('User rejected.')) : new Error('Provider not found for namespace eip155'))
      if (outcome === 'refused') await evm
      await evm.catch(() => undefined)
      return { evm: outcome === 'both', connected: ['solana'] }
    },
  }
  const foyerConfig: FoyerConfig = createFoyerConfig({
    projectId: 'test',
    solana: { namespace: 'solana', options: {}, loadAdapter: async () => ({ createAdapter: () => adapter as never }), loadWalletConnect: async () => chunk },
  })
  const config = createConfig({ chains: [foundry], connectors: [connector], multiInjectedProviderDiscovery: false, storage: null, transports: { [foundry.id]: http('http://127.0.0.1:9', { retryCount: 0 }) } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={new QueryClient()}>
        <FoyerOptionsContext.Provider value={{ config: foyerConfig } as FoyerOptions}>{children}</FoyerOptionsContext.Provider>
      </QueryClientProvider>
    </WagmiProvider>
  )
  const rendered = renderHook(() => useWalletConnectPairing({ siwx }), { wrapper })
  return { ...rendered, config, calls, adapter, runtime: namespaceRuntime(foyerConfig) }
}

afterEach(cleanup)

describe('useWalletConnectPairing with Solana', () => {
  it('Solana alone: the chunk gets the provider and the adapter, the pairing connects, Solana becomes the namespace', async () => {
    const { result, calls, adapter, runtime, config } = setup('solana only')
    await waitFor(() => expect(result.current.state.status).toBe('connected'))
    expect(calls).toEqual([{ provider: walletConnectProvider, adapter }])
    expect(runtime.activeChain).toBe('solana')
    expect(config.state.status).toBe('disconnected')
  })

  it('both families: wagmi is connected and EVM stays the namespace', async () => {
    const { result, runtime, config } = setup('both')
    await waitFor(() => expect(result.current.state.status).toBe('connected'))
    expect(config.state.status).toBe('connected')
    expect(runtime.activeChain).toBeUndefined()
  })

  it("a refusal is 'rejected'; with sign-in on, the one-step sign-in is not used", async () => {
    const { result, runtime } = setup('refused', { getNonce: async () => 'n' } as unknown as SiwxConfig)
    expect(result.current.authenticating).toBe(false)
    await waitFor(() => expect(result.current.state.status).toBe('rejected'))
    expect(runtime.activeChain).toBeUndefined()
  })
})
