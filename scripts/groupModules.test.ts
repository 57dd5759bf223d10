import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { groupModules } from './groupModules'

let dir: string

/** Writes built modules (path -> code) under the test's folder. */
async function write(files: Record<string, string>): Promise<void> {
  for (const [path, code] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), code)
  }
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-group-'))
  await write({
    'src/errors/httpErrors.js': 'export class HttpError extends Error {}\nexport const kind = "errors"\n',
    'src/api/client.js':
      '"use client";\nimport { HttpError } from "../errors/httpErrors.js"\nimport { limit } from "../limits.js"\nexport const kind = "client"\nexport function fail() { return new HttpError("over ".concat(limit)) }\nexport const later = () => import("../limits.js")\n',
    'src/limits.js': 'export const limit = 100\n',
  })
})

afterEach(() => rm(dir, { recursive: true, force: true }))

describe('groupModules', () => {
  it('bundles the modules into one file that each module re-exports, keeping every other import', async () => {
    await groupModules({ dist: dir, modules: ['src/api/client.js', 'src/errors/httpErrors.js'], into: 'group.js' })
    const group = await readFile(join(dir, 'group.js'), 'utf8')
    // A client module: one of them was.
    expect(group.startsWith('"use client";\n')).toBe(true)
    // The module outside the group stays an import, from the bundle's own folder, static and dynamic.
    expect(group).toContain('from "./src/limits.js"')
    expect(group).toContain('import("./src/limits.js")')
    expect(group).not.toMatch(/(from|import\()\s*"[^"]*httpErrors\.js"/)
    expect(group).toContain('var HttpError = class extends Error')
    expect(await readFile(join(dir, 'src/api/client.js'), 'utf8')).toBe(
      '"use client";\nexport { m0$kind as kind, m0$fail as fail, m0$later as later } from "../../group.js"\n',
    )
    expect(await readFile(join(dir, 'src/errors/httpErrors.js'), 'utf8')).toBe('export { m1$HttpError as HttpError, m1$kind as kind } from "../../group.js"\n')
  })

  it('leaves one copy of each module: a class is the same through every path, and same-named exports stay apart', async () => {
    await groupModules({ dist: dir, modules: ['src/api/client.js', 'src/errors/httpErrors.js'], into: 'group.js' })
    const client = await import(pathToFileURL(join(dir, 'src/api/client.js')).href)
    const errors = await import(pathToFileURL(join(dir, 'src/errors/httpErrors.js')).href)
    expect(client.fail()).toBeInstanceOf(errors.HttpError)
    expect(client.fail().message).toBe('over 100')
    expect([client.kind, errors.kind]).toEqual(['client', 'errors'])
    expect((await client.later()).limit).toBe(100)
  })
})
