// @vitest-environment node
// The package's types as apps receive them: the tarball `npm pack` makes, installed in a fresh
// folder, read by TypeScript under each module resolution an app may choose, with library checks
// on (`skipLibCheck: false`). With them off, declarations the resolution cannot follow do not fail
// the app's build: every import from the kit silently becomes `any`. One pack and one install
// serve every check here. The checks run TypeScript 7's native compiler (tsgo), the release npm
// installs today: it reports exactly the errors TypeScript 6's tsc reports for these declarations
// (compared on 2026-11-30, the list below included) in about a third of the time.
import { execFile } from 'node:child_process'
import { statSync } from 'node:fs'
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packFoyer, type ConsumerInstall } from './packFoyer'
import { parseTscDiagnostics } from './parseTscDiagnostics'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const tscBin = join(repoRoot, 'node_modules/@typescript/native-preview/bin/tsgo')
const attwBin = join(repoRoot, 'node_modules/@arethetypeswrong/cli/dist/index.js')

/** Each `moduleResolution` an app may use, with the `module` setting TypeScript requires beside it. */
const resolutions = { bundler: 'esnext', node16: 'node16', nodenext: 'nodenext' } as const
type Resolution = keyof typeof resolutions

/**
 * Errors TypeScript finds inside other packages' own declarations, as `package TScode`. No setting of
 * this package causes or removes them: each one also appears in an app that imports only that
 * package. They are listed rather than skipped (`skipLibCheck` would hide the kit's errors too), and
 * exactly: a new one fails here, and so does one that a dependency's update fixed (drop it then).
 * - wagmi and @wagmi/core TS2707: their declarations give TanStack Query's infinite-query option
 *   types six type arguments; @tanstack/query-core dropped `TQueryData` from them (five in 5.80
 *   and later).
 * - @wagmi/core TS2344: declarations emitted with `StrictOmit` of keys TypeScript cannot prove on
 *   generic parameters (estimateGas, prepareTransactionRequest, simulateContract); TypeScript 5.9
 *   reports the same.
 * - @walletconnect/ethereum-provider TS2834: a relative `export type ... from "./EthereumProvider"`
 *   without `.js` (the fault this file guards against in the kit). The kit's `lazyWalletConnect`
 *   names that package's provider type in `foyer-kit/connectors`.
 * - mipd TS1542 (node16 only): mipd, which @wagmi/core uses, has no `"type": "module"`, so node16
 *   reads its declarations as CommonJS, and they import viem's ESM types without `resolution-mode`;
 *   nodenext lets CommonJS import ESM, as Node 20.19+ does.
 */
const dependencyErrors: Record<Resolution, string[]> = {
  bundler: ['@wagmi/core TS2344', '@wagmi/core TS2707', 'wagmi TS2707'],
  node16: ['@wagmi/core TS2344', '@wagmi/core TS2707', '@walletconnect/ethereum-provider TS2834', 'mipd TS1542', 'wagmi TS2707'],
  nodenext: ['@wagmi/core TS2344', '@wagmi/core TS2707', '@walletconnect/ethereum-provider TS2834', 'wagmi TS2707'],
}

/** A value of package.json "exports": a path, or conditions (in the order they are tried), or null. */
type ExportTarget = string | null | { [condition: string]: ExportTarget }

/** Runs a Node script and returns its exit code and its output; a failing exit does not throw. */
function runNode(args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
      resolve({ code, output: `${stdout}${stderr}`.trim() })
    })
  })
}

/** Every path a target can resolve to, whatever the conditions. */
function targetPaths(target: ExportTarget): string[] {
  if (target === null) return []
  if (typeof target === 'string') return [target]
  return Object.values(target).flatMap(targetPaths)
}

/**
 * The app's module that imports every entry with types, and fails to compile when any of an entry's
 * exported values is `any` (the error names the export).
 */
function entriesModule(entries: readonly string[]): string {
  return [
    '// Written by packageTypes.test.ts: every entry of foyer-kit\'s package.json "exports" that has types.',
    ...entries.map((entry, index) => `import * as entry${index} from '${join('foyer-kit', entry)}'`),
    'type AnyExports<Module> = { [Key in keyof Module]: 0 extends 1 & Module[Key] ? Key : never }[keyof Module]',
    'type NoAnyExport<Key extends never> = Key',
    ...entries.map((_, index) => `export type Entry${index}Typed = NoAnyExport<AnyExports<typeof entry${index}>>`),
    '',
  ].join('\n')
}

let consumer: ConsumerInstall
let exportsMap: Record<string, ExportTarget>
/** Entries of "exports" that have types, as subpaths: `.`, `./connectors`, ... */
let typedEntries: string[]

