import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { AddressEncodingError } from '../errors/addressErrors'
import { fromBase58, toBase58 } from './base58'

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

describe('fromBase58', () => {
  it('matches web3.js on addresses, keeps leading zeros and round-trips', () => {
    for (const bytes of [new Uint8Array(32), Uint8Array.from({ length: 32 }, (_, i) => i * 7), Uint8Array.from([0, 0, 1, 255])]) {
      const text = toBase58(bytes)
      if (bytes.length === 32) expect(text).toBe(new PublicKey(bytes).toBase58())
      expect(fromBase58(text)).toEqual(bytes)
    }
  })

  it('refuses characters outside the alphabet', () => {
    expect(() => fromBase58('0OIl')).toThrow(new AddressEncodingError('Invalid base58 character "0"', { encoding: 'base58' }))
  })
})
