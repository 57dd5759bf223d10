import { afterEach, describe, expect, it } from 'vitest'
import { ServerConfigError } from '../http/ServerConfigError'
import { closeDevelopmentDatabase, databaseOrDevelopment, developmentDatabase } from './developmentDatabase'
import { openDatabase } from './openDatabase'

/*
 * The in-memory database is a development stand-in: production (no FOYER_DEV=1, or NODE_ENV other
 * than development or test) must pass its own, and is refused when the routes are built.
 */
const development = { FOYER_DEV: '1', NODE_ENV: 'test' }
const production = [{}, { NODE_ENV: 'development' }, { FOYER_DEV: '1', NODE_ENV: 'production' }, { FOYER_DEV: '1' }]

afterEach(() => closeDevelopmentDatabase())

describe('developmentDatabase', () => {
  it('refuses outside development, naming what to pass', async () => {
    for (const env of production) {
      await expect(developmentDatabase(env), JSON.stringify(env)).rejects.toThrow(ServerConfigError)
      await expect(developmentDatabase(env)).rejects.toThrow(/^No database given: in production pass `database: await openDatabase/)
    }
  })

  it('in development, opens one database per process until it is closed', async () => {
    const first = await developmentDatabase(development)
    expect(await developmentDatabase(development)).toBe(first)
    await first.exec('CREATE TABLE kept (n int)')
    await closeDevelopmentDatabase()
    await expect(first.query('SELECT 1')).rejects.toThrow()
    // Closed: the next one is a fresh, empty database.
    const second = await developmentDatabase(development)
    expect(second).not.toBe(first)
    await expect(second.query('SELECT n FROM kept')).rejects.toThrow()
    // Closing twice, or with nothing open, is harmless.
    await closeDevelopmentDatabase()
    await closeDevelopmentDatabase()
  })
})

describe('databaseOrDevelopment', () => {
  it('uses the database given, in production too', async () => {
    const own = await openDatabase({ memory: true })
    try {
      for (const env of [...production, development]) expect(await databaseOrDevelopment(own, env)()).toBe(own)
    } finally {
      await own.close()
    }
  })

  it('refuses a missing database outside development when the routes are built, not on first use', () => {
    for (const env of production) expect(() => databaseOrDevelopment(undefined, env), JSON.stringify(env)).toThrow(/^No database given/)
  })

  it('falls back to the shared development database in development', async () => {
    const database = databaseOrDevelopment(undefined, development)
    expect(await database()).toBe(await developmentDatabase(development))
  })
})
