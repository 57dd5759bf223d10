// The layer rule, checked on every import of every source file: components -> hooks -> connectors ->
// src -> styles, services -> src, and the rest as ARCHITECTURE.md's table says (test/architecture/layers.ts).
// Type-only imports count too: a type pulled from a higher layer ties the lower one to it all the same,
// and the next edit turns it into a value import.
import { beforeAll, describe, expect, it } from 'vitest'
import { type ImportEdge, importEdges, listRepoSourceFiles, readImports, topLevelFolders } from './importGraph'
import { allowedImports, edgeName, layerViolations } from './layers'

/**
 * Upward imports tolerated while being removed, each as `importer -> target`. It is empty: any import
 * up a layer (services into devstack included) fails. An entry whose import is gone fails the test too,
 * so the list can only shrink.
 */
const knownUpwardImports: readonly string[] = []

let edges: ImportEdge[] = []

describe('layers', () => {
  // Parsing and resolving every file of the tree takes a while on a busy machine.
  beforeAll(() => {
    edges = importEdges(listRepoSourceFiles())
  }, 120_000)

  it('gives every top-level folder a rule', () => {
    expect(topLevelFolders().filter((folder) => !(folder in allowedImports))).toEqual([])
  })

  it('has no import that runs up a layer, beyond the known ones being removed', () => {
    const found = layerViolations(edges).map((edge) => `${edgeName(edge)} (line ${edge.line}, ${edge.kind})`)
    const unknown = found.filter((violation) => !knownUpwardImports.some((known) => violation.startsWith(`${known} `)))
    expect(unknown).toEqual([])
  })

  it('lists no known upward import that is gone', () => {
    const names = new Set(layerViolations(edges).map(edgeName))
    expect(knownUpwardImports.filter((known) => !names.has(known))).toEqual([])
  })
})

describe('readImports', () => {
  it('reads every form of import, with type-only ones marked', () => {
    const text = [
      "import { a } from './a'",
      "import type { B } from './b'",
      "import { type C } from './c'",
      "export { d } from './d'",
      "export type { E } from './e'",
      "export * from './f'",
      "import './g.css'",
      "const h = () => import('./h')",
      "type I = typeof import('./i')",
    ].join('\n')
    expect(readImports('x.ts', text).map(({ specifier, kind }) => `${specifier} ${kind}`)).toEqual([
      './a static',
      './b type',
      // `verbatimModuleSyntax` keeps this one as `import {} from './c'`, which runs the module.
      './c static',
      './d static',
      './e type',
      './f static',
      './g.css static',
      './h dynamic',
      './i type',
    ])
  })
})

describe('layerViolations', () => {
  const edge = (from: string, to: string) => ({ from, to, specifier: '', kind: 'static' as const, line: 1 })

  it('flags upward and sideways imports and lets downward ones, tests and tool folders through', () => {
    const flagged = layerViolations([
      edge('hooks/useX.ts', 'components/X.tsx'),
      edge('src/x.ts', 'connectors/y.ts'),
      edge('services/api/x.ts', 'hooks/useX.ts'),
      edge('styles/theme.css.ts', 'src/x.ts'),
      edge('connectors/x.ts', 'test/helper.ts'),
      edge('components/X.tsx', 'hooks/useX.ts'),
      edge('services/api/x.ts', 'src/api/y.ts'),
      edge('hooks/useX.test.tsx', 'components/X.tsx'),
      edge('bench/bench.ts', 'devstack/stack/startStack.ts'),
      edge('src/api/sdkInfo.ts', 'package.json'),
    ]).map(edgeName)
    expect(flagged).toEqual([
      'hooks/useX.ts -> components/X.tsx',
      'src/x.ts -> connectors/y.ts',
      'services/api/x.ts -> hooks/useX.ts',
      'styles/theme.css.ts -> src/x.ts',
      'connectors/x.ts -> test/helper.ts',
    ])
  })

  it('flags a folder that has no rule', () => {
    expect(layerViolations([edge('newFolder/x.ts', 'src/x.ts')]).map(edgeName)).toEqual(['newFolder/x.ts -> src/x.ts'])
  })
})
