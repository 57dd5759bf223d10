/*
 * Every `Docs:` link an error prints leads somewhere: each `docsPath` written in the sources (read
 * from the files themselves, so a new error is checked without being listed anywhere) names a page of
 * the docs site and an anchor that one of that page's headings gets. Pages and anchors come from
 * VitePress itself: the site's configuration and its Markdown renderer, the one `docs:build` uses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createMarkdownRenderer, disposeMdItInstance, resolveConfig, type MarkdownRenderer, type SiteConfig } from 'vitepress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BaseError, docsBaseUrl, docsUrl } from './BaseError'

const root = join(__dirname, '../..')
const sourceDirs = ['src', 'connectors', 'hooks', 'components', 'services']

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** A docs path as written in a source line that mentions `docsPath`, with where it was found. */
type FoundPath = { path: string; at: string }

/** The docs paths (string literals starting with `/`) on the lines of a source that mention `docsPath`. */
function docsPathsIn(text: string, file: string): { found: FoundPath[]; computed: string[] } {
  const found: FoundPath[] = []
  const computed: string[] = []
  text.split('\n').forEach((line, index) => {
    if (!line.includes('docsPath')) return
    const at = `${file}:${index + 1}`
    // A path built at run time cannot be followed here: it must be written out.
    if (/docsPath\s*(?::|\?\?|=)\s*`[^`]*\$\{/.test(line)) computed.push(at)
    for (const match of line.matchAll(/(['"`])(\/[a-z][^'"`\s]*)\1/gi)) if (!match[2]?.includes('${')) found.push({ path: match[2] ?? '', at })
  })
  return { found, computed }
}

/** The Markdown file of a page path on the site (clean URLs): `/errors` -> `errors.md`, `/a/` -> `a/index.md`. */
function pageFile(page: string): string {
  const trimmed = page.replace(/^\//, '').replace(/\.html$/, '')
  return trimmed === '' || trimmed.endsWith('/') ? `${trimmed}index.md` : `${trimmed}.md`
}

let site: SiteConfig
let markdown: MarkdownRenderer
const anchorsByFile = new Map<string, string[]>()

/** The anchors VitePress gives the headings of a page (its own slug rule, and explicit `{#id}`s). */
function anchorsOf(file: string): string[] {
  const known = anchorsByFile.get(file)
  if (known) return known
  const source = readFileSync(join(site.srcDir, file), 'utf8')
  const html = markdown.render(source, { path: join(site.srcDir, file), relativePath: file, cleanUrls: site.cleanUrls })
  const anchors = [...html.matchAll(/<h[1-6][^>]*\sid="([^"]+)"/g)].map((match) => match[1] ?? '')
  anchorsByFile.set(file, anchors)
  return anchors
}

/** Why a docs path does not lead to a heading of the site, or `undefined` when it does. */
function brokenLink(docsPath: string): string | undefined {
  const [page = '', anchor, ...rest] = docsPath.split('#')
  if (rest.length > 0) return 'more than one #'
  const file = pageFile(page)
  if (!site.pages.includes(file)) return `no page ${file} in ${relative(root, site.srcDir)}/`
  if (anchor === undefined) return undefined
  return anchorsOf(file).includes(anchor) ? undefined : `no heading with the anchor #${anchor} in ${file}`
}

beforeAll(async () => {
  site = await resolveConfig(join(root, 'docs'), 'build', 'production')
  markdown = await createMarkdownRenderer(site.srcDir, site.markdown, site.site.base, site.logger)
})
afterAll(() => disposeMdItInstance())

describe('error docs', () => {
  const scanned = sourceDirs.flatMap((dir) => sources(join(root, dir))).map((file) => docsPathsIn(readFileSync(file, 'utf8'), relative(root, file)))
  const found = scanned.flatMap((result) => result.found)

  it('finds the docs paths written in the sources, and none built at run time', () => {
    expect(found.length).toBeGreaterThan(20)
    expect(scanned.flatMap((result) => result.computed)).toEqual([])
  })

  it('every docsPath in the sources leads to a heading of the docs site', () => {
    const broken = found.map(({ path, at }) => ({ at, path, problem: brokenLink(path) })).filter((link) => link.problem !== undefined)
    expect(broken).toEqual([])
  })

  it('a path to a missing anchor or page is caught', () => {
    expect(brokenLink('/errors#http')).toBeUndefined()
    expect(brokenLink('/errors#foyer-config')).toBeUndefined()
    expect(brokenLink('/errors#htp')).toBe('no heading with the anchor #htp in errors.md')
    expect(brokenLink('/error#http')).toBe('no page error.md in docs/')
    // Headings without an explicit id get VitePress's slug: lower case, punctuation dropped, hyphens.
    expect(brokenLink('/getting-started#add-the-embedded-wallet')).toBeUndefined()
    expect(brokenLink('/getting-started#Add-the-embedded-wallet')).toBeDefined()
  })

  it('reads paths from docsPath lines only, and refuses computed ones', () => {
    const text = [
      "    super('x', { docsPath: '/errors#swap' })",
      "const other = '/errors#not-a-docs-path'",
      '      docsPath: parameters.docsPath ?? "/errors#http",',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: sample source text whose template literal the reader must flag as computed.
      '    super(t, { docsPath: `/errors#${code}` })',
    ].join('\n')
    const { found: paths, computed } = docsPathsIn(text, 'x.ts')
    expect(paths).toEqual([
      { path: '/errors#swap', at: 'x.ts:1' },
      { path: '/errors#http', at: 'x.ts:3' },
    ])
    expect(computed).toEqual(['x.ts:4'])
  })

  it('prints the Docs line as a link to the docs site', () => {
    expect(docsBaseUrl).toBe(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).homepage)
    expect(docsUrl('/errors#http')).toBe('https://foyer-kit.dev/errors#http')
    expect(new BaseError('x', { docsPath: '/errors#http' }).message).toBe('x\nDocs: https://foyer-kit.dev/errors#http')
  })
})
