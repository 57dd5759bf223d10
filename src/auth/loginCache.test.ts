import { describe, expect, it } from 'vitest'
import { clearLoginCache, readLoginCache, writeLoginCache, type LoginCacheStorage } from './loginCache'
import { loginCacheKey } from './loginCacheKey'

function memory(): LoginCacheStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) }
}

describe('login cache', () => {
  it('merges writes, reads them back and clears', () => {
    const storage = memory()
    expect(readLoginCache(storage)).toBeUndefined()
    writeLoginCache({ loginUsed: true, email: 'ada@example.com' }, storage)
    writeLoginCache({ lastChainId: 31338, email: undefined }, storage)
    expect(readLoginCache(storage)).toEqual({ loginUsed: true, email: 'ada@example.com', lastChainId: 31338 })
    clearLoginCache(storage)
    expect(storage.items.has(loginCacheKey)).toBe(false)
  })

  it.each([
    ['not json', '{'],
    ['wrong shape', '{"loginUsed":"yes"}'],
    ['null', 'null'],
  ])('drops %s', (_name, raw) => {
    const storage = memory()
    storage.items.set(loginCacheKey, raw)
    expect(readLoginCache(storage)).toBeUndefined()
  })

  it('survives a storage that throws', () => {
    const broken: LoginCacheStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    expect(readLoginCache(broken)).toBeUndefined()
    expect(() => writeLoginCache({ loginUsed: true }, broken)).not.toThrow()
    expect(() => clearLoginCache(broken)).not.toThrow()
  })
})
