import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SERVER_ENV_KEYS } from './loadServerConfig'
import { serverConfigSchema } from './serverConfigSchema'

// The README's "Run the services yourself" table is the operator's list of settings: every key the
// schema accepts and every variable the loader reads must be in it.
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const section = readme.slice(readme.indexOf('## Run the services yourself'), readme.indexOf('\n## ', readme.indexOf('## Run the services yourself') + 3))
const rows = section.split('\n').filter((line) => line.startsWith('| `'))

// Documented as a whole: a project's `features` are the remote flags of `/appkit/v1/config`, whose
// list belongs to that endpoint.
const WHOLE = new Set(['projects.features'])

/** Every path of the schema, down to leaves; records and array elements add no segment of their own. */
function configPaths(schema: z.core.$ZodType, path: readonly string[] = []): string[][] {
  if (WHOLE.has(path.join('.'))) return [[...path]]
  let type: z.core.$ZodType = schema
  for (;;) {
    if (type instanceof z.ZodDefault || type instanceof z.ZodOptional) type = type.unwrap() as z.core.$ZodType
    else if (type instanceof z.ZodPipe) type = type.in as z.core.$ZodType
    else break
  }
  if (type instanceof z.ZodObject) return Object.entries(type.shape).flatMap(([key, child]) => configPaths(child as z.core.$ZodType, [...path, key]))
  if (type instanceof z.ZodRecord || type instanceof z.ZodArray) {
    const element = type instanceof z.ZodRecord ? type.valueType : type.element
    const inner = configPaths(element as z.core.$ZodType, path)
    return inner.length > 0 ? inner : [[...path]]
  }
  return [[...path]]
}

describe('the README lists every configuration key', () => {
  it('finds the table', () => {
    expect(rows.length).toBeGreaterThan(10)
  })

  it.each(configPaths(serverConfigSchema).map((path) => [path.join('.'), path] as const))('%s', (_, path) => {
    const [top, ...rest] = path
    // The row whose file key starts with the top-level key names every nested field too.
    const row = rows.find((line) => line.split('|')[1]?.includes(`\`${top}`) && rest.every((segment) => line.includes(segment)))
    expect(row, `no README row for ${path.join('.')}`).toBeDefined()
  })

  it.each(SERVER_ENV_KEYS.map((key) => key.envVar))('%s', (envVar) => {
    const provider = /^FOYER_OAUTH_[A-Z]+_(.+)$/.exec(envVar)
    // OAuth variables are written once for all providers: FOYER_OAUTH_<PROVIDER>_CLIENT_ID, _CLIENT_SECRET, ...
    const written = provider ? `_${provider[1]}` : `\`${envVar}`
    expect(
      rows.some((line) => line.includes(written)),
      `no README row for ${envVar}`,
    ).toBe(true)
  })
})
