import { describe, expect, it, vi } from 'vitest'
import { createFormStore } from './createFormStore'

describe('createFormStore', () => {
  it('replaces the form with a value or from the current one, and tells subscribers of real changes only', () => {
    const store = createFormStore({ amount: '', receiver: '' })
    const heard = vi.fn()
    const unsubscribe = store.subscribe(heard)
    store.set((form) => ({ ...form, amount: '1.5' }))
    expect(store.get()).toEqual({ amount: '1.5', receiver: '' })
    store.set({ amount: '2', receiver: '0xabc' })
    expect(store.get()).toEqual({ amount: '2', receiver: '0xabc' })
    expect(heard).toHaveBeenCalledTimes(2)
    // The same form again is no change: no render is asked for.
    store.set((form) => form)
    expect(heard).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.set({ amount: '', receiver: '' })
    expect(heard).toHaveBeenCalledTimes(2)
  })

  it('keeps each store to itself', () => {
    const a = createFormStore({ n: 0 })
    const b = createFormStore({ n: 0 })
    a.set({ n: 1 })
    expect(b.get()).toEqual({ n: 0 })
  })
})
