/*
 * Token lists at start-up: a configured list that fails the Token Lists schema stops `startServices`
 * before anything opens or listens, with a message naming the list.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { TokenListError } from '../api/tokens/loadTokenLists'
import { loadServerConfig } from './loadServerConfig'
import { startServices } from './startServices'
import { PRODUCTION_SERVE_ENV } from '../../test/services/productionTestEnv'

const dir = mkdtempSync(join(tmpdir(), 'foyer-token-list-start-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const productionEnv = PRODUCTION_SERVE_ENV

describe('startServices with token lists', () => {
  it('refuses to start on a list that fails the schema, naming it, before opening the database', async () => {
    const bad = join(dir, 'bad-list.json')
    // A token without decimals.
    writeFileSync(
      bad,
      JSON.stringify({
        name: 'Bad',
        timestamp: '2026-01-01T00:00:00Z',
        version: { major: 1, minor: 0, patch: 0 },
        tokens: [{ chainId: 1, address: `0x${'1'.repeat(40)}`, name: 'X', symbol: 'X' }],
      }),
    )
    const dataDir = join(dir, 'data')
    const config = loadServerConfig({ ...productionEnv, FOYER_DATA_DIR: dataDir, FOYER_TOKEN_LISTS: JSON.stringify(['default', bad]) })
    const error = await startServices(config, { env: { NODE_ENV: 'production' } }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TokenListError)
    expect((error as Error).message).toMatch(new RegExp(`^Token list ${bad}: does not follow the Token Lists schema`))
    expect((error as Error).message).toContain("must have required property 'decimals'")
    expect(existsSync(dataDir)).toBe(false)
  })
})
