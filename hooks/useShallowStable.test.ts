// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useShallowStable } from './useShallowStable'

describe('useShallowStable', () => {
  it('keeps the first object while every member is the same, and takes the new one when a member changes', () => {
    const onEvent = () => undefined
    const { result, rerender } = renderHook((props: { locale: string; ids: readonly string[] }) => useShallowStable({ ...props, onEvent }), {
      initialProps: { locale: 'en', ids: [] as readonly string[] },
    })
    const first = result.current
    rerender({ locale: 'en', ids: first.ids })
    expect(result.current).toBe(first)
    rerender({ locale: 'fr', ids: first.ids })
    expect(result.current).not.toBe(first)
    expect(result.current.locale).toBe('fr')
    const second = result.current
    // A new array with the same items is a different member.
    rerender({ locale: 'fr', ids: [] })
    expect(result.current).not.toBe(second)
  })

  it('takes the new object when a member is added or removed, even one set to undefined', () => {
    const { result, rerender } = renderHook((props: Record<string, unknown>) => useShallowStable(props), { initialProps: { a: 1 } as Record<string, unknown> })
    const first = result.current
    rerender({ a: 1, b: undefined })
    expect(result.current).not.toBe(first)
    const second = result.current
    rerender({ a: 1, c: undefined })
    expect(result.current).not.toBe(second)
  })
})
