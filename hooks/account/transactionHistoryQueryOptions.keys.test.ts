/*
 * The history is kept per account and chain: another account (after a disconnect, or a switch) or
 * another chain starts from nothing (no pages, no cursor) instead of showing the last one's list.
 * The same address in another case is the same account.
 */
import { describe, expect, it } from 'vitest'
import { transactionHistoryQueryKey } from './transactionHistoryQueryOptions'

const api = { apiUrl: 'http://127.0.0.1:9', projectId: 'foyer-local' }
const ada = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const key = (address: string | undefined, chainId: number | undefined) => JSON.stringify(transactionHistoryQueryKey(api, { address, chainId }))

describe('transactionHistoryQueryKey', () => {
  it('is one entry per account and chain', () => {
    expect(key(ada, 1)).not.toBe(key(bob, 1))
    expect(key(ada, 1)).not.toBe(key(ada, 8453))
    expect(key(ada, 1)).not.toBe(key(undefined, 1))
  })

  it('takes an address in any case as the same account', () => {
    expect(key(ada.toLowerCase(), 1)).toBe(key(ada, 1))
  })
})
