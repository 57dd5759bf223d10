import type { PersistedQuery } from '@tanstack/query-persist-client-core'
import { describe, expect, it } from 'vitest'
import { parseStoredWallets, serializeStoredWallets } from './createWalletsPersister'

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
}

function persisted(data: unknown, dataUpdatedAt = 1_000): PersistedQuery {
  return {
    buster: '1',
    queryHash: '["foyer.wallets","recommended"]',
    queryKey: ['foyer.wallets', 'recommended'],
    state: {
      data,
      dataUpdatedAt,
      dataUpdateCount: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  }
}

describe('stored registry answers', () => {
  it('keep the answer and its fetch time, and read back as a successful query state', () => {
    const text = serializeStoredWallets(persisted({ data: [wallet], count: 1 }, 1_234))
    expect(JSON.parse(text)).toEqual({
      buster: '1',
      queryHash: '["foyer.wallets","recommended"]',
      queryKey: ['foyer.wallets', 'recommended'],
      state: { data: { data: [wallet], count: 1 }, dataUpdatedAt: 1_234 },
    })
    const read = parseStoredWallets(text)
    expect(read.success && read.data.state).toMatchObject({ data: { data: [wallet], count: 1 }, dataUpdatedAt: 1_234, status: 'success' })
  })

  it.each([
    ['no answer', undefined],
    ['a wallet without a name', { data: [{ ...wallet, name: '' }], count: 1 }],
    ['a script as icon', { data: [{ ...wallet, imageUrl: 'javascript:alert(1)' }], count: 1 }],
    ['a negative count', { data: [], count: -1 }],
  ])('are not written with %s', (_name, data) => {
    expect(serializeStoredWallets(persisted(data))).toBe('')
  })

  it.each([
    ['not JSON', '{'],
    ['another shape', '{"state":{}}'],
    ['a tampered wallet', serializeStoredWallets(persisted({ data: [wallet], count: 1 })).replace('"Rainbow"', '1')],
  ])('are refused when read as %s', (_name, text) => {
    expect(parseStoredWallets(text).success).toBe(false)
  })
})
