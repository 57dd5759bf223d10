import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** The repository root (this file sits in `test/architecture/`). */
export const repoRoot = resolve(import.meta.dirname, '../..')

/**
 * How a module reaches another. `static`: `import`/`export ... from`, which runs the module when the
 * importer loads (an import whose names are all `type` still does: `verbatimModuleSyntax` keeps it as
 * `import {} from`); `dynamic`: `import('...')`; `type`: `import type`, `export type ... from` and
 * `typeof import('...')`, erased before anything runs.
 */
export type ImportKind = 'static' | 'dynamic' | 'type'

/**
 * One import of one source file, resolved to a file of the repository: `from` imports `to` (both
 * relative to the repository root, `hooks/useSwap.ts`) with `specifier` as written, on `line`.
 */
export type ImportEdge = { from: string; to: string; specifier: string; kind: ImportKind; line: number }

const sourceExtension = /\.(ts|tsx|mts|mjs)$/
const skippedFolders = new Set(['node_modules', 'dist', '.git', '.foyer', 'test-results', 'playwright-report', 'cache'])

/** Every TypeScript and ES module source file under `folders`, relative to the repository root. */
export function listSourceFiles(folders: readonly string[]): string[] {
  const files: string[] = []
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) walk(join(dir, entry.name))
      } else if (sourceExtension.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(join(dir, entry.name))
      }
    }
  }
  for (const folder of folders) walk(folder)
  return files.sort()
}

/** The repository's top-level folders that hold its own code (not dependencies, builds or results). */
export function topLevelFolders(): string[] {
  return readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !skippedFolders.has(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/** Every source file of the repository: its top-level folders' and the configuration files at its root. */
export function listRepoSourceFiles(): string[] {
  return [...listSourceFiles(topLevelFolders()), ...listSourceFiles(['.']).filter((file) => !file.includes('/'))]
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = join(repoRoot, 'tsconfig.json')
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
  return ts.parseJsonConfigFileContent(config, ts.sys, repoRoot).options
}

type RawImport = { specifier: string; kind: ImportKind; line: number }

/** The module specifiers of one file: imports, re-exports, `import()` calls and `import('...')` types. */
export function readImports(fileName: string, text: string): RawImport[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: RawImport[] = []
  const add = (node: ts.Node, specifier: ts.Expression | undefined, kind: ImportKind) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return
    found.push({ specifier: specifier.text, kind, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.importClause?.isTypeOnly ? 'type' : 'static')
    } else if (ts.isExportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.isTypeOnly ? 'type' : 'static')
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly ? 'type' : 'static')
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], 'dynamic')
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, 'type')
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * The imports of `files` that land on a file of the repository, resolved the way the type checker
 * resolves them (tsconfig's `paths` included, so `foyer-kit/solana` lands on `entries/solana.ts`).
 * Package imports (`viem`, `react`) are left out.
 */
export function importEdges(files: readonly string[]): ImportEdge[] {
  const options = compilerOptions()
  const host = ts.createCompilerHost(options)
  const cache = ts.createModuleResolutionCache(repoRoot, (name) => name, options)
  const edges: ImportEdge[] = []
  for (const from of files) {
    const absolute = join(repoRoot, from)
    // A file moved away between the listing and this read has no imports left to check.
    if (!existsSync(absolute)) continue
    for (const raw of readImports(from, readFileSync(absolute, 'utf8'))) {
      const resolved = ts.resolveModuleName(raw.specifier, absolute, options, host, cache).resolvedModule
      let target = resolved && !resolved.isExternalLibraryImport ? resolved.resolvedFileName : undefined
      // `.mjs` and asset imports (`./x.css`, `?raw`) resolve outside TypeScript: take a relative file as written.
      if (!target && raw.specifier.startsWith('.')) target = resolve(dirname(absolute), raw.specifier.replace(/\?.*$/, ''))
      if (!target || target.includes('/node_modules/')) continue
      const to = relative(repoRoot, target)
      if (to.startsWith('..')) continue
      edges.push({ from, to, specifier: raw.specifier, kind: raw.kind, line: raw.line })
    }
  }
  return edges
}
