import { describe, expect, it } from 'vitest'
import { lazyModule } from './lazyModule'

describe('lazyModule', () => {
  it('knows nothing before the first load, then keeps the loaded module for later mounts', async () => {
    const module = { View: 'the view' }
    const lazy = lazyModule(() => Promise.resolve(module))
    expect(lazy.loaded()).toBeUndefined()
    await expect(lazy.load()).resolves.toBe(module)
    expect(lazy.loaded()).toBe(module)
  })

  it('stays unloaded when the chunk fails (offline), and a later load can still succeed', async () => {
    let online = false
    const lazy = lazyModule(() => (online ? Promise.resolve({ ok: true }) : Promise.reject(new Error('Failed to fetch dynamically imported module'))))
    await expect(lazy.load()).rejects.toThrow('Failed to fetch')
    expect(lazy.loaded()).toBeUndefined()
    online = true
    await expect(lazy.load()).resolves.toEqual({ ok: true })
    expect(lazy.loaded()).toEqual({ ok: true })
  })
})
