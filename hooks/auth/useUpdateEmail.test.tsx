// @vitest-environment jsdom
/*
 * useUpdateEmail after the second code, on the page's clock (fake timers, advanced by hand): the
 * user is read again every second until the wallet reports the new address, then the modal goes
 * back; a view that goes away (the modal closed) stops the wait. The connector is a stand-in with the
 * auth connector's operations; the whole flow runs against the real frame in test/e2e/auth.spec.ts.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { foundry } from 'wagmi/chains'
import type { FrameUser } from '../../src/protocol/payloads'
import { authOperations, embeddedWalletStandIn } from '../../test/components/embeddedWalletStandIn'
import { connectFirst, createTestConfig, TestProviders } from '../../test/components/renderWithModal'
import { updateEmailPollMs, useUpdateEmail } from './useUpdateEmail'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const userWith = (email: string): FrameUser => ({
  address,
  chainId: foundry.id,
  accounts: [{ address, type: 'eoa' }],
  email,
  authProvider: 'email',
  preferredAccountType: 'eoa',
})

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Connected to the stand-in, past both codes: the hook is waiting for the new address. */
async function confirming(changedAtRead: number) {
  let reads = 0
  const refreshUser = vi.fn(async () => userWith(++reads >= changedAtRead ? 'new@example.org' : 'old@example.org'))
  const operations = authOperations({
    updateEmail: async () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    updateEmailPrimaryOtp: async () => ({ action: 'VERIFY_SECONDARY_OTP' }),
    updateEmailSecondaryOtp: async () => ({ email: 'new@example.org' }),
    refreshUser,
  })
  const config = createTestConfig([foundry], [embeddedWalletStandIn(address, operations)])
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders config={config} queryClient={queryClient}>
      {children}
    </TestProviders>
  )
  await connectFirst(config)
  const hook = renderHook(() => useUpdateEmail(), { wrapper })
  await act(() => hook.result.current.submit('new@example.org'))
  await act(() => hook.result.current.submit('4KQ7011Z'))
  // The last code's attempt settles only once the wait is over: started here, awaited by no one.
  act(() => void hook.result.current.submit('4KQ7011Z'))
  await act(() => vi.advanceTimersByTimeAsync(0))
  return { hook, refreshUser }
}

it('reads the user again every second until the e-mail changed, then is done', async () => {
  expect(updateEmailPollMs).toBe(1000)
  const { hook, refreshUser } = await confirming(3)
  expect(hook.result.current.step).toBe('confirming')
  expect(refreshUser).toHaveBeenCalledTimes(1)
  await act(() => vi.advanceTimersByTimeAsync(999))
  expect(refreshUser).toHaveBeenCalledTimes(1)
  await act(() => vi.advanceTimersByTimeAsync(1))
  expect(refreshUser).toHaveBeenCalledTimes(2)
  await act(() => vi.advanceTimersByTimeAsync(1000))
  expect(refreshUser).toHaveBeenCalledTimes(3)
  expect(hook.result.current.step).toBe('done')
  await act(() => vi.advanceTimersByTimeAsync(5000))
  expect(refreshUser).toHaveBeenCalledTimes(3)
})

it('stops waiting once the view is gone (the modal closed)', async () => {
  const { hook, refreshUser } = await confirming(Number.POSITIVE_INFINITY)
  await act(() => vi.advanceTimersByTimeAsync(2000))
  expect(refreshUser).toHaveBeenCalledTimes(3)
  hook.unmount()
  await act(() => vi.advanceTimersByTimeAsync(5000))
  expect(refreshUser).toHaveBeenCalledTimes(3)
})
