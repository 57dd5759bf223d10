import { describe, expect, it } from 'vitest'
import daiArtifact from './TestDai.json'
import nameResolverArtifact from './FoyerNameResolver.json'
import nftArtifact from './TestNft.json'
import tokenArtifact from './TestToken.json'
import smartAccountArtifact from './Simple7702Account.json'
import aggregatorArtifact from './MockV3Aggregator.json'
import idRegistryArtifact from './IdRegistry.json'
import { buildContracts } from './buildContracts'

describe('buildContracts', () => {
  it.each([
    ['TestToken', tokenArtifact],
    ['TestNft', nftArtifact],
    ['TestDai', daiArtifact],
    ['FoyerNameResolver', nameResolverArtifact],
    ['IdRegistry', idRegistryArtifact],
  ] as const)('compiles %s.sol to exactly the committed JSON (run `npm run contracts` if not)', (contract, artifact) => {
    const { artifact: fresh, warnings } = buildContracts({ contract, write: false })
    expect(warnings).toEqual([])
    expect(fresh).toEqual(artifact)
  })

  it('compiles the packaged Simple7702Account through its node_modules imports to the committed JSON', () => {
    const { artifact: fresh, warnings } = buildContracts({ contract: 'Simple7702Account', write: false })
    // The package's only warning: a parameter named `error`, a future keyword.
    expect(warnings.every((warning) => warning.includes('"error" will be promoted to keyword'))).toBe(true)
    expect(fresh).toEqual(smartAccountArtifact)
    expect(fresh.abi.map((item) => (item as { name?: string }).name)).toEqual(expect.arrayContaining(['executeBatch', 'isValidSignature']))
  })

  it("compiles Chainlink's packaged MockV3Aggregator through its relative imports to the committed JSON", () => {
    const { artifact: fresh, warnings } = buildContracts({ contract: 'MockV3Aggregator', write: false })
    expect(warnings).toEqual([])
    expect(fresh).toEqual(aggregatorArtifact)
    expect(fresh.abi.map((item) => (item as { name?: string }).name)).toEqual(
      expect.arrayContaining(['latestRoundData', 'decimals', 'updateAnswer', 'updateRoundData']),
    )
  })
})
