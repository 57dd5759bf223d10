// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useTakeover } from './useTakeover'

// Unmounted after each test: a hook left mounted would fire its timer after the DOM is torn down.
afterEach(cleanup)

const delayOf = (style: { animationDelay?: string | number } | undefined) => Number(String(style?.animationDelay ?? 'none').replace('ms', ''))

describe('useTakeover', () => {
  it('continues the opening animation for as long as the shell has shown', () => {
    const { result } = renderHook(() => useTakeover(performance.now() - 40, true))
    expect(result.current.active).toBe(true)
    // About -40 ms: the animation picks up where the shell's had got to.
    expect(delayOf(result.current.style)).toBeLessThanOrEqual(-40)
    expect(delayOf(result.current.style)).toBeGreaterThan(-150)
  })

  it('does nothing on an opening without a shell, or when mounted closed', () => {
    expect(renderHook(() => useTakeover(undefined, true)).result.current).toEqual({ active: false, style: undefined })
    expect(renderHook(() => useTakeover(performance.now() - 40, false)).result.current).toEqual({ active: false, style: undefined })
  })

  it('stops once the modal closes, so the closing animation and later openings run in full', () => {
    const shownAt = performance.now() - 40
    const { result, rerender } = renderHook(({ open }) => useTakeover(shownAt, open), { initialProps: { open: true } })
    expect(result.current.style).toBeDefined()
    rerender({ open: false })
    expect(result.current.style).toBeUndefined()
    rerender({ open: true })
    expect(result.current.style).toBeUndefined()
  })
})
