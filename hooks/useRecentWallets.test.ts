// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useRecentWallets } from './useRecentWallets'

/* The hook over real jsdom localStorage: lazy read, write-through, a limit of 2. */
beforeEach(() => localStorage.clear())

describe('useRecentWallets', () => {
  it('reads what an earlier page stored, and ignores a corrupt value', () => {
    localStorage.setItem('foyer.recentWallets', JSON.stringify([{ id: 'rainbow', name: 'Rainbow' }]))
    expect(renderHook(() => useRecentWallets()).result.current.recent).toEqual([{ id: 'rainbow', name: 'Rainbow' }])
    localStorage.setItem('foyer.recentWallets', '{corrupt')
    expect(renderHook(() => useRecentWallets()).result.current.recent).toEqual([])
  })

  it('remembers the newest first, at most 2, and persists them', () => {
    const { result } = renderHook(() => useRecentWallets())
    act(() => result.current.remember({ id: 'a', name: 'A' }))
    act(() => result.current.remember({ id: 'b', name: 'B' }))
    act(() => result.current.remember({ id: 'c', name: 'C', imageUrl: 'data:image/png;base64,AAAA' }))
    expect(result.current.recent.map((wallet) => wallet.id)).toEqual(['c', 'b'])
    expect(JSON.parse(localStorage.getItem('foyer.recentWallets')!)).toEqual([
      { id: 'c', name: 'C' },
      { id: 'b', name: 'B' },
    ])
    // A second instance (another view) sees the same list.
    expect(renderHook(() => useRecentWallets()).result.current.recent.map((wallet) => wallet.id)).toEqual(['c', 'b'])
  })
})
