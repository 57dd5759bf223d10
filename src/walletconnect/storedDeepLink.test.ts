import { describe, expect, it } from 'vitest'
import {
  clearStoredDeepLink,
  readStoredDeepLink,
  storedDeepLinkKey,
  walletConnectDeepLinkKey,
  writeStoredDeepLink,
  type DeepLinkStorage,
} from './storedDeepLink'

function memoryStorage(): DeepLinkStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

describe('stored deep link', () => {
  it('writes { href, name } under foyer.wc.deeplink and the SDK key, and reads it back', () => {
    const storage = memoryStorage()
    writeStoredDeepLink(storage, { href: 'rainbow://', name: 'Rainbow' })
    expect(JSON.parse(storage.items.get(storedDeepLinkKey)!)).toEqual({ href: 'rainbow://', name: 'Rainbow' })
    expect(storage.items.get(walletConnectDeepLinkKey)).toBe(storage.items.get(storedDeepLinkKey))
    expect(readStoredDeepLink(storage)).toEqual({ href: 'rainbow://', name: 'Rainbow' })
  })

  it.each(['not json', '{"href":1,"name":"x"}', '{"href":"","name":"x"}', '{"name":"x"}', 'null'])('treats %s as none', (text) => {
    const storage = memoryStorage()
    storage.items.set(storedDeepLinkKey, text)
    expect(readStoredDeepLink(storage)).toBeUndefined()
  })

  it('clears both keys', () => {
    const storage = memoryStorage()
    writeStoredDeepLink(storage, { href: 'trust://', name: 'Trust' })
    clearStoredDeepLink(storage)
    expect(storage.items.size).toBe(0)
    expect(readStoredDeepLink(storage)).toBeUndefined()
  })

  it('survives storage that throws and no storage at all', () => {
    const broken: DeepLinkStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(readStoredDeepLink(broken)).toBeUndefined()
    expect(() => writeStoredDeepLink(broken, { href: 'x://', name: 'X' })).not.toThrow()
    expect(() => clearStoredDeepLink(broken)).not.toThrow()
    expect(readStoredDeepLink(undefined)).toBeUndefined()
  })

  it('does not store an invalid record', () => {
    const storage = memoryStorage()
    writeStoredDeepLink(storage, { href: '', name: 'X' })
    expect(storage.items.size).toBe(0)
  })
})
