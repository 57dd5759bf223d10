// No runtime import cycle in the package, the services or the development stack. A cycle makes one
// module of it see the other's exports as undefined while both load, depending on which was imported
// first. Type-only imports are erased before anything runs, and `import()` loads its module after the
// importer has finished loading, so neither can close such a cycle: only static imports count here.
import { describe, expect, it } from 'vitest'
import { findCycles } from './findCycles'
import { importEdges, listSourceFiles } from './importGraph'
import { isTestFile } from './layers'

const folders = ['components', 'hooks', 'connectors', 'src', 'styles', 'entries', 'testing', 'services', 'devstack']

describe('import cycles', () => {
  it('has no runtime import cycle among the package, services and development stack sources', () => {
    const files = listSourceFiles(folders).filter((file) => !isTestFile(file))
    const runtime = importEdges(files).filter((edge) => edge.kind === 'static')
    expect(findCycles(runtime)).toEqual([])
  }, 120_000) // parsing and resolving every file of the tree takes a while on a busy machine
})

describe('findCycles', () => {
  const edges = (...pairs: string[]) => pairs.map((pair) => ({ from: pair[0] ?? '', to: pair[1] ?? '' }))

  it('finds every cycle, a file that imports itself included', () => {
    expect(findCycles(edges('ab', 'bc', 'ca', 'cd', 'de', 'ed', 'ff', 'gh'))).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']])
  })

  it('finds none in a graph that only points one way', () => {
    expect(findCycles(edges('ab', 'ac', 'bc', 'cd'))).toEqual([])
  })
})
