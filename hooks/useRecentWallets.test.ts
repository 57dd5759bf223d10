// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadKitStorage } from '../src/storage/kitStorage'
import { useRecentWallets } from './useRecentWallets'

/* The hook over the kit's store (jsdom has no IndexedDB: localStorage): lazy read, write-through, a limit of 2. */
beforeEach(() => localStorage.clear())

describe('useRecentWallets', () => {
  it('reads what an earlier page stored, and drops a corrupt value', async () => {
    localStorage.setItem('foyer.recentWallets', JSON.stringify([{ id: 'rainbow', name: 'Rainbow' }]))
    const first = renderHook(() => useRecentWallets())
    // The store opens on first use: the list fills in once it has.
    await waitFor(() => expect(first.result.current.recent).toEqual([{ id: 'rainbow', name: 'Rainbow' }]))
    localStorage.setItem('foyer.recentWallets', '{corrupt')
    expect(renderHook(() => useRecentWallets()).result.current.recent).toEqual([])
    expect(localStorage.getItem('foyer.recentWallets')).toBeNull()
  })

  it('remembers the newest first, at most 2, and persists them', async () => {
    const { result } = renderHook(() => useRecentWallets())
    await act(() => loadKitStorage())
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
