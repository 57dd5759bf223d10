// @vitest-environment jsdom
/* The e-mail resend countdown on the page's clock (fake timers): 30 s from the last e-mail, in whole seconds rounded up. */
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emailResendCooldownMs, useResendCountdown } from './useResendCountdown'

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
afterEach(() => vi.useRealTimers())

describe('useResendCountdown', () => {
  it('counts down 30 s from the last e-mail, rounding the seconds left up', () => {
    expect(emailResendCooldownMs).toBe(30_000)
    const { result } = renderHook(() => useResendCountdown(Date.now() - 400))
    expect(result.current.resendIn).toBe(30)
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current.resendIn).toBe(29)
    act(() => vi.advanceTimersByTime(28_000))
    expect(result.current.resendIn).toBe(1)
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current.resendIn).toBe(0)
  })

  it('starts again from 30 s when an e-mail was just sent', () => {
    const { result } = renderHook(() => useResendCountdown(Date.now() - 60_000))
    expect(result.current.resendIn).toBe(0)
    act(() => result.current.restart())
    expect(result.current.resendIn).toBe(30)
  })
})
