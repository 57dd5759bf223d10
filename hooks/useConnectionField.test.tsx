// @vitest-environment jsdom
/*
 * One field of wagmi's connection, read with React's own useSyncExternalStore: it follows the
 * connection, and a change elsewhere in it (the chain, for a status reader) renders nothing.
 */
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it } from 'vitest'
import { mock, WagmiProvider } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { foundry, mainnet } from 'wagmi/chains'
import { createTestConfig } from '../test/components/renderWithModal'
import { useConnectionField } from './useConnectionField'

afterEach(cleanup)

it('follows its field and renders only when that field changes', async () => {
  const config = createTestConfig([foundry, mainnet], [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })])
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config} reconnectOnMount={false}>
      {children}
    </WagmiProvider>
  )
  let renders = 0
  const { result } = renderHook(
    () => {
      renders += 1
      return { status: useConnectionField((connection) => connection.status), chainId: useConnectionField((connection) => connection.chainId) }
    },
    { wrapper },
  )
  expect(result.current).toEqual({ status: 'disconnected', chainId: undefined })

  await act(async () => {
    await connect(config, { connector: config.connectors[0]! })
  })
  expect(result.current).toEqual({ status: 'connected', chainId: foundry.id })

  // The chain moves: the chain reader follows.
  act(() => config.connectors[0]!.onChainChanged(String(mainnet.id)))
  expect(result.current).toEqual({ status: 'connected', chainId: mainnet.id })

  // The same chain again: nothing it reads changed, nothing renders.
  const before = renders
  act(() => config.connectors[0]!.onChainChanged(String(mainnet.id)))
  act(() => config.setState((state) => ({ ...state })))
  expect(renders).toBe(before)

  await act(async () => {
    await disconnect(config)
  })
  expect(result.current).toEqual({ status: 'disconnected', chainId: undefined })
})
