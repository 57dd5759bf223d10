import { describe, expect, it } from 'vitest'
import { isEvmAddress, isSolanaAddress } from './addressFormats'
import {
  assertConnectableNamespace,
  isConnectableNamespace,
  namespaceOf,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
  validateCaipAddress,
} from './caip'
import { UnsupportedChainNamespaceError } from '../errors/namespaceErrors'
import { InvalidCaipAddressError, InvalidCaipError, InvalidCaipNetworkIdError } from '../errors/caipErrors'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseCaipAddress', () => {
  it.each([
    [`eip155:1:${evm}`, { chainNamespace: 'eip155', chainId: '1', address: evm }],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      { chainNamespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' },
    ],
  ])('parses %s', (value, expected) => {
    expect(parseCaipAddress(value)).toEqual(expected)
  })

  it.each(['', 'eip155:1', `eip155:1:${evm}:extra`, `eip155::${evm}`, 'eip155:1:', `:1:${evm}`])('refuses %j with the catalogue text', (value) => {
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
    try {
      parseCaipAddress(value)
    } catch (error) {
      expect((error as InvalidCaipAddressError).shortMessage).toBe(`Invalid CAIP-10 address: ${value}`)
    }
  })
})

describe('parseCaipNetworkId', () => {
  it('parses namespace and chain id', () => {
    expect(parseCaipNetworkId('eip155:8453')).toEqual({ chainNamespace: 'eip155', chainId: '8453' })
  })

  it.each(['', 'eip155', 'eip155:1:0xab', 'eip155:', ':1'])('refuses %j with the catalogue text', (value) => {
    let thrown: unknown
    try {
      parseCaipNetworkId(value)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(InvalidCaipNetworkIdError)
    expect((thrown as InvalidCaipNetworkIdError).shortMessage).toBe(`Invalid CAIP-2 network id: ${value}`)
  })

  it('prints the whole message for developers', () => {
    expect(() => parseCaipNetworkId('eip155')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipNetworkIdError: Invalid CAIP-2 network id: eip155
      Docs: https://foyer-kit.dev/errors#invalid-caip-network-id]
    `)
  })
})

describe('validateCaipAddress', () => {
  it('returns a three-part value unchanged', () => {
    expect(validateCaipAddress(`eip155:1:${evm}`)).toBe(`eip155:1:${evm}`)
  })

  it.each(['eip155:1', evm, 'a:b:c:d'])('refuses %j with "Invalid CAIP Address"', (value) => {
    expect(() => validateCaipAddress(value)).toThrow(InvalidCaipError)
    expect(() => validateCaipAddress(value)).toThrow(/^Invalid CAIP Address/)
  })
})

describe('helpers', () => {
  it('joins and reads namespaces', () => {
    expect(toCaipNetworkId('eip155', 31337)).toBe('eip155:31337')
    expect(namespaceOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana')
    expect(namespaceOf('broken')).toBeUndefined()
    expect(namespaceOf(undefined)).toBeUndefined()
  })

  it.each([
    [evm, true],
    [evm.slice(2), true],
    [`${evm}0`, false],
    ['0xZZ9Fd6e51aad88F6F4ce6aB8827279cffFb92266', false],
  ])('isEvmAddress(%s) is %s', (value, expected) => {
    expect(isEvmAddress(value)).toBe(expected)
  })

  it.each([
    ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', true],
    ['11111111111111111111111111111111', true],
    ['1111111111111111111111111111111', false],
    ['0OIl1111111111111111111111111111', false],
  ])('isSolanaAddress(%s) is %s', (value, expected) => {
    expect(isSolanaAddress(value)).toBe(expected)
  })
})

describe('connectable namespaces', () => {
  it.each(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])('%s is accepted', (namespace) => {
    expect(isConnectableNamespace(namespace)).toBe(true)
    expect(assertConnectableNamespace(namespace)).toBe(namespace)
  })

  it.each(['sui', 'stacks', 'eip-155', ''])('%j is refused with Unsupported chain namespace', (namespace) => {
    expect(isConnectableNamespace(namespace)).toBe(false)
    expect(() => assertConnectableNamespace(namespace)).toThrow(UnsupportedChainNamespaceError)
    expect(() => assertConnectableNamespace(namespace)).toThrow(/^Unsupported chain namespace/)
  })
})

describe('toCaipAddress', () => {
  it('joins a network id and an address', () => {
    expect(toCaipAddress('eip155:1', evm)).toBe(`eip155:1:${evm}`)
    expect(toCaipAddress('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    )
  })

  it('refuses a bad network id or address with the catalogue texts', () => {
    expect(() => toCaipAddress('eip155', evm)).toThrow('Invalid CAIP-2 network id: eip155')
    expect(() => toCaipAddress('eip155:1', '')).toThrow('Invalid CAIP-10 address: eip155:1:')
  })
})
