import { describe, expect, it } from 'vitest'
import artifact from './TestToken.json'
import { buildContracts } from './buildContracts'

describe('buildContracts', () => {
  it('compiles TestToken.sol to exactly the committed TestToken.json (run `npm run contracts` if not)', () => {
    const { artifact: fresh, warnings } = buildContracts({ write: false })
    expect(warnings).toEqual([])
    expect(fresh).toEqual(artifact)
  })
})
