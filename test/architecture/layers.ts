import type { ImportEdge } from './importGraph'

/** The package's layers, top to bottom: each may import the ones below it, never one above. */
export const packageLayers = ['components', 'hooks', 'connectors', 'src', 'styles'] as const

const below = (layer: (typeof packageLayers)[number]) => packageLayers.slice(packageLayers.indexOf(layer))

/**
 * For each top-level folder, the folders its code (not its tests) may import. `'*'` is a tool folder
 * that may import anything, since nothing of the package or the services imports it back. Kept in step
 * with ARCHITECTURE.md's layer table.
 */
export const allowedImports: Record<string, readonly string[] | '*'> = {
  components: below('components'),
  hooks: below('hooks'),
  connectors: below('connectors'),
  src: below('src'),
  styles: below('styles'),
  // Entry points re-export the layers, the published test kit's included.
  entries: ['entries', ...packageLayers, 'testing'],
  // What an operator deploys shares the wire schemas and rules of src/ and nothing else.
  services: ['services', 'src'],
  // The development stack runs the services, and the test kit's wallet and relay.
  devstack: ['devstack', 'services', 'src', 'testing'],
  // The published test kit drives the package and the local stack's contracts (their addresses).
  testing: ['testing', 'entries', ...packageLayers, 'devstack'],
  test: '*',
  bench: '*',
  demo: '*',
  examples: '*',
  docs: '*',
  scripts: '*',
  '': '*',
}

/** Files any code may import: the package's own metadata (its version). */
const sharedFiles = new Set(['package.json'])

/** Tests beside the code, and Playwright specs, may import anything: they exercise the layers together. */
export const isTestFile = (path: string) => /\.(test|spec)\.tsx?$|\.test-d\.tsx?$/.test(path)

/** The top-level folder of a repository path (`''` for a file at the root). */
export const topFolder = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '')

/** Writes an edge the way the known-violation lists do: `from -> to`. */
export const edgeName = (edge: Pick<ImportEdge, 'from' | 'to'>) => `${edge.from} -> ${edge.to}`

/** The imports that break the table: code importing a folder its layer may not. */
export function layerViolations(edges: readonly ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => {
    if (isTestFile(edge.from) || sharedFiles.has(edge.to)) return false
    const allowed = allowedImports[topFolder(edge.from)]
    if (allowed === '*') return false
    return allowed === undefined || !allowed.includes(topFolder(edge.to))
  })
}
