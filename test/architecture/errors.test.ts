// Every error product code throws is a Foyer error: a class extending `BaseError` (src/errors/), with
// the text users see as `shortMessage`, a `docsPath` and the underlying error as `cause`
// (ARCHITECTURE.md, "Errors"). A plain `new Error(…)` has none of them, and app code cannot tell it
// from any other failure with `instanceof`. Checked on every source file of the package and the
// services, tests beside the code left out.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listSourceFiles, repoRoot } from './importGraph'
import { isTestFile } from './layers'
import { plainErrors, productFolders } from './plainErrors'

describe('errors', () => {
  it('product code throws, rejects with and declares only Foyer errors', () => {
    const files = listSourceFiles(productFolders).filter((file) => !isTestFile(file))
    const found = files.flatMap((file) =>
      plainErrors(file, readFileSync(join(repoRoot, file), 'utf8')).map(({ kind, line, text }) => `${file}:${line} (${kind}) ${text}`),
    )
    expect(found).toEqual([])
  })
})

describe('plainErrors', () => {
  const kinds = (text: string, fileName = 'src/x.ts') => plainErrors(fileName, text).map(({ kind, line }) => `${kind}:${line}`)

  it('finds plain errors thrown, rejected with or extended, however the expression is written', () => {
    const text = [
      "throw new Error('a')",
      'throw new TypeError(`b`)',
      "throw new RangeError('d')",
      "return Promise.reject(new Error('e'))",
      "pending.current?.reject(new Error('f'))",
      "request.onerror = () => reject(request.error ?? new Error('g'))",
      'throw failure instanceof Error ? failure : new Error(String(failure))',
      "throw Object.assign(new Error('h'), { status: 500 })",
      'export class XError extends Error {}',
      'const Y = class extends TypeError {}',
      'throw new Error(',
      "  'a message on the next line',",
      ')',
    ].join('\n')
    expect(kinds(text)).toEqual(['throw:1', 'throw:2', 'throw:3', 'reject:4', 'reject:5', 'reject:6', 'throw:7', 'throw:8', 'class:9', 'class:10', 'throw:11'])
  })

  it('leaves Foyer errors, causes, and errors never thrown alone', () => {
    const text = [
      "throw new FoyerConfigError({ option: 'apiUrl', reason: 'missing' })",
      "throw new RegisterNameError({ name, cause: new Error('Invalid name') })",
      "reject(new NamespaceWalletError('The wallet did not answer', { failure: 'answer' }))",
      'const failure = error instanceof Error ? error : new Error(String(error))',
      'export class SendTransactionError extends BaseError {}',
      'throw error',
      "resolve(new Error('a value, not a rejection'))",
    ].join('\n')
    expect(kinds(text)).toEqual([])
  })

  it('lets BaseError itself extend Error, and no other class in its file', () => {
    expect(kinds('export class BaseError extends Error {}', 'src/errors/BaseError.ts')).toEqual([])
    expect(kinds('export class OtherError extends Error {}', 'src/errors/BaseError.ts')).toEqual(['class:1'])
    expect(kinds('export class BaseError extends Error {}', 'src/errors/otherErrors.ts')).toEqual(['class:1'])
  })
})
