// @vitest-environment jsdom
/*
 * A login step as a mutation, with steps whose outcome the test decides: a refused input shows its
 * text without a shake, a failure shows the frame's text (or the step's fallback) with one, a new
 * attempt clears the last error, and an older attempt that fails after a newer one started never
 * shows its error. `start` never rejects.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refusedAuthStep } from '../../src/errors/authErrors'
import { FrameRequestError, frameErrorCodes } from '../../src/protocol/frameErrors'
import { FoyerActionsContext, type FoyerActions } from '../foyerContext'
import { useAuthStep } from './useAuthStep'

type Outcome = { resolve: () => void; reject: (error: unknown) => void }

function setup() {
  const outcomes: Outcome[] = []
  const shake = vi.fn()
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <FoyerActionsContext.Provider value={{ shake } as unknown as FoyerActions}>{children}</FoyerActionsContext.Provider>
    </QueryClientProvider>
  )
  const hook = renderHook(
    () =>
      useAuthStep({
        fallback: 'error.Failed to connect',
        run: async (code: string) => {
          if (code === '') throw refusedAuthStep('auth.codeInvalid')
          await new Promise<void>((resolve, reject) => outcomes.push({ resolve, reject }))
        },
      }),
    { wrapper },
  )
  return { hook, outcomes, shake }
}

afterEach(cleanup)

describe('useAuthStep', () => {
  it('a refused input shows its text without a shake; a failure shows the frame’s text with one', async () => {
    const { hook, outcomes, shake } = setup()
    await act(() => hook.result.current.start(''))
    await waitFor(() => expect(hook.result.current.error).toEqual({ key: 'auth.codeInvalid' }))
    expect(shake).not.toHaveBeenCalled()

    act(() => void hook.result.current.start('123456'))
    await waitFor(() => expect(hook.result.current.pending).toBe(true))
    expect(hook.result.current.error).toBeUndefined()
    await act(async () => outcomes[0]!.reject(new FrameRequestError({ code: frameErrorCodes.throttled, message: 'Please try again after 27 seconds' })))
    await waitFor(() => expect(hook.result.current.error).toEqual({ key: 'auth.throttled', params: { seconds: 27 } }))
    expect(hook.result.current.pending).toBe(false)
    expect(shake).toHaveBeenCalledTimes(1)
  })

  it('a failure nothing names shows the step’s fallback; start resolves either way', async () => {
    const { hook, outcomes } = setup()
    let settled: Promise<void> | undefined
    act(() => void (settled = hook.result.current.start('123456')))
    await waitFor(() => expect(outcomes).toHaveLength(1))
    outcomes[0]!.reject(new Error('socket hang up'))
    await act(() => expect(settled).resolves.toBeUndefined())
    await waitFor(() => expect(hook.result.current.error).toEqual({ key: 'error.Failed to connect' }))
  })

  it('an older attempt that fails after a newer one started never shows its error', async () => {
    const { hook, outcomes } = setup()
    act(() => void hook.result.current.start('111111'))
    act(() => void hook.result.current.start('222222'))
    await waitFor(() => expect(outcomes).toHaveLength(2))
    await act(async () => {
      outcomes[0]!.reject(new Error('late'))
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(hook.result.current.error).toBeUndefined()
    expect(hook.result.current.pending).toBe(true)
    expect(hook.result.current.variables).toBe('222222')
    await act(async () => outcomes[1]!.resolve())
    await waitFor(() => expect(hook.result.current.succeeded).toBe(true))
    expect(hook.result.current.error).toBeUndefined()
  })
})
