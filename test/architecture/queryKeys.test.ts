// One query-key convention (ARCHITECTURE.md, "Queries"): every React Query key is built by an
// exported `xQueryKey()` in a `*QueryOptions.ts` file beside the hooks, shaped
// `['foyer.<name>', { ...params }]`, so the code that refreshes data (`invalidateAccountData`) and
// the code that reads it name the same keys. A key written inline elsewhere drifts from them: a
// swap once invalidated a bare `['foyer']`, which matched none of the account data.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listRepoSourceFiles, listSourceFiles, repoRoot } from './importGraph'
import { isTestFile } from './layers'

/** The package's layers, where queries live. */
const packageFolders = ['components', 'hooks', 'connectors', 'src', 'styles', 'entries', 'testing']

/** `queryKey: [`: a key written inline in a query, a filter or a cache call. */
const inlineQueryKey = /queryKey:\s*\[/g
/**
 * An array literal opening with a `'foyer…'` name, followed by its parameters or nothing: a key. A
 * list of names (`['foyer.a', 'foyer.b']`, what `invalidateAccountData` refreshes) is not one.
 */
const foyerKeyLiteral = /\[\s*'foyer(\.[^']*)?'\s*(\]|,(?!\s*'foyer\.))/g
/** A positional key under the bare `'foyer'` name (`['foyer', 'x', id]`, `['foyer']`). */
const positionalFoyerKey = /\[\s*'foyer'\s*[,\]]/g
/** A file that builds, reads or refreshes React Query entries. */
const usesReactQuery = /query(Key|Client|Options|Fn)|@tanstack\/react-query/i
/** Mutation keys name a hook's own mutations, which no cache read shares: they may stay beside it. */
const mutationKeyLine = /mutationKey:|MutationKey\s*=/

/** Where `pattern` matches in `text`, as `line: text`, leaving out mutation-key lines when asked. */
function matches(text: string, pattern: RegExp, { skipMutationKeys = false } = {}): string[] {
  const lines = text.split('\n')
  return [...text.matchAll(pattern)].flatMap((match) => {
    const index = text.slice(0, match.index).split('\n').length - 1
    const line = lines[index] ?? ''
    return skipMutationKeys && mutationKeyLine.test(line) ? [] : [`${index + 1}: ${line.trim()}`]
  })
}

/** The inline keys of one package file: none are allowed outside `*QueryOptions.ts`. */
function inlineKeys(file: string, text: string): string[] {
  if (file.endsWith('QueryOptions.ts')) return []
  return [...matches(text, inlineQueryKey), ...matches(text, foyerKeyLiteral, { skipMutationKeys: true })]
}

/** The positional `'foyer'` keys of one file: none are allowed anywhere. */
function positionalKeys(text: string): string[] {
  return matches(text, positionalFoyerKey)
}

const self = relative(repoRoot, join(import.meta.dirname, 'queryKeys.test.ts'))
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8')

describe('query keys', () => {
  it('are written only by the `*QueryOptions.ts` factories in the package', () => {
    const files = listSourceFiles(packageFolders).filter((file) => !isTestFile(file))
    expect(files.flatMap((file) => inlineKeys(file, read(file)).map((found) => `${file}:${found}`))).toEqual([])
  })

  it("are never positional under a bare 'foyer' name, in any file that uses React Query, tests included", () => {
    // Files that never touch a query are left out: a list of package names may start with 'foyer'.
    const files = listRepoSourceFiles().filter((file) => file !== self && usesReactQuery.test(read(file)))
    expect(files.flatMap((file) => positionalKeys(read(file)).map((found) => `${file}:${found}`))).toEqual([])
  })

  it('recognises inline and positional keys, and lets factories, name lists and mutation keys through', () => {
    const inline = [
      "useQuery({ queryKey: ['foyer.ensAddress', { name }], queryFn })",
      'queryClient.invalidateQueries({ queryKey: [allowancePrefix] })',
      "const key = ['foyer.siwx.session']",
      "return [\n  'foyer.nativeBalance',\n  { caipAddress },\n] as const",
      "const key = ['foyer.wallets', 'list', scope]",
    ]
    const allowed = [
      'useQuery(ensAddressQueryOptions(config, { name, chainId }))',
      'queryClient.invalidateQueries({ queryKey: allSiwxSessionsQueryKey() })',
      "const fundsQueries = ['foyer.tokenBalances', 'foyer.nativeBalance'] as const",
      "mutationKey: ['foyer.switchNetwork'],",
      "export const registerNameMutationKey = ['foyer.names.register'] as const",
      "const zones = ['foyer-local-1']",
      "button.dataset['foyerNetwork']",
    ]
    expect(inline.filter((text) => inlineKeys('hooks/useX.ts', text).length === 0)).toEqual([])
    expect(allowed.flatMap((text) => inlineKeys('hooks/useX.ts', text))).toEqual([])
    expect(inline.flatMap((text) => inlineKeys('hooks/xQueryOptions.ts', text))).toEqual([])
    expect(positionalKeys("queryKey: ['foyer', 'swapBatchSupport', uid]")).toHaveLength(1)
    expect(positionalKeys("invalidateQueries({ queryKey: ['foyer'] })")).toHaveLength(1)
    expect(positionalKeys("['foyer.swapBatchSupport', { uid }]")).toEqual([])
  })
})
