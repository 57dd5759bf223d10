import { describe, expect, it } from 'vitest'
import { sessionAccountAbi as frameAbi } from '../../services/frame/app/smartSessionsAbi'
import artifact from './SessionAccount.json'
import { buildContracts } from './buildContracts'

describe('SessionAccount', () => {
  it('compiles through its node_modules import to the committed JSON (run `npm run contracts` if not)', () => {
    const { artifact: fresh, warnings } = buildContracts({ contract: 'SessionAccount', write: false })
    // The imported package's only warning: a parameter named `error`, a future keyword.
    expect(warnings.every((warning) => warning.includes('"error" will be promoted to keyword'))).toBe(true)
    expect(fresh).toEqual(artifact)
  })

  it('has every function and error the login frame calls or decodes, with the same signature', () => {
    const signature = (item: { type: string; name?: string; inputs?: readonly { type: string }[] }) =>
      `${item.type} ${item.name}(${(item.inputs ?? []).map((input) => input.type).join(',')})`
    const compiled = new Set((artifact.abi as { type: string; name?: string; inputs?: { type: string }[] }[]).map(signature))
    for (const item of frameAbi) expect(compiled).toContain(signature(item))
    // Simple7702Account's own functions stay.
    expect(compiled).toContain('function executeBatch(tuple[])')
    expect(compiled).toContain('function isValidSignature(bytes32,bytes)')
  })
})
