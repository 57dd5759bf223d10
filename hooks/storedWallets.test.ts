/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GetWalletsReturnType } from '../src/api/walletRegistry'
import { onKitStorageError } from '../src/storage/kitStorageErrors'
import { readStoredWallets, storedWalletsMaxAge, writeStoredWallets } from './storedWallets'
import { hasStoredWallets, keepWallets } from './storedWalletsKey'
import { walletsRecommendedQueryOptions } from './walletsQueryOptions'

const wallet = {
  id: 'rainbow',
  name: 'Rainbow',
  homepage: null,
  imageId: 'rainbow',
  rdns: null,
  mobileLink: 'rainbow://',
  universalLink: null,
  desktopLink: null,
  webappLink: null,
  appStore: null,
  playStore: null,
  chromeStore: null,
  chains: ['eip155:1'],
  badgeType: 'none',
  imageUrl: 'https://api.example.com/getWalletImage/rainbow',
} as GetWalletsReturnType['data'][number]

const queryKey = ['foyer.wallets', 'recommended', { chains: ['eip155:1'] }]
const answer: GetWalletsReturnType = { data: [wallet], count: 1 }
const storedKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('foyer.wallets-'))

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('stored registry answers', () => {
  it('read back the answer and its fetch time, under a key of their own query', () => {
    writeStoredWallets(queryKey, answer, 1_000)
    expect(storedKeys()).toEqual(['foyer.wallets-["foyer.wallets","recommended",{"chains":["eip155:1"]}]'])
    expect(readStoredWallets(queryKey, 2_000)).toEqual({ answer, updatedAt: 1_000 })
    expect(readStoredWallets(['foyer.wallets', 'featured'], 2_000)).toBeUndefined()
  })

  it('are not shown once older than a day, and stay for the next answer to replace', () => {
    writeStoredWallets(queryKey, answer, 1_000)
    expect(readStoredWallets(queryKey, 1_000 + storedWalletsMaxAge)).toBeDefined()
    expect(readStoredWallets(queryKey, 1_001 + storedWalletsMaxAge)).toBeUndefined()
    expect(storedKeys()).toHaveLength(1)
  })

  it.each([
    ['a wallet without a name', { data: [{ ...wallet, name: '' }], count: 1 }],
    ['a script as icon', { data: [{ ...wallet, imageUrl: 'javascript:alert(1)' }], count: 1 }],
    ['a negative count', { data: [], count: -1 }],
  ])('are not written with %s, and what was kept goes', (_name, bad) => {
    writeStoredWallets(queryKey, answer, 1_000)
    writeStoredWallets(queryKey, bad as GetWalletsReturnType, 2_000)
    expect(storedKeys()).toEqual([])
  })

  it.each([
    ['not JSON', '{'],
    ['another shape', '{"state":{}}'],
    ['a tampered wallet', JSON.stringify({ updatedAt: 1_000, answer: { data: [{ ...wallet, name: 1 }], count: 1 } })],
  ])('are dropped and logged when read as %s', (_name, text) => {
    const logged: string[] = []
    const stop = onKitStorageError((error) => logged.push(`${error.name} ${error.key}`))
    writeStoredWallets(queryKey, answer, 1_000)
    const [key = ''] = storedKeys()
    localStorage.setItem(key, text)
    expect(readStoredWallets(queryKey, 2_000)).toBeUndefined()
    expect(storedKeys()).toEqual([])
    expect(logged).toEqual([`StoredValueDroppedError ${key}`])
    stop()
  })

  it('keep nothing, and throw nothing, where localStorage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => writeStoredWallets(queryKey, answer)).not.toThrow()
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(readStoredWallets(queryKey)).toBeUndefined()
  })
})

describe('registry query options with the stored answer', () => {
  const scope = { apiUrl: 'http://127.0.0.1:9', projectId: 'p', include: [], exclude: [], chains: ['eip155:1'] }

  it("give the stored answer and its fetch time as the query's initial data, read once", () => {
    const plain = walletsRecommendedQueryOptions(scope, 8)
    const fetchedAt = Date.now() - 60_000
    writeStoredWallets(plain.queryKey, answer, fetchedAt)
    const reads: unknown[] = []
    const options = walletsRecommendedQueryOptions(scope, 8, (key) => {
      reads.push(key)
      return readStoredWallets(key)
    })
    expect(options.initialData?.()).toEqual(answer)
    expect(options.initialDataUpdatedAt?.()).toBe(fetchedAt)
    expect(reads).toEqual([plain.queryKey])
    // Without a reader (the click's request) nothing is read.
    expect(plain).not.toHaveProperty('initialData')
  })

  it('store each answer the query function gets, behind the answer, and nothing on a failure', async () => {
    const fresh = { data: [{ ...wallet, name: 'Rainbow 2' }], count: 1 }
    const keep = keepWallets(queryKey, fresh)
    expect(keep).toBe(fresh)
    expect(storedKeys()).toEqual([])
    await vi.waitFor(() => expect(readStoredWallets(queryKey)?.answer).toEqual(fresh))
    expect(hasStoredWallets(queryKey)).toBe(true)
    expect(hasStoredWallets(['foyer.wallets', 'other'])).toBe(false)

    // A registry that cannot be reached: the query fails, and nothing of it is kept.
    const options = walletsRecommendedQueryOptions(scope, 8)
    await expect(options.queryFn({ signal: new AbortController().signal })).rejects.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(hasStoredWallets(options.queryKey)).toBe(false)
  })
})
