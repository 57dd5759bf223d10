// @vitest-environment jsdom
/*
 * The shared send form with two callers at once. Each caller resets the form only when its own
 * account or chain changes (or it mounts onto another one's form): two callers that see different
 * scopes must not empty the form in turn for ever, which froze the page when app code used the send
 * hook on EVM while the modal's Send view was open on Solana.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { foundry } from 'wagmi/chains'
import { createTestConfig, TestProviders } from '../../test/components/renderWithModal'
import { useFoyerActions } from '../foyerContext'
import { useSendForm, type SendFormScope } from './useSendForm'

const evm: SendFormScope = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 }
const solana: SendFormScope = { address: 'Hc5WLKGEdjxVGEe6gyKVf7kAC9xP3x6RQBfTFooJHjhU', chainId: 'solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV' }
const otherChain: SendFormScope = { ...evm, chainId: 31338 }

afterEach(() => cleanup())

function setup(initial: { app: SendFormScope; view: SendFormScope }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders config={createTestConfig([foundry], [])} queryClient={new QueryClient()}>
      {children}
    </TestProviders>
  )
  let writes = 0
  const { result } = renderHook(
    () => {
      const [scopes, setScopes] = useState(initial)
      const { sendForm } = useFoyerActions()
      const [counted] = useState(() => sendForm.subscribe(() => void writes++))
      return { app: useSendForm(scopes.app), view: useSendForm(scopes.view), setScopes, store: sendForm, counted }
    },
    { wrapper },
  )
  return { result, writes: () => writes }
}

describe('useSendForm with two callers', () => {
  it('callers on different accounts do not reset each other in turn', async () => {
    const { result, writes } = setup({ app: evm, view: solana })
    act(() => result.current.view.update({ amount: '1.5', receiver: 'GtZ6sqZsEk1i5KWYUuTFLHMqsjCSJLBDg2TJwyBwVFNF' }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(writes()).toBe(1)
    expect(result.current.view.values).toEqual({ tokenId: undefined, amount: '1.5', receiver: 'GtZ6sqZsEk1i5KWYUuTFLHMqsjCSJLBDg2TJwyBwVFNF' })
    // Read for the other account the form is empty, and writing it makes it that account's.
    expect(result.current.app.values.amount).toBe('')
    act(() => result.current.app.update({ amount: '2' }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(writes()).toBe(2)
    expect(result.current.app.values.amount).toBe('2')
    expect(result.current.view.values.amount).toBe('')
  })

  it('one shared scope: one form; a change of chain resets it once and switching back does not bring it back', async () => {
    const { result, writes } = setup({ app: evm, view: evm })
    act(() => result.current.view.update({ amount: '1' }))
    expect(result.current.app.values.amount).toBe('1')
    act(() => result.current.setScopes({ app: otherChain, view: otherChain }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(result.current.store.get()).toMatchObject({ ...otherChain, amount: '' })
    expect(writes()).toBe(2)
    act(() => result.current.setScopes({ app: evm, view: evm }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(result.current.view.values.amount).toBe('')
    expect(result.current.app.values.amount).toBe('')
  })
})
