/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GetWalletsReturnType } from '../src/api/walletRegistry'
import { onKitStorageError } from '../src/storage/kitStorageErrors'
import { readStoredWallets, storedWalletsMaxAge, storedWalletsOptions, writeStoredWallets } from './storedWallets'

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

describe('storedWalletsOptions', () => {
  it("gives the stored answer and its fetch time as the query's initial data", () => {
    const fetchedAt = Date.now() - 60_000
    writeStoredWallets(queryKey, answer, fetchedAt)
    const options = storedWalletsOptions(queryKey, () => Promise.resolve(answer))
    expect(options.initialData()).toEqual(answer)
    expect(options.initialDataUpdatedAt()).toBe(fetchedAt)
  })

  it('stores each answer its query function gets, behind the answer', async () => {
    const fresh = { data: [{ ...wallet, name: 'Rainbow 2' }], count: 1 }
    const options = storedWalletsOptions(queryKey, () => Promise.resolve(fresh))
    expect(options.initialData()).toBeUndefined()
    await expect(options.queryFn(undefined)).resolves.toEqual(fresh)
    expect(storedKeys()).toEqual([])
    await vi.waitFor(() => expect(readStoredWallets(queryKey)?.answer).toEqual(fresh))
  })

  it('stores nothing when the query function fails', async () => {
    const options = storedWalletsOptions(queryKey, () => Promise.reject(new Error('registry down')))
    await expect(options.queryFn(undefined)).rejects.toThrow('registry down')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(storedKeys()).toEqual([])
  })
})
