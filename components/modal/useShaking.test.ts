// @vitest-environment jsdom
/*
 * The dialog's error shake on the page's clock (fake timers): each failure shakes it for 500 ms, a
 * failure during a shake starts the 500 ms again, and nothing shakes before the first failure.
 */
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { modalShakeMs, useShaking } from './useShaking'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

it('shakes for 500 ms after each failure, and not before the first', () => {
  expect(modalShakeMs).toBe(500)
  const { result, rerender } = renderHook(({ count }) => useShaking(count), { initialProps: { count: 0 } })
  expect(result.current).toBe(false)
  rerender({ count: 1 })
  expect(result.current).toBe(true)
  act(() => vi.advanceTimersByTime(499))
  expect(result.current).toBe(true)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current).toBe(false)
})

it('a failure during a shake shakes 500 ms from then', () => {
  const { result, rerender } = renderHook(({ count }) => useShaking(count), { initialProps: { count: 1 } })
  act(() => vi.advanceTimersByTime(400))
  rerender({ count: 2 })
  act(() => vi.advanceTimersByTime(499))
  expect(result.current).toBe(true)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current).toBe(false)
})
