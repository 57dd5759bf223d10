import type { Plugin } from 'vite'

/**
 * The part of an ESTree program this plugin reads: its top-level statements, and for imports their
 * source and the names they import.
 */
export type ModuleProgram = {
  body: ReadonlyArray<{
    type: string
    source?: { value?: unknown } | null
    declaration?: unknown
    specifiers?: ReadonlyArray<{ type: string; imported?: { type: string; name?: string; value?: unknown } }>
  }>
}

// Packages whose exports only work in a client component: React's hooks, context and DOM APIs, and
// the libraries built on them that the kit imports.
const clientPackage = /^(react|react-dom)(\/|$)|^@radix-ui\/|^@tanstack\/react-query$|^@solana\/wallet-adapter-react$/
// A hook, from wagmi or from another of the kit's modules: calling one makes this module client code.
const hookName = /^use[A-Z0-9]/

const directive = '"use client";'

function importedName(imported: { type: string; name?: string; value?: unknown } | undefined): string | undefined {
  if (!imported) return undefined
  return typeof imported.name === 'string' ? imported.name : typeof imported.value === 'string' ? imported.value : undefined
}

/**
 * Whether a built module is client code for React Server Components: it imports React (or a library
 * of React hooks and context) or one of the kit's hooks, and runs code of its own. A module that only
 * imports and re-exports (a package entry such as `dist/index.js`) is not: a server component imports
 * it for server-safe names too (`createFoyerConfig`, the error classes, the formatters), and each
 * client module it re-exports is a client boundary of its own.
 *
 * @example
 * isClientModule(parseAst('import { useState } from "react"; export function useX() { return useState(0) }')) // true
 * isClientModule(parseAst('import { FoyerProvider } from "./components/FoyerProvider.js"; export { FoyerProvider }')) // false
 */
export function isClientModule(program: ModuleProgram): boolean {
  const reExportsOnly = program.body.every(
    (node) => node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && !node.declaration),
  )
  if (reExportsOnly) return false
  return program.body.some((node) => {
    if (node.type !== 'ImportDeclaration') return false
    const source = node.source?.value
    if (typeof source === 'string' && clientPackage.test(source)) return true
    return (node.specifiers ?? []).some((specifier) => specifier.type === 'ImportSpecifier' && hookName.test(importedName(specifier.imported) ?? ''))
  })
}

/**
 * Puts `"use client"` first in every built module that is client code ({@link isClientModule}), so
 * that a Next.js server component can render `<ConnectModal />` and `<FoyerProvider>` and still call
 * `createFoyerConfig()`. The bundler drops module-level directives, and a directive in an entry would
 * turn every name it exports into a client reference; so each module's transformed code is read
 * before the chunks render, and the directive goes in through `output.postBanner`, where the bundler
 * keeps the source maps right. Every module is a chunk of its own (`preserveModules`).
 *
 * @example
 * defineConfig({ plugins: [clientDirectivePlugin()] })
 */
export function clientDirectivePlugin(): Plugin {
  const clientModules = new Set<string>()
  return {
    name: 'foyer:client-directive',
    apply: 'build',
    renderStart() {
      clientModules.clear()
      for (const id of this.getModuleIds()) {
        const code = this.getModuleInfo(id)?.code
        if (code && isClientModule(this.parse(code) as ModuleProgram)) clientModules.add(id)
      }
    },
    outputOptions(options) {
      const previous = options.postBanner
      options.postBanner = async (chunk) => {
        const before = typeof previous === 'function' ? await previous(chunk) : (previous ?? '')
        if (!chunk.moduleIds.some((id) => clientModules.has(id))) return before
        return before ? `${directive}\n${before}` : directive
      }
      return options
    },
  }
}
