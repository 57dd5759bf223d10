// @vitest-environment node
/*
 * The family entries (`foyer-kit/bitcoin`, `foyer-kit/polkadot`, `foyer-kit/cosmos`, `foyer-kit/sui`, `foyer-kit/stacks`): their public
 * surface, that each factory checks its networks and feeds createFoyerConfig, and that a family's
 * adapter code is reached only through the plugin's loader.
 */
import { describe, expect, it } from 'vitest'
import { solanaMainnet } from '../src/chains/builtinNetworks'
import { createFoyerConfig } from '../src/config/createFoyerConfig'
import { FoyerConfigError } from '../src/errors/configErrors'
import * as bitcoinEntry from './bitcoin'
import * as cosmosEntry from './cosmos'
import * as polkadotEntry from './polkadot'
import * as stacksEntry from './stacks'
import * as suiEntry from './sui'

describe('family entries', () => {
  it('exports', () => {
    expect(Object.keys(bitcoinEntry).sort()).toEqual(['bitcoin', 'bitcoinMainnet', 'bitcoinRegtest', 'bitcoinTestnet', 'withEsploraUrl'])
    expect(Object.keys(polkadotEntry).sort()).toEqual(['kusama', 'polkadot', 'polkadotMainnet', 'polkadotNetwork', 'westend'])
    expect(Object.keys(cosmosEntry).sort()).toEqual(['cosmos', 'cosmosHub', 'cosmosNetwork', 'osmosis'])
    expect(Object.keys(suiEntry).sort()).toEqual(['sui', 'suiDevnet', 'suiLocalnet', 'suiMainnet', 'suiTestnet', 'withSuiRpcUrl'])
    expect(Object.keys(stacksEntry).sort()).toEqual(['stacks', 'stacksMainnet', 'stacksTestnet', 'withStacksApiUrl'])
  })

  const families = [
    {
      option: 'bitcoin',
      namespace: 'bip122',
      plugin: bitcoinEntry.bitcoin,
      networks: [bitcoinEntry.bitcoinTestnet, bitcoinEntry.bitcoinMainnet],
      main: bitcoinEntry.bitcoinMainnet,
    },
    { option: 'polkadot', namespace: 'polkadot', plugin: polkadotEntry.polkadot, networks: [polkadotEntry.kusama], main: polkadotEntry.polkadotMainnet },
    { option: 'cosmos', namespace: 'cosmos', plugin: cosmosEntry.cosmos, networks: [cosmosEntry.osmosis], main: cosmosEntry.cosmosHub },
    { option: 'sui', namespace: 'sui', plugin: suiEntry.sui, networks: [suiEntry.suiTestnet], main: suiEntry.suiMainnet },
    { option: 'stacks', namespace: 'stacks', plugin: stacksEntry.stacks, networks: [stacksEntry.stacksTestnet], main: stacksEntry.stacksMainnet },
  ] as const

  for (const family of families) {
    it(`${family.option}(): default network, checked networks, createFoyerConfig`, async () => {
      expect(family.plugin().namespace).toBe(family.namespace)
      expect(family.plugin().options.networks).toEqual([family.main])
      const plugin = family.plugin({ networks: family.networks })
      expect(plugin.options.networks).toEqual(family.networks)
      expect(Object.isFrozen(plugin)).toBe(true)
      const config = createFoyerConfig({ [family.option]: plugin })
      expect(config[family.option]).toBe(plugin)
      expect(config.namespaces).toEqual([plugin])
      expect(() => family.plugin({ networks: [solanaMainnet] })).toThrow(`Invalid option \`${family.option}\``)
      expect(() => family.plugin({ networks: [] })).toThrow(FoyerConfigError)
      const { createAdapter } = await plugin.loadAdapter()
      expect(typeof createAdapter).toBe('function')
    })
  }

  it("createFoyerConfig refuses a plugin under another family's option, and keeps the families in a fixed order", () => {
    expect(() => createFoyerConfig({ cosmos: polkadotEntry.polkadot() as never })).toThrow('Invalid option `cosmos`')
    const config = createFoyerConfig({ sui: suiEntry.sui(), bitcoin: bitcoinEntry.bitcoin() })
    expect(config.namespaces.map((plugin) => plugin.namespace)).toEqual(['bip122', 'sui'])
  })
})
