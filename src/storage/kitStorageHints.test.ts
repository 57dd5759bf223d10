import { describe, expect, it } from 'vitest'
import { hasKitStorageHint, setKitStorageHint } from './kitStorageHints'
import { memoryKitStorage } from './memoryKitStorage'

describe('kit storage hints', () => {
  it('hints that a page load has a login or a family to restore, without any of their data', () => {
    const local = memoryKitStorage()
    expect(hasKitStorageHint('foyer.auth', local)).toBe(false)
    setKitStorageHint('foyer.auth', true, local)
    expect(local.getItem('foyer.auth.hint')).toBe('1')
    expect(hasKitStorageHint('foyer.auth', local)).toBe(true)
    setKitStorageHint('foyer.auth', false, local)
    expect(hasKitStorageHint('foyer.auth', local)).toBe(false)
    // The value itself in localStorage (an earlier version, the fallback) counts too.
    local.setItem('foyer.namespaceSessions', '{}')
    expect(hasKitStorageHint('foyer.namespaceSessions', local)).toBe(true)
    setKitStorageHint('foyer.recentWallets', true, local)
    expect(local.keys()).toEqual(['foyer.namespaceSessions'])
  })
})
