import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeEach, describe, expect, it } from 'vitest'
import { tempFolder } from '../test/tempFolder'
import { groupModules } from './groupModules'

const folder = tempFolder('foyer-group-')
const read = (path: string) => readFile(join(folder.path, path), 'utf8')
const load = (path: string) => import(pathToFileURL(join(folder.path, path)).href)
const group = () => groupModules({ dist: folder.path, modules: ['src/api/client.js', 'src/errors/httpErrors.js', 'src/api/plain.js'], into: 'group.js' })

beforeEach(() =>
  folder.write({
    'src/errors/httpErrors.js': 'export class HttpError extends Error {}\nexport const kind = "errors"\n',
    'src/api/client.js':
      '"use client";\nimport { HttpError } from "../errors/httpErrors.js"\nimport { limit } from "../limits.js"\nexport const kind = "client"\nexport function fail() { return new HttpError("over ".concat(limit)) }\nexport const later = () => import("../limits.js")\n',
    'src/api/plain.js': 'export const plainValue = 7\n',
    'src/limits.js': 'export const limit = 100\n',
    // Outside the group: its dynamic imports of grouped modules load the bundle itself.
    'src/lazy.js':
      'export const loadPlain = () => import("./api/plain.js")\nexport const loadErrors = () => import("./errors/httpErrors.js")\nexport const loadLimits = () => import("./limits.js")\n',
  }),
)

describe('groupModules', () => {
  it('bundles the modules into one file that each module re-exports, keeping every other import', async () => {
    await group()
    const bundle = await read('group.js')
    // A client module: one of them was.
    expect(bundle.startsWith('"use client";\n')).toBe(true)
    // The module outside the group stays an import, from the bundle's own folder, static and dynamic.
    expect(bundle).toContain('from "./src/limits.js"')
    expect(bundle).toContain('import("./src/limits.js")')
    expect(bundle).not.toMatch(/(from|import\()\s*"[^"]*httpErrors\.js"/)
    expect(bundle).toContain('var HttpError = class extends Error')
    // A name two modules export carries its module's prefix in the bundle; the others keep theirs.
    expect(await read('src/api/client.js')).toBe('"use client";\nexport { m0$kind as kind, fail, later } from "../../group.js"\n')
    expect(await read('src/errors/httpErrors.js')).toBe('export { HttpError, m1$kind as kind } from "../../group.js"\n')
    expect(await read('src/api/plain.js')).toBe('export { plainValue } from "../../group.js"\n')
  })

  it('leaves one copy of each module: a class is the same through every path, and same-named exports stay apart', async () => {
    await group()
    const client = await load('src/api/client.js')
    const errors = await load('src/errors/httpErrors.js')
    expect(client.fail()).toBeInstanceOf(errors.HttpError)
    expect(client.fail().message).toBe('over 100')
    expect([client.kind, errors.kind]).toEqual(['client', 'errors'])
    expect((await client.later()).limit).toBe(100)
  })

  it("points other modules' dynamic imports of a grouped module at the bundle, with the module's own names", async () => {
    await group()
    const lazy = await read('src/lazy.js')
    expect(lazy).toContain('export const loadPlain = () => import("../group.js")\n')
    expect(lazy).toContain('import("../group.js").then((m) => ({ HttpError: m.HttpError, kind: m.m1$kind }))')
    expect(lazy).toContain('import("./limits.js")')
    const { loadPlain, loadErrors, loadLimits } = await load('src/lazy.js')
    expect((await loadPlain()).plainValue).toBe(7)
    const errors = await loadErrors()
    expect(errors.kind).toBe('errors')
    expect((await load('src/api/client.js')).fail()).toBeInstanceOf(errors.HttpError)
    expect((await loadLimits()).limit).toBe(100)
  })
})
