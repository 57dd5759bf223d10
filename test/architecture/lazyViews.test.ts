// The modal's optional parts (e-mail and social sign-in, swaps, send, receive, the on-ramp, activity,
// e-mail capture) load on demand: a page that imports the package loads none of them until the
// modal is about to open. Only `import()` may reach them from a page's entry; one static import on
// the way (a view's helper imported by the provider, say) would put the part in the page's first
// chunk, where only the bundle figures would show it, once measured.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { connectListPath, keptApartFromConnectListPath } from '../../scripts/groupModules'
import { importEdges, listSourceFiles, repoRoot } from './importGraph'
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

// The components a quick-start page renders, and the connector an app with e-mail sign-in builds at load.
const pageComponents = ['components/FoyerProvider.tsx', 'components/ConnectModal.tsx', 'components/ConnectButton.tsx']

/** The files of `files` the roots reach through static imports, each with the chain that brings it in. */
function staticChains(roots: string[], files: string[]): string[] {
  const reached = staticallyReached(roots)
  return files.filter((file) => reached.has(file)).map((file) => reached.get(file)?.join(' -> ') ?? file)
}

/** Whether some `import()` of the package loads `file`. */
const loadedLazily = (file: string) => graph().edges.some((edge) => edge.kind === 'dynamic' && edge.to === file)

describe('what serves a rare path loads when that path is taken', () => {
  it('the embedded wallet: its approvals with its first event or the modal, its frame transport with the frame, its login cache with the store', () => {
    // The page keeps the auth connector's events (components/AuthApprovalMount.tsx); the bridge that
    // acts on them loads at the first one, or once the modal's code is in.
    const bridge = ['components/AuthApprovalBridge.tsx', 'hooks/auth/useAuthApprovalBridge.ts', 'src/errors/authErrors.ts']
    expect(staticChains(pageComponents, bridge)).toEqual([])
    expect(loadedLazily('components/AuthApprovalBridge.tsx')).toBe(true)
    // The connector is built at load; the frame (created at the first sign-in, or to restore one) brings
    // its transport and the alerts it raises, and the kit's store the login cache and its errors.
    const withFrame = [
      'src/protocol/createHostTransport.ts',
      'src/protocol/frameAlertError.ts',
      'src/errors/alerts.ts',
      'src/auth/loginCache.ts',
      'src/errors/storageErrors.ts',
    ]
    expect(staticChains(['connectors/authConnector.ts'], withFrame)).toEqual([])
    expect(['src/protocol/createHostTransport.ts', 'src/auth/loginCache.ts'].filter((file) => !loadedLazily(file))).toEqual([])
  }, 120_000)

  it('the network guard loads with the first connection; the modal-only rules, helpers and errors stay in its chunks', () => {
    const modalOnly = [
      'components/SwitchNetworkGuard.tsx',
      'hooks/useSwitchNetworkGuard.ts',
      // A module the page imports ships whole, with what only the modal's chunks use of it.
      'src/router/networkRules.ts',
      'src/chains/caip.ts',
      'src/errors/namespaceErrors.ts',
      'src/errors/siwxErrors.ts',
      'src/features/remoteFeatureDefaults.ts',
      'src/api/endpointUrl.ts',
    ]
    expect(staticChains(pageComponents, modalOnly)).toEqual([])
    expect(loadedLazily('components/SwitchNetworkGuard.tsx')).toBe(true)
  }, 120_000)

  it("the page reads wagmi's connection with React's own useSyncExternalStore, not through the use-sync-external-store shim", () => {
    // wagmi's useConnection (and useConnections, useAccount) go through the shim; the page reads the
    // connection with hooks/useConnectionField.ts instead, and the lazily loaded views may use them.
    const shimHooks = /import\s*(type\s*)?\{[^}]*\b(useConnection|useConnections|useAccount)\b[^}]*\}\s*from\s*'wagmi'/
    const reached = staticallyReached(pageComponents)
    const users = [...reached.keys()].filter((file) => shimHooks.test(readFileSync(join(repoRoot, file), 'utf8')))
    expect(users.map((file) => reached.get(file)?.join(' -> '))).toEqual([])
  }, 120_000)
})

describe("the Connect list's cold click", () => {
  it('loads one file beyond the page: every module it reaches is grouped into dist/connectListPath.js, and only those', () => {
    // The page: a quick start's components, its configuration and `authConnector()` (the entries
    // re-export more, which bundlers drop). A grouped module the page imports would bring the whole
    // file into the page: `sdkInfo`, which the auth connector uses, stays out.
    const page = staticallyReached([...pageComponents, 'src/config/createFoyerConfig.ts', 'connectors/authConnector.ts'])
    const click = staticallyReached(['hooks/prefetchConnectWallets.ts', 'components/modal/ShellWalletData.tsx'])
    // The file the build writes for a module: `.js` for TypeScript, `.json.js` for JSON.
    const built = (file: string) => file.replace(/\.tsx?$/, '.js').replace(/\.json$/, '.json.js')
    const beyondPage = [...click.keys()].filter((file) => !page.has(file)).map(built)
    const kept: readonly string[] = keptApartFromConnectListPath
    expect(beyondPage.filter((file) => !kept.includes(file)).sort()).toEqual([...connectListPath].sort())
    expect(kept.every((file) => beyondPage.includes(file))).toBe(true)
  }, 120_000)
})
