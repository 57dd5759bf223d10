/*
 * Where each value comes from, as an operator sets it: blank variables count as unset, values are
 * trimmed, flags take 1/0/true/false, the older OAuth variable name still works, a variable replaces
 * a file's value of the wrong shape, and every problem names the variable or the file to fix.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ServerConfigError } from '../http/ServerConfigError'
import { loadServerConfig } from './loadServerConfig'

function configFile(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'foyer-sources-')), 'foyer.config.json')
  writeFileSync(path, JSON.stringify(content))
  return path
}

function refusal(env: Record<string, string>): ServerConfigError {
  try {
    loadServerConfig(env)
  } catch (error) {
    if (error instanceof ServerConfigError) return error
    throw error
  }
  throw new Error('the configuration was accepted')
}

describe('environment variables', () => {
  it('count as unset when empty or blank, so a variable left in a template changes nothing', () => {
    const path = configFile({ host: '0.0.0.0', api: { publicUrl: 'https://file.example' } })
    const config = loadServerConfig({ FOYER_CONFIG: path, FOYER_HOST: '', FOYER_API_PUBLIC_URL: '   ', FOYER_PROJECTS: ' ', FOYER_DEV: '' })
    expect(config).toMatchObject({ dev: false, host: '0.0.0.0', api: { publicUrl: 'https://file.example' } })
    expect(config.projects).toBeUndefined()
  })

  it('are read without the spaces around them', () => {
    const config = loadServerConfig({ FOYER_HOST: ' 0.0.0.0 ', FOYER_API_PORT: ' 9000\n', FOYER_DEV: ' true ' })
    expect(config).toMatchObject({ dev: true, host: '0.0.0.0', api: { port: 9000 } })
    expect(loadServerConfig({ FOYER_DEV: ' 1\n' }).dev).toBe(true)
  })

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('take FOYER_DEV=%s as %s', (text, dev) => {
    expect(loadServerConfig({ FOYER_DEV: text }).dev).toBe(dev)
  })

  it.each(['yes', '10', '01', 'truex', 'TRUE', 'xtrue'])('refuse FOYER_DEV=%s', (text) => {
    expect(refusal({ FOYER_DEV: text }).problems).toEqual(['FOYER_DEV: expected 1 or 0'])
  })

  it('take an OAuth secret under its older name _SECRET, and _CLIENT_SECRET over it', () => {
    const older = loadServerConfig({ FOYER_OAUTH_GITHUB_CLIENT_ID: 'id', FOYER_OAUTH_GITHUB_SECRET: 'old' })
    expect(older.oauth).toEqual({ github: { clientId: 'id', clientSecret: 'old' } })
    const both = loadServerConfig({ FOYER_OAUTH_GITHUB_CLIENT_ID: 'id', FOYER_OAUTH_GITHUB_SECRET: 'old', FOYER_OAUTH_GITHUB_CLIENT_SECRET: 'new' })
    expect(both.oauth).toEqual({ github: { clientId: 'id', clientSecret: 'new' } })
  })

  it("take Apple's team and key ids", () => {
    const config = loadServerConfig({
      FOYER_OAUTH_APPLE_CLIENT_ID: 'id',
      FOYER_OAUTH_APPLE_CLIENT_SECRET: 'key',
      FOYER_OAUTH_APPLE_TEAM_ID: 'team',
      FOYER_OAUTH_APPLE_KEY_ID: 'kid',
    })
    expect(config.oauth).toEqual({ apple: { clientId: 'id', clientSecret: 'key', teamId: 'team', keyId: 'kid' } })
  })

  it("replace a file's value of the wrong shape instead of failing on it", () => {
    const path = configFile({ smtp: 'smtp://file.example', oauth: [], database: null })
    const config = loadServerConfig({
      FOYER_CONFIG: path,
      FOYER_SMTP_URL: 'smtp://env.example',
      FOYER_OAUTH_X_CLIENT_ID: 'id',
      FOYER_OAUTH_X_CLIENT_SECRET: 's',
      FOYER_DATA_DIR: '/var/lib/foyer',
    })
    expect(config.smtp).toEqual({ url: 'smtp://env.example' })
    expect(config.oauth).toEqual({ x: { clientId: 'id', clientSecret: 's' } })
    expect(config.database).toEqual({ dataDir: '/var/lib/foyer' })
  })
})

describe('FOYER_CONFIG', () => {
  it('must name a file holding a JSON object, not null', () => {
    const path = configFile(null)
    expect(refusal({ FOYER_CONFIG: path }).problems).toEqual([`FOYER_CONFIG (${path}): the file must hold a JSON object`])
  })

  it('is ignored when blank and read without the spaces around it', () => {
    expect(loadServerConfig({ FOYER_CONFIG: '  ' }).host).toBe('127.0.0.1')
    const path = configFile({ host: '0.0.0.0' })
    expect(loadServerConfig({ FOYER_CONFIG: ` ${path} ` }).host).toBe('0.0.0.0')
  })
})

describe('a refused configuration', () => {
  it('is a ServerConfigError whose message lists every problem on a line of its own', () => {
    const error = refusal({ FOYER_DEV: 'yes', FOYER_CHAINS: '[' })
    expect(error.name).toBe('ServerConfigError')
    expect(error.message).toBe('Invalid Foyer configuration:\n  - FOYER_DEV: expected 1 or 0\n  - FOYER_CHAINS: not valid JSON')
  })

  it('names several unknown keys of one object together', () => {
    const path = configFile({ api: { port: 1, listen: 2, bind: 3 } })
    expect(refusal({ FOYER_CONFIG: path }).problems).toEqual([`api.listen, bind: Unknown key (${path})`])
  })

  it('names the file for a value missing from it that no variable sets', () => {
    const path = configFile({ projects: [{ allowedOrigins: ['https://a.example'] }] })
    expect(refusal({ FOYER_CONFIG: path }).problems).toEqual([expect.stringMatching(new RegExp(`^projects\\[0\\]\\.id: .* \\(${path}\\)$`))])
  })

  it('names the file for a bad value in it, also when a variable could set that key', () => {
    const path = configFile({ trustProxy: 11, api: { publicUrl: 'ftp://api.example' } })
    expect(refusal({ FOYER_CONFIG: path }).problems).toEqual([
      expect.stringMatching(new RegExp(`^api\\.publicUrl: .* \\(${path}\\)$`)),
      expect.stringMatching(new RegExp(`^trustProxy: .* \\(${path}\\)$`)),
    ])
  })

  it("names an OAuth secret's current variable, not its older spelling, when only the client id is set", () => {
    expect(refusal({ FOYER_OAUTH_GITHUB_CLIENT_ID: 'id' }).problems).toEqual([
      expect.stringMatching(/^oauth\.github\.clientSecret: .* \(FOYER_OAUTH_GITHUB_CLIENT_SECRET\)$/),
    ])
  })

  it('names the variable that would set a value missing from the file', () => {
    const path = configFile({ smtp: { from: 'login@example.com' } })
    expect(refusal({ FOYER_CONFIG: path }).problems).toEqual([expect.stringMatching(/^smtp\.url: .* \(FOYER_SMTP_URL\)$/)])
  })

  it('names the variable a bad value came from, also when the file holds the same object', () => {
    const path = configFile({ smtp: { url: 'smtp://mail.example' } })
    expect(refusal({ FOYER_CONFIG: path, FOYER_SMTP_FROM: 'x' }).problems).toEqual([expect.stringMatching(/^smtp\.from: .* \(FOYER_SMTP_FROM\)$/)])
    expect(refusal({ FOYER_CONFIG: path, FOYER_CHAINS: '[{"id":0}]' }).problems).toEqual([
      expect.stringMatching(/^chains\[0\]\.id: .* \(FOYER_CHAINS\)$/),
      expect.stringMatching(/^chains\[0\]\.name: .* \(FOYER_CHAINS\)$/),
      expect.stringMatching(/^chains\[0\]\.rpcUrl: .* \(FOYER_CHAINS\)$/),
    ])
  })
})
