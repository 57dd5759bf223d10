/*
 * The README's and the docs' TypeScript snippets compile as pasted: each ```ts / ```tsx block is a
 * file of a consumer project (strict, Vite's React settings) where `foyer-kit` resolves through the
 * package's `exports` to the built types in dist/types, as an installed copy does. `npm test` builds
 * before the unit tests run, so those types are the current ones.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compileSnippets, publishedTypes, repositoryRoot, type CompiledSnippets } from './compileSnippets'
import { extractSnippets, partialSnippetMarker, type MarkdownSnippet } from './markdownSnippets'

const docsDirectory = join(repositoryRoot, 'docs')
const markdownFiles = [
  join(repositoryRoot, 'README.md'),
  ...readdirSync(docsDirectory)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(docsDirectory, name)),
]
const snippets = markdownFiles.flatMap((file) => extractSnippets(readFileSync(file, 'utf8'), relative(repositoryRoot, file)))
const whole = snippets.filter((snippet) => !snippet.partial)
const label = (snippet: MarkdownSnippet) => `${snippet.source}:${snippet.line}`

// The embedded-wallet snippet as it once was: `injected()` used but never imported.
const broken: MarkdownSnippet = {
  source: 'README.md',
  line: 10,
  lang: 'ts',
  partial: false,
  code: [
    "import { createConfig, http } from 'wagmi'",
    "import { mainnet } from 'wagmi/chains'",
    "import { createFoyerConfig } from 'foyer-kit'",
    "import { authConnector } from 'foyer-kit/connectors'",
    "const foyerConfig = createFoyerConfig({ projectId: 'my-app', frameUrl: 'https://login.example.com', appUrl: 'x' })",
    'export const config = createConfig({',
    '  chains: [mainnet],',
    '  connectors: [injected(), authConnector({ config: foyerConfig })],',
    '  transports: { [mainnet.id]: http() },',
    '})',
  ].join('\n'),
}

// Compiled in the same program as the real snippets (one program is the slow part).
let compiled: CompiledSnippets | undefined
const notBuilt = 'dist/types is missing: run `npm run build` first (`npm test` does)'

beforeAll(() => {
  // Without the build there is nothing a user would get to check against: each test then fails.
  if (existsSync(publishedTypes)) compiled = compileSnippets([...whole, broken])
}, 120_000)

describe('markdown snippets', () => {
  it('finds the README quick start and the embedded-wallet snippet, and compiles them whole', () => {
    const readme = whole.filter((snippet) => snippet.source === 'README.md')
    expect(readme.some((snippet) => snippet.code.includes('<FoyerProvider config={foyerConfig}'))).toBe(true)
    expect(readme.some((snippet) => snippet.code.includes('authConnector({ config: foyerConfig })'))).toBe(true)
    // Whatever sets up Foyer is meant to be pasted: it may never be marked partial.
    for (const snippet of snippets) if (snippet.code.includes('createFoyerConfig(')) expect(snippet.partial, label(snippet)).toBe(false)
  })

  it('resolves foyer to the published types, not the sources', () => {
    expect(existsSync(publishedTypes), notBuilt).toBe(true)
    const loaded = compiled?.loadedFiles ?? []
    expect(loaded).toContain(publishedTypes)
    expect(loaded.filter((file) => file.startsWith(join(repositoryRoot, 'entries')))).toEqual([])
  })

  it.each(whole.map((snippet) => [label(snippet), snippet] as const))('%s compiles under strict', (_name, snippet) => {
    const result = compiled?.results.find((candidate) => candidate.snippet === snippet)
    expect(result, notBuilt).toBeDefined()
    expect(result?.errors).toEqual([])
  })
})

describe('the snippet check', () => {
  it('reports what a user pasting the snippet would see', () => {
    const result = compiled?.results.find((candidate) => candidate.snippet === broken)
    expect(result, notBuilt).toBeDefined()
    expect(result?.errors.some((error) => error.startsWith('README.md:17:') && error.includes("Cannot find name 'injected'"))).toBe(true)
    // A misspelt option is an excess property under strict.
    expect(result?.errors.some((error) => error.startsWith('README.md:14:') && error.includes("'appUrl'"))).toBe(true)
  })

  it('skips only blocks marked partial, and reads tsx as tsx', () => {
    const markdown = ['```tsx', 'const a = <b />', '```', '', partialSnippetMarker, '', '```ts', 'page.goto()', '```', '```md', '```ts', '```'].join('\n')
    expect(extractSnippets(markdown, 'x.md')).toEqual([
      { source: 'x.md', line: 2, lang: 'tsx', code: 'const a = <b />', partial: false },
      { source: 'x.md', line: 8, lang: 'ts', code: 'page.goto()', partial: true },
    ])
  })
})
