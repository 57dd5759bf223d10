import { describe, expect, it } from 'vitest'
import { chainIconFor } from './chainIconFor'
import { networkFallback } from './networkFallback'

describe('networkFallback', () => {
  it.each([
    ['Foyer Local', 'FL'],
    ['Foyer Local 2', 'F2'],
    ['Ethereum', 'E'],
    ['  zora  network ', 'ZN'],
    ['', '?'],
  ])('initials of %j are %s', (name, initials) => {
    expect(networkFallback('eip155:31337', name).initials).toBe(initials)
  })

  it('derives a stable colour from the id', () => {
    expect(networkFallback('eip155:31337', 'A').background).toBe(networkFallback('eip155:31337', 'B').background)
    expect(networkFallback('eip155:31337', 'A').background).not.toBe(networkFallback('eip155:31338', 'A').background)
    expect(networkFallback('eip155:31337', 'A').background).toMatch(/^hsl\(\d{1,3} 55% 30%\)$/)
  })
})

describe('chainIconFor', () => {
  it.each([
    'eip155:1',
    'eip155:137',
    'eip155:56',
    'eip155:42161',
    'eip155:8453',
    'eip155:10',
    'eip155:43114',
    'eip155:100',
    'eip155:324',
    'eip155:42220',
    'eip155:250',
    'eip155:59144',
    'eip155:534352',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'bip122:000000000019d6689c085ae165831e93',
  ])('bundles an icon for %s', (id) => {
    expect(chainIconFor(id)).toBeTypeOf('function')
  })

  it('has none for a local chain', () => {
    expect(chainIconFor('eip155:31337')).toBeUndefined()
  })
})
