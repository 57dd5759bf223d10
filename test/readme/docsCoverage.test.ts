/*
 * The docs keep up with the code: every runtime export of `foyer-kit`, `foyer-kit/connectors`,
 * `foyer-kit/testing` and `foyer-kit/testing/node` is described in docs/ (hooks with a heading and a compiled example, errors in the
 * error reference), and each options table lists exactly the options its type declares, showing
 * literal `@default`s as the TSDoc states them. Adding an option or an export without docs fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { repositoryRoot } from './compileSnippets'
import { extractSnippets } from './markdownSnippets'
import { literalDefault, readOptionsTable } from './optionsTable'
import { readPublicSurface, type PublicSurface } from './publicSurface'

const docs = join(repositoryRoot, 'docs')
const pages = new Map(
  readdirSync(docs)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, readFileSync(join(docs, name), 'utf8')] as const),
)
const page = (name: string) => pages.get(name) ?? ''
const allDocs = [...pages.values()].join('\n')

// A name is documented when the prose names it as code (`name`, `name(...)`, `name.x`), not only
// when an example happens to use it.
const mentions = (text: string, name: string) => new RegExp(`\`${name}[\`(.<\\[ ]`).test(text)

/** The text under a `## \`name\`` heading, up to the next heading of the same or a higher level. */
function section(text: string, name: string): string | undefined {
  const match = new RegExp(`^(#{2,3}) \`${name}\``, 'm').exec(text)
  if (!match) return undefined
  const rest = text.slice(match.index + match[0].length)
  const next = new RegExp(`^#{2,${match[1]?.length ?? 2}} `, 'm').exec(rest)
  return next ? rest.slice(0, next.index) : rest
}

const optionTables = [
  { entry: 'index', type: 'CreateFoyerConfigParameters', page: 'config.md' },
  { entry: 'index', type: 'FoyerProviderProps', page: 'provider.md' },
  { entry: 'index', type: 'ThemeVariables', page: 'theming.md' },
  { entry: 'index', type: 'FoyerTransportOptions', page: 'utilities.md' },
  { entry: 'connectors', type: 'AuthConnectorParameters', page: 'connectors.md' },
  { entry: 'connectors', type: 'LazyWalletConnectParameters', page: 'connectors.md' },
  { entry: 'testingNode', type: 'CreateTestWalletOptions', page: 'testing.md' },
  { entry: 'testingNode', type: 'CreateSolanaTestWalletOptions', page: 'testing.md' },
] as const

describe('docs coverage', () => {
  let surface: PublicSurface

  beforeAll(() => {
    surface = readPublicSurface(repositoryRoot, ['index', 'connectors', 'testing', 'testingNode'])
  }, 120_000)

  it('names every runtime export of foyer-kit and foyer-kit/connectors', () => {
    const exports = [...surface.valueExports('index'), ...surface.valueExports('connectors')]
    expect(exports.map((entry) => entry.name)).toEqual(expect.arrayContaining(['FoyerProvider', 'useConnectModal', 'authConnector', 'createFoyerConfig']))
    expect(exports.filter((entry) => !mentions(allDocs, entry.name)).map((entry) => entry.name)).toEqual([])
  })

  it('gives every hook a heading on the hooks page and an example that calls it', () => {
    const hooks = surface.valueExports('index').filter((entry) => entry.kind === 'hook')
    expect(hooks.length).toBeGreaterThanOrEqual(7)
    for (const { name } of hooks) {
      const text = section(page('hooks.md'), name)
      expect(text, `docs/hooks.md has no "## \`${name}\`" section`).toBeDefined()
      const examples = extractSnippets(text ?? '', 'docs/hooks.md').filter((snippet) => !snippet.partial)
      expect(
        examples.some((snippet) => snippet.code.includes(`${name}(`)),
        `the ${name} section has no whole example calling it`,
      ).toBe(true)
    }
  })

  it('gives every component a section on the provider page', () => {
    const components = surface.valueExports('index').filter((entry) => entry.kind === 'component')
    expect(components.map((entry) => entry.name)).toEqual(expect.arrayContaining(['FoyerProvider', 'ConnectModal']))
    for (const { name } of components) expect(section(page('provider.md'), name), name).toBeDefined()
  })

  it('describes every exported error class in the error reference', () => {
    const errors = [...surface.valueExports('index'), ...surface.valueExports('connectors')].filter((entry) => entry.kind === 'error')
    expect(errors.length).toBeGreaterThan(5)
    expect(errors.filter((entry) => !mentions(page('errors.md'), entry.name)).map((entry) => entry.name)).toEqual([])
  })

  it('names every runtime export of foyer-kit/testing on the testing page', () => {
    const exports = surface.valueExports('testing')
    expect(exports.length).toBeGreaterThan(5)
    expect(exports.filter((entry) => !mentions(page('testing.md'), entry.name)).map((entry) => entry.name)).toEqual([])
  })

  it('names every runtime export of foyer-kit/testing/node on the testing page', () => {
    const exports = surface.valueExports('testingNode')
    expect(exports.length).toBeGreaterThan(5)
    expect(exports.filter((entry) => !mentions(page('testing.md'), entry.name)).map((entry) => entry.name)).toEqual([])
  })

  it.each(optionTables)('$page documents exactly the options of $type', ({ entry, type, page: name }) => {
    const options = surface.options(entry, type)
    const rows = readOptionsTable(page(name), type)
    expect(rows, `docs/${name} has no <!-- options: ${type} --> table`).toBeDefined()
    const documented = (rows ?? []).flatMap((row) => row.names)
    expect([...documented].sort()).toEqual(options.map((option) => option.name).sort())
    for (const option of options) {
      const literal = option.defaultText === undefined ? undefined : literalDefault(option.defaultText)
      if (literal === undefined) continue
      const row = rows?.find((candidate) => candidate.names.includes(option.name))
      expect(row?.defaultText, `${type}.${option.name}: the TSDoc default is ${literal}`).toContain(literal)
    }
  })
})
