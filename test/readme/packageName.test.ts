/**
 * The name users type is the name we publish. The registry's `foyer` is another author's package,
 * so a README or docs page that says `npm install foyer` or `from 'foyer'` sends a new user to a
 * stranger's code: every install command and every import of the kit must name package.json's name.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const packageName = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string }).name

function markdownFiles(): string[] {
  const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !file.includes('node_modules') && !file.includes('.vitepress/dist'))
    .map((file) => join('docs', file))
  return ['README.md', ...docs]
}

/** Specifiers a text imports that look like the kit: the kit's own name or anything starting `foyer`. */
function kitSpecifiers(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const specifier = match[1] ?? ''
    if (/^foyer(?:$|[/-])/.test(specifier)) found.push(specifier)
  }
  return found
}

/** Packages an `npm install` / `npm i` / `npm add` (or pnpm/yarn add) line names, flags left out. */
function installedPackages(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(/\b(?:npm\s+(?:install|i|add)|pnpm\s+add|yarn\s+add)\b([^\n`&|;]*)/g)) {
    for (const word of (match[1] ?? '').trim().split(/\s+/)) if (word !== '' && !word.startsWith('-')) found.push(word)
  }
  return found
}

describe('the package name in the README and docs', () => {
  it('is foyer-kit, free on the registry when it was chosen', () => {
    expect(packageName).toBe('foyer-kit')
  })

  it('finds a wrong name, so the checks below can fail', () => {
    expect(kitSpecifiers(`import { x } from 'foyer'\nimport 'foyer/styles.css'`)).toEqual(['foyer', 'foyer/styles.css'])
    expect(installedPackages('npm install foyer wagmi')).toEqual(['foyer', 'wagmi'])
  })

  for (const file of markdownFiles()) {
    it(`${file} imports the kit only as ${packageName}`, () => {
      const text = readFileSync(join(root, file), 'utf8')
      for (const specifier of kitSpecifiers(text)) {
        expect(specifier === packageName || specifier.startsWith(`${packageName}/`), `${file}: '${specifier}'`).toBe(true)
      }
    })

    it(`${file} installs the kit only as ${packageName}`, () => {
      const text = readFileSync(join(root, file), 'utf8')
      for (const name of installedPackages(text)) {
        expect(/^foyer(?:$|@|-(?!kit\b))/.test(name), `${file}: npm install ${name}`).toBe(false)
      }
    })
  }
})
