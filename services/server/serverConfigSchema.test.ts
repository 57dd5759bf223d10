/*
 * What a config file may hold, as an operator meets it: values at the edge of each range accepted,
 * values just past it refused with the key named, and the defaults a key left out gets.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ServerConfigError } from '../http/ServerConfigError'
import { loadServerConfig } from './loadServerConfig'
import type { ServerConfig } from './serverConfigSchema'

const dir = mkdtempSync(join(tmpdir(), 'foyer-schema-'))
let files = 0

/** Loads `content` as the operator's config file. */
function load(content: Record<string, unknown>): ServerConfig {
  const path = join(dir, `foyer-${files++}.config.json`)
  writeFileSync(path, JSON.stringify(content))
  return loadServerConfig({ FOYER_CONFIG: path })
}

/** The problems a config file holding `content` is refused with, each as `key: message`, the file's path cut off. */
function problems(content: Record<string, unknown>): string[] {
  try {
    load(content)
  } catch (error) {
    if (error instanceof ServerConfigError) return error.problems.map((problem) => problem.replace(/ \([^()]*foyer-\d+\.config\.json\)$/, ''))
    throw error
  }
  throw new Error('the configuration was accepted')
}

const keyOf = (problem: string) => problem.slice(0, problem.indexOf(': '))

describe('public URLs', () => {
  it('accept http and https, and lose trailing slashes', () => {
    const config = load({ api: { publicUrl: 'http://api.example:8080/base//' }, frame: { publicUrl: 'https://frame.example/' } })
    expect(config.api.publicUrl).toBe('http://api.example:8080/base')
    expect(config.frame.publicUrl).toBe('https://frame.example')
  })

  // A value that is no URL at all ('api.example') once threw a bare TypeError out of the load.
  const notHttp = ['ftp://api.example', 'git+https://api.example', 'httpx://api.example', 'https-x://api.example', 'api.example', 'not a url']
  it.each(notHttp)('refuse %s, naming the key', (url) => {
    expect(problems({ api: { publicUrl: url } })).toEqual(['api.publicUrl: Invalid URL (expected http:// or https://)'])
  })

  it.each(['https://user@api.example', 'https://:secret@api.example', 'https://api.example/?a=1', 'https://api.example/#top'])(
    'refuse credentials, a query or a fragment: %s',
    (url) => {
      expect(problems({ frame: { publicUrl: url } })).toEqual(['frame.publicUrl: A public URL may not carry credentials, a query or a fragment'])
    },
  )
})

describe('ports and listening', () => {
  it('accept 0 (any free port) up to 65535, and default to 8787 and 8788 on 127.0.0.1', () => {
    expect(load({ api: { port: 0 }, frame: { port: 65_535 } })).toMatchObject({ api: { port: 0 }, frame: { port: 65_535 } })
    expect(load({ api: {}, frame: {} })).toMatchObject({ host: '127.0.0.1', api: { port: 8787 }, frame: { port: 8788 } })
    expect(load({})).toMatchObject({ api: { port: 8787 }, frame: { port: 8788 } })
  })

  it('refuse a negative, too large or fractional port and an empty host', () => {
    expect(problems({ api: { port: -1 }, frame: { port: 65_536 }, host: '' }).map(keyOf)).toEqual(['host', 'api.port', 'frame.port'])
    expect(problems({ api: { port: 80.5 } }).map(keyOf)).toEqual(['api.port'])
  })
})

describe('fee caps', () => {
  it('take a positive whole number of wei, as text or number, up to 78 digits', () => {
    const max = '9'.repeat(78)
    expect(load({ frame: { maxFeeWei: max } }).frame.maxFeeWei).toBe(BigInt(max))
    expect(load({ frame: { maxFeeWei: 1 } }).frame.maxFeeWei).toBe(1n)
    expect(load({ chains: [{ id: 1, name: 'One', rpcUrl: 'https://rpc.example', maxFeeWei: '10' }] }).chains[0]?.maxFeeWei).toBe(10n)
  })

  it.each(['0', '-1', '01', '1.5', '1e18', ' 1', '1 ', '9'.repeat(79), ''])('refuse %j', (wei) => {
    expect(problems({ frame: { maxFeeWei: wei } })).toEqual(['frame.maxFeeWei: Expected a positive whole number of wei'])
  })
})

