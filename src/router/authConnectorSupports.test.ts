import { describe, expect, it } from 'vitest'
import { authConnectorSupports } from './authConnectorSupports'

const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const input = { evmChainIds: [1, 8453], solanaNetworks: [solana] }

describe('authConnectorSupports', () => {
  it.each([
    ['an EVM chain of the app', 'eip155:8453', {}, true],
    ['an EVM chain the app does not list', 'eip155:10', {}, false],
    ['Solana with a Solana account', solana, { solanaAddress: 'Hc5WLKGEdjxVGEe6gyKVf7kAC9xP3x6RQBfTFooJHjhU' }, true],
    ['Solana without one', solana, {}, false],
    ['a Solana network the app lacks', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', { solanaAddress: 'x' }, false],
    ['another family', 'bip122:000000000019d6689c085ae165831e93', { solanaAddress: 'x' }, false],
  ])('%s: %s', (_, target, user, expected) => {
    expect(authConnectorSupports({ target, user, ...input })).toBe(expected)
  })

  it('supports nothing when the embedded wallet is not the one connected', () => {
    expect(authConnectorSupports({ target: 'eip155:1', user: undefined, ...input })).toBe(false)
  })
})
