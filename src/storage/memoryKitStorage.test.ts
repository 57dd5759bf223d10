import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropStoredValue, readStoredJson } from './dropStoredValue'
import { memoryKitStorage, mirrorKitStorage } from './memoryKitStorage'
import { KitStorageWriteError, StoredValueDroppedError } from '../errors/storageErrors'
import { onKitStorageError } from './kitStorageErrors'

afterEach(() => {
  vi.restoreAllMocks()
})

function listen() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const errors: Error[] = []
  const off = onKitStorageError((error) => errors.push(error))
  return { errors, off }
}

describe('mirrorKitStorage', () => {
  it('answers from its copy at once and sends writes to the backend in order', async () => {
    const sent: string[] = []
    const storage = mirrorKitStorage('indexedDB', [['a', '1']], {
      set: async (key, value) => {
        await new Promise((resolve) => setTimeout(resolve, key === 'b' ? 20 : 0))
        sent.push(`set ${key}=${value}`)
      },
      remove: (key) => sent.push(`remove ${key}`),
    })
    storage.setItem('b', '2')
    storage.removeItem('a')
    storage.removeItem('missing')
    expect(storage.getItem('a')).toBeNull()
    expect(storage.getItem('b')).toBe('2')
    expect(storage.keys()).toEqual(['b'])
    await storage.flush()
    expect(sent).toEqual(['set b=2', 'remove a'])
  })

  it('logs a write the backend refuses and keeps the value for the page', async () => {
    const { errors, off } = listen()
    const storage = mirrorKitStorage('indexedDB', [], {
      set: () => Promise.reject(new Error('QuotaExceededError')),
      remove: () => undefined,
    })
    storage.setItem('foyer.auth', '{}')
    await storage.flush()
    off()
    expect(storage.getItem('foyer.auth')).toBe('{}')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(KitStorageWriteError)
    expect(errors[0]).toMatchObject({ key: 'foyer.auth' })
  })

  it('in memory keeps nothing past the page and needs no backend', async () => {
    const storage = memoryKitStorage()
    storage.setItem('x', 'y')
    await storage.flush()
    expect(storage.backend).toBe('memory')
    expect(storage.getItem('x')).toBe('y')
  })
})

describe('dropStoredValue and readStoredJson', () => {
  it('drop a value that is not JSON or fails the check, log it, and read it as nothing', () => {
    const { errors, off } = listen()
    const storage = memoryKitStorage()
    storage.setItem('a', '{')
    storage.setItem('b', '{"ok":false}')
    storage.setItem('c', '{"ok":true}')
    const parse = (value: unknown) => ((value as { ok?: unknown }).ok === true ? value : undefined)
    expect(readStoredJson(storage, 'a', parse)).toBeUndefined()
    expect(readStoredJson(storage, 'b', parse)).toBeUndefined()
    expect(readStoredJson(storage, 'c', parse)).toEqual({ ok: true })
    expect(readStoredJson(storage, 'missing', parse)).toBeUndefined()
    off()
    expect(storage.keys()).toEqual(['c'])
    expect(errors.map((error) => (error as StoredValueDroppedError).key)).toEqual(['a', 'b'])
    expect(errors.every((error) => error instanceof StoredValueDroppedError)).toBe(true)
  })

  it('never throw: not on a store that refuses, nor on a listener that throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {
      throw new Error('console locked')
    })
    const off = onKitStorageError(() => {
      throw new Error('listener failed')
    })
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(readStoredJson(refusing, 'a', () => 1)).toBeUndefined()
    expect(() => dropStoredValue(refusing, 'a')).not.toThrow()
    off()
  })
})