describe('projects', () => {
  it('need an id of 1 to 200 characters and at least one valid origin pattern', () => {
    const id = 'p'.repeat(200)
    expect(load({ projects: [{ id, allowedOrigins: ['https://*.example', 'http://localhost:*'] }] }).projects?.[0]?.id).toBe(id)
    expect(problems({ projects: [{ id: '', allowedOrigins: ['https://a.example'] }] }).map(keyOf)).toEqual(['projects[0].id'])
    expect(problems({ projects: [{ id: 'p'.repeat(201), allowedOrigins: ['https://a.example'] }] }).map(keyOf)).toEqual(['projects[0].id'])
    expect(problems({ projects: [{ id: 'a', allowedOrigins: [] }] }).map(keyOf)).toEqual(['projects[0].allowedOrigins'])
  })

  it('refuse an invalid origin pattern with what a pattern looks like', () => {
    expect(problems({ projects: [{ id: 'a', allowedOrigins: ['app.example'] }] })).toEqual([
      'projects[0].allowedOrigins[0]: Invalid origin pattern (expected scheme://host[:port], `*` wildcards allowed)',
    ])
  })

  it('may differ in id only', () => {
    const projects = [
      { id: 'a', allowedOrigins: ['https://a.example'] },
      { id: 'b', allowedOrigins: ['https://a.example'] },
    ]
    expect(load({ projects }).projects).toEqual(projects)
  })
})

describe('chains', () => {
  const chain = { id: 1, name: 'Ethereum', rpcUrl: 'https://rpc.example' }

  it('take a positive integer id (also as text), a name of 1 to 100 characters and an http(s) RPC URL', () => {
    expect(load({ chains: [{ ...chain, id: '10', name: 'n'.repeat(100), rpcUrl: 'http://rpc.example' }] }).chains).toEqual([
      { id: 10, name: 'n'.repeat(100), rpcUrl: 'http://rpc.example' },
    ])
  })

  it('refuse a zero, fractional or repeated id, an empty or long name and a non-http RPC URL', () => {
    expect(problems({ chains: [{ ...chain, id: 0 }] }).map(keyOf)).toEqual(['chains[0].id'])
    expect(problems({ chains: [{ ...chain, id: 1.5 }] }).map(keyOf)).toEqual(['chains[0].id'])
    expect(problems({ chains: [{ ...chain, name: '' }] }).map(keyOf)).toEqual(['chains[0].name'])
    expect(problems({ chains: [{ ...chain, name: 'n'.repeat(101) }] }).map(keyOf)).toEqual(['chains[0].name'])
    for (const rpcUrl of ['wss://rpc.example', 'git+https://rpc.example', 'httpx://rpc.example']) {
      expect(problems({ chains: [{ ...chain, rpcUrl }] }).map(keyOf)).toEqual(['chains[0].rpcUrl'])
    }
    expect(problems({ chains: [chain, { ...chain, name: 'Again' }] })).toEqual(['chains: Chain ids must be unique'])
    expect(load({ chains: [chain, { ...chain, id: 2 }] }).chains).toHaveLength(2)
  })

  it('take a whole, non-negative history start block, and refuse any other', () => {
    expect(load({ chains: [{ ...chain, historyStartBlock: 0 }] }).chains[0]?.historyStartBlock).toBe(0)
    expect(load({ chains: [{ ...chain, historyStartBlock: 21_000_000 }] }).chains[0]?.historyStartBlock).toBe(21_000_000)
    for (const historyStartBlock of [-1, 1.5, '12']) {
      expect(problems({ chains: [{ ...chain, historyStartBlock }] }).map(keyOf)).toEqual(['chains[0].historyStartBlock'])
    }
  })
})

