import { describe, expect, it } from 'vitest'
import { addRecentWallet, parseRecentWallets, readRecentWallets, recentWalletsStorageKey, writeRecentWallets, type RecentWallet } from './recentWallets'
import { memoryStorage } from '../../test/storage/memoryStorage'

const a: RecentWallet = { id: 'a', name: 'A' }
const b: RecentWallet = { id: 'b', name: 'B', imageUrl: 'http://127.0.0.1:8787/getWalletImage/b' }
const c: RecentWallet = { id: 'c', name: 'C', connectorId: 'c', rdns: 'com.c' }

describe('addRecentWallet', () => {
  it.each<[string, RecentWallet[], RecentWallet, string[]]>([
    ['into an empty list', [], a, ['a']],
    ['goes first', [a], b, ['b', 'a']],
    ['keeps at most 2', [b, a], c, ['c', 'b']],
    ['a known wallet moves to the front once', [a, b], b, ['b', 'a']],
  ])('%s', (_, list, wallet, expected) => {
    expect(addRecentWallet(list, wallet).map((item) => item.id)).toEqual(expected)
  })

  it('drops data: icons and refuses invalid wallets', () => {
    expect(addRecentWallet([], { id: 'd', name: 'D', imageUrl: 'data:image/svg+xml,<svg/>' })).toEqual([{ id: 'd', name: 'D' }])
    expect(addRecentWallet([a], { id: '', name: 'Nameless' })).toEqual([a])
  })
})

describe('parseRecentWallets', () => {
  it.each<[string, string | null, string[]]>([
    ['nothing stored', null, []],
    ['not JSON', '{nope', []],
    ['not a list', '{"id":"a"}', []],
    ['a valid list', JSON.stringify([a, b]), ['a', 'b']],
    ['invalid entries dropped one by one', JSON.stringify([{ id: 5 }, a, { name: 'x' }, b]), ['a', 'b']],
    ['at most 2, no repeats', JSON.stringify([a, a, b, c]), ['a', 'b']],
    ['a javascript: icon is refused', JSON.stringify([{ ...a, imageUrl: 'javascript:alert(1)' }, b]), ['b']],
  ])('%s', (_, raw, expected) => {
    expect(parseRecentWallets(raw).map((item) => item.id)).toEqual(expected)
  })
})

describe('storage', () => {
  it('round-trips under the foyer. key', () => {
    const storage = memoryStorage()
    writeRecentWallets(storage, [c, a])
    expect(recentWalletsStorageKey).toBe('foyer.recentWallets')
    expect(JSON.parse(storage.map.get('foyer.recentWallets')!)).toEqual([c, a])
    expect(readRecentWallets(storage)).toEqual([c, a])
  })

  it('a storage that throws reads as empty and writes nothing, without throwing', () => {
    const storage = memoryStorage()
    storage.breakIt()
    expect(readRecentWallets(storage)).toEqual([])
    expect(() => writeRecentWallets(storage, [a])).not.toThrow()
    expect(readRecentWallets(undefined)).toEqual([])
  })
})
