// @vitest-environment node
/*
 * The `foyer-kit/solana` entry's public surface, and that what it returns is what createFoyerConfig takes.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import { solanaDevnet, solanaMainnet } from '../src/chains/builtinNetworks'
import { toCaipNetwork } from '../src/chains/network'
import { createFoyerConfig, type CreateFoyerConfigParameters } from '../src/config/createFoyerConfig'
import { FoyerConfigError } from '../src/errors/configErrors'
import * as exports from './solana'
import type { FoyerSolana } from './solana'

describe('foyer-kit/solana', () => {
  it('exports', () => {
    expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
      [
        "SolanaWalletAdapterBridge",
        "solana",
      ]
    `)
  })

  it('checks the networks when called, and feeds createFoyerConfig', () => {
    const anvil = toCaipNetwork({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
    expectTypeOf(exports.solana()).toEqualTypeOf<FoyerSolana>()
    expectTypeOf<CreateFoyerConfigParameters['solana']>().toEqualTypeOf<FoyerSolana | undefined>()
    const namespace = exports.solana({ networks: [solanaMainnet, solanaDevnet] })
    expect(namespace.options.networks).toEqual([solanaMainnet, solanaDevnet])
    expect(createFoyerConfig({ solana: namespace }).solana).toBe(namespace)
    expect(() => exports.solana({ networks: [solanaMainnet, anvil] })).toThrow('Invalid option `solana`')
    expect(() => exports.solana({ networks: [] })).toThrow(FoyerConfigError)
  })

  it('loads the Solana adapter, and its wallet directory, only when asked', async () => {
    const { createAdapter } = await exports.solana().loadAdapter()
    expect(typeof createAdapter).toBe('function')
    const directory = await exports.solana().loadWalletDirectory?.()
    expect(typeof directory?.createWalletDirectory).toBe('function')
  })
})
