import { describe, expect, it } from 'vitest'
import { parseReceiver } from './parseReceiver'

describe('parseReceiver', () => {
  it('reads an address in any case, checksummed', () => {
    expect(parseReceiver(' 0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc ')).toEqual({ kind: 'address', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
    expect(parseReceiver('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC').kind).toBe('address')
  })

  it('reads an address without its 0x prefix, in any case, checksummed', () => {
    expect(parseReceiver(' 3c44cdddb6a900fa2b585dd299e03d12fa4293bc ')).toEqual({ kind: 'address', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
    expect(parseReceiver('3C44CdDdB6a900fa2b585dd299e03d12FA4293BC').kind).toBe('address')
  })

  it.each([
    ['0x123'],
    ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293Bc'],
    ['3C44CdDdB6a900fa2b585dd299e03d12FA4293Bc'],
    ['3c44cdddb6a900fa2b585dd299e03d12fa4293b'],
    ['0X3c44cdddb6a900fa2b585dd299e03d12fa4293bc'],
    ['hello'],
    ['a b.eth'],
    ['foo@bar.com'],
  ])('%j is invalid', (input) => {
    expect(parseReceiver(input)).toEqual({ kind: 'invalid' })
  })

  it('reads dotted names', () => {
    expect(parseReceiver('alice.eth')).toEqual({ kind: 'name', name: 'alice.eth' })
    expect(parseReceiver('pay.alice.eth')).toEqual({ kind: 'name', name: 'pay.alice.eth' })
  })

  it('reads nothing as empty', () => {
    expect(parseReceiver('  ')).toEqual({ kind: 'empty' })
  })
})
