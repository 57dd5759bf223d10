import { SOLANA_LOCALNET_CAIP_NETWORK_ID, SOLANA_LOCALNET_GENESIS_HASH, SOLANA_TEST_ACCOUNTS } from '../solana/solanaTestAccounts'
import { createServer } from 'node:net'
import type { AddressInfo, Server } from 'node:net'
import { createPublicClient, erc20Abi, erc721Abi, http } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNTS, DAI_ADDRESS, TEST_NFT_ADDRESS, USDC_ADDRESS } from '../chain/addresses'
import { localChain } from '../chain/localChain'
import { readChainId } from '../../services/api/readChainId'
import { PortInUseError, assertPortsFree, resolvePorts } from './ports'
import type { StackPorts } from './ports'
import { CHAIN2_ID, CHAIN_ID, startStack } from './startStack'
import type { Stack } from './startStack'

/*
 * The stack `npm start` runs, minus the demo, with real anvil processes: chains, token, API and frame
 * over real HTTP, then start-up failures and stop() releasing every port. Ports are picked by the OS
 * rather than fixed, so neither a running `npm start` nor another test run on this machine clashes.
 */
const SERVICE_PORTS = ['chain', 'chain2', 'solana', 'api', 'frame'] as const
let ports: StackPorts
let otherPorts: StackPorts

let stack: Stack
beforeAll(async () => {
  ;[ports] = (await freeStackPorts(1)) as [StackPorts]
  stack = await startStack({ ports, demo: false })
})
// Chosen right before each test that starts a second stack: ports found free when the file began
// were taken by the time a later test used them, on a CI machine running other suites beside (CI38).
beforeEach(async () => {
  ;[otherPorts] = (await freeStackPorts(1)) as [StackPorts]
})
afterAll(() => stack?.stop())

