import { describe, expect, it } from 'vitest'
import type { NamespaceConnectionState } from '../../src/namespaces/namespaceAdapter'
import { rememberActiveNamespace, trackNamespaceSession } from './namespaceSessions'
import { namespaceSessionsStorageKey } from './namespaceSessionsStorageKey'
import { memoryStorage, type MemoryStorage } from '../../test/storage/memoryStorage'

const stored = (storage: MemoryStorage) => JSON.parse(storage.map.get(namespaceSessionsStorageKey) ?? 'null')
const account = { address: 'bc1qpay', caipAddress: 'bip122:000000000019d6689c085ae165831e93:bc1qpay', namespace: 'bip122', type: 'payment' } as const
const connected: NamespaceConnectionState = { status: 'connected', walletId: 'Xverse', accounts: [account] }

describe('trackNamespaceSession', () => {
  it('keeps one session per family, unchanged while connecting, forgotten on disconnect with the active mark', () => {
    const storage = memoryStorage()
    trackNamespaceSession(storage, 'bip122', connected)
    trackNamespaceSession(storage, 'sui', {
      status: 'connected',
      walletId: 'Slush',
      accounts: [{ address: '0x1', caipAddress: 'sui:mainnet:0x1', namespace: 'sui' }],
    })
    rememberActiveNamespace(storage, 'bip122')
    expect(stored(storage)).toMatchObject({
      active: 'bip122',
      sessions: [
        { namespace: 'bip122', walletId: 'Xverse', accounts: [account] },
        { namespace: 'sui', walletId: 'Slush' },
      ],
    })

    trackNamespaceSession(storage, 'bip122', { status: 'connecting', accounts: [] })
    expect(stored(storage).sessions).toHaveLength(2)
    trackNamespaceSession(storage, 'bip122', { status: 'disconnected', accounts: [] })
    expect(stored(storage)).toEqual({ sessions: [expect.objectContaining({ namespace: 'sui' })] })
    trackNamespaceSession(storage, 'sui', { status: 'disconnected', accounts: [] })
    expect(storage.map.has(namespaceSessionsStorageKey)).toBe(false)
  })

  it('marks a family active only while something is stored, and survives a corrupt or full store', () => {
    const storage = memoryStorage()
    rememberActiveNamespace(storage, 'sui')
    expect(storage.map.size).toBe(0)
    storage.map.set(namespaceSessionsStorageKey, '{not json')
    trackNamespaceSession(storage, 'bip122', connected)
    expect(stored(storage).sessions).toHaveLength(1)
    storage.breakWrites()
    expect(() => trackNamespaceSession(storage, 'sui', { status: 'connected', walletId: 'Slush', accounts: [] })).not.toThrow()
    expect(() => trackNamespaceSession(undefined, 'sui', connected)).not.toThrow()
  })
})
