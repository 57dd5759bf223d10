// @vitest-environment jsdom
/*
 * The toast's timers on the page's clock (fake timers): a new message while one is shown first lets
 * the old one leave and shows the new one 150 ms later; success and error toasts leave by
 * themselves, a loading toast stays until replaced. The rule itself is toastReducer's (its tests).
 */
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastLifetimeMs, toastSwapDelayMs } from '../src/toast/toastReducer'
import { useToastState } from './useToastState'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const shown = (state: ReturnType<typeof useToastState>['state']) =>
  state.phase === 'idle' ? undefined : [state.phase, state.toast.variant, state.toast.message]

describe('useToastState', () => {
  it('the swap delay is 150 ms', () => {
    expect(toastSwapDelayMs).toBe(150)
  })

  it('a new message closes the open one first and shows 150 ms later', () => {
    const { result } = renderHook(() => useToastState())
    act(() => result.current.showToast('loading', 'Switching network'))
    expect(shown(result.current.state)).toEqual(['shown', 'loading', 'Switching network'])
    act(() => result.current.showToast('error', 'Failed to switch network'))
    expect(shown(result.current.state)).toEqual(['leaving', 'loading', 'Switching network'])
    act(() => vi.advanceTimersByTime(149))
    expect(shown(result.current.state)).toEqual(['leaving', 'loading', 'Switching network'])
    act(() => vi.advanceTimersByTime(1))
    expect(shown(result.current.state)).toEqual(['shown', 'error', 'Failed to switch network'])
  })

  it('success and error leave after their lifetime; loading stays until replaced', () => {
    const { result } = renderHook(() => useToastState())
    act(() => result.current.showToast('loading', 'Switching network'))
    act(() => vi.advanceTimersByTime(toastLifetimeMs * 3))
    expect(shown(result.current.state)).toEqual(['shown', 'loading', 'Switching network'])
    act(() => result.current.showToast('success', 'Address copied'))
    act(() => vi.advanceTimersByTime(toastSwapDelayMs))
    act(() => vi.advanceTimersByTime(toastLifetimeMs))
    expect(shown(result.current.state)).toEqual(['leaving', 'success', 'Address copied'])
    act(() => vi.advanceTimersByTime(toastSwapDelayMs))
    expect(result.current.state).toEqual({ phase: 'idle' })
  })
})
