import { describe, expect, it } from 'vitest'
import { AddressEncodingError } from '../errors/addressErrors'
import { decodeSs58, encodeSs58, isSs58Address } from './ss58'

// Alice's well-known development key, and her address on the generic network (42) and on Polkadot (0).
const alice = Uint8Array.from(Buffer.from('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', 'hex'))
const aliceGeneric = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const alicePolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'

describe('ss58', () => {
  it('writes and reads a key on each network', () => {
    expect(encodeSs58(alice, 42)).toBe(aliceGeneric)
    expect(encodeSs58(alice, 0)).toBe(alicePolkadot)
    expect(decodeSs58(aliceGeneric)).toEqual({ prefix: 42, publicKey: alice })
    expect(isSs58Address(alicePolkadot, 0)).toBe(true)
    expect(isSs58Address(alicePolkadot, 42)).toBe(false)
  })

  it.each([
    ['a text that is not base58', '0OIl', 'Not an SS58 address: 0OIl'],
    ['a wrong length', aliceGeneric.slice(0, -4), `Not an SS58 address: ${aliceGeneric.slice(0, -4)}`],
    ['a changed character', `${aliceGeneric.slice(0, -1)}Z`, `Bad SS58 checksum: ${aliceGeneric.slice(0, -1)}Z`],
  ])('refuses %s with an AddressEncodingError', (_, address, message) => {
    const error = (() => {
      try {
        return decodeSs58(address)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(AddressEncodingError)
    expect(error).toMatchObject({ shortMessage: message, encoding: 'ss58' })
  })

  it('refuses a key or a prefix SS58 cannot carry', () => {
    expect(() => encodeSs58(alice.slice(1), 42)).toThrow(new AddressEncodingError('An SS58 account key has 32 or 33 bytes, not 31.', { encoding: 'ss58' }))
    for (const prefix of [-1, 46, 16384, 1.5]) expect(() => encodeSs58(alice, prefix)).toThrow(AddressEncodingError)
  })
})
