// @vitest-environment jsdom
/*
 * useProfileWallets over a real wagmi config with two mock connectors connected at once, inside the
 * real FoyerProvider: the list and its statuses, what a switch reports (account and wallet changed,
 * or nothing for the active one), a switch to a wallet that forgot the site asks it again,
 * disconnecting one lists it as Disconnected (remembered across a remount, as after a reload) and
 * Reconnect connects it again, WalletConnect and e-mail wallets are sent to their flow, nothing
 * connected forgets the list, a wallet that never answers a disconnect is given up on after 3 s.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mock, type CreateConnectorFn } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { foundry } from 'wagmi/chains'
import { createTestConfig, TestProviders } from '../../test/components/renderWithModal'
import { knownWalletsStorageKey } from './knownWallets'
import { useProfileWallets } from './useProfileWallets'

const accountA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const accountB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

afterEach(cleanup)
beforeEach(() => localStorage.clear())

type Overrides = { disconnect?: () => Promise<void>; getAccounts?: () => Promise<readonly `0x${string}`[]>; type?: string }

function namedMock(id: string, name: string, account: `0x${string}`, overrides: Overrides = {}): CreateConnectorFn {
  return (config) => ({ ...mock({ accounts: [account] })(config), id, name, ...overrides })
}

async function setup(connectors = [namedMock('wallet.a', 'Wallet A', accountA), namedMock('wallet.b', 'Wallet B', accountB)]) {
  const config = createTestConfig([foundry], connectors)
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders config={config} queryClient={queryClient}>
      {children}
    </TestProviders>
  )
  const hook = renderHook(() => useProfileWallets(), { wrapper })
  for (const connector of config.connectors) {
    await act(async () => {
      await connect(config, { connector })
    })
  }
  return { config, hook, wrapper }
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

  it('disconnecting the active wallet makes the other one active and lists it as disconnected', async () => {
    const { hook, config } = await setup()
    await act(async () => {
      await hook.result.current.disconnect(hook.result.current.wallets[0]!.uid)
    })
    await waitFor(() =>
      expect(statuses(hook.result.current.wallets)).toEqual([
        ['Wallet A', accountA, 'active'],
        ['Wallet B', accountB, 'disconnected'],
      ]),
    )
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
    // React Query hands the mutation's state to React in its next notification tick.
    await waitFor(() => expect(hook.result.current.failed).toEqual({ uid: 'no-such-uid', action: 'switch' }))
  })

  it('asks a wallet that forgot the site again instead of switching to a dead connection', async () => {
    let forgot = false
    const connects = vi.fn()
    const forgetful: CreateConnectorFn = (config) => {
      const base = mock({ accounts: [accountA] })(config)
      return {
        ...base,
        id: 'wallet.a',
        name: 'Wallet A',
        getAccounts: () => (forgot ? Promise.resolve([]) : base.getAccounts()),
        connect: ((parameters?: Parameters<typeof base.connect>[0]) => {
          connects(parameters)
          forgot = false
          return base.connect(parameters)
        }) as typeof base.connect,
      }
    }
    const { hook, config } = await setup([forgetful, namedMock('wallet.b', 'Wallet B', accountB)])
    connects.mockClear()
    forgot = true
    const uidA = hook.result.current.wallets[1]!.uid
    await act(async () => {
      await hook.result.current.switchTo(uidA)
    })
    expect(connects).toHaveBeenCalledTimes(1)
    expect(config.state.current).toBe(uidA)
    expect(config.state.connections.size).toBe(2)
    expect(hook.result.current.failed).toBeUndefined()
  })

  it('keeps a disconnected wallet listed across a remount and connects it again', async () => {
    const { hook, config, wrapper } = await setup()
    const uidB = hook.result.current.wallets[0]!.uid
    await act(async () => {
      await hook.result.current.disconnect(uidB)
    })
    await waitFor(() => expect(statuses(hook.result.current.wallets)[1]).toEqual(['Wallet B', accountB, 'disconnected']))
    expect(JSON.parse(localStorage.getItem(knownWalletsStorageKey)!)).toEqual([
      { namespace: 'eip155', connectorId: 'wallet.a', kind: 'browser', name: 'Wallet A', address: accountA },
      { namespace: 'eip155', connectorId: 'wallet.b', kind: 'browser', name: 'Wallet B', address: accountB },
    ])
    // As after a reload: a new hook reads the remembered wallets.
    hook.unmount()
    const again = renderHook(() => useProfileWallets(), { wrapper })
    expect(statuses(again.result.current.wallets)).toEqual([
      ['Wallet A', accountA, 'active'],
      ['Wallet B', accountB, 'disconnected'],
    ])
    let result: Awaited<ReturnType<ReturnType<typeof useProfileWallets>['reconnect']>>
    await act(async () => {
      result = await again.result.current.reconnect(again.result.current.wallets[1]!.uid)
    })
    expect(result!).toEqual({ connected: true })
    expect(statuses(again.result.current.wallets)).toEqual([
      ['Wallet B', accountB, 'active'],
      ['Wallet A', accountA, 'connected'],
    ])
    expect(config.state.connections.size).toBe(2)
  })

  it('sends WalletConnect and e-mail wallets to their own flow to connect again', async () => {
    const { hook } = await setup([
      namedMock('walletConnect', 'WalletConnect', accountA, { type: 'walletConnect' }),
      namedMock('foyerAuth', 'E-mail & social', accountB, { type: 'foyerAuth' }),
      namedMock('wallet.c', 'Wallet C', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'),
    ])
    for (const name of ['WalletConnect', 'E-mail & social']) {
      await act(async () => {
        await hook.result.current.disconnect(hook.result.current.wallets.find((wallet) => wallet.name === name)!.uid)
      })
    }
    await waitFor(() => expect(hook.result.current.wallets.map((wallet) => wallet.status)).toEqual(['active', 'disconnected', 'disconnected']))
    const reconnect = async (name: string) => {
      let result: Awaited<ReturnType<ReturnType<typeof useProfileWallets>['reconnect']>>
      await act(async () => {
        result = await hook.result.current.reconnect(hook.result.current.wallets.find((wallet) => wallet.name === name)!.uid)
      })
      return result!
    }
    expect(await reconnect('E-mail & social')).toEqual({ connected: false, flow: 'connect' })
    expect(await reconnect('WalletConnect')).toEqual({ connected: false, flow: 'walletConnect' })
  })

  it('forgets the remembered wallets once nothing is connected', async () => {
    const { hook, config } = await setup()
    await act(async () => {
      await disconnect(config, { connector: config.connectors[0]! })
    })
    await waitFor(() => expect(hook.result.current.wallets.map((wallet) => wallet.status)).toEqual(['active', 'disconnected']))
    expect(localStorage.getItem(knownWalletsStorageKey)).not.toBeNull()
    await act(async () => {
      await disconnect(config, { connector: config.connectors[1]! })
    })
    await waitFor(() => expect(hook.result.current.wallets).toEqual([]))
    expect(localStorage.getItem(knownWalletsStorageKey)).toBeNull()
  })
})
