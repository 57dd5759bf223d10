// The last step of `npm run build`: tsc writes the declarations (dist/types) with the sources'
// extensionless relative imports ('../src/x'), which only `moduleResolution: bundler` accepts. Node's
// ESM resolution (node16, nodenext) needs the file's full name, so each relative specifier becomes
// the declaration file that exists beside it, spelled with `.js` as TypeScript expects: `./x.js` for
// x.d.ts, `./x/index.js` for x/index.d.ts. The sources keep their imports as they are.
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/** A relative specifier in a declaration file that names no declaration file: the build must stop. */
export class UnresolvedDeclarationImportError extends Error {
  override name = 'UnresolvedDeclarationImportError'
  constructor(
    /** The specifier as written, e.g. `'./missing'`. */
    readonly specifier: string,
    /** The declaration file (and line) that holds it. */
    readonly location: string,
  ) {
    super(`${location}: cannot resolve '${specifier}' to a declaration file (tried ${specifier}.d.ts and ${specifier}/index.d.ts)`)
  }
}

/** What {@link addDeclarationExtensions} did. */
export type AddDeclarationExtensionsResult = {
  /** Declaration files read. */
  files: number
  /** Specifiers rewritten, over every file. */
  rewritten: number
}

/** The string literals of a declaration file that name a module: imports, re-exports, `import('...')` types, augmentations. */
function moduleSpecifiers(sourceFile: ts.SourceFile): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = []
  const visit = (node: ts.Node): void => {
    let specifier: ts.Node | undefined
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) specifier = node.moduleSpecifier
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) specifier = node.argument.literal
    else if (ts.isExternalModuleReference(node)) specifier = node.expression
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) specifier = node.name
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) specifier = node.arguments[0]
    if (specifier && ts.isStringLiteralLike(specifier)) found.push(specifier)
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

/**
 * The specifier Node's ESM resolution accepts for `specifier`, written in `fromFile`: `x.js` when
 * `x.d.ts` exists, else `x/index.js` when `x/index.d.ts` exists (the order a bundler tries them in).
 * A specifier that already ends in `.js` is kept when its declaration file exists.
 * @throws {UnresolvedDeclarationImportError} when neither declaration file exists.
 */
export function resolveDeclarationSpecifier(specifier: string, fromFile: string, location = fromFile): string {
  const base = resolve(dirname(fromFile), specifier)
  if (specifier.endsWith('.js') && existsSync(`${base.slice(0, -'.js'.length)}.d.ts`)) return specifier
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`
  throw new UnresolvedDeclarationImportError(specifier, location)
}

/**
 * `text` (the declaration file `fileName`) with every relative module specifier made explicit by
 * {@link resolveDeclarationSpecifier}; bare specifiers ('react', 'viem/chains') and comments are left alone.
 * Returns the new text and how many specifiers changed.
 */
export function rewriteDeclarationImports(text: string, fileName: string): { text: string; rewritten: number } {
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const edits: { start: number; end: number; value: string }[] = []
  for (const literal of moduleSpecifiers(sourceFile)) {
    const specifier = literal.text
    if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') continue
    const line = sourceFile.getLineAndCharacterOfPosition(literal.getStart()).line + 1
    const value = resolveDeclarationSpecifier(specifier, fileName, `${relative(process.cwd(), fileName)}:${line}`)
    // Inside the quotes, so the file keeps its own quote style.
    if (value !== specifier) edits.push({ start: literal.getStart() + 1, end: literal.getEnd() - 1, value })
  }
  let result = text
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.value + result.slice(edit.end)
  return { text: result, rewritten: edits.length }
}

/** Every `.d.ts` file under `dir`. */
async function declarationFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts')).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Rewrites the relative imports of every declaration file under `dir` in place (see
 * {@link rewriteDeclarationImports}). Running it twice changes nothing the second time.
 * @throws {UnresolvedDeclarationImportError} on the first specifier that names no declaration file;
 *   no file is written then.
 * @example
 * const { files, rewritten } = await addDeclarationExtensions('dist/types')
 */
export async function addDeclarationExtensions(dir: string): Promise<AddDeclarationExtensionsResult> {
  const files = await declarationFiles(dir)
  if (files.length === 0) throw new Error(`no declaration files under ${dir}: run tsc -p tsconfig.build.json first`)
  // Every file is checked before any is written: a failed build leaves no half-rewritten tree behind.
  const changed: { file: string; text: string }[] = []
  let rewritten = 0
  for (const file of files) {
    const result = rewriteDeclarationImports(await readFile(file, 'utf8'), file)
    rewritten += result.rewritten
    if (result.rewritten > 0) changed.push({ file, text: result.text })
  }
  await Promise.all(changed.map(({ file, text }) => writeFile(file, text)))
  return { files: files.length, rewritten }
}

// `tsx scripts/addDeclarationExtensions.ts [dir]` (dir defaults to dist/types).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? 'dist/types')
  try {
    const { files, rewritten } = await addDeclarationExtensions(dir)
    console.log(`${relative(process.cwd(), dir)}: ${rewritten} relative imports made explicit in ${files} declaration files`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
