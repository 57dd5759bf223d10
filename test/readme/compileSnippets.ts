import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import ts from 'typescript'
import type { MarkdownSnippet } from './markdownSnippets'

/** The repository root; `foyer-kit` resolves from here through package.json `exports`. */
export const repositoryRoot = join(__dirname, '../..')

/** The published types `package.json` maps `foyer-kit` to; `npm run build` writes them. */
export const publishedTypes = join(repositoryRoot, 'dist/types/entries/index.d.ts')

/**
 * What a new Vite + React app's `tsconfig.app.json` sets, with `strict`: every file is a module, JSX
 * through React's automatic runtime, Vite's client types (so `import 'foyer-kit/styles.css'` is allowed).
 */
export const consumerCompilerOptions: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['vite/client'],
}

/** One snippet's compile errors, each as `source:line: message`. */
export type SnippetResult = { snippet: MarkdownSnippet; fileName: string; errors: string[] }

/** The outcome of compiling a set of snippets together. */
export type CompiledSnippets = {
  results: SnippetResult[]
  /** Every file the program loaded, to check where `foyer-kit` came from. */
  loadedFiles: string[]
}

/**
 * Type-checks each snippet as a file of its own in a consumer project that sits inside this
 * package's directory, so `import … from 'foyer-kit'` resolves the way an installed copy does: through
 * `package.json` `exports` to the built `.d.ts` files (never the sources). The files exist only in
 * memory; nothing is written.
 *
 * @example
 * const { results } = compileSnippets(extractSnippets(readme, 'README.md'))
 */
export function compileSnippets(snippets: readonly MarkdownSnippet[], options: ts.CompilerOptions = consumerCompilerOptions): CompiledSnippets {
  const directory = join(repositoryRoot, 'test/readme/__consumer__')
  const files = new Map<string, { snippet: MarkdownSnippet; text: string }>()
  snippets.forEach((snippet, index) => {
    const name = `${snippet.source.replace(/[^\w]+/g, '_')}_${snippet.line}_${index}.${snippet.lang}`
    files.set(join(directory, name), { snippet, text: snippet.code })
  })
  const host = ts.createCompilerHost(options, true)
  const getSourceFile = host.getSourceFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  const readFile = host.readFile.bind(host)
  const directoryExists = host.directoryExists?.bind(host)
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const virtual = files.get(fileName)
    return virtual ? ts.createSourceFile(fileName, virtual.text, languageVersion, true) : getSourceFile(fileName, languageVersion, onError, shouldCreate)
  }
  host.fileExists = (fileName) => files.has(fileName) || fileExists(fileName)
  host.readFile = (fileName) => files.get(fileName)?.text ?? readFile(fileName)
  host.directoryExists = (path) => path === directory || (directoryExists ? directoryExists(path) : existsSync(path))
  host.getCurrentDirectory = () => directory

  const program = ts.createProgram({ rootNames: [...files.keys()], options, host })
  const results = [...files].map(([fileName, { snippet }]) => {
    const sourceFile = program.getSourceFile(fileName)
    const diagnostics = sourceFile ? ts.getPreEmitDiagnostics(program, sourceFile) : []
    return { snippet, fileName, errors: diagnostics.map((diagnostic) => describe(diagnostic, snippet)) }
  })
  // Global errors (a missing lib or types package) belong to no file but break every snippet.
  const global = program.getGlobalDiagnostics().concat(program.getOptionsDiagnostics())
  for (const result of results) result.errors.push(...global.map((diagnostic) => describe(diagnostic, result.snippet)))
  return { results, loadedFiles: program.getSourceFiles().map((file) => file.fileName) }
}

function describe(diagnostic: ts.Diagnostic, snippet: MarkdownSnippet): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
  if (!diagnostic.file || diagnostic.start === undefined) return `${snippet.source}: ${message}`
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
  // Errors inside a snippet point at its line in the Markdown file; others at the file they are in.
  const place = dirname(diagnostic.file.fileName).endsWith('__consumer__') ? `${snippet.source}:${snippet.line + line}` : diagnostic.file.fileName
  return `${place}: ${message}`
}
