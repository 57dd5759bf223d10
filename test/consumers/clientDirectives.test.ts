// @vitest-environment node
/*
 * "use client" in the packed package, as a Next.js server component meets it: every built module that
 * uses React (hooks, context, components) starts with the directive, so importing `foyer-kit` from a
 * server component never runs `createContext` there; the entries themselves carry none, so
 * `createFoyerConfig()`, the errors and the formatters stay callable on the server. The check walks
 * each entry's static imports the way the server does: a module with the directive ends the walk.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseAst } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ConsumerInstall, packFoyer } from './packFoyer'

// Packages whose exports only work in a client component.
const clientPackage = /^(react|react-dom)(\/|$)|^@radix-ui\/|^@tanstack\/react-query$|^@solana\/wallet-adapter-react$/

type BuiltModule = { directive: boolean; imports: { source: string; names: string[] }[] }

function readModule(file: string): BuiltModule {
  const program = parseAst(readFileSync(file, 'utf8'))
  const first = program.body[0]
  const imports = program.body.flatMap((node) =>
    node.type === 'ImportDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source) || node.type === 'ExportAllDeclaration'
      ? [
          {
            source: String(node.source?.value),
            names: ('specifiers' in node ? node.specifiers : []).map((specifier) =>
              'imported' in specifier && specifier.imported && 'name' in specifier.imported ? specifier.imported.name : '',
            ),
          },
        ]
      : [],
  )
  return { directive: first?.type === 'ExpressionStatement' && first.directive === 'use client', imports }
}

/** What in a module only works in a client component: a React package, or a wagmi hook. */
function clientOnlyImports(module: BuiltModule): string[] {
  return module.imports.flatMap(({ source, names }) => {
    if (clientPackage.test(source)) return [source]
    if (source === 'wagmi') return names.filter((name) => /^use[A-Z]/.test(name)).map((name) => `wagmi ${name}`)
    return []
  })
}

describe('"use client" in the packed package', () => {
  let install: ConsumerInstall
  let dist: string
  let modules: Map<string, BuiltModule>
  let entries: string[]

  beforeAll(async () => {
    install = await packFoyer()
    const packageDir = join(install.root, 'node_modules/foyer-kit')
    dist = join(packageDir, 'dist')
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js') && !file.startsWith('types/'))
    modules = new Map(files.map((file) => [join(dist, file), readModule(join(dist, file))]))
    const exportsField = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, unknown> }).exports
    // Every JavaScript file `exports` names, whatever its condition (`import`, `node`).
    entries = Object.values(exportsField)
      .flatMap((target) => (typeof target === 'object' && target ? Object.values(target) : [target]))
      .filter((path): path is string => typeof path === 'string' && path.endsWith('.js'))
      .map((path) => resolve(packageDir, path))
  }, 300_000)

  afterAll(() => install?.remove())

  it('every module that uses React starts with the directive', () => {
    const missing = [...modules].filter(([, module]) => clientOnlyImports(module).length > 0 && !module.directive).map(([file]) => relative(dist, file))
    expect(missing).toEqual([])
    // The components a server component renders are client references.
    for (const component of ['components/ConnectModal.js', 'components/FoyerProvider.js', 'components/solana/SolanaWalletAdapterBridge.js']) {
      expect(modules.get(join(dist, component))?.directive, component).toBe(true)
    }
  })

  it("a server component's import of any entry reaches no client-only code, and the entries stay server modules", () => {
    expect(entries.map((file) => relative(dist, file))).toEqual(expect.arrayContaining(['index.js', 'connectors.js', 'solana.js']))
    const reached = new Set<string>()
    const problems: string[] = []
    const walk = (file: string) => {
      if (reached.has(file)) return
      reached.add(file)
      const module = modules.get(file)
      if (!module) return void problems.push(`${relative(dist, file)}: not in the package`)
      if (module.directive) return
      for (const found of clientOnlyImports(module)) problems.push(`${relative(dist, file)} imports ${found} without "use client"`)
      for (const { source } of module.imports) if (source.startsWith('.')) walk(resolve(dirname(file), source))
    }
    for (const entry of entries) {
      expect(modules.get(entry)?.directive, `${relative(dist, entry)} must not be a client boundary`).toBe(false)
      walk(entry)
    }
    expect(problems).toEqual([])
    // createFoyerConfig and the errors run on the server as they are.
    expect([...reached].map((file) => relative(dist, file))).toEqual(expect.arrayContaining(['src/config/createFoyerConfig.js', 'src/errors/BaseError.js']))
  })
})
