// A step of `npm run build`, after Vite's per-module build: the modules of the Connect list's cold
// click are bundled into one file, dist/connectListPath.js, and each one's own file becomes a
// re-export from it. Why: the library ships one file per module (`preserveModules`), and the app's
// bundler splits those by which lazy entries reach them. The click's path is reached by many (the
// shell's list, the Connect view, the background views, the project and e-mail clients), so the
// cold click loaded about 15 small chunks, each a request on six HTTP/1.1 connections and a preload
// link (bench/README.md, "The returning visit: a stored list in the shell"); nine of them were
// these modules, which now come as one. Static importers keep their paths, dynamic ones load the
// bundle itself (no one-line chunk in between), and each module's code exists once (its classes stay
// single for `instanceof`); the declarations (dist/types) stay per module.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { init, parse } from 'es-module-lexer'
import { build } from 'rolldown'

/** Options of {@link groupModules}. */
export type GroupModulesOptions = {
  /** The built package's folder (`dist`). */
  dist: string
  /** The modules to bundle together, relative to `dist` (`hooks/x.js`). */
  modules: readonly string[]
  /** The file they are bundled into, relative to `dist`. */
  into: string
}

const clientDirective = '"use client";'

// A relative import from `from`'s folder to `to`, spelled as a module specifier.
const specifier = (from: string, to: string) => {
  const path = relative(dirname(from), to)
  return path.startsWith('.') ? path : `./${path}`
}

// Every JavaScript file of the built package, for the dynamic imports to point at the bundle.
async function builtFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.js')).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Bundles `modules` into `into` and rewrites each module's file as a re-export of its exports from
 * there. Every other import, a package or another module of `dist`, stays an import. The bundle
 * exports each name as its module did, but a name two modules export, which gets its module's
 * prefix (`m{index}$name`). A dynamic `import()` of one of the modules, anywhere in `dist`, loads
 * the bundle itself: through the module's file the app's bundler would make a chunk of that
 * one-line file, one more request before the bundle. The bundle is a client module
 * (`"use client"`) when one of the modules was.
 *
 * @example
 * await groupModules({ dist: 'dist', modules: ['hooks/a.js', 'hooks/b.js'], into: 'group.js' })
 */
export async function groupModules({ dist, modules, into }: GroupModulesOptions): Promise<void> {
  const root = resolve(dist)
  const files = modules.map((module) => resolve(root, module))
  const out = resolve(root, into)
  await init
  const sources = await Promise.all(files.map((file) => readFile(file, 'utf8')))
  const clients = sources.map((code) => code.startsWith(clientDirective))
  const exportNames = sources.map((code) => parse(code)[1].map((entry) => entry.n))
  const counts = new Map<string, number>()
  for (const name of exportNames.flat()) counts.set(name, (counts.get(name) ?? 0) + 1)
  // Each module's exports as [its name, the bundle's name]: a name two modules export gets its
  // module's prefix in the bundle.
  const names: ExportNames[][] = exportNames.map((moduleNames, i) =>
    moduleNames.map((name): ExportNames => [name, counts.get(name) === 1 ? name : `m${i}$${name}`]),
  )
  const entry = files.map((file, i) => `export { ${names[i]!.map(([own, inBundle]) => exportClause(own, inBundle)).join(', ')} } from ${JSON.stringify(file)}`)
  const entryId = '\0groupModules:entry'
  await build({
    input: entryId,
    logLevel: 'silent',
    plugins: [
      {
        name: 'group-modules',
        resolveId(id, importer) {
          if (id === entryId || files.includes(id)) return id
          if (!id.startsWith('.') || !importer) return { id, external: true }
          const target = resolve(dirname(importer), id)
          return files.includes(target) ? target : { id: specifier(out, target), external: true }
        },
        load(id) {
          return id === entryId ? entry.join('\n') : undefined
        },
      },
    ],
    output: { file: out, format: 'es', minify: false, banner: clients.some(Boolean) ? clientDirective : undefined },
  })
  await Promise.all(
    files.map((file, i) => {
      const directive = clients[i] ? `${clientDirective}\n` : ''
      const clauses = names[i]!.map(([own, inBundle]) => exportClause(inBundle, own)).join(', ')
      return writeFile(file, `${directive}export { ${clauses} } from ${JSON.stringify(specifier(file, out))}\n`)
    }),
  )
  const others = (await builtFiles(root)).filter((file) => file !== out && !files.includes(file))
  await Promise.all(others.map((file) => redirectDynamicImports(file, files, names, out)))
}

// A module's export name and the bundle's name for it.
type ExportNames = [own: string, inBundle: string]

// One clause of an export list: `local as exported`, or the name alone when both are the same.
const exportClause = (local: string, exported: string) => (local === exported ? local : `${local} as ${exported}`)

// Points `file`'s dynamic imports of a grouped module at the bundle; a module whose exports carry a
// prefix there gets its own names back from the bundle's namespace.
async function redirectDynamicImports(file: string, files: readonly string[], names: readonly ExportNames[][], out: string): Promise<void> {
  const code = await readFile(file, 'utf8')
  if (!code.includes('import(')) return
  const dynamic = parse(code)[0].filter((entry) => entry.d > -1 && entry.n !== undefined && entry.n.startsWith('.'))
  let rewritten = code
  // From the last, so earlier positions stay valid.
  for (const entry of dynamic.reverse()) {
    const i = files.indexOf(resolve(dirname(file), entry.n!))
    if (i === -1) continue
    const call = `import(${JSON.stringify(specifier(file, out))})`
    const own = names[i]!
    const mapped = own.every(([name, inBundle]) => name === inBundle)
      ? call
      : `${call}.then((m) => ({ ${own.map(([name, inBundle]) => `${name}: m.${inBundle}`).join(', ')} }))`
    rewritten = rewritten.slice(0, entry.ss) + mapped + rewritten.slice(entry.se)
  }
  if (rewritten !== code) await writeFile(file, rewritten)
}

/**
 * Modules of the cold click's path kept out of the list's file: the kit's store uses them when a
 * page load restores a sign-in, which must not load the list's file. They ship as one file of their
 * own, dist/storedValueErrors.js: apart, the app's bundler made two chunks of them, each one more
 * request, preload link and compile on the click's path.
 */
export const keptApartFromConnectListPath = ['src/storage/dropStoredValue.js', 'src/errors/storageErrors.js'] as const

/**
 * The Connect list's cold click: the registry request (its query, client and errors), the wallet
 * schemas, the shell's list and the recent and stored wallets: every module of the package that
 * `prefetchConnectWallets` and `ShellWalletData` load and the page does not, but
 * {@link keptApartFromConnectListPath} (test/architecture/lazyViews.test.ts keeps the list whole).
 */
export const connectListPath = [
  'hooks/prefetchConnectWallets.js',
  'hooks/walletsQueryOptions.js',
  'hooks/storedWalletsKey.js',
  'hooks/storedWallets.js',
  'hooks/useWalletsForConnect.js',
  'hooks/useRecentWallets.js',
  'components/modal/ShellWalletData.js',
  'src/api/walletRegistry.js',
  'src/api/walletRegistryErrors.js',
  'src/api/httpClient.js',
  'src/api/endpointUrl.js',
  'src/api/wire/walletSchemas.js',
  'src/errors/httpErrors.js',
  'src/wallets/orderConnectWallets.js',
  'src/wallets/recentWallets.js',
] as const

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await groupModules({ dist: 'dist', modules: connectListPath, into: 'connectListPath.js' })
  await groupModules({ dist: 'dist', modules: keptApartFromConnectListPath, into: 'storedValueErrors.js' })
}
