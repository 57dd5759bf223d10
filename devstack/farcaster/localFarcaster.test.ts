import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../../services/server/loadServerConfig'
import { startServices } from '../../services/server/startServices'
import type { RunningServices } from '../../services/server/startServices'
import { startAnvil } from '../chain/startAnvil'
import type { RunningAnvil } from '../chain/startAnvil'
import { localDevelopmentServices } from '../serve/localDevelopmentServices'

/*
 * `FOYER_DEV=1 npm run serve` without a `farcaster` configuration: the development parts put the ID
 * Registry and test users on the local chain 31337 and start the relay stand-in, and the API signs
 * in through them with the production code. Without an answering local chain, Farcaster is off.
 */
let anvil: RunningAnvil
const running: RunningServices[] = []
const dataDirs: string[] = []
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
}, 30_000)
afterAll(async () => {
  for (const services of running) await services.stop()
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  await anvil.stop()
})

async function serveDevelopment(rpcUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-farcaster-dev-'))
  dataDirs.push(dataDir)
  const config = loadServerConfig({
    FOYER_DEV: '1',
    FOYER_CHAINS: JSON.stringify([{ id: 31337, name: 'Foyer Local', rpcUrl }]),
    FOYER_DATA_DIR: dataDir,
    FOYER_API_PORT: '0',
    FOYER_FRAME_PORT: '0',
    FOYER_LOG_LEVEL: 'silent',
  })
  const services = await startServices(config, { frameAssets: new Map(), env: { NODE_ENV: 'test' }, development: localDevelopmentServices })
  running.push(services)
  const post = async (url: string, body: unknown) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, body: response.status === 204 ? undefined : ((await response.json()) as Record<string, unknown>) }
  }
  return { api: services.urls.api, post }
}

describe('localFarcaster (development)', () => {
  // Starts the services: 120 s, as the other tests that start them, for a loaded machine (CI22 went past 30 s).
  it('signs in a test user approved on the relay stand-in page, checked against the local ID Registry', { timeout: 120_000 }, async () => {
    const { api, post } = await serveDevelopment(anvil.rpcUrl)
    const opened = await post(`${api}/auth/v1/farcaster/channel`, { projectId: 'foyer-local', deviceId: 'device-dev-farcaster' })
    expect(opened.status).toBe(200)
    const url = new URL(String(opened.body?.url))
    const page = await (await fetch(url)).text()
    const fid = Number(/Sign in as @alice \(fid (\d+)\)/.exec(page)?.[1])
    expect(await post(`${url.origin}/~/siwf/approve`, { channelToken: url.searchParams.get('channelToken'), fid })).toEqual({ status: 204, body: undefined })
    const done = await fetch(`${api}/auth/v1/farcaster/channel/${String(opened.body?.channelToken)}`)
    expect(await done.json()).toMatchObject({ state: 'completed', isNewUser: true, userName: 'alice' })
  })

  it('leaves Farcaster off when the local chain does not answer', async () => {
    const { api, post } = await serveDevelopment('http://127.0.0.1:1')
    expect(await post(`${api}/auth/v1/farcaster/channel`, { projectId: 'foyer-local', deviceId: 'device-dev-farcaster' })).toEqual({
      status: 503,
      body: { error: 'farcaster_unavailable' },
    })
  })
})
