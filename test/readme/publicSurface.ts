import { join } from 'node:path'
import ts from 'typescript'

/** What a runtime export of an entry point is, by its declaration and name. */
export type ExportKind = 'hook' | 'component' | 'function' | 'error' | 'class' | 'constant'

/** A runtime (non-type) export of an entry point. */
export type PublicExport = { name: string; kind: ExportKind }

/** A documented option: its name and its TSDoc `@default` text, if any. */
export type PublicOption = { name: string; defaultText: string | undefined }

/** The package's public surface, read from its entry points with the TypeScript compiler. */
export type PublicSurface = {
  /** The runtime exports of an entry (`'index'`, `'connectors'`, `'testing'`, ...). */
  valueExports(entry: string): PublicExport[]
  /**
   * The properties of an exported object type that this package declares (properties a type
   * inherits from wagmi or React are theirs to document), with their `@default`.
   */
  options(entry: string, typeName: string): PublicOption[]
}

/**
 * Builds one program over the given entries with the repository's compiler options, so the exports
 * are what `tsc` and the published `.d.ts` files see.
 *
 * @example
 * readPublicSurface(root, ['index']).options('index', 'FoyerProviderProps')
 */
export function readPublicSurface(root: string, entries: readonly string[]): PublicSurface {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })
  if (!config) throw new Error('tsconfig.json could not be read')
  const files = new Map(entries.map((entry) => [entry, join(root, 'entries', `${entry}.ts`)]))
  const program = ts.createProgram([...files.values()], { ...config.options, noEmit: true })
  const checker = program.getTypeChecker()

  const exportsOf = (entry: string): ts.Symbol[] => {
    const file = files.get(entry)
    const source = file ? program.getSourceFile(file) : undefined
    const module = source ? checker.getSymbolAtLocation(source) : undefined
    if (!module) throw new Error(`entries/${entry}.ts was not loaded`)
    return checker.getExportsOfModule(module)
  }
  const target = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol)
  const isError = (symbol: ts.Symbol): boolean => {
    const type = checker.getDeclaredTypeOfSymbol(symbol)
    const bases = type.isClassOrInterface() ? checker.getBaseTypes(type) : []
    return symbol.name === 'BaseError' || bases.some((base) => base.symbol !== undefined && isError(base.symbol))
  }

  return {
    valueExports(entry) {
      return exportsOf(entry).flatMap((symbol): PublicExport[] => {
        const resolved = target(symbol)
        const name = symbol.name
        if (resolved.flags & ts.SymbolFlags.Class) return [{ name, kind: isError(resolved) ? 'error' : 'class' }]
        if (resolved.flags & ts.SymbolFlags.Function) {
          return [{ name, kind: /^use[A-Z]/.test(name) ? 'hook' : /^[A-Z]/.test(name) ? 'component' : 'function' }]
        }
        if (resolved.flags & ts.SymbolFlags.Variable) return [{ name, kind: 'constant' }]
        return []
      })
    },
    options(entry, typeName) {
      const symbol = exportsOf(entry).find((candidate) => candidate.name === typeName)
      if (!symbol) throw new Error(`${typeName} is not exported from entries/${entry}.ts`)
      const type = checker.getDeclaredTypeOfSymbol(target(symbol))
      return checker
        .getPropertiesOfType(type)
        .filter((property) => (property.declarations ?? []).some((declaration) => !declaration.getSourceFile().fileName.includes('/node_modules/')))
        .map((property) => {
          const tag = property.getJsDocTags(checker).find((candidate) => candidate.name === 'default')
          return { name: property.name, defaultText: tag ? ts.displayPartsToString(tag.text) : undefined }
        })
    },
  }
}