describe('SMTP, OAuth and the recovery key', () => {
  it('take an smtp or smtps URL and a sender of at least 3 characters', () => {
    expect(load({ smtp: { url: 'smtp://mail.example', from: 'a@b' } }).smtp).toEqual({ url: 'smtp://mail.example', from: 'a@b' })
    expect(load({ smtp: { url: 'smtps://mail.example' } }).smtp).toEqual({ url: 'smtps://mail.example' })
    for (const url of ['https://mail.example', 'xsmtp://mail.example', 'smtpx://mail.example']) {
      expect(problems({ smtp: { url } }).map(keyOf)).toEqual(['smtp.url'])
    }
    expect(problems({ smtp: { url: 'smtp://mail.example', from: 'ab' } }).map(keyOf)).toEqual(['smtp.from'])
  })

  it('take OAuth credentials per known provider, none of them empty', () => {
    const apple = { clientId: 'id', clientSecret: 'secret', teamId: 'team', keyId: 'key' }
    expect(load({ oauth: { apple } }).oauth).toEqual({ apple })
    expect(load({}).oauth).toEqual({})
    expect(problems({ oauth: { github: { clientId: '', clientSecret: '' } } }).map(keyOf)).toEqual(['oauth.github.clientId', 'oauth.github.clientSecret'])
    expect(problems({ oauth: { apple: { ...apple, teamId: '', keyId: '' } } }).map(keyOf)).toEqual(['oauth.apple.teamId', 'oauth.apple.keyId'])
  })

  it('take a recovery key of 32 bytes, as hex or base64, and refuse anything else', () => {
    expect(load({ recoveryKey: 'ab'.repeat(32) }).recoveryKey).toBe('ab'.repeat(32))
    const base64 = Buffer.alloc(32, 7).toString('base64')
    expect(load({ recoveryKey: base64 }).recoveryKey).toBe(base64)
    for (const bad of ['ab'.repeat(31), '   ', '']) {
      expect(problems({ recoveryKey: bad })).toEqual(['recoveryKey: Must be 32 bytes, as 64 hex characters or base64'])
    }
  })
})

describe('database, proxies and logging', () => {
  it('take a postgres or postgresql URL and a data directory', () => {
    expect(load({ database: { url: 'postgres://db.example/foyer' } }).database).toEqual({ url: 'postgres://db.example/foyer' })
    expect(load({ database: { url: 'postgresql://db.example/foyer', dataDir: '/d' } }).database).toEqual({
      url: 'postgresql://db.example/foyer',
      dataDir: '/d',
    })
    expect(load({}).database).toEqual({})
    expect(problems({ database: { url: 'mysql://db.example/foyer' } }).map(keyOf)).toEqual(['database.url'])
    expect(problems({ database: { url: 'postgresqlx://db.example/foyer' } }).map(keyOf)).toEqual(['database.url'])
    expect(problems({ database: { url: 'xpostgres://db.example/foyer' } }).map(keyOf)).toEqual(['database.url'])
    expect(problems({ database: { dataDir: '' } }).map(keyOf)).toEqual(['database.dataDir'])
  })

  it('trust 0 to 10 proxies', () => {
    expect(load({ trustProxy: 10 }).trustProxy).toBe(10)
    expect(load({}).trustProxy).toBe(0)
    expect(problems({ trustProxy: 11 }).map(keyOf)).toEqual(['trustProxy'])
    expect(problems({ trustProxy: -1 }).map(keyOf)).toEqual(['trustProxy'])
  })

  it.each(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])('log at level %s', (level) => {
    expect(load({ logLevel: level }).logLevel).toBe(level)
  })

  it('log at info by default and refuse an unknown level', () => {
    expect(load({}).logLevel).toBe('info')
    expect(problems({ logLevel: 'verbose' }).map(keyOf)).toEqual(['logLevel'])
  })

  it('run outside development unless dev is set', () => {
    expect(load({}).dev).toBe(false)
    expect(load({ dev: true }).dev).toBe(true)
  })
})

describe('rate limits', () => {
  it('take 1 to 1e9 events per window of 1 second to 7 days', () => {
    const limits = { codeSendsPerIp: { limit: 1, windowMs: 1_000 }, codeChecksPerIp: { limit: 1_000_000_000, windowMs: 7 * 24 * 60 * 60_000 } }
    expect(load({ rateLimits: limits }).rateLimits).toMatchObject(limits)
  })

  it('refuse a limit or window just past those bounds', () => {
    expect(problems({ rateLimits: { codeSendsPerIp: { limit: 1_000_000_001 } } }).map(keyOf)).toEqual(['rateLimits.codeSendsPerIp.limit'])
    expect(problems({ rateLimits: { codeSendsPerIp: { limit: 1.5 } } }).map(keyOf)).toEqual(['rateLimits.codeSendsPerIp.limit'])
    expect(problems({ rateLimits: { codeSendsPerIp: { windowMs: 999 } } }).map(keyOf)).toEqual(['rateLimits.codeSendsPerIp.windowMs'])
    expect(problems({ rateLimits: { codeSendsPerIp: { windowMs: 7 * 24 * 60 * 60_000 + 1 } } }).map(keyOf)).toEqual(['rateLimits.codeSendsPerIp.windowMs'])
    expect(problems({ rateLimits: { codeSendsPerIp: { windowMs: 1_500.5 } } }).map(keyOf)).toEqual(['rateLimits.codeSendsPerIp.windowMs'])
  })
})
