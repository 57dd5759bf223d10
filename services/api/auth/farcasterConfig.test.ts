import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpRequest } from '../../../test/services/httpRequest'
import { startFarcasterTestBed } from '../../../test/services/farcasterTestBed'
import type { FarcasterTestBed } from '../../../test/services/farcasterTestBed'
import { loadServerConfig } from '../../server/loadServerConfig'
import { startServices } from '../../server/startServices'
import type { RunningServices } from '../../server/startServices'
import { farcasterConfigSchema, farcasterOptionsFromConfig } from './farcasterConfig'
import { PRODUCTION_SERVE_ENV } from '../../../test/services/productionTestEnv'

/*
 * The `farcaster` key: what it accepts, its variables, its defaults from the frame's public URL, and
 * `npm run serve` in production signing in through the relay it names (stand-in and ID Registry on
 * anvil), or answering 503 without it.
 */
const optimismRpcUrl = 'https://mainnet.optimism.io'

describe('farcaster configuration', () => {
  it('accepts an https relay (http on loopback only), an Optimism RPC, a host as domain and a URI', () => {
    expect(farcasterConfigSchema.safeParse({ optimismRpcUrl }).success).toBe(true)
    expect(
      farcasterConfigSchema.safeParse({
        optimismRpcUrl,
        relayUrl: 'https://relay.example',
        domain: 'login.example.com:8443',
        siweUri: 'https://login.example.com',
      }).success,
    ).toBe(true)
    expect(farcasterConfigSchema.safeParse({ optimismRpcUrl, relayUrl: 'http://127.0.0.1:8000' }).success).toBe(true)
    expect(farcasterConfigSchema.safeParse({ optimismRpcUrl, relayUrl: 'http://relay.example' }).error?.issues[0]?.message).toBe(
      'Expected an https URL (http only on loopback)',
    )
    expect(farcasterConfigSchema.safeParse({ optimismRpcUrl, domain: 'https://login.example.com' }).error?.issues[0]?.message).toBe(
      'Expected a host, e.g. login.example.com',
    )
    expect(farcasterConfigSchema.safeParse({ relayUrl: 'https://relay.example' }).success).toBe(false)
    expect(farcasterConfigSchema.safeParse({ optimismRpcUrl, relay: 'https://relay.example' }).success).toBe(false)
  })

  it('is read from FOYER_FARCASTER_* and defaults to the public relay and the frame host', () => {
    const config = loadServerConfig({
      FOYER_FARCASTER_OPTIMISM_RPC_URL: optimismRpcUrl,
      FOYER_FARCASTER_DOMAIN: 'login.example.com',
      FOYER_FARCASTER_SIWE_URI: 'https://login.example.com/app',
      FOYER_FARCASTER_RELAY_URL: 'https://relay.example',
    })
    expect(config.farcaster).toEqual({
      optimismRpcUrl,
      domain: 'login.example.com',
      siweUri: 'https://login.example.com/app',
      relayUrl: 'https://relay.example',
    })
    expect(loadServerConfig({}).farcaster).toBeUndefined()
    expect(() => loadServerConfig({ FOYER_FARCASTER_RELAY_URL: 'https://relay.example' })).toThrow(
      'farcaster.optimismRpcUrl: Expected the http(s) URL of an Optimism JSON-RPC node (FOYER_FARCASTER_OPTIMISM_RPC_URL)',
    )
    expect(farcasterOptionsFromConfig({ optimismRpcUrl }, 'https://frame.example:8443')).toEqual({
      relayUrl: 'https://relay.farcaster.xyz',
      optimismRpcUrl,
      domain: 'frame.example:8443',
      siweUri: 'https://frame.example:8443',
    })
  })
})

// Each test starts the services on a fresh embedded database: tens of seconds on a loaded machine.
describe('npm run serve in production with `farcaster`', { timeout: 120_000 }, () => {
  let bed: FarcasterTestBed
  const running: RunningServices[] = []
  const dataDirs: string[] = []
  beforeAll(async () => {
    bed = await startFarcasterTestBed()
  }, 60_000)
  afterAll(async () => {
    for (const services of running) await services.stop()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
    await bed.close()
  })

  const serve = async (farcaster: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-farcaster-serve-'))
    dataDirs.push(dataDir)
    const config = loadServerConfig({ ...PRODUCTION_SERVE_ENV, FOYER_DATA_DIR: dataDir, ...farcaster })
    const services = await startServices(config, { frameAssets: new Map(), env: { NODE_ENV: 'production' } })
    running.push(services)
    const call = (method: string, path: string, body?: unknown) =>
      httpRequest(`${services.urls.api}${path}`, { method, headers: { host: 'api.example' }, ...(body === undefined ? {} : { body }) })
    return call
  }

  it('signs in with the message to the frame host, through the configured relay and registry', async () => {
    const call = await serve({ FOYER_FARCASTER_RELAY_URL: bed.relay.url, FOYER_FARCASTER_OPTIMISM_RPC_URL: bed.anvil.rpcUrl })
    const opened = await call('POST', '/auth/v1/farcaster/channel', { projectId: 'shop', deviceId: 'device-serve-farcaster' })
    expect(opened.status).toBe(200)
    const { channelToken, url } = opened.json() as { channelToken: string; url: string }
    const { message } = await bed.approve(url, bed.bob)
    expect(message).toMatch(/^frame\.example wants you to sign in/)
    expect(message).toContain('URI: https://frame.example\n')
    expect((await call('GET', `/auth/v1/farcaster/channel/${channelToken}`)).json()).toMatchObject({ state: 'completed', isNewUser: true, userName: 'bob' })
  })

  it('answers 503 farcaster_unavailable without it', async () => {
    const call = await serve({})
    const opened = await call('POST', '/auth/v1/farcaster/channel', { projectId: 'shop', deviceId: 'device-serve-farcaster' })
    expect({ status: opened.status, body: opened.json() }).toEqual({ status: 503, body: { error: 'farcaster_unavailable' } })
  })
})
