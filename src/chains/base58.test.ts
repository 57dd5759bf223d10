import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { toBase58 } from './base58'

describe('toBase58', () => {
  it.each([
    [[], ''],
    [[0], '1'],
    [[0, 0, 1], '112'],
    [[255], '5Q'],
    [[0x61], '2g'],
  ])('%j -> %j', (bytes, text) => {
    expect(toBase58(new Uint8Array(bytes))).toBe(text)
  })

  it('writes public keys as web3.js does', () => {
    for (let seed = 1; seed < 20; seed++) {
      const key = Keypair.fromSeed(new Uint8Array(32).fill(seed)).publicKey
      expect(toBase58(key.toBytes())).toBe(key.toBase58())
    }
    expect(toBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  })
})
