import { gzipSync } from 'node:zlib'
import type { Rolldown } from 'vite'
import { minifySync } from 'rolldown/experimental'

/** What one feature's modules weigh in a build, and where they landed. */
export type FeatureCost = {
  /** Modules of the feature found in the build (package-relative paths). */
  modules: string[]
  /** Their code as the bundler rendered it into chunks, before minification. */
  renderedBytes: number
  /** The same code minified on its own (oxc, as Vite does), then gzip level 9: what it adds to the chunk it rides in. */
  minifiedGzipBytes: number
  /** The chunks that hold them. */
  chunks: string[]
  /** Per chunk, its modules of the feature with their rendered bytes. */
  byChunk: Record<string, { module: string; renderedBytes: number }[]>
}

/** The swap feature's modules: its views, hooks and amount helpers (the convert API client is in hooks/swap). */
export const swapModules = /\/(components\/views\/Swap|hooks\/swap|src\/swap)\//

/**
 * The optional features whose code must never load with the page, by the modules that make them up:
 * swaps, the on-ramp (its view, hook, API client and rules), sign in with the wallet (its view,
 * hooks, the default configuration and the provider's lazily loaded watcher) and Solana (the
 * foyer-kit/solana entry's adapter, bridge and WalletConnect session, web3.js and the wallet adapter).
 */
export const optionalFeatures = {
  swap: swapModules,
  onramp: /\/(components\/views\/Onramp|hooks\/onramp|src\/onramp)\//,
  siwx: /\/(components\/views\/SIWXSignMessage|hooks\/siwx|src\/siwx|components\/SiwxGuard)/,
  // Solana's own code and libraries: an app without `foyer-kit/solana` must have none of it in its build.
  // Not `solana()` itself (connectors/namespaces/solana/solana.js, a few hundred bytes): the app calls it
  // when it states its configuration, and it only holds the loader of the rest.
  solana: /\/(connectors\/namespaces\/solana\/(?!solana\.js$)|components\/solana\/|@solana\/|@wallet-standard\/)/,
} as const

/** One of {@link optionalFeatures}. */
export type OptionalFeature = keyof typeof optionalFeatures

/**
 * Sums the modules of a build whose id matches `pattern`: their rendered code (each module's own
 * share of its chunk), that code minified together and gzipped, and the chunks holding them. The
 * gzip figure is an estimate of the feature's share of those chunks: gzip of a part depends on
 * what surrounds it.
 *
 * @example
 * featureCost(output.output.filter((item) => item.type === 'chunk'), swapModules)
 */
export function featureCost(chunks: readonly Rolldown.OutputChunk[], pattern: RegExp): FeatureCost {
  const modules: string[] = []
  const codes: string[] = []
  const files = new Set<string>()
  const byChunk: FeatureCost['byChunk'] = {}
  let renderedBytes = 0
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
      if (!pattern.test(clean)) continue
      const name = clean.replace(/^.*node_modules\//, '').replace(/^.*?\/(components|hooks|src)\//, '$1/')
      modules.push(name)
      ;(byChunk[chunk.fileName] ??= []).push({ module: name, renderedBytes: module.renderedLength })
      renderedBytes += module.renderedLength
      if (module.code) codes.push(module.code)
      files.add(chunk.fileName)
    }
  }
  // Concatenated module bodies reference each other's bindings; as a module, nothing is dropped as unused.
  const minified = codes.length === 0 ? '' : minifySync('feature.js', codes.join('\n;\n'), { module: true, compress: false }).code
  return {
    modules: modules.sort(),
    renderedBytes,
    minifiedGzipBytes: minified ? gzipSync(minified, { level: 9 }).length : 0,
    chunks: [...files].sort(),
    byChunk,
  }
}
