// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { searchDebounceMs, useDebouncedSearch } from './useDebouncedSearch'

/* The search text reaches the registry only once typing has paused for 300 ms; clearing is immediate. */
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useDebouncedSearch', () => {
  it('waits 300 ms after the last keystroke', () => {
    expect(searchDebounceMs).toBe(300)
    const { result } = renderHook(() => useDebouncedSearch())
    for (const text of ['r', 'ra', 'rai', 'rain']) {
      act(() => result.current.setText(text))
      act(() => vi.advanceTimersByTime(200))
    }
    expect(result.current).toMatchObject({ text: 'rain', search: '' })
    act(() => vi.advanceTimersByTime(99))
    expect(result.current.search).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.search).toBe('rain')
  })

  it('clears the text and the search at once', () => {
    const { result } = renderHook(() => useDebouncedSearch())
    act(() => result.current.setText('rain'))
    act(() => vi.advanceTimersByTime(300))
    act(() => result.current.clear())
    expect(result.current).toMatchObject({ text: '', search: '' })
  })
})
