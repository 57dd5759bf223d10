// @vitest-environment jsdom
/*
 * useProfileWallets over a real wagmi config with two mock connectors connected at once: the list
 * and its statuses, what a switch reports (account and wallet changed, or nothing for the active
 * one), disconnecting the active one makes the other active, a wallet that never answers a
 * disconnect is given up on after 3 s with the failure reported.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { mock, WagmiProvider, type CreateConnectorFn } from 'wagmi'
import { connect } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { createTestConfig } from '../../test/components/renderWithModal'
import { useProfileWallets } from './useProfileWallets'

const accountA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const accountB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

afterEach(cleanup)

function namedMock(id: string, name: string, account: `0x${string}`, overrides: { disconnect?: () => Promise<void> } = {}): CreateConnectorFn {
  return (config) => ({ ...mock({ accounts: [account] })(config), id, name, ...overrides })
}

async function setup(connectors = [namedMock('wallet.a', 'Wallet A', accountA), namedMock('wallet.b', 'Wallet B', accountB)]) {
  const config = createTestConfig([foundry], connectors)
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
  const hook = renderHook(() => useProfileWallets(), { wrapper })
  for (const connector of config.connectors) {
    await act(async () => {
      await connect(config, { connector })
    })
  }
  return { config, hook }
}

const statuses = (wallets: ReturnType<typeof useProfileWallets>['wallets']) => wallets.map((wallet) => [wallet.name, wallet.address, wallet.status])

describe('useProfileWallets', () => {
  it('lists every connection, the active one first', async () => {
    const { hook } = await setup()
    expect(statuses(hook.result.current.wallets)).toEqual([
      ['Wallet B', accountB, 'active'],
      ['Wallet A', accountA, 'connected'],
    ])
    expect(hook.result.current.isLoading).toBe(false)
  })

  it('reports what a switch changed', async () => {
    const { hook, config } = await setup()
    const uidA = hook.result.current.wallets[1]!.uid
    let result: Awaited<ReturnType<ReturnType<typeof useProfileWallets>['switchTo']>>
    await act(async () => {
      result = await hook.result.current.switchTo(uidA)
    })
    expect(result!).toEqual({ accountChanged: true, walletChanged: true })
    expect(config.state.current).toBe(uidA)
    expect(statuses(hook.result.current.wallets)[0]).toEqual(['Wallet A', accountA, 'active'])
    await act(async () => {
      result = await hook.result.current.switchTo(uidA)
    })
    expect(result!).toEqual({ accountChanged: false, walletChanged: false })
  })

  it('disconnecting the active wallet makes the other one active', async () => {
    const { hook, config } = await setup()
    await act(async () => {
      await hook.result.current.disconnect(hook.result.current.wallets[0]!.uid)
    })
    expect(statuses(hook.result.current.wallets)).toEqual([['Wallet A', accountA, 'active']])
    expect(config.state.status).toBe('connected')
    expect(hook.result.current.failed).toBeUndefined()
  })

  it('gives up on a wallet that does not answer a disconnect after 3 s, and says so', async () => {
    const hanging = namedMock('wallet.b', 'Wallet B', accountB, { disconnect: () => new Promise<void>(() => {}) })
    const { hook } = await setup([namedMock('wallet.a', 'Wallet A', accountA), hanging])
    const uidB = hook.result.current.wallets[0]!.uid
    const started = Date.now()
    await act(async () => {
      await hook.result.current.disconnect(uidB)
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900)
    expect(Date.now() - started).toBeLessThan(6_000)
    await waitFor(() => expect(hook.result.current.failed).toEqual({ uid: uidB, action: 'disconnect' }))
    expect(hook.result.current.pending).toBeUndefined()
  })

  it('refuses a connection that is not open', async () => {
    const { hook } = await setup()
    await act(async () => {
      expect(await hook.result.current.switchTo('no-such-uid')).toBeUndefined()
    })
    expect(hook.result.current.failed).toEqual({ uid: 'no-such-uid', action: 'switch' })
  })
})
