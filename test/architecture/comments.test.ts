// Comments state a rule and its reason in their own words. The product spec is not in this
// repository, so "(spec section 5)" or "as the spec says" leaves the reader with nothing to open:
// no source file may cite it (ARCHITECTURE.md, "Comments").
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listRepoSourceFiles, repoRoot } from './importGraph'

/** A citation of the spec: "spec section 3", "spec, section 8", "§ 4", "section 2", "the spec", "the spec's", "product spec", "(spec: 10 s)", "(spec)". */
const specCitation = /spec(ification)?[^a-z]{0,3}(\(|,)? ?(section|§)|§ ?[0-9]|section [0-9]|the spec\b|spec's|product spec|\(spec(\)|: )|\/\/ spec: /i

/** The lines of `text` that cite the spec, as `line: text`. */
function specCitations(text: string): string[] {
  return text.split('\n').flatMap((line, index) => (specCitation.test(line) ? [`${index + 1}: ${line.trim()}`] : []))
}

const self = relative(repoRoot, join(import.meta.dirname, 'comments.test.ts'))

describe('comments', () => {
  it('cite no spec section anywhere in the source', () => {
    const files = listRepoSourceFiles().filter((file) => file !== self)
    const found = files.flatMap((file) => specCitations(readFileSync(join(repoRoot, file), 'utf8')).map((line) => `${file}:${line}`))
    expect(found).toEqual([])
  })

  it('recognises the ways a citation is written, and leaves other uses of the words alone', () => {
    const cited = [
      '/** E-mails are shortened for display (spec section 5). */',
      '// Wallet codes (spec, section 8): 4902',
      '/** Toast variants (section 4). */',
      '// as the spec says',
      "/** The spec's default order. */",
      '// see the product spec',
      '// Specification § 3',
      '// Balances are floored (spec): 0.002',
      '/** Counts as expired at 10 s left (spec: 10 s). */',
      '// Spec: an unknown method is refused',
    ]
    const plain = [
      '// Playwright spec files run in two groups',
      "const specifier = './x'",
      '// the wire schema is the contract',
      '// inspect the section above',
      'const isTest = (path: string) => /\\.(test|spec)\\.tsx?$/.test(path)',
      "const options = { spec: 'x' }",
    ]
    expect(cited.filter((line) => specCitations(line).length === 0)).toEqual([])
    expect(plain.flatMap((line) => specCitations(line))).toEqual([])
  })
})
