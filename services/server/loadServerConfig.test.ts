import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ServerConfigError } from '../http/ServerConfigError'
import { loadServerConfig } from './loadServerConfig'
import { DEFAULT_RATE_LIMITS } from '../api/auth/rateLimits'

const KEY = 'ab'.repeat(32)

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadServerConfig(env)
  } catch (error) {
    if (error instanceof ServerConfigError) return error.problems
    throw error
  }
  throw new Error('expected a ServerConfigError')
}

function configFile(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'foyer-config-')), 'foyer.config.json')
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

describe('loadServerConfig', () => {
  it('reads every key from the environment', () => {
    const config = loadServerConfig({
      FOYER_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: ['https://app.example'], features: { pay: true } }]),
      FOYER_API_PUBLIC_URL: 'https://api.example/',
      FOYER_FRAME_PUBLIC_URL: 'https://frame.example',
      FOYER_HOST: '0.0.0.0',
      FOYER_ALLOWED_HOSTS: '["127.0.0.1:9000"]',
      FOYER_API_PORT: '9000',
      FOYER_FRAME_PORT: '9001',
      FOYER_FRAME_MAX_FEE_WEI: '1000',
      FOYER_CHAINS: JSON.stringify([{ id: 1, name: 'Ethereum', rpcUrl: 'https://eth.example', maxFeeWei: '5' }]),
      FOYER_SOLANA: JSON.stringify({ chains: [{ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', rpcUrl: 'https://sol.example' }] }),
      FOYER_TOKEN_LISTS: JSON.stringify(['default', 'https://tokens.example/list.json']),
      FOYER_SMTP_URL: 'smtps://user:pass@mail.example',
      FOYER_SMTP_FROM: 'Foyer <login@example.com>',
      FOYER_OAUTH_GITHUB_CLIENT_ID: 'id',
      FOYER_OAUTH_GITHUB_CLIENT_SECRET: 'secret',
      FOYER_RECOVERY_KEY: KEY,
      FOYER_NAME_GATEWAY_KEY: `0x${'ab'.repeat(32)}`,
      FOYER_DATABASE_URL: 'postgres://foyer@db.example/foyer',
      FOYER_DATA_DIR: '/var/lib/foyer',
      FOYER_TRUST_PROXY: '2',
      FOYER_LOG_LEVEL: 'warn',
      FOYER_RATE_LIMITS: JSON.stringify({ codeSendsPerIp: { limit: 5, windowMs: 60_000 } }),
      FOYER_CODE_THROTTLE_MS: '5000',
      FOYER_RPC_GATEWAY: JSON.stringify({ perIp: { limit: 100 }, timeoutMs: 3_000 }),
      FOYER_BALANCE_READS_PER_IP: JSON.stringify({ limit: 50 }),
      FOYER_PRICES: JSON.stringify({
        feeds: { 'eip155:1': { native: { feed: '0x5f4ec3df9cbd43714fe2740f5e3616155c5b8419', heartbeatSeconds: 3600 } } },
        http: { url: 'https://prices.example/api/v3' },
      }),
      FOYER_PRICES_API_KEY: 'cg-key',
      FOYER_SWAPS: JSON.stringify({
        1: {
          router: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
          factory: '0x5c69bee701ef814a2b6a3edd4b1652cb9cc5aa6f',
          weth: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
          tokens: [{ address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
        },
      }),
    })
    expect(config).toEqual({
      dev: false,
      projects: [{ id: 'shop', allowedOrigins: ['https://app.example'], features: { pay: true } }],
      host: '0.0.0.0',
      allowedHosts: ['127.0.0.1:9000'],
      api: { publicUrl: 'https://api.example', port: 9000 },
      frame: { publicUrl: 'https://frame.example', port: 9001, maxFeeWei: 1000n },
      chains: [{ id: 1, name: 'Ethereum', rpcUrl: 'https://eth.example', maxFeeWei: 5n }],
      solana: { chains: [{ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', rpcUrl: 'https://sol.example' }], tokens: [] },
      tokenLists: ['default', 'https://tokens.example/list.json'],
      smtp: { url: 'smtps://user:pass@mail.example', from: 'Foyer <login@example.com>' },
      oauth: { github: { clientId: 'id', clientSecret: 'secret' } },
      recoveryKey: KEY,
      names: { gatewayKey: `0x${'ab'.repeat(32)}` },
      database: { url: 'postgres://foyer@db.example/foyer', dataDir: '/var/lib/foyer' },
      trustProxy: 2,
      logLevel: 'warn',
      rateLimits: { ...DEFAULT_RATE_LIMITS, codeSendsPerIp: { limit: 5, windowMs: 60_000 } },
      codeThrottleMs: 5_000,
      rpcGateway: { perIp: { limit: 100, windowMs: 60_000 }, perProject: { limit: 200_000, windowMs: 60_000 }, maxBatch: 20, timeoutMs: 3_000 },
      balanceReadsPerIp: { limit: 50, windowMs: 60_000 },
      prices: {
        feeds: { 'eip155:1': { native: { feed: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419', heartbeatSeconds: 3600 } } },
        defaultFeeds: true,
        http: {
          url: 'https://prices.example/api/v3',
          apiKey: 'cg-key',
          apiKeyHeader: 'x-cg-pro-api-key',
          timeoutMs: 5_000,
          maxAgeSeconds: 3_600,
          platforms: {},
        },
      },
      // Addresses come back checksummed; a token's logoUri defaults to null.
      // The V2-only shape `{ router, factory, weth, tokens }` is read into `v2`.
      swaps: {
        1: {
          v2: { router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f' },
          weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
          tokens: [{ address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', name: 'USD Coin', decimals: 6, logoUri: null }],
        },
      },
    })
  })

  it('applies defaults to an empty configuration', () => {
    expect(loadServerConfig({})).toMatchObject({
      dev: false,
      host: '127.0.0.1',
      api: { port: 8787 },
      frame: { port: 8788 },
      chains: [],
      trustProxy: 0,
      codeThrottleMs: 30_000,
    })
    expect(loadServerConfig({ FOYER_DEV: '1' }).dev).toBe(true)
  })

  it('names the bad key of an environment value, and the variable it came from', () => {
    const problems = problemsOf({
      FOYER_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: ['https://app.example', 'https://app.example/path'] }]),
      FOYER_API_PUBLIC_URL: 'ftp://api.example',
      FOYER_RECOVERY_KEY: 'short',
      FOYER_TRUST_PROXY: 'many',
      FOYER_CODE_THROTTLE_MS: '500',
    })
    expect(problems).toHaveLength(5)
    expect(problems[0]).toMatch(/^projects\[0\]\.allowedOrigins\[1\]: Invalid origin pattern .*\(FOYER_PROJECTS\)$/)
    expect(problems).toContainEqual(expect.stringMatching(/^api\.publicUrl: Invalid URL .*\(FOYER_API_PUBLIC_URL\)$/))
    expect(problems).toContainEqual(expect.stringMatching(/^recoveryKey: Must be 32 bytes.*\(FOYER_RECOVERY_KEY\)$/))
    expect(problems).toContainEqual(expect.stringMatching(/^trustProxy: .*\(FOYER_TRUST_PROXY\)$/))
    expect(problems).toContainEqual(expect.stringMatching(/^codeThrottleMs: .*\(FOYER_CODE_THROTTLE_MS\)$/))
  })

  it('names bad keys in the config file, unknown keys included, and the file', () => {
    const path = configFile({ projects: [{ id: 'a', allowedOrigins: ['https://a.example'] }], chains: [{ id: 1, name: 'x', rpcUrl: 'nope' }], listenPort: 1 })
    const problems = problemsOf({ FOYER_CONFIG: path })
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^chains\\[0\\]\\.rpcUrl: .* \\(${path}\\)$`)), `listenPort: Unknown key (${path})`])
  })

  it('reports an unreadable or malformed file, bad JSON in a variable and a bad flag', () => {
    expect(problemsOf({ FOYER_CONFIG: '/nonexistent/foyer.config.json' })[0]).toMatch(/^FOYER_CONFIG \(\/nonexistent\/foyer.config.json\): .*ENOENT/)
    expect(problemsOf({ FOYER_CONFIG: configFile('{ not json') })[0]).toMatch(/^FOYER_CONFIG .*JSON/)
    expect(problemsOf({ FOYER_CONFIG: configFile([1]) })[0]).toMatch(/must hold a JSON object$/)
    expect(problemsOf({ FOYER_CHAINS: '[{' })).toEqual(['FOYER_CHAINS: not valid JSON'])
    expect(problemsOf({ FOYER_DEV: 'yes' })).toEqual(['FOYER_DEV: expected 1 or 0'])
  })

  it('lets a variable win over the same key in the file, so secrets can stay out of it', () => {
    const path = configFile({ api: { publicUrl: 'https://file.example', port: 1234 }, recoveryKey: 'cd'.repeat(32), smtp: { url: 'smtp://file.example' } })
    const config = loadServerConfig({
      FOYER_CONFIG: path,
      FOYER_API_PUBLIC_URL: 'https://env.example',
      FOYER_RECOVERY_KEY: KEY,
      FOYER_SMTP_FROM: 'a@b.example',
    })
    expect(config.api).toEqual({ publicUrl: 'https://env.example', port: 1234 })
    expect(config.recoveryKey).toBe(KEY)
    expect(config.smtp).toEqual({ url: 'smtp://file.example', from: 'a@b.example' })
  })

  it('refuses duplicate project ids, a fee cap that is not a positive integer and a half SMTP setting', () => {
    const problems = problemsOf({
      FOYER_PROJECTS: JSON.stringify([
        { id: 'a', allowedOrigins: ['*'] },
        { id: 'a', allowedOrigins: ['*'] },
      ]),
      FOYER_FRAME_MAX_FEE_WEI: '0',
      FOYER_SMTP_FROM: 'a@b.example',
    })
    expect(problems).toEqual([
      expect.stringMatching(/^projects: Project ids must be unique/),
      expect.stringMatching(/^frame\.maxFeeWei: Expected a positive whole number of wei/),
      expect.stringMatching(/^smtp\.url: .*\(FOYER_SMTP_URL\)$/),
    ])
  })

  it('refuses a Solana network id that is not solana:<genesis hash prefix> and a mint that is not base58', () => {
    const problems = problemsOf({
      FOYER_SOLANA: JSON.stringify({
        chains: [{ caipNetworkId: 'eip155:1', name: 'Not Solana', rpcUrl: 'https://sol.example' }],
        tokens: [{ mint: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
      }),
    })
    expect(problems).toEqual([
      expect.stringMatching(/^solana\.chains\[0\]\.caipNetworkId: Expected solana:<first 32 characters of the genesis hash> \(FOYER_SOLANA\)$/),
      expect.stringMatching(/^solana\.tokens\[0\]\.mint: Expected a Solana address \(32 to 44 base58 characters\) \(FOYER_SOLANA\)$/),
    ])
  })
})
