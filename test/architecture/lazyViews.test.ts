// The modal's optional parts (e-mail and social sign-in, swaps, send, receive, the on-ramp, activity,
// e-mail capture) load on demand: a page that imports the package loads none of them until the
// modal is about to open. Only `import()` may reach them from a page's entry; one static import on
// the way (a view's helper imported by the provider, say) would put the part in the page's first
// chunk, where only the bundle figures would show it, once measured.
import { describe, expect, it } from 'vitest'
import { importEdges, listSourceFiles } from './importGraph'
import { isTestFile } from './layers'

// The entries an app's page imports (the test kits are left out: they are not for production pages).
const pageEntries = ['index', 'connectors', 'protocol', 'solana', 'bitcoin', 'polkadot', 'cosmos', 'sui', 'stacks'].map((name) => `entries/${name}.ts`)

// Each optional part by the files that make it. The page's own dialog shell lists the Connect
// view's wallets before the modal's code arrives, so those rows are not among them.
const optionalParts: Record<string, RegExp> = {
  'e-mail and social sign-in': /^components\/views\/(Connect\/AuthSection\.tsx|EmailLogin\/|UpdateEmailWallet\/|ConnectingFarcaster\/)/,
  swaps: /^components\/views\/Swap\//,
  send: /^components\/views\/WalletSend(Preview)?\//,
  receive: /^components\/views\/WalletReceive\//,
  onramp: /^components\/views\/Onramp\//,
  activity: /^components\/views\/Account\//,
  'e-mail capture': /^components\/(EmailCaptureGuard\.tsx|views\/DataCapture\/)/,
  'the dialog itself': /^components\/modal\/ModalRoot\.tsx$/,
}
const isOptional = (file: string) => Object.values(optionalParts).some((part) => part.test(file))

let built: { edges: ReturnType<typeof importEdges>; next: Map<string, string[]> } | undefined
/** The package's import graph, read once (parsing every file takes a while on a busy machine). */
function graph() {
  if (built) return built
  const files = listSourceFiles(['components', 'hooks', 'connectors', 'src', 'styles', 'entries']).filter((file) => !isTestFile(file))
  const edges = importEdges(files)
  const next = new Map<string, string[]>()
  for (const edge of edges) if (edge.kind === 'static') next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to])
  built = { edges, next }
  return built
}

/** Every module the roots load at once, with the chain of static imports that brings it in. */
function staticallyReached(roots: string[]): Map<string, string[]> {
  const { next } = graph()
  const reached = new Map<string, string[]>(roots.map((root) => [root, [root]]))
  const queue = [...roots]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const to of next.get(file) ?? []) {
      if (reached.has(to)) continue
      reached.set(to, [...(reached.get(file) ?? []), to])
      queue.push(to)
    }
  }
  return reached
}

describe('the optional parts load on demand', () => {
  it('no page entry reaches one through static imports: only import() does', () => {
    const reached = staticallyReached(pageEntries)
    expect([...reached].filter(([file]) => isOptional(file)).map(([, chain]) => chain.join(' -> '))).toEqual([])
    // They are there, behind import(): the dialog, and the chunk with every view but Connect.
    const loaders = graph().edges.filter((edge) => edge.kind === 'dynamic' && /^components\/(modal\/ModalRoot|views\/restViews)\.tsx?$/.test(edge.to))
    expect([...new Set(loaders.map((edge) => edge.to))].sort()).toEqual(['components/modal/ModalRoot.tsx', 'components/views/restViews.ts'])
  }, 120_000) // parsing and resolving the package's files takes a while on a busy machine

  it('what only a failure needs (its alert, the rate-limited reporter) loads at the first failure', () => {
    // The entries re-export these for apps, which bundlers drop when unused; the provider and the
    // components a page renders must not import them.
    const reached = staticallyReached(['components/FoyerProvider.tsx', 'components/ConnectModal.tsx', 'components/ConnectButton.tsx'])
    const failureOnly = ['components/failureReporting.ts', 'src/errors/alertForError.ts', 'src/errors/errorReporter.ts', 'src/errors/errorCategory.ts']
    expect(failureOnly.filter((file) => reached.has(file)).map((file) => reached.get(file)?.join(' -> '))).toEqual([])
    expect(graph().edges.some((edge) => edge.kind === 'dynamic' && edge.to === 'components/failureReporting.ts')).toBe(true)
  }, 120_000)
})
