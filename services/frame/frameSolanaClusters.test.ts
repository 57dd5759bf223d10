import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../api/listenHttp'
import { readFrameConfig } from './app/frameConfig'
import { findSolanaCluster } from './app/solanaConfig'
import { createFrameServer } from './createFrameServer'

const documentWith = (json: string | undefined) => ({ getElementById: () => (json === undefined ? null : { textContent: json }) }) as unknown as Document
const configBlock = /<script type="application\/json" id="foyer-frame-config">(.*?)<\/script>/
const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const local = 'solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV'

/* The frame's own Solana clusters: from the server's options, through the page's config block, to the app. */
let server: RunningServer
beforeAll(async () => {
  server = await createFrameServer({
    allowedOrigins: ['http://127.0.0.1:*'],
    apiUrl: 'http://127.0.0.1:8787',
    solana: [
      { caipNetworkId: mainnet, rpcUrl: 'https://solana.example.com/rpc', name: 'Solana' },
      {
        caipNetworkId: local,
        rpcUrl: 'http://127.0.0.1:28899',
        tokens: [{ mint: 'Hi4B16UvEQixb13J6G3rFFdF97224uDANWRhXtseFsws', symbol: 'USDC', decimals: 6 }],
      },
    ],
  }).listen(0)
})
afterAll(() => server.close())

describe('the frame server Solana clusters', () => {
  it('hands the app each cluster and lets the page connect to their RPC origins', async () => {
    const response = await fetch(`${server.url}/?origin=http://127.0.0.1:5173`)
    const csp = response.headers.get('content-security-policy') ?? ''
    const config = readFrameConfig(documentWith(configBlock.exec(await response.text())?.[1]))
    expect(config?.solana).toEqual([
      { caipNetworkId: mainnet, rpcUrl: 'https://solana.example.com/rpc', name: 'Solana', tokens: [] },
      {
        caipNetworkId: local,
        rpcUrl: 'http://127.0.0.1:28899',
        name: local,
        tokens: [{ mint: 'Hi4B16UvEQixb13J6G3rFFdF97224uDANWRhXtseFsws', symbol: 'USDC', decimals: 6 }],
      },
    ])
    expect(csp).toContain('https://solana.example.com')
    expect(csp).toContain('http://127.0.0.1:28899')
  })

  it('finds a cluster by CAIP-2 id or Wallet Standard name, and no other', () => {
    const clusters =
      readFrameConfig(
        documentWith(
          JSON.stringify({
            allowedOrigins: [],
            apiUrl: 'http://a.example',
            chains: [],
            solana: [
              { caipNetworkId: mainnet, rpcUrl: 'https://solana.example.com', name: 'Solana', tokens: [] },
              { caipNetworkId: local, rpcUrl: 'http://127.0.0.1:1', name: 'Local', tokens: [] },
            ],
          }),
        ),
      )?.solana ?? []
    expect(findSolanaCluster(clusters, mainnet)?.name).toBe('Solana')
    expect(findSolanaCluster(clusters, 'solana:mainnet')?.name).toBe('Solana')
    expect(findSolanaCluster(clusters, 'solana:localnet')?.name).toBe('Local')
    expect(findSolanaCluster(clusters, local)?.name).toBe('Local')
    expect(findSolanaCluster(clusters, 'solana:devnet')).toBeUndefined()
    expect(findSolanaCluster(clusters, 'eip155:1')).toBeUndefined()
  })

  it('refuses invalid clusters at start', () => {
    expect(() => createFrameServer({ apiUrl: 'http://a.example', solana: [{ caipNetworkId: 'eip155:1', rpcUrl: 'https://a.example' }] })).toThrow(
      /invalid or repeated id/,
    )
    expect(() => createFrameServer({ apiUrl: 'http://a.example', solana: [{ caipNetworkId: mainnet, rpcUrl: 'ftp://a.example' }] })).toThrow(/http\(s\)/)
    expect(() =>
      createFrameServer({
        apiUrl: 'http://a.example',
        solana: [{ caipNetworkId: mainnet, rpcUrl: 'https://a.example', tokens: [{ mint: 'x', symbol: 'X', decimals: 6 }] }],
      }),
    ).toThrow(/invalid token/)
  })
})
