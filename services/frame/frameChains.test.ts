import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../api/listenHttp'
import { readFrameConfig } from './app/frameConfig'
import { createFrameServer, DEFAULT_FRAME_MAX_FEE_WEI } from './createFrameServer'
import type { FrameChainOption } from './createFrameServer'

/** A document holding only the config block's text (what readFrameConfig reads). */
const documentWith = (json: string | undefined) => ({ getElementById: () => (json === undefined ? null : { textContent: json }) }) as unknown as Document
const configBlock = /<script type="application\/json" id="foyer-frame-config">(.*?)<\/script>/

/* The frame's own chains: from the server's options, through the page's config block, to the app. */
let server: RunningServer
const implementation = '0x2222222222222222222222222222222222222222'
beforeAll(async () => {
  server = await createFrameServer({
    allowedOrigins: ['http://127.0.0.1:*'],
    apiUrl: 'http://127.0.0.1:8787',
    chains: [
      { id: 1, rpcUrl: 'https://eth.example.com/v1/key' },
      { id: 137, rpcUrl: 'https://polygon.example.net', maxFeeWei: 10n ** 18n, nativeSymbol: 'POL', smartAccountImplementation: implementation },
    ],
  }).listen(0)
})
afterAll(() => server.close())

const page = async () => {
  const response = await fetch(`${server.url}/?origin=http://127.0.0.1:5173`)
  return { csp: response.headers.get('content-security-policy') ?? '', html: await response.text() }
}

describe('the frame server chains', () => {
  it('hands the app each chain with its cap (the default or its own) and symbol', async () => {
    const config = readFrameConfig(documentWith(configBlock.exec((await page()).html)?.[1]))
    expect(config?.chains).toEqual([
      { id: 1, rpcUrl: 'https://eth.example.com/v1/key', maxFeeWei: 50_000_000_000_000_000n, nativeSymbol: 'ETH' },
      { id: 137, rpcUrl: 'https://polygon.example.net', maxFeeWei: 10n ** 18n, nativeSymbol: 'POL', smartAccountImplementation: implementation },
    ])
    expect(DEFAULT_FRAME_MAX_FEE_WEI).toBe(5n * 10n ** 16n)
  })

  it("lets the page connect to its chains' RPC origins only, not to any local port by default", async () => {
    const connect = /connect-src ([^;]+)/.exec((await page()).csp)?.[1]
    expect(connect).toBe("'self' http://127.0.0.1:8787 https://eth.example.com https://polygon.example.net")
  })

  it('refuses bad chains at creation', () => {
    const create = (chains: FrameChainOption[], maxFeeWei?: bigint) => () => createFrameServer({ chains, ...(maxFeeWei === undefined ? {} : { maxFeeWei }) })
    expect(
      create([
        { id: 1, rpcUrl: 'http://a.test' },
        { id: 1, rpcUrl: 'http://b.test' },
      ]),
    ).toThrow(/repeated chain id 1/)
    expect(create([{ id: 0, rpcUrl: 'http://a.test' }])).toThrow(/invalid or repeated chain id 0/)
    expect(create([{ id: 1, rpcUrl: 'ws://a.test' }])).toThrow(/http\(s\) rpcUrl/)
    expect(create([{ id: 1, rpcUrl: 'not a url' }])).toThrow()
    expect(create([{ id: 1, rpcUrl: 'http://a.test' }], 0n)).toThrow(/positive maxFeeWei/)
    expect(create([{ id: 1, rpcUrl: 'http://a.test', nativeSymbol: '<b>' }])).toThrow(/invalid nativeSymbol/)
    expect(create([{ id: 1, rpcUrl: 'http://a.test', smartAccountImplementation: '0x1234' }])).toThrow(/invalid smartAccountImplementation/)
  })

  it('the app refuses a config block whose chains are malformed', () => {
    const block = (chains: unknown) => readFrameConfig(documentWith(JSON.stringify({ allowedOrigins: [], apiUrl: 'http://a.test', chains })))
    expect(block([{ id: 1, rpcUrl: 'http://a.test', maxFeeWei: '1', nativeSymbol: 'ETH' }])).toBeDefined()
    expect(block([{ id: 1, rpcUrl: 'http://a.test', maxFeeWei: '0', nativeSymbol: 'ETH' }])).toBeUndefined()
    expect(block([{ id: 1, rpcUrl: 'javascript:alert(1)', maxFeeWei: '1', nativeSymbol: 'ETH' }])).toBeUndefined()
    expect(block([{ id: 1, rpcUrl: 'http://a.test', maxFeeWei: '1', nativeSymbol: 'ETH', smartAccountImplementation: 'nope' }])).toBeUndefined()
    expect(block(undefined)).toBeUndefined()
  })

  it("carries the operator's smart-session switch to the app, only with an implementation", async () => {
    const create = (chains: FrameChainOption[]) => () => createFrameServer({ chains })
    expect(create([{ id: 1, rpcUrl: 'http://a.test', smartSessions: true }])).toThrow(/smartSessions but no smartAccountImplementation/)
    const withSessions = await createFrameServer({
      allowedOrigins: ['http://127.0.0.1:*'],
      apiUrl: 'http://127.0.0.1:8787',
      chains: [{ id: 137, rpcUrl: 'https://polygon.example.net', smartAccountImplementation: implementation, smartSessions: true }],
    }).listen(0)
    try {
      const html = await (await fetch(`${withSessions.url}/?origin=http://127.0.0.1:5173`)).text()
      expect(readFrameConfig(documentWith(configBlock.exec(html)?.[1]))?.chains[0]).toMatchObject({
        smartAccountImplementation: implementation,
        smartSessions: true,
      })
    } finally {
      await withSessions.close()
    }
  })
})

