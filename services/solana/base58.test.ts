import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58'

describe('base58', () => {
  it('matches web3.js on addresses, keeps leading zeros and round-trips', () => {
    for (const bytes of [new Uint8Array(32), Uint8Array.from({ length: 32 }, (_, i) => i * 7), Uint8Array.from([0, 0, 1, 255])]) {
      const text = encodeBase58(bytes)
      if (bytes.length === 32) expect(text).toBe(new PublicKey(bytes).toBase58())
      expect(decodeBase58(text)).toEqual(bytes)
    }
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(encodeBase58(new Uint8Array())).toBe('')
  })

  it('refuses characters outside the alphabet', () => {
    expect(() => decodeBase58('0OIl')).toThrow('Invalid base58 character "0"')
  })
})