beforeAll(async () => {
  consumer = await packFoyer()
  const manifest = JSON.parse(await readFile(join(consumer.root, 'node_modules/foyer-kit/package.json'), 'utf8')) as {
    type?: string
    exports: Record<string, ExportTarget>
  }
  expect(manifest.type, 'the package is ESM only: its .js and .d.ts files are modules to Node').toBe('module')
  exportsMap = manifest.exports
  typedEntries = Object.entries(exportsMap)
    .filter(([, target]) => typeof target === 'object' && target !== null && 'types' in target)
    .map(([entry]) => entry)
  // The app is an ES module too, so node16 and nodenext read its imports as `import`, not `require`.
  await writeFile(join(consumer.root, 'package.json'), JSON.stringify({ name: 'types-consumer', private: true, type: 'module' }))
  await writeFile(join(consumer.root, 'entries.ts'), entriesModule(typedEntries))
  await copyFile(fileURLToPath(new URL('./publicApiTypes.ts', import.meta.url)), join(consumer.root, 'publicApiTypes.ts'))
  for (const [moduleResolution, module] of Object.entries(resolutions)) {
    const compilerOptions = {
      module,
      moduleResolution,
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      // Only what the kit's declarations and the app's files reference: no stray @types package hides a missing one.
      types: [],
    }
    await writeFile(
      join(consumer.root, `tsconfig.${moduleResolution}.json`),
      JSON.stringify({ compilerOptions, files: ['entries.ts', 'publicApiTypes.ts'] }, null, 2),
    )
  }
}, 300_000)

afterAll(() => consumer?.remove())

describe('the packed package', () => {
  it('declares types first in every entry with types, and ships every file its exports name', async () => {
    expect(typedEntries).toEqual(expect.arrayContaining(['.', './connectors']))
    for (const entry of typedEntries) {
      // Conditions are tried in order: a `types` after `import` is never reached by TypeScript.
      expect(Object.keys(exportsMap[entry] as object)[0], entry).toBe('types')
    }
    const missing: string[] = []
    for (const path of Object.values(exportsMap).flatMap(targetPaths)) {
      await readFile(join(consumer.root, 'node_modules/foyer-kit', path)).catch(() => missing.push(path))
    }
    expect(missing).toEqual([])
  })

  it("imports its own JavaScript files by their full names, as Node's ESM loader requires", async () => {
    const dist = join(consumer.root, 'node_modules/foyer-kit/dist')
    const files = (await readdir(dist, { recursive: true, encoding: 'utf8' })).filter((file) => file.endsWith('.js'))
    const unresolved: string[] = []
    for (const file of files) {
      // TypeScript's scanner finds import and export specifiers and import() calls, and skips comments.
      const { importedFiles } = ts.preProcessFile(await readFile(join(dist, file), 'utf8'), true, true)
      for (const { fileName } of importedFiles) {
        const target = resolve(dirname(join(dist, file)), fileName)
        // A folder is no module to Node's ESM loader: only a file's full name is.
        if (fileName.startsWith('.') && !statSync(target, { throwIfNoEntry: false })?.isFile()) unresolved.push(`${file}: ${fileName}`)
      }
    }
    expect(files.length).toBeGreaterThan(0)
    expect(unresolved).toEqual([])
  })

  it('passes arethetypeswrong for an ESM-only package', async () => {
    // `esm-only` leaves out node10 (TypeScript's resolution without "exports") and Node's `require`
    // (node16 from CommonJS): the package is ESM only and Node 20.19+ loads it with `import`.
    // Entries without types (the stylesheet) are no modules to check.
    const untyped = Object.entries(exportsMap)
      .filter(([entry, target]) => typeof target === 'string' && !target.endsWith('.json') && !typedEntries.includes(entry))
      .map(([entry]) => entry)
    const args = [attwBin, consumer.tarball, '--profile', 'esm-only', '--no-definitely-typed', '--no-emoji', '--format', 'ascii']
    if (untyped.length > 0) args.push('--exclude-entrypoints', ...untyped)
    const { code, output } = await runNode(args, consumer.root)
    expect(code, output).toBe(0)
  }, 120_000)

  it.each(Object.keys(resolutions) as Resolution[])(
    'compiles for an app on moduleResolution %s, library checks on',
    async (moduleResolution) => {
      const { code, output } = await runNode([tscBin, '-p', `tsconfig.${moduleResolution}.json`, '--pretty', 'false', '--singleThreaded'], consumer.root)
      const diagnostics = parseTscDiagnostics(output)
      // The kit's declarations and the app's own files: not one error.
      expect(diagnostics.filter((diagnostic) => diagnostic.origin === 'foyer-kit' || diagnostic.origin === 'app').map((diagnostic) => diagnostic.text)).toEqual(
        [],
      )
      expect([...new Set(diagnostics.map((diagnostic) => `${diagnostic.origin} ${diagnostic.code}`))].sort(), output).toEqual(
        dependencyErrors[moduleResolution],
      )
      expect(code === 0).toBe(diagnostics.length === 0)
    },
    180_000,
  )
})