describe("the frame's chains through the API's RPC gateway", () => {
  let gatewayed: RunningServer
  const cluster = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  beforeAll(async () => {
    gatewayed = await createFrameServer({
      allowedOrigins: ['http://127.0.0.1:*'],
      apiUrl: 'https://api.example.com',
      chains: [{ id: 1 }, { id: 8453, rpcUrl: 'https://mainnet.base.org' }],
      solana: [{ caipNetworkId: cluster }],
    }).listen(0)
  })
  afterAll(() => gatewayed.close())

  const pageOf = async (query: string) => {
    const response = await fetch(`${gatewayed.url}/?origin=http://127.0.0.1:5173${query}`)
    const html = await response.text()
    return { csp: response.headers.get('content-security-policy') ?? '', html, config: readFrameConfig(documentWith(configBlock.exec(html)?.[1])) }
  }

  it("hands a chain without a public URL the gateway's URL for the page's project", async () => {
    const { config, csp } = await pageOf('&projectId=shop%20one')
    expect(config?.chains.map((chain) => chain.rpcUrl)).toEqual(['https://api.example.com/v1/?chainId=1&projectId=shop%20one', 'https://mainnet.base.org'])
    expect(config?.solana.map((entry) => entry.rpcUrl)).toEqual([`https://api.example.com/v1/?chainId=${encodeURIComponent(cluster)}&projectId=shop%20one`])
    // The gateway is on the API's origin, already allowed; only the public URL's origin is added.
    expect(/connect-src ([^;]+)/.exec(csp)?.[1]).toBe("'self' https://api.example.com https://mainnet.base.org")
  })

  it("uses the frame script's default project when the page names none, and publishes no URL to a refused origin", async () => {
    expect((await pageOf('')).config?.chains[0]?.rpcUrl).toBe('https://api.example.com/v1/?chainId=1&projectId=foyer-local')
    const refused = await (await fetch(`${gatewayed.url}/?origin=https://evil.example`)).text()
    expect(refused).not.toContain('/v1/?chainId')
  })

  it('refuses to publish a URL that carries credentials, naming the chain and what is wrong', () => {
    const chain = (rpcUrl: string) => () => createFrameServer({ chains: [{ id: 10, rpcUrl }] })
    expect(chain('https://user:pass@rpc.example.com')).toThrow(/Frame chains: chain 10: its rpcUrl carries credentials \(user information/)
    expect(chain('https://mainnet.infura.io/v3/0123456789abcdef0123456789abcdef')).toThrow(
      /chain 10: its rpcUrl carries credentials \(a key-like path segment\)/,
    )
    expect(chain('https://rpc.example.com/?apikey=abc')).toThrow(/a key-like query parameter \(apikey\)/)
    expect(chain('https://rpc.ankr.com/eth')).not.toThrow()
    expect(() => createFrameServer({ solana: [{ caipNetworkId: cluster, rpcUrl: 'https://mainnet.helius-rpc.com/?api-key=abc' }] })).toThrow(
      new RegExp(`Frame Solana clusters: ${cluster}: its rpcUrl carries credentials`),
    )
  })
})