describe('startStack', () => {
  it('serves both chains on the requested ports with the right chain ids', async () => {
    expect(stack.urls).toEqual({
      chain: `http://127.0.0.1:${ports.chain}`,
      chain2: `http://127.0.0.1:${ports.chain2}`,
      api: `http://127.0.0.1:${ports.api}`,
      frame: `http://127.0.0.1:${ports.frame}`,
      demo: undefined,
      solana: `http://127.0.0.1:${ports.solana}`,
      farcasterRelay: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    })
    expect(await readChainId(stack.urls.chain)).toBe(CHAIN_ID)
    expect(await readChainId(stack.urls.chain2)).toBe(CHAIN2_ID)
  })

  it('runs the Solana runtime, whose balances the API reads for the localnet chain id', async () => {
    const genesis = await fetch(stack.urls.solana, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
    })
    expect(await genesis.json()).toMatchObject({ result: SOLANA_LOCALNET_GENESIS_HASH })
    const answer = await fetch(`${stack.urls.api}/v1/account/${SOLANA_TEST_ACCOUNTS[0]!.address}/balance?chainId=${SOLANA_LOCALNET_CAIP_NETWORK_ID}`)
    const { balances } = (await answer.json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }
    expect(balances.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['SOL', '1000'],
      ['USDC', '1000000'],
    ])
  })

  it.each([
    ['chain', CHAIN_ID],
    ['chain2', CHAIN2_ID],
  ] as const)('deploys USDC on %s and funds account #0 with 1,000,000', async (key, chainId) => {
    expect(stack.usdcAddress).toBe(USDC_ADDRESS)
    const client = createPublicClient({ chain: localChain(chainId, stack.urls[key]), transport: http() })
    const read = <T>(functionName: 'symbol' | 'decimals' | 'name') => client.readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName }) as Promise<T>
    expect(await read('name')).toBe('USD Coin')
    expect(await read('symbol')).toBe('USDC')
    expect(await read('decimals')).toBe(6)
    const balance = await client.readContract({
      address: USDC_ADDRESS,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ANVIL_ACCOUNTS[0].address],
    })
    expect(balance).toBe(1_000_000n * 10n ** 6n)
  })

  it.each([
    ['chain', CHAIN_ID],
    ['chain2', CHAIN2_ID],
  ] as const)('deploys the test NFT on %s, which the API lists for account #1', async (key, chainId) => {
    const client = createPublicClient({ chain: localChain(chainId, stack.urls[key]), transport: http() })
    expect(await client.readContract({ address: TEST_NFT_ADDRESS, abi: erc721Abi, functionName: 'ownerOf', args: [3n] })).toBe(ANVIL_ACCOUNTS[1].address)
    const answer = await fetch(`${stack.urls.api}/v1/account/${ANVIL_ACCOUNTS[1].address}/nfts?chainId=${chainId}`)
    const { nfts } = (await answer.json()) as { nfts: { tokenId: string; name: string }[] }
    expect(nfts.map((nft) => [nft.tokenId, nft.name])).toEqual([
      ['3', 'Foyer Test NFT #3'],
      ['4', 'Foyer Test NFT #4'],
    ])
  })

  it.each([CHAIN_ID, CHAIN2_ID])('serves swap quotes on chain %i through the seeded Uniswap V2 pools', async (chainId) => {
    const query = new URLSearchParams({
      amount: '10000000',
      userAddress: `eip155:${chainId}:${ANVIL_ACCOUNTS[0].address}`,
      from: `eip155:${chainId}:${USDC_ADDRESS}`,
      to: `eip155:${chainId}:${DAI_ADDRESS}`,
    })
    const answer = await fetch(`${stack.urls.api}/v1/convert/quotes?${query}`)
    expect(answer.status).toBe(200)
    const { quotes } = (await answer.json()) as { quotes: { toAmount: string }[] }
    // 10 USDC buys a little under 10 DAI from the 1:1 pool (0.3 % fee).
    expect(BigInt(quotes[0]!.toAmount)).toBeGreaterThan(9_960_000_000_000_000_000n)
    expect(BigInt(quotes[0]!.toAmount)).toBeLessThan(10n ** 19n)
  })

  it('collects analytics in memory and shows them at /dev/events', async () => {
    const event = { eventId: 'stack-1', url: 'http://127.0.0.1/', domain: '127.0.0.1', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN' } }
    const sent = await fetch(`${stack.urls.api}/e?projectId=foyer-local&st=foyer&sv=0.1.0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    })
    expect(sent.status).toBe(202)
    const { events } = (await (await fetch(`${stack.urls.api}/dev/events?projectId=foyer-local`)).json()) as { events: { eventId: string }[] }
    expect(events.map((stored) => stored.eventId)).toContain('stack-1')
  })

  it('runs the auth service with the development mailbox and sign-in stand-ins', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${stack.urls.api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const start = await post('/auth/v1/email/start', { projectId: 'foyer-local', email: 'stack@example.com', deviceId: 'device-stack-01' })
    expect(await start.json()).toEqual({ action: 'VERIFY_OTP' })
    const mailbox = (await (await fetch(`${stack.urls.api}/dev/mailbox?to=stack@example.com`)).json()) as { messages: { code: string }[] }
    expect(mailbox.messages.at(-1)?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/)
    const social = await post('/auth/v1/oauth/github/start', {
      projectId: 'foyer-local',
      deviceId: 'device-stack-01',
      hostOrigin: 'http://127.0.0.1:5173',
      frameOrigin: stack.urls.frame,
    })
    const { uri } = (await social.json()) as { uri: string }
    expect(new URL(uri).pathname).toBe('/auth/v1/dev-oauth/github/authorize')
    const farcaster = await post('/auth/v1/farcaster/channel', { projectId: 'foyer-local', deviceId: 'device-stack-01' })
    expect(farcaster.status).toBe(200)
    // The QR code opens the relay stand-in, as it would open Farcaster's relay in production.
    expect(new URL(((await farcaster.json()) as { url: string }).url).origin).toBe(stack.urls.farcasterRelay)
  })

  it('answers /health and /v1/supported-chains', async () => {
    const health = await fetch(`${stack.urls.api}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ ok: true, chains: [CHAIN_ID, CHAIN2_ID] })
    const supported = await fetch(`${stack.urls.api}/v1/supported-chains`)
    // The local Solana cluster too: the account endpoints answer for it.
    expect(await supported.json()).toEqual({ http: ['eip155:31337', 'eip155:31338', SOLANA_LOCALNET_CAIP_NETWORK_ID], ws: [] })
  })

  it.each([
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://evil.example', null],
    ['http://127.0.0.1.evil.example', null],
  ])('echoes Origin %s only when allowed', async (origin, expected) => {
    const response = await fetch(`${stack.urls.api}/v1/supported-chains`, { headers: { origin } })
    expect(response.headers.get('access-control-allow-origin')).toBe(expected)
  })

  it('serves the frame page with a CSP on its own origin', async () => {
    const response = await fetch(`${stack.urls.frame}/?origin=http://127.0.0.1:5173`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy')
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain('frame-ancestors http://127.0.0.1:* http://localhost:*')
    expect(await response.text()).toContain('<script type="module" src="/frame.js"></script>')
  })

  it('refuses to start on a taken port with a clear message, starting nothing', async () => {
    const error = await startStack({ ports: { ...otherPorts, chain2: ports.chain2 }, demo: false }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PortInUseError)
    expect((error as Error).message).toBe(`Port ${ports.chain2} (anvil chain 31338) is already in use. Stop what is using it or set FOYER_CHAIN2_PORT.`)
    await expect(assertPortsFree(resolvePorts(otherPorts), ['chain', 'api', 'frame'])).resolves.toBeUndefined()
    expect(await readChainId(stack.urls.chain2)).toBe(CHAIN2_ID)
  })

  it('refuses NODE_ENV=production before starting anything: the stack is development', async () => {
    const error = await startStack({ ports: otherPorts, demo: false, env: { NODE_ENV: 'production' } }).catch((e: unknown) => e)
    expect((error as Error).message).toMatch(
      /^npm start runs Foyer in development\. FOYER_DEV=1 \(development mode\) needs NODE_ENV=development or NODE_ENV=test, and NODE_ENV is "production"/,
    )
    await expect(assertPortsFree(resolvePorts(otherPorts), SERVICE_PORTS)).resolves.toBeUndefined()
  })

  it('stops what already started when a later step fails', async () => {
    const error = await startStack({
      ports: otherPorts,
      demo: false,
      apiDomains: () => {
        throw new Error('route setup failed')
      },
    }).catch((e: unknown) => e)
    expect((error as Error).message).toBe('route setup failed')
    await expect(assertPortsFree(resolvePorts(otherPorts), SERVICE_PORTS)).resolves.toBeUndefined()
  })

  it('releases every port on stop()', async () => {
    const lines: string[] = []
    const other = await startStack({ ports: otherPorts, demo: false, log: (line) => lines.push(line) })
    expect(await readChainId(other.urls.chain)).toBe(CHAIN_ID)
    await other.stop()
    await other.stop() // idempotent
    await expect(assertPortsFree(resolvePorts(otherPorts), SERVICE_PORTS)).resolves.toBeUndefined()
    await expect(fetch(`${other.urls.api}/health`)).rejects.toThrow()
    expect(lines.filter((line) => line.startsWith('stopped'))).toEqual([
      'stopped frame',
      'stopped API',
      'stopped Farcaster relay stand-in',
      'stopped Meld stand-in',
      'stopped Solana runtime',
      expect.stringMatching(/^stopped anvil 3133[78]$/),
      expect.stringMatching(/^stopped anvil 3133[78]$/),
    ])
  })
})

/** `count` sets of stack ports the OS reports free, all distinct (held at once so none repeats). */
async function freeStackPorts(count: number): Promise<StackPorts[]> {
  const servers: Server[] = []
  for (let i = 0; i < count * 7; i++) {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
  }
  const ports = servers.map((server) => (server.address() as AddressInfo).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return Array.from({ length: count }, () => {
    const [chain, chain2, api, frame, demo, relay, solana] = ports.splice(0, 7) as [number, number, number, number, number, number, number]
    return { chain, chain2, api, frame, demo, relay, solana }
  })
}
