import { describe, expect, it } from 'vitest'
import { parseTscDiagnostics } from './parseTscDiagnostics'

describe('parseTscDiagnostics', () => {
  it('names the package of each error: the last node_modules folder, scoped or not', () => {
    const output = [
      'node_modules/foyer-kit/dist/types/entries/index.d.ts(3,25): error TS2834: Relative import paths need explicit file extensions.',
      "../../repo/node_modules/wagmi/node_modules/@wagmi/core/dist/types/query/types.d.ts(3,199): error TS2707: Generic type 'X' requires between 0 and 5 type arguments.",
      '../../repo/node_modules/mipd/dist/types/register.d.ts(17,22): error TS1542: Type import of an ECMAScript module.',
      "publicApiTypes.ts(64,1): error TS2578: Unused '@ts-expect-error' directive.",
    ].join('\n')
    expect(parseTscDiagnostics(output).map(({ origin, code }) => `${origin} ${code}`)).toEqual([
      'foyer-kit TS2834',
      '@wagmi/core TS2707',
      'mipd TS1542',
      'app TS2578',
    ])
  })

  it('keeps indented lines with the error they continue', () => {
    const output = "a.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.\n  Type 'x' is not 'y'.\n    Deeper.\n"
    const [diagnostic, ...rest] = parseTscDiagnostics(output)
    expect(rest).toEqual([])
    expect(diagnostic?.text).toBe("a.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.\n  Type 'x' is not 'y'.\n    Deeper.")
  })

  it("counts errors without a file, and any other output, as the app's", () => {
    const output = "error TS5083: Cannot read file '/x/tsconfig.json'.\nTypeError: Cannot read properties of undefined\n    at check (tsc.js:1:1)"
    expect(parseTscDiagnostics(output).map(({ origin, code }) => `${origin} ${code}`)).toEqual(['app TS5083', 'app output'])
  })

  it('finds nothing in empty output', () => {
    expect(parseTscDiagnostics('')).toEqual([])
  })
})
