/*
 * No error points at docs that do not exist: every `docsPath` in the sources is an anchor of the
 * error reference listed in `errorDocsAnchors`, and once the docs site has its error reference
 * (`docs/errors.md`), each listed anchor has a heading there.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError'
import { errorDocsAnchors } from './errorDocs'

const root = join(__dirname, '../..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('error docs', () => {
  it('every docsPath in the sources is a listed anchor of /errors', () => {
    const paths = ['src', 'components', 'hooks', 'connectors', 'services'].flatMap((dir) => sources(join(root, dir))).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/docsPath: '([^']+)'/g)].map((match) => match[1]))
    expect(paths.length).toBeGreaterThan(10)
    for (const path of paths) expect(errorDocsAnchors).toContain(path?.replace(/^\/errors#/, ''))
    expect(paths.every((path) => path?.startsWith('/errors#'))).toBe(true)
  })

  it('prints the Docs line as the place in the docs', () => {
    expect(new BaseError('x', { docsPath: '/errors#http' }).message).toContain('Docs: docs/errors.md#http')
  })

  it('docs/errors.md has a heading for every anchor', () => {
    const page = readFileSync(join(root, 'docs/errors.md'), 'utf8')
    // VitePress anchors: a heading's text lowercased, spaces as hyphens, or an explicit {#anchor}.
    const anchors = new Set(
      [...page.matchAll(/^#{1,4}\s+(.+)$/gm)].flatMap((match) => {
        const text = match[1] ?? ''
        const explicit = /\{#([\w-]+)\}\s*$/.exec(text)?.[1]
        return [explicit ?? text.trim().toLowerCase().replace(/[^\w\s-]/g, '').replace(/\s+/g, '-')]
      }),
    )
    for (const anchor of errorDocsAnchors) expect(anchors, anchor).toContain(anchor)
  })
})
