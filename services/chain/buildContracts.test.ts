import { describe, expect, it } from 'vitest'
import daiArtifact from './TestDai.json'
import nameResolverArtifact from './FoyerNameResolver.json'
import nftArtifact from './TestNft.json'
import tokenArtifact from './TestToken.json'
import { buildContracts } from './buildContracts'

describe('buildContracts', () => {
  it.each([
    ['TestToken', tokenArtifact],
    ['TestNft', nftArtifact],
    ['TestDai', daiArtifact],
    ['FoyerNameResolver', nameResolverArtifact],
  ] as const)('compiles %s.sol to exactly the committed JSON (run `npm run contracts` if not)', (contract, artifact) => {
    const { artifact: fresh, warnings } = buildContracts({ contract, write: false })
    expect(warnings).toEqual([])
    expect(fresh).toEqual(artifact)
  })
})
